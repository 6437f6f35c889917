import type { ExtractionContext } from '../context.js';
import type { LayoutA } from '../schema/index.js';
import { SDS_TITLES, TITLE_PRODUCT_LINKS, fieldLabels, subsectionTitles } from '../languages/index.js';
import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
import { findEmergencyPhone, phoneNumbers } from './emergency-phone.js';
import { extractIdentificationDetails } from './identification-details.js';
import { findLabelled, longestFirst, wordAlternation, type LabelledValue } from './labels.js';
import { OTHER_LABELS } from './section1-labels.js';
import { subsectionLines, withoutSubsectionNumber } from './subsections.js';
import { findSupplier, noteSupplier } from './supplier.js';
import { findSupplierEmail } from './supplier-email.js';

type Identification = LayoutA['product_identification'];

/** Labels that name the product itself ("Product name", "Handelsname", "Artikelbezeichnung"). */
const PRODUCT_NAME = longestFirst(fieldLabels('productName'));
/** The "product identifier" headings: the name is on the same line or the line below. */
const PRODUCT_IDENTIFIER = longestFirst(fieldLabels('productIdentifier'));
/** The official 1.1 titles of every language (Annex II), the document's language first. */
function productIdentifierLabels(languageIso: string | null): string[] {
  return [...PRODUCT_IDENTIFIER, ...subsectionTitles('1.1', languageIso)];
}
/** Bare words that name the product only when nothing more specific is printed. */
const PRODUCT_WORD = longestFirst(fieldLabels('productNameBare'));
/** How far into the document identification labels are looked for when section 1 is not found. */
const PREAMBLE_LINES = 60;
const PHONE = longestFirst(fieldLabels('supplierPhone'));
const UFI = /\bUFI\s*[:：]?\s*([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\b/;

/** The rest of a label wrapped onto the value column ("Nome da substância ou / mistura"). */
const CONNECTIVE = new RegExp(`^(?:${wordAlternation(fieldLabels('labelContinuation'))})$`);

/** Names carry a letter and at least three letters or digits ("R09149A", "Brom"). */
function isName(value: string): boolean {
  const folded = fold(value);
  return (
    value.length >= 2 &&
    value.length <= 120 &&
    /\p{L}/u.test(value) &&
    /[\p{L}\d]{3}/u.test(value) &&
    !OTHER_LABELS.test(folded) &&
    !CONNECTIVE.test(folded) &&
    !/[:：]$/.test(value)
  );
}

function isPhone(value: string): boolean {
  return /\+?\d[\d\s().\-/]{5,}\d/.test(value);
}

function phoneOf(found: LabelledValue | undefined): string | null {
  return (found && phoneNumbers(found.value)[0]) ?? null;
}

/** Lines printed before section 1 (title block, letterhead): a fallback for identification labels. */
function preamble(ctx: ExtractionContext): SourceLine[] {
  const firstHeading = ctx.doc.sections.get(1)?.heading.index ?? 0;
  return ctx.doc.lines.slice(0, Math.min(firstHeading, PREAMBLE_LINES));
}

/** How sure a product name is, by how specific its label was, and whether a label of the name stood beside it. */
const NAME_TIERS = {
  name: { confidence: 0.9, besideLabel: true },
  identifier: { confidence: 0.8, besideLabel: true },
  word: { confidence: 0.6, besideLabel: true },
  numbered: { confidence: 0.6, besideLabel: false },
  titleFor: { confidence: 0.55, besideLabel: false },
  firstLine: { confidence: 0.5, besideLabel: false },
} as const;

type NameTier = (typeof NAME_TIERS)[keyof typeof NAME_TIERS];

/**
 * The name under the numbered sub-section 1.1 whatever its title's language: the value beside the
 * number and title ("1.1 Product identifier   Acetone") or the first line below that reads as a name
 * and is not another labelled row.
 */
function numberedProductName(lines: readonly SourceLine[]): LabelledValue | undefined {
  const [heading, ...body] = subsectionLines(lines, '1.1');
  if (!heading) return undefined;
  const beside = cells(withoutSubsectionNumber(heading.text))[1]?.replace(/^[:：]\s*/, '');
  if (beside && isName(beside)) return { value: collapseSpaces(beside), line: heading };
  const line = body.find((candidate) => candidate.text.trim() !== '');
  const value = line ? collapseSpaces(line.text.trim()) : '';
  return line && !/[:：]/.test(value) && isName(value) ? { value, line } : undefined;
}

/** How much two line boxes share vertically (points); 0 without boxes or on different pages. */
function rowOverlap(a: SourceLine, b: SourceLine): number {
  if (!a.box || !b.box || a.page !== b.page) return 0;
  const top = Math.max(a.box.y, b.box.y);
  const bottom = Math.min(a.box.y + a.box.height, b.box.y + b.box.height);
  return Math.max(0, bottom - top);
}

/**
 * Readers order lines by their top edge, so a value printed a little higher than its label comes out
 * before it ("Acetone" / "Product name" / "AC-100" / "Product number"). When the value was taken from
 * the line below a label standing alone, the line above is the value instead if it stands in the value
 * column and shares the label's row more than the line below does.
 */
function valueOnLabelRow(lines: readonly SourceLine[], found: LabelledValue): LabelledValue {
  const at = lines.findIndex((line) => line.index === found.line.index);
  const label = lines[at - 1];
  const above = lines[at - 2];
  const fromLineBelow = collapseSpaces(found.line.text.trim()) === found.value;
  if (!fromLineBelow || !label?.box || !above?.box || cells(label.text).length !== 1) return found;
  const inValueColumn = above.box.x >= label.box.x + label.box.width;
  const value = collapseSpaces(above.text.trim());
  return inValueColumn && rowOverlap(above, label) > rowOverlap(found.line, label) && isName(value)
    ? { value, line: above }
    : found;
}

/** How many lines below the document title its "for" line may stand. */
const TITLE_LINK_LINES = 2;

/** A "for" label on one of the lines just below a document title, before section 1: the product's name. */
function titleForName(lines: readonly SourceLine[]): LabelledValue | undefined {
  for (const [i, line] of lines.entries()) {
    if (!SDS_TITLES.some((marker) => fold(line.text).includes(marker))) continue;
    const found = findLabelled(lines.slice(i + 1, i + 1 + TITLE_LINK_LINES), TITLE_PRODUCT_LINKS, isName);
    if (found) return found;
  }
  return undefined;
}

/** Without any label, section 1 of old MSDSs opens with the product's name. */
function firstLineName(lines: readonly SourceLine[]): LabelledValue | undefined {
  const first = lines.find((line) => line.text.trim() !== '');
  const value = first ? collapseSpaces(first.text) : '';
  const folded = fold(value);
  const isTitle =
    SDS_TITLES.some((marker) => folded.includes(marker)) || /hazard|rating|section/.test(folded);
  if (!first || isTitle || /[:：]/.test(value) || /^\d+[.)]/.test(value) || !isName(value)) return undefined;
  return { value, line: first };
}

function labelledName(lines: readonly SourceLine[]): LabelledValue | undefined {
  const found = findLabelled(lines, PRODUCT_NAME, isName);
  return found && valueOnLabelRow(lines, found);
}

/**
 * The product name, most specific label first: a "product name" label in section 1 or elsewhere on the
 * first page (columns may put it under another heading), then the "product identifier" heading, then a
 * bare "Name"/"Product" label.
 */
function findProductName(
  ctx: ExtractionContext,
  lines: SourceLine[],
): { found: LabelledValue; tier: NameTier } | undefined {
  const tiers: Array<[() => LabelledValue | undefined, NameTier]> = [
    [() => labelledName(lines), NAME_TIERS.name],
    [() => labelledName(ctx.doc.lines.filter((line) => line.page === 1)), NAME_TIERS.name],
    [() => findLabelled(lines, productIdentifierLabels(ctx.language), isName), NAME_TIERS.identifier],
    [() => findLabelled(lines, PRODUCT_WORD, isName), NAME_TIERS.word],
    [() => numberedProductName(lines), NAME_TIERS.numbered],
    [() => titleForName(preamble(ctx)), NAME_TIERS.titleFor],
    [() => firstLineName(lines), NAME_TIERS.firstLine],
  ];
  for (const [find, tier] of tiers) {
    const found = find();
    if (found) return { found, tier };
  }
  return undefined;
}

export function extractIdentification(ctx: ExtractionContext): Identification {
  const inSection = ctx.section(1).length > 0;
  const lines = inSection ? ctx.section(1) : ctx.doc.lines.slice(0, PREAMBLE_LINES);
  const path = 'product_identification';
  const productName = findProductName(ctx, lines);
  const supplier = findSupplier(lines, preamble(ctx));
  const supplierName = supplier?.name ?? null;
  const emergency = findEmergencyPhone(lines) ?? findEmergencyPhone(preamble(ctx));
  const phone = findLabelled(lines, PHONE, isPhone);
  const email = findSupplierEmail(lines, inSection);
  const ufiLine = ctx.doc.lines.find((line) => UFI.test(line.text));

  if (productName) {
    const { confidence, besideLabel } = productName.tier;
    ctx.note(`${path}.product_name`, productName.found.line, confidence, { besideLabel });
  }
  noteSupplier(ctx, supplier);
  if (emergency) ctx.note(`${path}.emergency_phone`, emergency.line, emergency.confidence);
  if (phone) ctx.note(`${path}.supplier_phone`, phone.line, 0.7, { besideLabel: true });
  if (email) ctx.note(`${path}.supplier_email`, email.line, email.confidence);
  if (ufiLine) ctx.note(`${path}.ufi`, ufiLine, 0.95, { besideLabel: true });
  const addressBlock = supplier?.addressFollows ? supplier : undefined;
  const details = extractIdentificationDetails(ctx, lines, {
    lines: !addressBlock || addressBlock.inSection ? lines : preamble(ctx),
    found: addressBlock?.found,
    companyName: addressBlock ? supplierName : null,
  });

  return {
    product_name: productName?.found.value ?? null,
    product_code: details.product_code,
    recommended_use: details.recommended_use,
    restrictions_on_use: details.restrictions_on_use,
    supplier_name: supplierName,
    supplier_address: details.supplier_address,
    supplier_phone: phoneOf(phone),
    supplier_email: email?.value ?? null,
    emergency_phone: emergency?.value ?? null,
    ufi: ufiLine ? (UFI.exec(ufiLine.text)?.[1] ?? null) : null,
  };
}
