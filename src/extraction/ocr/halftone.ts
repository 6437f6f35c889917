/**
 * Removes halftone and dither dots (the grey shading of heading boxes and table headers on scanned
 * SDSs) before the page is straightened and binarised. A scanner that stores pages as black and
 * white dithers grey shading into single pixels at a pitch of two or three; a printed halftone
 * scanned in grey leaves small blurred dots. Tesseract reads letters on such a texture as a picture
 * or as noise, and straightening (which interpolates) smears the dots into grey clumps that the
 * paper-and-ink stretch then darkens, so the heading in the box is lost.
 *
 * A dot is a dark connected blob of at most the area of a square about a hundredth of an inch wide
 * (a short diagonal chain of touching pixels included); it is shading when many other such dots lie
 * close around it in both directions. Real print keeps its small marks:
 * a decimal point, a full stop, the dot of an i, a colon or a dot leader has at most a few tiny marks
 * nearby, on one line; letters are larger blobs and are never touched.
 */
import { connectedMarks } from './connected-marks.js';
import type { GreyImage } from './inverted-bands.js';

/** Darker than the paper by this much is a mark. */
const MARK_BELOW_PAPER = 60;
/** A dot covers at most the area of a square this many inches wide (3 px at 300 dpi), and spans at most twice that each way. */
const MAX_DOT_INCHES = 0.011;
/** Dots are counted in square cells of this side; a dot's neighbourhood is its cell and the eight around it. */
const CELL_INCHES = 0.02;
/** Fewer tiny marks than this in a dot's neighbourhood (about 0.06 inch square) is print, not shading. */
const MIN_DOTS_AROUND = 12;
/** The tiny marks of a neighbourhood must span at least this many cell rows and columns (not one dotted line). */
const MIN_SPREAD_CELLS = 2;

/** Removes the halftone dots of `image` in place (painting them the paper around them); returns how many. */
export function removeHalftoneDots(image: GreyImage, dpi: number): number {
  const threshold = paperLevel(image) - MARK_BELOW_PAPER;
  if (threshold <= 0) return 0;
  const maxDot = Math.max(1, Math.floor(dpi * MAX_DOT_INCHES));
  const cellSize = Math.max(2, Math.round(dpi * CELL_INCHES));
  const columns = Math.ceil(image.width / cellSize);
  const rows = Math.ceil(image.height / cellSize);
  const marks = connectedMarks(image, threshold);
  const dots: { mark: number; cell: number }[] = [];
  for (let mark = 0; mark < marks.count; mark += 1) {
    const [left = 0, top = 0, right = 0, bottom = 0] = marks.boxes.subarray(mark * 4, mark * 4 + 4);
    const small = (marks.pixels[mark] ?? 0) <= maxDot * maxDot;
    if (!small || right - left >= 2 * maxDot || bottom - top >= 2 * maxDot) continue;
    const cell =
      Math.floor((top + bottom) / 2 / cellSize) * columns + Math.floor((left + right) / 2 / cellSize);
    dots.push({ mark, cell });
  }
  if (dots.length < MIN_DOTS_AROUND) return 0;
  const perCell = new Uint16Array(columns * rows);
  for (const dot of dots) perCell[dot.cell] = Math.min(65535, (perCell[dot.cell] ?? 0) + 1);
  // The paper each shading dot is painted with: the lightest value in its box and just around it.
  const paperOf = new Int16Array(marks.count).fill(-1);
  let removed = 0;
  for (const dot of dots) {
    if (!isShading(perCell, columns, rows, dot.cell)) continue;
    paperOf[dot.mark] = lightestAround(image, marks.boxes.subarray(dot.mark * 4, dot.mark * 4 + 4));
    removed += 1;
  }
  const { runs, markOfRun } = marks;
  for (let run = 0; run < marks.runCount; run += 1) {
    const paper = paperOf[markOfRun[run] ?? 0] ?? -1;
    if (paper < 0) continue;
    const row = (runs[run * 3 + 1] ?? 0) * image.width;
    image.luminance.fill(paper, row + (runs[run * 3] ?? 0), row + (runs[run * 3 + 2] ?? 0) + 1);
  }
  return removed;
}

/** The page's most frequent luminance. */
function paperLevel(image: GreyImage): number {
  const histogram = new Uint32Array(256);
  for (let index = 0; index < image.luminance.length; index += 7) {
    const value = image.luminance[index] ?? 0;
    histogram[value] = (histogram[value] ?? 0) + 1;
  }
  return histogram.indexOf(Math.max(...histogram));
}

/** Many tiny marks around the cell, spread over rows and columns. */
function isShading(perCell: Uint16Array, columns: number, rows: number, cell: number): boolean {
  const column = cell % columns;
  const row = (cell - column) / columns;
  let count = 0;
  let rowsWithDots = 0;
  let columnsWithDots = 0;
  for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r += 1) {
    let inRow = 0;
    for (let c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c += 1)
      inRow += perCell[r * columns + c] ?? 0;
    if (inRow > 0) rowsWithDots += 1;
    count += inRow;
  }
  for (let c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c += 1) {
    let inColumn = 0;
    for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r += 1)
      inColumn += perCell[r * columns + c] ?? 0;
    if (inColumn > 0) columnsWithDots += 1;
  }
  return count >= MIN_DOTS_AROUND && rowsWithDots >= MIN_SPREAD_CELLS && columnsWithDots >= MIN_SPREAD_CELLS;
}

/** The lightest value in the box (left, top, right, bottom) grown by a pixel each way. */
function lightestAround(image: GreyImage, box: Int32Array): number {
  const { luminance, width, height } = image;
  const [left = 0, top = 0, right = 0, bottom = 0] = box;
  let lightest = 0;
  for (let y = Math.max(0, top - 1); y <= Math.min(height - 1, bottom + 1); y += 1) {
    for (let x = Math.max(0, left - 1); x <= Math.min(width - 1, right + 1); x += 1)
      lightest = Math.max(lightest, luminance[y * width + x] ?? 0);
  }
  return lightest;
}
