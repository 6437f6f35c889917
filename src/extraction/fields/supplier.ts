import type { ExtractionContext } from '../context.js';
import { fieldLabels } from '../languages/index.js';
import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
import { isTownLine } from './address-line.js';
import { findLabelled, longestFirst, wordAlternation, type LabelledValue } from './labels.js';
import { OTHER_LABELS } from './section1-labels.js';
import { subsectionLines, withoutSubsectionNumber } from './subsections.js';

/** The supplier of sub-section 1.3: the company's name, as printed, without its address. */

const SUPPLIER = longestFirst(fieldLabels('supplier'));
/**
 * Legal forms that mark a line as the company rather than a contact person or a department: words of
 * spaced scripts (whole words), and the Chinese, Japanese, Korean and Thai forms written without spaces
 * around them (株式会社…, 股份有限公司, 주식회사, (주), บริษัท … จำกัด).
 */
const SPACED_LEGAL_FORM = String.raw`(?<![\p{L}])(?:inc|incorporated|ltd|limited|llc|gmbh|ag|kg|sa|s\.a|sas|sarl|srl|s\.r\.l|spa|s\.p\.a|bv|b\.v|nv|n\.v|plc|pty|corp|corporation|company|ltda|lda|oy|oyj|ab|a\/s|aps|s\.r\.o|a\.s|kft|zrt|se|d\.o\.o|d\.d|sp\.\s?z\s?o\.o|sdn\.?\s?bhd|bhd|tbk|tnhh|a\.ş|ооо|оао|зао|пао|тов|еоод|оод)\.?(?![\p{L}])`;
const UNSPACED_LEGAL_FORM = String.raw`株式会社|有限会社|合同会社|股份有限公司|有限责任公司|有限責任公司|有限公司|주식회사|유한회사|\(주\)|㈜|\(株\)|㈱|บริษัท|จำกัด`;
const LEGAL_FORM = new RegExp(`${SPACED_LEGAL_FORM}|${UNSPACED_LEGAL_FORM}`, 'iu');
/** How many lines below a supplier heading may hold the company when the first one is a person. */
const COMPANY_LOOKAHEAD = 2;

/**
 * Under a supplier heading the first line may be a contact person ("Jane Doe", then "Acme Inc."): a line
 * just below that carries a legal form is the company.
 */
function preferCompanyLine(found: LabelledValue, lines: readonly SourceLine[]): LabelledValue {
  if (LEGAL_FORM.test(found.value)) return found;
  // Beside its label, a value without a legal form is a company only when no company line follows:
  // "Supplier : AUSTRALIA" heads a block of one country's entity.
  if (matchesLabel(found.line.text) && !isRegionHeading(found.value)) return found;
  const at = lines.findIndex((line) => line.index === found.line.index);
  const company = lines
    .slice(at + 1, at + 1 + COMPANY_LOOKAHEAD)
    .find((line) => LEGAL_FORM.test(line.text) && isCompanyName(line.text.trim()));
  return company ? { value: company.text.trim(), line: company } : found;
}

/** One upper-case word or two ("AUSTRALIA", "NEW ZEALAND"): a country or region heading a block. */
function isRegionHeading(value: string): boolean {
  return /^\p{Lu}+(?:\s\p{Lu}+)?$/u.test(value.trim());
}

function matchesLabel(text: string): boolean {
  const folded = fold(text).replace(/^[\d.\s]+/, '');
  return SUPPLIER.some((label) => folded.startsWith(label));
}

/**
 * The company part of "Name GmbH * 53123 Bonn", "Name Ltd, 12 Harbour Road", "Name Oy, Street 3" or
 * "Name SE 67056 Town" or "Name SpA - Via Roma 1": a company name ends at its legal form when a comma, a
 * number or a dash follows it.
 */
function companyOnly(value: string): string {
  const first = value.split(/\s[*|•]\s|[,，]\s*(?=\d)|\s{2,}/)[0]?.trim() ?? value;
  const legalForm = new RegExp(`(?:${LEGAL_FORM.source})(?=\\s*[,，、]|\\s+\\d|\\s+[-–]\\s)`, 'iu').exec(
    first,
  );
  return legalForm ? first.slice(0, legalForm.index + legalForm[0].length) : first;
}

/** Sub-headings printed between a supplier heading and the company ("Identification de la société"). */
const SUBHEADING = new RegExp(`^(?:${wordAlternation(fieldLabels('supplierSubheading'))})(?![a-z])`);

function isSubheading(value: string): boolean {
  return SUBHEADING.test(fold(value));
}

/**
 * Company names start with a capital, a letter of a script without case or a digit (a lowercase start is the rest of a heading) and may be
 * as short as "3M"; a house number followed by a word ("1221 Broadway") is the address, a numbered
 * line ("1.1. Product identification") the next subsection, a line with a date a page header or footer.
 */
function isCompanyName(value: string): boolean {
  const folded = fold(value);
  return (
    value.length >= 2 &&
    value.length <= 120 &&
    /\p{L}/u.test(value) &&
    /^[\p{Lu}\p{Lo}\d]/u.test(value) &&
    !/^\d+[\s,]+\p{L}/u.test(value) &&
    !/^\d+(?:\.\d+)+\.?\s/.test(value) &&
    !/\d{1,2}[./]\d{1,2}[./]\d{2,4}/.test(value) &&
    !isTownLine(value) &&
    !OTHER_LABELS.test(folded) &&
    !/[:：]$/.test(value)
  );
}

/**
 * A row "label: value" or "label   value" whose label names the supplier (in any position of the label).
 * A label starting lowercase is the wrapped rest of the heading ("fornitore della scheda di   Via ...").
 */
function supplierRowValue(text: string): string | undefined {
  const colon = /^([^:：]{2,60})[:：]\s*(.+)$/.exec(text.trim());
  const [label, value] = colon ? [colon[1], colon[2]] : cells(text);
  if (!label || !value || /^\p{Ll}/u.test(label)) return undefined;
  const folded = fold(label);
  return SUPPLIER.some((word) => new RegExp(`(?<![a-z])${word}(?![a-z])`).test(folded))
    ? (cells(value)[0] ?? value)
    : undefined;
}

/**
 * The company under the numbered 1.3 heading: a row labelled as the supplier or a value beside the
 * heading itself, else the first line that reads as a company name (its first cell: a second column may
 * hold another entity's block).
 */
function numberedSupplier(lines: readonly SourceLine[]): (LabelledValue & { labelled: boolean }) | undefined {
  const [heading, ...body] = subsectionLines(lines, '1.3');
  if (!heading) return undefined;
  for (const line of body) {
    const value = supplierRowValue(line.text);
    if (value && isCompanyName(value)) return { value, line, labelled: true };
  }
  const headingValue = cells(withoutSubsectionNumber(heading.text))[1]?.replace(/^[:：]\s*/, '');
  if (headingValue && isCompanyName(headingValue))
    return { value: headingValue, line: heading, labelled: true };
  for (const line of body) {
    const text = besideUnknownLabel(line.text) ?? cells(line.text)[0];
    if (!text || /[:：]/.test(text) || isSubheading(text) || !isCompanyName(text)) continue;
    return { ...preferCompanyLine({ value: text, line }, body), labelled: false };
  }
  return undefined;
}

/**
 * A company beside a label the modules do not know ("Leverantör    Exempel Kemi AB"): a first cell of
 * one or two words without a legal form, then a cell that carries one.
 */
function besideUnknownLabel(text: string): string | undefined {
  const [label, value] = cells(text);
  if (!label || !value || LEGAL_FORM.test(label) || !/^\p{L}+(?:[\s-]\p{L}+)?$/u.test(label))
    return undefined;
  return LEGAL_FORM.test(value) ? value : undefined;
}

/**
 * A whole two-column line taken as the value ("Acme Inc      Acme Ltd"): its first column is the
 * company, unless it is a label the modules do not know.
 */
function firstColumn(found: LabelledValue): LabelledValue {
  const lineCells = cells(found.line.text);
  const wholeLine = found.value === collapseSpaces(found.line.text.trim());
  if (!wholeLine || lineCells.length < 2) return found;
  return { value: besideUnknownLabel(found.line.text) ?? lineCells[0] ?? found.value, line: found.line };
}

/** A line that is only a company's name: it ends with its legal form ("Acme GmbH,", "Acme Flavors, Inc."). */
const COMPANY_LINE = new RegExp(`(?:${LEGAL_FORM.source})[\\s.,]*$`, 'iu');

/** A copyright notice before the company's name ("© 2017, Acme Company", "Copyright (c) 2020 Acme Inc."). */
const COPYRIGHT = /^\s*(?:©|\(c\)|copyright)(?:\s*(?:©|\(c\)))?[\s,.]*(?:\d{4}(?:\s*[-–]\s*\d{4})?[\s,.]*)?/i;

/**
 * Old MSDSs and letterheads print the company without any label (or only in a copyright notice): the
 * first line that is only a company name (ending with a legal form, no label before it) is the
 * supplier, with little confidence.
 */
function unlabelledCompany(lines: readonly SourceLine[]): LabelledValue | undefined {
  for (const line of lines) {
    const text = (cells(line.text)[0] ?? '').replace(COPYRIGHT, '').trim();
    if (/[:：]/.test(text) || !COMPANY_LINE.test(text) || !isCompanyName(text)) continue;
    return { value: text.replace(/[\s,]+$/, ''), line };
  }
  return undefined;
}

export interface FoundSupplier {
  found: LabelledValue;
  name: string;
  /** Found in section 1 (not only in the letterhead before it). */
  inSection: boolean;
  /** Read beside a supplier label (not a company-like line found without one). */
  besideLabel: boolean;
  /** The company's address follows its line (not so after a copyright notice). */
  addressFollows: boolean;
  confidence: number;
}

/**
 * The supplier: a labelled row in the numbered 1.3 sub-section (sure), a supplier label anywhere in
 * section 1, the first company-like line of 1.3, then a label in the letterhead (an agent or a brand may
 * stand there: less sure), last a line that is only a company name, in section 1 or the letterhead.
 */
export function findSupplier(
  lines: readonly SourceLine[],
  preamble: readonly SourceLine[],
): FoundSupplier | undefined {
  const numbered = numberedSupplier(lines);
  const labelled = findLabelled(lines, SUPPLIER, isCompanyName, isSubheading);
  const candidates: Array<[LabelledValue | undefined, { inSection: boolean; besideLabel: boolean }, number]> =
    [
      [numbered?.labelled ? numbered : undefined, { inSection: true, besideLabel: true }, 0.85],
      [
        labelled && firstColumn(preferCompanyLine(labelled, lines)),
        { inSection: true, besideLabel: true },
        0.8,
      ],
      [numbered, { inSection: true, besideLabel: false }, 0.7],
      [findLabelled(preamble, SUPPLIER, isCompanyName), { inSection: false, besideLabel: true }, 0.6],
      [unlabelledCompany(lines), { inSection: true, besideLabel: false }, 0.5],
      [unlabelledCompany(preamble), { inSection: false, besideLabel: false }, 0.45],
    ];
  for (const [found, { inSection, besideLabel }, confidence] of candidates) {
    if (found)
      return {
        found: { value: found.value, line: found.line },
        name: companyOnly(found.value),
        inSection,
        besideLabel,
        addressFollows: !COPYRIGHT.test(cells(found.line.text)[0] ?? ''),
        confidence,
      };
  }
  return undefined;
}

export function noteSupplier(ctx: ExtractionContext, supplier: FoundSupplier | undefined): void {
  if (supplier)
    ctx.note('product_identification.supplier_name', supplier.found.line, supplier.confidence, {
      besideLabel: supplier.besideLabel,
    });
}
