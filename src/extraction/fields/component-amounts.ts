import type { LayoutA } from '../schema/index.js';
import { matchedWordsPattern, matchedWords } from '../languages/index.js';
import { collapseSpaces, fold, positionedCells, type SourceLine } from '../text.js';
import { numericValues, parseDecimal, RANGE_WORD } from './numbers.js';

/**
 * The amounts of section 3 components: the concentration cell of a component's row, the table's
 * concentration column, and amounts printed a few lines from the CAS number in rows that span lines.
 */

export type Concentration = LayoutA['composition']['components'][number]['concentration'];

export const NO_CONCENTRATION: Concentration = { min: null, max: null, unit: null, text: null };
/** CAS and EC numbers, and registration numbers, are not concentrations. */
const IDENTIFIER = /\d{2,7}-\d{2}-\d|\d{3}-\d{3}-\d|\d{2}-\d{10}/;
/** A specific concentration limit ("15% ≤ C < 20%", "C ≥ 10 %") or a molecular weight is no concentration. */
const NOT_A_CONCENTRATION =
  /(?:^|[\s:;])c\s*[<>≤≥]|[<>≤≥]=?\s*c(?:\s|$)|g\/mol|molec|molar|molek|moleculaire|mol\.?\s*w|\bm\s*[:=]/i;
/**
 * A cell (folded) that holds only a number or range, with a per cent sign or none ("10 - 25", "≥10 - <25",
 * "<1", Chinese and Japanese "30～40"), perhaps with a footnote mark ("≥ 30 - ≤ 54 *": a range withheld
 * as a trade secret); the range's dashes and words are numbers.ts's `RANGE_WORD`.
 */
const BARE_AMOUNT = new RegExp(
  String.raw`^(?:[<>≤≥]=?|max\.?|min\.?|ca\.?)?\s*(?:0|[1-9]\d*)(?:[.,]\d+)?\s*%?\s*(?:(?:${RANGE_WORD})\s*(?:[<>≤≥]=?)?\s*(?:0|[1-9]\d*)(?:[.,]\d+)?\s*%?)?(?:\s*[-–])?(?:\s*[*†‡]{1,3})?$`,
  'i',
);
export const isBareAmount = (cell: string) => BARE_AMOUNT.test(fold(cell));

export interface AmountCell {
  start: number;
  concentration: Concentration;
  /** Read through a correction of a misread character: less certain. */
  corrected: boolean;
  /** The section line it was read on, when not its component's own (a row spanning several lines). */
  line?: number;
}

/**
 * The concentration printed on a line: the first cell with a per cent sign or a bare amount, read from
 * there to the end of the line (a range may be split over cells, "40-   70"). Near `column` when the
 * table's concentration column is known; a line that is nothing but an amount is taken wherever it
 * starts (reading order may have lost its indent) unless `loneAmounts` is false.
 */
export function amountOn(text: string, column?: number, loneAmounts = true): AmountCell | undefined {
  const textCells = positionedCells(text);
  const found = textCells.findIndex(
    (candidate, i) =>
      (/%/.test(candidate.text) || isBareAmount(candidate.text)) &&
      // "3.1   Substances": a sub-section number.
      !(i === 0 && /^\d+(?:\.\d+)+\.?$/.test(candidate.text)) &&
      !IDENTIFIER.test(candidate.text) &&
      !NOT_A_CONCENTRATION.test(candidate.text) &&
      // A line that is nothing but an amount needs no column (reading order may have lost its indent).
      (column === undefined ||
        Math.abs(candidate.start - column) <= 15 ||
        (loneAmounts && textCells.length === 1)),
  );
  let at = found;
  // A range spread over cells (">=  1-<  5%"): its operator and first number stand in the cells before.
  const joinsRange = (cell: string) => /^[<>≤≥=~～〜\d.,%\s–-]{1,8}$/.test(cell) && !IDENTIFIER.test(cell);
  while (at > 0 && joinsRange(textCells[at - 1]?.text ?? '')) at--;
  const cell = textCells[at];
  if (!cell) return undefined;
  // A range whose dash ends its cell goes on in the next one ("40-   70").
  const continues =
    /[-–]$/.test(textCells[found]?.text ?? '') && /^[<>≤≥]?=?\s?\d/.test(textCells[found + 1]?.text ?? '');
  const last = continues ? found + 1 : found;
  const cellText = textCells
    .slice(at, last + 1)
    .map((part) => part.text)
    .join(' ');
  return readAmount(collapseSpaces(text.slice(cell.start)), cell.start, collapseSpaces(cellText));
}

/**
 * An OCRed "≥" read as the digit 2 ("210-<25" for "≥10-<25"): a range whose lower end exceeds its upper
 * one cannot be, so where dropping a leading 2 makes the range whole, the 2 is read as "≥".
 */
function withMisreadLowerBound(printed: string): { text: string; corrected: boolean } {
  const range = /^2(\d+(?:[.,]\d+)?)(\s*%?\s*(?:[-–—−~]|to)\s*(?:[<≤]=?)?\s*)(\d+(?:[.,]\d+)?)/.exec(printed);
  if (!range) return { text: printed, corrected: false };
  const [whole, lower = '', between = '', upper = ''] = range;
  const [whole2, low, high] = [parseDecimal(`2${lower}`), parseDecimal(lower), parseDecimal(upper)];
  if (whole2 <= high || low <= 0 || low >= high) return { text: printed, corrected: false };
  return { text: `≥${lower}${between}${upper}${printed.slice(whole.length)}`, corrected: true };
}

function readAmount(printed: string, start: number, cellText: string): AmountCell | undefined {
  const { text, corrected } = withMisreadLowerBound(printed);
  const amount = numericValues(text)[0];
  if (!amount || (amount.min ?? 0) > 100 || (amount.max ?? 0) > 100) return undefined;
  return {
    start,
    concentration: {
      min: amount.min,
      max: amount.max,
      unit: /^ppm/.test(amount.after) ? 'ppm' : '%',
      text: cellText,
    },
    corrected,
  };
}

/**
 * The amount that follows a row's last CAS or EC number in the same cell (single spaces between): a number
 * or range with its per cent sign.
 */
const INLINE_AMOUNT = new RegExp(
  String.raw`^ ?[,;:]? ?((?:[<>≤≥]=?\s*)?\d+(?:[.,]\d+)?\s*%?\s*(?:(?:${RANGE_WORD})\s*(?:[<>≤≥]=?\s*)?\d+(?:[.,]\d+)?\s*)?%)`,
  'iu',
);
const IDENTIFIERS = new RegExp(IDENTIFIER.source, 'g');

/**
 * The concentration printed inline on a component's row whose cells are not spaced apart ("Acetone CAS
 * 67-64-1 EC 200-662-2 50 - 70 % Flam. Liq. 2"): right after its numbers, with a per cent sign, since
 * without columns a bare number cannot be told from the text around it.
 */
export function inlineAmountOn(text: string): AmountCell | undefined {
  const last = [...text.matchAll(IDENTIFIERS)].at(-1);
  if (!last) return undefined;
  const start = last.index + last[0].length;
  const printed = INLINE_AMOUNT.exec(text.slice(start))?.[1];
  return printed ? readAmount(printed, start, collapseSpaces(printed)) : undefined;
}

/** How far (characters) an amount glued to the cell before it may start from the column's heading. */
const GLUED_DISTANCE = 6;

/**
 * An amount glued by one space to the end of the cell before it ("…zirconium salt (1: 0.1 - 1"), as
 * a wide synonyms column leaves it: on a component's own row, the words that start under the
 * concentration heading and read as an amount to the end of their cell.
 */
export function gluedAmountOn(text: string, column: number): AmountCell | undefined {
  for (const word of text.matchAll(/(?<=\S )[<>≤≥]?=?\s?\d/g)) {
    if (Math.abs(word.index - column) > GLUED_DISTANCE) continue;
    const cell =
      text
        .slice(word.index)
        .split(/\s{2,}/)[0]
        ?.trim() ?? '';
    if (isBareAmount(cell) && !IDENTIFIER.test(cell)) return readAmount(cell, word.index, cell);
  }
  return undefined;
}

/**
 * Headings of the concentration column (accent-folded): "%", a per cent by weight ("wt %", "Gew.-%":
 * the language modules' `matchedWords` 'percentByWeight'), or a cell holding a heading word
 * ("Concentration", "Gehalt", "含有量": 'amountHeading').
 */
const AMOUNT_HEADING = new RegExp(
  String.raw`^(?:%|(?:${matchedWordsPattern(matchedWords('percentByWeight'))})\.?\s*-?%|.*(?:${matchedWordsPattern(matchedWords('amountHeading'))}).*)$`,
  'u',
);

/**
 * Column of the concentration in the table: its heading before the first component, if printed. Where
 * several headings qualify (a column of specific concentration limits, "Límites de concentración
 * específicos", wraps its word "concentración" onto a line of its own), the one whose column holds the
 * most amounts in the rows below is taken; on a tie, the heading nearest the rows.
 */
/** A heading cell of the concentration column ("%", "Gew.-%", "Concentration"). */
export const isAmountHeading = (cell: string) =>
  cell.length <= 30 && AMOUNT_HEADING.test(fold(cell)) && !NOT_A_CONCENTRATION.test(cell);

export function amountColumn(lines: readonly SourceLine[], firstComponent: number): number | undefined {
  const headings = lines.slice(0, firstComponent).flatMap((line) => {
    const lineCells = positionedCells(line.text);
    return lineCells.length > 1 ? lineCells.filter((cell) => isAmountHeading(cell.text)) : [];
  });
  const rows = lines.slice(firstComponent, firstComponent + 80);
  let best: { column: number; amounts: number } | undefined;
  for (const heading of headings) {
    const amounts = rows.filter((line) => amountOn(line.text, heading.start, false)).length;
    if (!best || amounts >= best.amounts) best = { column: heading.start, amounts };
  }
  return best?.column;
}

interface NearbyAmount {
  i: number;
  amount: AmountCell;
}

/** Pairs components with amount lines, nearest first, each amount line used once. */
function pairUp(
  casLines: readonly number[],
  found: Array<AmountCell | undefined>,
  candidates: readonly NearbyAmount[],
  accept: (offset: number) => boolean,
): number {
  const pairs = casLines
    .flatMap((at, component) =>
      found[component]
        ? []
        : candidates
            .filter((candidate) => accept(candidate.i - at))
            .map((candidate) => ({ component, candidate, distance: Math.abs(candidate.i - at) })),
    )
    .sort((a, b) => a.distance - b.distance || a.candidate.i - b.candidate.i);
  const used = new Set<number>();
  let total = 0;
  for (const { component, candidate, distance } of pairs) {
    if (found[component] || used.has(candidate.i)) continue;
    found[component] = candidate.amount;
    used.add(candidate.i);
    total += 7 - distance;
  }
  return total;
}

/**
 * Concentrations of components whose own lines print none: in tables where each component spans
 * several lines, its amount sits a few lines above or below its CAS number. The table prints it on the
 * same side for every component, so the side that pairs more components (nearer) is taken first; each
 * amount line goes to one component and carries no CAS number of its own.
 */
export function amountsNearby(
  lines: readonly SourceLine[],
  casLines: ReadonlySet<number>,
  componentLines: readonly number[],
  own: ReadonlyArray<AmountCell | undefined>,
  column: number | undefined,
): Array<AmountCell | undefined> {
  const candidates = lines.flatMap((line, i) => {
    const amount = casLines.has(i) ? undefined : amountOn(line.text, column);
    return amount ? [{ i, amount: { ...amount, line: i } }] : [];
  });
  const above = [...own];
  const below = [...own];
  const near = (offset: number) => Math.abs(offset) <= 6;
  const fromAbove = pairUp(componentLines, above, candidates, (offset) => offset < 0 && near(offset));
  const fromBelow = pairUp(componentLines, below, candidates, (offset) => offset > 0 && near(offset));
  const found = fromAbove >= fromBelow ? above : below;
  pairUp(componentLines, found, candidates, near);
  return found;
}
