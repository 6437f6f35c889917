import { cellNearest, cells, collapseSpaces, fold, RIGHT_TO_LEFT, type SourceLine } from '../text.js';

export interface LabelledValue {
  value: string;
  line: SourceLine;
}

/** Separators between a label and its value; a dash only when spaced, so `-18 °C` keeps its sign. */
const SEPARATOR = /^(?:[\s:：.=]|[-–](?=\s))*/;

interface LabelMatch {
  label: string;
  /** Index in the folded cell where the value may start. */
  end: number;
}

/** The Korean item letters of the MoEL/KOSHA MSDS, in order: 가. 나. … 하., then 거. 너. … 허. */
const KOREAN_ITEM_LETTERS = [...'가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허'];
/** The letters composed and as folding decomposes them (가 becomes ᄀ and ᅡ). */
const KOREAN_ITEM_LETTER = [
  ...new Set(KOREAN_ITEM_LETTERS.flatMap((letter) => [letter, letter.normalize('NFD')])),
].join('|');
/** Scripts that write words without spaces between a number and the word after it. */
const CJK_LETTER = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`;

/**
 * The item numbers of the national formats (folded text): a Korean item letter and a full stop
 * ("사. 인화점"; folding splits the syllable into its letters, so both forms are listed), a number in
 * brackets ("(1)", "（1）" and "1)"; folding makes full-width brackets ASCII), a CJK numeral in brackets
 * or before an ideographic comma ("(一)", "一、"), and a number run into a CJK label ("①引火点": folding
 * makes the circled number a digit). Arabic item numbers before a space ("9.1 ") are the callers' own.
 */
export const ITEM_NUMBER = [
  String.raw`(?:${KOREAN_ITEM_LETTER})\.`,
  String.raw`\(?\d{1,2}\)`,
  String.raw`\([一二三四五六七八九十]{1,3}\)`,
  String.raw`[一二三四五六七八九十]{1,3}、`,
  String.raw`\d{1,2}(?=${CJK_LETTER})`,
].join('|');

const NUMBERING = new RegExp(String.raw`^[\d.\s]*(?:(?:\([a-z]\)|${ITEM_NUMBER})\s*)?(?:[•·*\-–]\s*)?`, 'u');

/**
 * Alternatives after a slash ("manufacturer/supplier") and a qualifier ("(trade name)"); a qualifier
 * left open at the end of the cell wraps onto the next line ("Product name (trade" over "name):").
 */
const SLASH_TAIL = /^(?:\s*\/\s*[\p{L}-]+(?:\s[\p{L}-]+)?)*(?:\s*\([^)]*(?:\)|$))?\*?/u;
/** A list of alternatives ("Manufacturer, importer, supplier"), a label only when it fills the cell. */
const LIST_TAIL = /^(?:\s*[/,]\s*[\p{L}-]+(?:\s[\p{L}-]+)?)*,?\s*(?=[:：]|$)/u;

/** A full stop right after a label's last letter that ends no sentence: the label is abbreviated. */
const ABBREVIATION_DOT = /^\.(?![\p{L}\d.])/u;

/**
 * The label the cell starts with, and where its value begins. A label may be compound
 * ("manufacturer/supplier", "Manufacturer, importer, supplier") and qualified ("(trade name)"); a
 * one-word label needs a colon, dash or the end of the cell after it, so "Product form" is not the
 * label "product".
 */
function matchLabel(foldedCell: string, labels: readonly string[]): LabelMatch | undefined {
  const start = NUMBERING.exec(foldedCell)?.[0].length ?? 0;
  const cell = foldedCell.slice(start);
  for (const label of labels) {
    if (!cell.startsWith(label)) continue;
    // An abbreviated label keeps its full stop ("Product No.:", "Cat. No. 4711").
    const dot = ABBREVIATION_DOT.test(cell.slice(label.length)) && /\p{L}$/u.test(label) ? 1 : 0;
    const rest = cell.slice(label.length + dot);
    const tail = LIST_TAIL.exec(rest)?.[0] ?? SLASH_TAIL.exec(rest)?.[0] ?? '';
    const after = rest.slice(tail.length);
    const multiWord = label.includes(' ');
    const bounded =
      after === '' || /^\s*[:：]/.test(after) || /^\s+[-–]\s/.test(after) || (multiWord && /^\s/.test(after));
    if (bounded) return { label, end: start + label.length + dot + tail.length };
  }
  return undefined;
}

/** Whether a text's first cell starts with one of the labels (as `findLabelled` would match it). */
export function startsWithLabel(text: string, labels: readonly string[]): boolean {
  const [first] = cells(text);
  return first !== undefined && matchLabel(fold(first), labels) !== undefined;
}

/** Whether a cell is one of the labels and nothing else ("Product code:"). */
export function isLabelCell(cell: string, labels: readonly string[]): boolean {
  const folded = fold(cell);
  const match = matchLabel(folded, labels);
  return match !== undefined && match.end >= folded.replace(/[\s:：.=-]+$/, '').length;
}

/**
 * Strips labels that the value itself starts with ("Nombre del producto Energol HP 0"), including a
 * label that fills the first cell of a table row ("Productnaam      Energol TH-HT 46").
 */
function withoutLeadingLabel(value: string, labels: readonly string[]): string {
  const [firstCell, ...restCells] = cells(value);
  if (firstCell !== undefined && restCells.length > 0) {
    if (isLabelCell(firstCell, labels)) {
      return collapseSpaces(restCells.join(' ')).replace(SEPARATOR, '').trim();
    }
  }
  const collapsed = collapseSpaces(value);
  const match = matchLabel(fold(collapsed), labels);
  if (!match) return collapsed;
  // A line that is only the label again ("Uso recomendado") carries no value.
  return collapsed.slice(cellOffset(collapsed, match.end)).replace(SEPARATOR, '').trim();
}

/**
 * A label wrapped in its table column ("1.3. Dane dotyczące   : Air Products Sp. z o.o." over
 * "dostawcy karty"): the label is only whole with the next line's first cell, which starts lowercase.
 * The value is the rest of the first line.
 */
function wrappedLabelValue(
  lineCells: readonly string[],
  next: SourceLine | undefined,
  labels: readonly string[],
): string | undefined {
  const [first, ...values] = lineCells;
  const continuation = next ? cells(next.text)[0] : undefined;
  if (!first || values.length === 0 || !continuation || !/^\p{Ll}/u.test(continuation)) return undefined;
  if (matchLabel(fold(first), labels)) return undefined;
  // A word hyphenated at the wrap ("Use of the Sub-" over "stance/Mixture") is whole again.
  const whole = /\p{L}-$/u.test(first) ? `${first.slice(0, -1)}${continuation}` : `${first} ${continuation}`;
  const match = matchLabel(fold(whole), labels);
  if (!match || match.end <= fold(first).length) return undefined;
  return collapseSpaces(values.join(' ')).replace(SEPARATOR, '').trim() || undefined;
}

/**
 * The value printed after one of the labels: in the rest of the label's cell, in the next cell of the
 * same row, or on the next non-empty line (passing over lines the caller says to skip). Labels are
 * accent-folded lowercase prefixes.
 */
export function findLabelled(
  lines: readonly SourceLine[],
  labels: readonly string[],
  accept: (value: string) => boolean = (value) => value.length > 0,
  skip: (value: string) => boolean = () => false,
): LabelledValue | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    // A lone separator cell ("Product name   :   Acetone") belongs to the label.
    // OCR reads such a colon as a semicolon.
    const lineCells = cells(line.text).filter((cell) => !/^[:：;=\-–]$/.test(cell.trim()));
    const wrapped = wrappedLabelValue(lineCells, lines[i + 1], labels);
    if (wrapped && accept(wrapped)) return { value: wrapped, line };
    for (let c = 0; c < lineCells.length; c++) {
      const cell = lineCells[c] ?? '';
      const match = matchLabel(fold(cell), labels);
      if (!match) continue;
      const rest = collapseSpaces(cell.slice(cellOffset(cell, match.end)))
        .replace(SEPARATOR, '')
        .trim();
      const cleaned = withoutLeadingLabel(rest, labels);
      if (cleaned && accept(cleaned)) return { value: cleaned, line };
      const nextCell = lineCells[c + 1];
      const cellBefore = lineCells[c - 1];
      if (nextCell === undefined && cellBefore !== undefined && RIGHT_TO_LEFT.test(line.text)) {
        const value = cellBefore.replace(SEPARATOR, '').trim();
        if (accept(value)) return { value, line };
      }
      if (nextCell !== undefined) {
        const value = withoutLeadingLabel(nextCell.replace(SEPARATOR, '').trim(), labels);
        if (accept(value)) return { value, line };
      }
      if (lineCells.length > 1) {
        // A header row of a table ("MANUFACTURER'S NAME   EMERGENCY TELEPHONE NO"), which holds labels
        // and no bare numbers (a labelled cell may carry its own: "Date of last issue: 10/25/2023"):
        // the value is the cell of the row below that starts under the label.
        const below = lines[i + 1];
        const isHeaderRow = !lineCells.some((other) => /\d/.test(other) && !/[:：]\s*\S/.test(other));
        const value = below && isHeaderRow ? cellNearest(below.text, line.text.indexOf(cell)) : undefined;
        if (below && value && accept(value)) return { value, line: below };
        continue;
      }
      for (const next of lines.slice(i + 1, i + 3)) {
        const value = withoutLeadingLabel(next.text.trim().replace(SEPARATOR, ''), labels);
        // Lines of codes without words ("599325C   E") and other labelled rows ("Sales No. : ZD-05")
        // sit between a heading and the value below it.
        if (!/\p{L}{2}/u.test(value) || /^[^:：]{1,30}[:：]\s*\S/.test(value) || skip(value)) continue;
        if (accept(value)) return { value, line: next };
        break;
      }
    }
  }
  return undefined;
}

/**
 * Maps a position in the folded text back to the original: the shortest start of the cell whose
 * folding reaches it, with the marks that belong to its last letter. Folding does not keep length: it
 * runs spaces together, drops accents, tone and vowel marks, and spells ß or æ with two letters.
 */
export function cellOffset(cell: string, foldedIndex: number): number {
  let end = 0;
  while (end < cell.length && fold(cell.slice(0, end)).length < foldedIndex) end++;
  while (/\p{M}/u.test(cell[end] ?? '')) end++;
  return end;
}

export function containsAny(text: string, fragments: readonly string[]): boolean {
  const folded = fold(text);
  return fragments.some((fragment) => folded.includes(fragment));
}

/**
 * Labels in the order `findLabelled` should try them: a cell takes the first label it starts with, so
 * a label that begins with a shorter one ("trade name and synonyms", "trade name") goes first. Word
 * lists come from the language modules in any order; this makes the order theirs no longer matters.
 */
export function longestFirst(labels: readonly string[]): string[] {
  return [...labels].sort((a, b) => b.length - a.length);
}

/** Label words (folded) as a regex alternation, longest first, their regex characters escaped. */
export function wordAlternation(words: readonly string[]): string {
  return longestFirst(words)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
}
