import type { ExtractionContext } from '../context.js';
import { fieldLabels } from '../languages/index.js';
import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
import {
  findLabelled,
  longestFirst,
  startsWithLabel,
  wordAlternation,
  type LabelledValue,
} from './labels.js';
import { findProductCode } from './product-code.js';
import { isTownLine } from './address-line.js';
import { isHeadingOrLabel } from './section1-labels.js';
import { findRecommendedUse, findRestrictionsOnUse } from './uses.js';

/** Section 1 details beside the name and supplier: product code, uses, and the supplier's address. */

const ADDRESS = longestFirst(fieldLabels('supplierAddress'));
const ADDRESS_PART = longestFirst(fieldLabels('addressPart'));
const REGISTRATION = longestFirst(fieldLabels('companyRegistration'));
/** Where an address block ends: the next labelled item (phone, e-mail, web) or the next subsection. */
const ADDRESS_END = new RegExp(
  String.raw`^(?:\d+\.\d|fax|e-?mail|web|www|http|${wordAlternation(fieldLabels('contactItem'))})`,
);
const ADDRESS_LINES = 4;

/** An address is text, not a heading or a label. */
function isAddressText(value: string): boolean {
  return /\p{L}{2}/u.test(value) && value.length <= 200 && !/[:：]$/.test(value) && !isHeadingOrLabel(value);
}

/** The address under the company name: the lines that follow it up to the next labelled item. */
function addressAfter(lines: readonly SourceLine[], start: SourceLine, first: string | null): string | null {
  const at = lines.findIndex((line) => line.index === start.index);
  const parts = first ? [first] : [];
  for (const line of lines.slice(at + 1, at + 1 + ADDRESS_LINES)) {
    // The address's own labelled rows ("City:   Milano", "Ort:   D-22850 Norderstedt").
    const part =
      startsWithLabel(line.text, ADDRESS_PART) && findLabelled([line], ADDRESS_PART, isAddressText);
    if (part) {
      parts.push(part.value);
      continue;
    }
    // The company's registration ("ABN: 58 …") sits inside the block; the address goes on below it.
    if (startsWithLabel(line.text, REGISTRATION)) continue;
    const folded = fold(line.text);
    // A town printed beside a label of the block ("Company Information:      Tampa, FL 33602").
    const lastCell = cells(line.text).at(-1);
    if (lastCell && cells(line.text).length > 1 && isTownLine(lastCell)) {
      parts.push(lastCell);
      continue;
    }
    if (!folded || ADDRESS_END.test(folded) || /[:：@]/.test(folded.slice(0, 30))) break;
    parts.push(collapseSpaces(line.text));
  }
  return parts.length > 0 ? parts.join(', ').slice(0, 300) : null;
}

/** Where the supplier was found: the lines around it, its label match and the company part of it. */
export interface SupplierBlock {
  lines: readonly SourceLine[];
  found: LabelledValue | undefined;
  companyName: string | null;
}

/**
 * A labelled address with the cells printed after it on its row ("Rodovia Anhanguera, Km 110    -
 * 13181-900 - Sumaré - SP"), up to a cell that opens another item ("Tel.: …").
 */
function restOfRow(found: LabelledValue): string {
  const at = found.line.text.indexOf(found.value);
  if (at < 0) return found.value;
  const following = cells(found.line.text.slice(at + found.value.length));
  const end = following.findIndex((cell) => ADDRESS_END.test(fold(cell)) || /[:：@]/.test(cell));
  return collapseSpaces([found.value, ...following.slice(0, end < 0 ? undefined : end)].join(' '));
}

function supplierAddress(block: SupplierBlock): { value: string; line: SourceLine } | undefined {
  const labelled = findLabelled(block.lines, ADDRESS, isAddressText);
  if (labelled && !ADDRESS_END.test(fold(labelled.value))) {
    const value = addressAfter(block.lines, labelled.line, restOfRow(labelled));
    return value ? { value, line: labelled.line } : undefined;
  }
  if (!block.found) return undefined;
  // "Name GmbH * 53123 Bonn": the rest of the supplier's line after the company is the address.
  const restOfLine = block.companyName
    ? collapseSpaces(block.found.value.slice(block.companyName.length)).replace(/^[\s,*|•]+/, '')
    : '';
  const value = addressAfter(block.lines, block.found.line, restOfLine || null);
  return value ? { value, line: block.found.line } : undefined;
}

export interface IdentificationDetails {
  product_code: string | null;
  recommended_use: string | null;
  restrictions_on_use: string | null;
  supplier_address: string | null;
}

export function extractIdentificationDetails(
  ctx: ExtractionContext,
  lines: readonly SourceLine[],
  supplier: SupplierBlock,
): IdentificationDetails {
  const path = 'product_identification';
  const code = findProductCode(
    lines,
    ctx.doc.lines.filter((line) => line.page === 1),
  );
  const use = findRecommendedUse(lines);
  const restrictions = findRestrictionsOnUse(lines);
  const address = supplierAddress(supplier);
  // A product code is only ever read after its label.
  if (code) ctx.note(`${path}.product_code`, code.found.line, code.confidence, { besideLabel: true });
  if (use)
    ctx.note(`${path}.recommended_use`, use.found.line, use.confidence, { besideLabel: use.besideLabel });
  if (restrictions)
    ctx.note(`${path}.restrictions_on_use`, restrictions.found.line, restrictions.confidence, {
      besideLabel: restrictions.besideLabel,
    });
  if (address) ctx.note(`${path}.supplier_address`, address.line, 0.7);
  return {
    product_code: code?.found.value ?? null,
    recommended_use: use?.found.value ?? null,
    restrictions_on_use: restrictions?.found.value ?? null,
    supplier_address: address?.value ?? null,
  };
}
