import type { DocumentText, LineBox, PageSize } from './pdf/types.js';

/** One line of the document with the page it came from. */
export interface SourceLine {
  page: number;
  text: string;
  /** Position of the line in the whole document (0-based). */
  index: number;
  /** Where the line stands on its page, when the reader knows (see PageText.boxes). */
  box?: LineBox;
  pageSize?: PageSize;
}

export function documentLines(doc: DocumentText): SourceLine[] {
  const lines: SourceLine[] = [];
  for (const page of doc.pages) {
    page.lines.forEach((text, onPage) => {
      const box = page.boxes?.[onPage];
      const place =
        box && page.size && page.size.width > 0 && page.size.height > 0 ? { box, pageSize: page.size } : {};
      lines.push({ page: page.number, text, index: lines.length, ...place });
    });
  }
  return lines;
}

/** Table cells of a line (`pdftotext -layout` style: cells separated by 2+ spaces). */
export function cells(text: string): string[] {
  return text
    .trim()
    .split(/\s{2,}/)
    .filter((cell) => cell.length > 0);
}

/** A table cell with the column it starts at. */
export interface PositionedCell {
  text: string;
  start: number;
}

/**
 * Table cells with their start columns, for matching cells of a header row to the row below. Cells are
 * parted by two spaces or more, or by a grid's rule printed as "|" (text tables and OCRed grid lines).
 */
export function positionedCells(text: string): PositionedCell[] {
  return [...text.matchAll(/[^\s|]+(?:\s[^\s|]+)*/g)].map((match) => ({
    text: match[0],
    start: match.index,
  }));
}

/** The cell of a row that starts nearest to a column. */
export function cellNearest(text: string, column: number): string | undefined {
  const candidates = positionedCells(text);
  candidates.sort((a, b) => Math.abs(a.start - column) - Math.abs(b.start - column));
  return candidates[0]?.text;
}

/**
 * Letters of a right-to-left script: a row of such text prints its label in the cell at the right,
 * after the cell of its value (cells keep their order on the page; the text within a cell is in
 * reading order, see pdf/right-to-left.ts).
 */
export const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Arabic letters, with the presentation forms of Arabic fonts. */
const ARABIC_LETTERS = /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * The text in Unicode's compatibility decomposition (NFKD), with Arabic as the fonts of Arabic PDFs
 * print it made plain: a vowel or shadda drawn as its own isolated glyph (which the text layer follows
 * with a space, splitting the word), vowel marks and the stretching tatweel, and the Persian letter
 * forms (ی ھ ک) many fonts map Arabic letters to.
 */
function decomposed(text: string): string {
  if (!ARABIC_LETTERS.test(text)) return text.normalize('NFKD');
  return text
    .replace(/[\ufc5e-\ufc63\ufe70-\ufe7f]\s?/g, '')
    .normalize('NFKD')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u06cc\u0649]/g, '\u064a')
    .replace(/\u06be/g, '\u0647')
    .replace(/\u06a9/g, '\u0643');
}

/** Thai letters, vowels and signs. */
const THAI_LETTERS = /[\u0e01-\u0e5b]/;
/**
 * The small Thai signs written above a letter, over any vowel there: maitaikhu, the four tone marks,
 * thanthakhat, nikhahit (the circle of sara am, which NFKD splits off) and yamakkan. OCR of a scan
 * loses them often ("วันทีแก้ไข" for วันที่แก้ไข); the titles and labels matched stay distinct without them.
 */
const THAI_SIGNS_ABOVE = /[\u0e47-\u0e4e]/g;

/** Thai without the signs above its letters that OCR loses (THAI_SIGNS_ABOVE). */
function withoutThaiSignsAbove(text: string): string {
  return THAI_LETTERS.test(text) ? text.replace(THAI_SIGNS_ABOVE, '') : text;
}

/**
 * Lowercase, accents removed, whitespace collapsed: for matching labels across languages. Letters that
 * Unicode does not decompose are spelled out (ø → o, æ → ae, ß → ss) as the label lists write them.
 */
export function fold(text: string): string {
  return collapseSpaces(
    withoutThaiSignsAbove(decomposed(text))
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[łŁ]/g, 'l')
      .replace(/[ıİ]/g, 'i')
      .replace(/[øØ]/g, 'o')
      .replace(/[æÆ]/g, 'ae')
      .replace(/[œŒ]/g, 'oe')
      .replace(/ß/g, 'ss')
      .toLowerCase(),
  );
}

/**
 * The text folded letter by letter, so that offsets in it are offsets in the printed line (the word
 * patterns are matched on folded text, the columns are the printed line's).
 */
export function foldInPlace(text: string): string {
  return [...text]
    .map((char) => {
      if (/\s/.test(char)) return ' ';
      const folded = fold(char);
      return folded.length === 1 ? folded : (folded[0] ?? char).repeat(char.length);
    })
    .join('');
}
