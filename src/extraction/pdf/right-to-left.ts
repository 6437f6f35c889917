/**
 * Reading order of the pieces of one table cell (text items of a native page, words of an OCR
 * page) that stand left to right on the page. Right-to-left text (Arabic, Hebrew) is read from the
 * right: a cell written mostly in such letters is read piece by piece from right to left, while each
 * run of pieces in Latin letters or digits (a date, a CAS or UN number, a code, a product name) keeps
 * its own left-to-right order, as Unicode's bidirectional algorithm orders the words of a
 * right-to-left paragraph. Each piece's own text is in reading order already: pdf.js turns the
 * glyphs of a right-to-left text item around, tesseract spells a word in reading order.
 *
 * So a cell of an Arabic row reads the same whether its producer drew it as one text item, word by
 * word, or it was read by OCR; the cells of a row stay in their left-to-right order (a right-to-left
 * row prints its label in the cell at the right, its value in the cell before it, see
 * fields/labels.ts).
 */

type Direction = 'rtl' | 'ltr' | 'neutral';

const RTL_LETTER = /(?=\p{L})[\p{Script=Arabic}\p{Script=Hebrew}]/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;
/** Latin letters, digits and the percent signs that end a number. */
const LEFT_TO_RIGHT = /[\p{Script=Latin}\p{Nd}%‰]/u;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function direction(text: string): Direction {
  if (count(text, RTL_LETTER) > 0) return 'rtl';
  return LEFT_TO_RIGHT.test(text) ? 'ltr' : 'neutral';
}

export interface CellPiece {
  text: string;
  /** Whether a word space separates the piece from the one to its left. */
  spaced: boolean;
}

/** The text of one cell from its pieces, given left to right as they stand on the page. */
export function cellText(pieces: readonly CellPiece[]): string {
  const runs = readingOrder(pieces.map((piece) => piece.text));
  const rightToLeft = runs.length > 1;
  let text = '';
  runs.forEach((run, r) => {
    // Between two runs stands the space at the left edge of the run read before.
    const joint = pieces[runs[r - 1]?.[0] ?? 0]?.spaced ?? false;
    run.forEach((index, i) => {
      const piece = pieces[index];
      if (!piece) return;
      const spaced = i > 0 ? piece.spaced : r > 0 && joint;
      const own = rightToLeft && direction(piece.text) === 'ltr' ? withEdgesRead(piece.text) : piece.text;
      text += (spaced ? ' ' : '') + own;
    });
  });
  return text;
}

/**
 * A left-to-right piece of right-to-left text with the punctuation at its edges where it is read.
 * Punctuation at its left comes after it: the period of a heading's "1." stands at the number's left
 * (".1"). Punctuation set off by a space at its right comes before it ("2024-03-15 :" after a label
 * is ": 2024-03-15"); a period that touches it at the right ("1.") is spelled in reading order already
 * (tesseract reads such a word in the line's direction).
 */
function withEdgesRead(text: string): string {
  const [, left = '', core = '', right = ''] = /^([\s.:;,،]*)(.*?)(\s[\s.:;,،]*|)$/su.exec(text) ?? [];
  const mirrored = (edge: string) => [...edge].reverse().join('');
  return core ? mirrored(right) + core + mirrored(left) : text;
}

/**
 * The order in which to read the pieces of one cell, given in their left-to-right order on the page:
 * runs of indices into `texts`, each run left to right, the runs in reading order. A right-to-left
 * cell is read from the right, except that runs of left-to-right pieces (with the punctuation between
 * them) keep their order; any other cell is one run.
 */
function readingOrder(texts: readonly string[]): number[][] {
  const identity = texts.map((_, index) => index);
  if (!isRightToLeft(texts)) return [identity];
  const directions = texts.map(direction);
  const runs: number[][] = [];
  let index = 0;
  while (index < texts.length) {
    const end = directions[index] === 'ltr' ? endOfLeftToRightRun(directions, index) : index + 1;
    runs.push(identity.slice(index, end));
    index = end;
  }
  return runs.reverse();
}

/**
 * Whether a cell is written right to left: it starts (at its right) and ends (at its left) with
 * right-to-left letters, or starts or ends with them and has at least as many of them as Latin ones
 * ("رقم CAS 67-64-1"). A Latin line with an Arabic name in it starts and ends with Latin letters.
 */
function isRightToLeft(texts: readonly string[]): boolean {
  const strong = texts.map(direction).filter((piece) => piece !== 'neutral');
  const [rightmost, leftmost] = [strong.at(-1), strong[0]];
  if (rightmost !== 'rtl' && leftmost !== 'rtl') return false;
  if (rightmost === 'rtl' && leftmost === 'rtl') return true;
  const all = texts.join(' ');
  return count(all, RTL_LETTER) >= count(all, LATIN_LETTER);
}

/** Where a run of left-to-right pieces starting at `start` ends: after its last left-to-right piece. */
function endOfLeftToRightRun(directions: readonly Direction[], start: number): number {
  let end = start + 1;
  for (let next = start + 1; next < directions.length && directions[next] !== 'rtl'; next++) {
    if (directions[next] === 'ltr') end = next + 1;
  }
  return end;
}
