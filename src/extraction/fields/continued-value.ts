import { collapseSpaces, positionedCells, type SourceLine } from '../text.js';
import type { LabelledValue } from './labels.js';
import { subsectionNumber } from './subsections.js';

/** How far (in characters) a wrapped line may start left of the value's column and still continue it. */
const COLUMN_TOLERANCE = 3;

/** Where a value starts in its line's text: the column its first words stand at. */
function valueColumn(found: LabelledValue): number {
  const { text } = found.line;
  const head = found.value.slice(0, 20);
  const firstWord = head.split(' ')[0] ?? '';
  for (let at = text.indexOf(firstWord); at >= 0; at = text.indexOf(firstWord, at + 1)) {
    if (collapseSpaces(text.slice(at)).startsWith(head)) return at;
  }
  return 0;
}

/** "Ingredient for use in products that may be in-" + "gested" reads "ingested"; other parts join with a space. */
function joined(before: string, after: string): string {
  return /\p{L}-$/u.test(before) && /^\p{Ll}/u.test(after)
    ? `${before.slice(0, -1)}${after}`
    : `${before} ${after}`;
}

export interface ContinuationRules {
  /** Text that opens another item (a label, a heading): the value ends before it. */
  stops: (text: string) => boolean;
  /** How many lines the value may add. */
  maxLines: number;
  /** Whether a part ending a sentence ends the value (a single wrapped sentence is read, not a list). */
  sentenceEnds: boolean;
  /**
   * Whether a value alone on its line (below its label) ends before a line that starts with a capital:
   * without columns or numbering to bound it, that line is the next heading ("Supplier details").
   */
  ownLineEndsAtCapital: boolean;
}

/**
 * A value that wraps onto the next lines of its column ("Ingredient for use in products that may be"
 * over "ingested."), up to the next numbered sub-section, label or heading, a page break, or a line
 * that only has a cell left of the value's column (the next row's label). A lowercase cell left of the
 * column is the wrapped rest of the label ("Recommended use of    Cleaning agent for" over "the
 * chemical    hard surfaces") and is passed over. A value that shares its label's cell wraps to the
 * margin.
 */
export function continuedValue(
  lines: readonly SourceLine[],
  found: LabelledValue,
  rules: ContinuationRules,
): LabelledValue {
  const valueStart = valueColumn(found);
  // A value run on in the label's own cell ("Product use: Lubricant, Penetrant,") wraps to the margin.
  const flowing = !positionedCells(found.line.text).some(
    (cell) =>
      cell.start <= valueStart && /^[\s:：=\-–]*$/.test(found.line.text.slice(cell.start, valueStart)),
  );
  const column = flowing ? 0 : valueStart;
  const at = lines.findIndex((line) => line.index === found.line.index);
  const ownLine = collapseSpaces(found.line.text.trim()) === found.value;
  let value = found.value;
  for (const line of lines.slice(at + 1, at + 1 + rules.maxLines)) {
    if (line.page !== found.line.page || subsectionNumber(line.text) !== undefined) break;
    if (rules.sentenceEnds && /[.;!?]$/.test(value)) break;
    const lineCells = positionedCells(line.text);
    const inColumn = lineCells.filter((cell) => cell.start >= column - COLUMN_TOLERANCE);
    const leftOf = lineCells.filter((cell) => cell.start < column - COLUMN_TOLERANCE);
    if (inColumn.length === 0 || leftOf.some((cell) => !/^\p{Ll}/u.test(cell.text))) break;
    const text = collapseSpaces(inColumn.map((cell) => cell.text).join(' '));
    if (rules.stops(text) || (rules.ownLineEndsAtCapital && ownLine && /^\p{Lu}/u.test(text))) break;
    value = joined(value, text);
  }
  return { value, line: found.line };
}
