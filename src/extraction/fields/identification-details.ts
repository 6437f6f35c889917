import type { ExtractionContext } from '../context.js';
import { fieldLabels } from '../languages/index.js';
import { collapseSpaces, fold, type SourceLine } from '../text.js';
import { findLabelled, longestFirst, wordAlternation, type LabelledValue } from './labels.js';
import { findProductCode } from './product-code.js';
import { isHeadingOrLabel } from './section1-labels.js';
import { findRecommendedUse, findRestrictionsOnUse } from './uses.js';

/** Section 1 details beside the name and supplier: product code, uses, and the supplier's address. */

const ADDRESS = longestFirst(fieldLabels('supplierAddress'));
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
    const folded = fold(line.text);
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

function supplierAddress(block: SupplierBlock): { value: string; line: SourceLine } | undefined {
  const labelled = findLabelled(block.lines, ADDRESS, isAddressText);
  if (labelled && !ADDRESS_END.test(fold(labelled.value))) {
    const value = addressAfter(block.lines, labelled.line, labelled.value);
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
  if (code) ctx.note(`${path}.product_code`, code.found.line, code.confidence);
  if (use) ctx.note(`${path}.recommended_use`, use.found.line, use.confidence);
  if (restrictions) ctx.note(`${path}.restrictions_on_use`, restrictions.found.line, restrictions.confidence);
  if (address) ctx.note(`${path}.supplier_address`, address.line, 0.7);
  return {
    product_code: code?.found.value ?? null,
    recommended_use: use?.found.value ?? null,
    restrictions_on_use: restrictions?.found.value ?? null,
    supplier_address: address?.value ?? null,
  };
}
