import { fieldLabels } from '../languages/index.js';
import { cells, fold, type SourceLine } from '../text.js';
import { findLabelled, isLabelCell, longestFirst, type LabelledValue } from './labels.js';
import { isHeadingOrLabel } from './section1-labels.js';
import { numbersLikeAnnexII, subsectionLines } from './subsections.js';

/** The product code, number or article number of sub-section 1.1. */

const PRODUCT_CODE = longestFirst(fieldLabels('productCode'));
const SYNONYM = longestFirst(fieldLabels('productSynonym'));
const MAX_CODE_LENGTH = 60;

/** Numbers printed in section 1 that identify something else: CAS, EC, REACH registration, UFI. */
const OTHER_NUMBER = [
  /^\d{2,7}-\d{2}-\d$/,
  /^\d{3}-\d{3}-\d$/,
  /^01-\d{10}-\d{2}/,
  /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/,
];

/** Product codes carry a digit ("401873-BE02", "C:A19086P"); a column title ("Bar Code") does not. */
function isCode(value: string): boolean {
  return (
    /\d/.test(value) &&
    value.length <= MAX_CODE_LENGTH &&
    !/[:：]$/.test(value) &&
    !OTHER_NUMBER.some((pattern) => pattern.test(value)) &&
    !isHeadingOrLabel(value)
  );
}

/** The first code of a list ("423920000; 423920010"), without the name printed after it ("02.1023 – Soap"). */
const firstOfList = (value: string): string =>
  value.split(/\s*[;,]\s+|\s*;\s*|\s{2,}|\s+[–—-]\s+(?=\p{L})|\s+\(/u)[0]?.trim() ?? '';

function firstCode(found: LabelledValue): LabelledValue {
  const first = firstOfList(found.value);
  return isCode(first) ? { value: first, line: found.line } : found;
}

/** A code, or a list of codes too long to be one that starts with a code ("54200-00047, 54200-00046, …"). */
const isCodeOrList = (value: string): boolean => isCode(value) || isCode(firstOfList(value));

/**
 * Codes printed on the line below a label that fills its line ("Internal code" over "H0-0016   H0-0022",
 * "Article number:" over "256905, 263453 - 264436, …"): the first of them.
 */
function codeBelowLabel(lines: readonly SourceLine[]): LabelledValue | undefined {
  for (const [i, line] of lines.entries()) {
    const lineCells = cells(line.text);
    const next = lines[i + 1];
    if (lineCells.length !== 1 || !next || !isLabelCell(lineCells[0] ?? '', PRODUCT_CODE)) continue;
    const value = cells(next.text)[0];
    if (value && isCodeOrList(value)) return firstCode({ value, line: next });
  }
  return undefined;
}

/**
 * A code after a one-word label and a single space, filling the rest of its cell ("Productcode SMI2110"
 * in a page header row). Label matching asks a one-word label for a colon, since "Product form" is no
 * label; a code (a single token with a digit) after it leaves no such doubt.
 */
function codeAfterBareLabel(lines: readonly SourceLine[]): LabelledValue | undefined {
  for (const line of lines) {
    for (const cell of cells(line.text)) {
      const folded = fold(cell);
      const label = PRODUCT_CODE.find((candidate) => folded.startsWith(`${candidate} `));
      const rest = label === undefined ? '' : folded.slice(label.length).trim();
      // Folding may lengthen the label (accents), so the code is taken as the cell's last word.
      const value = cell.trim().split(/\s+/).at(-1) ?? '';
      if (rest && !/\s/.test(rest) && isCode(value)) return { value, line };
    }
  }
  return undefined;
}

/** A number of five digits or more, with no letter, hyphen or dot: neither a name nor a CAS or EC number. */
const BARE_NUMBER = /^\d{5,}$/;
const firstWord = (value: string): string => value.split(/[\s;,•]+/u)[0] ?? '';

/**
 * A synonym that is a bare number ("Synonyms   4496411 CLEANER 6X750ML • HH11355 …", "Synonyms
 * 1830112159; 1830112167"): names are never numbers alone, so it is the product's article number.
 */
function numberedSynonym(lines: readonly SourceLine[]): LabelledValue | undefined {
  const found = findLabelled(lines, SYNONYM, (value) => BARE_NUMBER.test(firstWord(value)));
  return found && { value: firstWord(found.value), line: found.line };
}

/**
 * How sure a code is: after its label inside the numbered 1.1, after its label elsewhere in section 1,
 * or after its label on the first page outside section 1 (a page header's "Material number: 113").
 */
export const CODE_CONFIDENCE = { anchored: 0.85, label: 0.7, firstPage: 0.6 } as const;

function labelledCode(lines: readonly SourceLine[]): LabelledValue | undefined {
  const found =
    findLabelled(lines, PRODUCT_CODE, isCodeOrList) ?? codeBelowLabel(lines) ?? codeAfterBareLabel(lines);
  return found ? firstCode(found) : numberedSynonym(lines);
}

export function findProductCode(
  lines: readonly SourceLine[],
  firstPage: readonly SourceLine[],
): { found: LabelledValue; confidence: number } | undefined {
  const anchored = numbersLikeAnnexII(lines) ? labelledCode(subsectionLines(lines, '1.1')) : undefined;
  if (anchored) return { found: anchored, confidence: CODE_CONFIDENCE.anchored };
  const labelled = labelledCode(lines);
  if (labelled) return { found: labelled, confidence: CODE_CONFIDENCE.label };
  const onFirstPage = labelledCode(firstPage);
  return onFirstPage && { found: onFirstPage, confidence: CODE_CONFIDENCE.firstPage };
}
