/**
 * Removes halftone and dither dots (the grey shading of heading boxes and table headers on scanned
 * SDSs) before the page is straightened and binarised. A scanner that stores pages as black and
 * white dithers grey shading into single pixels at a pitch of two or three; a printed halftone
 * scanned in grey leaves small blurred dots. Tesseract reads letters on such a texture as a picture
 * or as noise, and straightening (which interpolates) smears the dots into grey clumps that the
 * paper-and-ink stretch then darkens, so the heading in the box is lost.
 *
 * A dot is a dark connected blob no larger than about a hundredth of an inch each way; it is shading
 * when many other such dots lie close around it in both directions. Real print keeps its small marks:
 * a decimal point, a full stop, the dot of an i, a colon or a dot leader has at most a few tiny marks
 * nearby, on one line; letters are larger blobs and are never touched.
 */
import type { GreyImage } from './inverted-bands.js';

/** Darker than the paper by this much is a mark. */
const MARK_BELOW_PAPER = 60;
/** Largest dot, in inches each way (3 px at 300 dpi). */
const MAX_DOT_INCHES = 0.011;
/** Dots are counted in square cells of this side; a dot's neighbourhood is its cell and the eight around it. */
const CELL_INCHES = 0.02;
/** Fewer tiny marks than this in a dot's neighbourhood (about 0.06 inch square) is print, not shading. */
const MIN_DOTS_AROUND = 12;
/** The tiny marks of a neighbourhood must span at least this many cell rows and columns (not one dotted line). */
const MIN_SPREAD_CELLS = 2;

interface Dot {
  /** Index of one of its pixels. */
  seed: number;
  cell: number;
}

/** Removes the halftone dots of `image` in place (painting them the paper around them); returns how many. */
export function removeHalftoneDots(image: GreyImage, dpi: number): number {
  const threshold = paperLevel(image) - MARK_BELOW_PAPER;
  if (threshold <= 0) return 0;
  const maxDot = Math.max(1, Math.floor(dpi * MAX_DOT_INCHES));
  const cellSize = Math.max(2, Math.round(dpi * CELL_INCHES));
  const columns = Math.ceil(image.width / cellSize);
  const rows = Math.ceil(image.height / cellSize);
  const dots = tinyMarks(image, threshold, maxDot, cellSize, columns);
  if (dots.length < MIN_DOTS_AROUND) return 0;
  const perCell = new Uint16Array(columns * rows);
  for (const dot of dots) perCell[dot.cell] = Math.min(65535, (perCell[dot.cell] ?? 0) + 1);
  let removed = 0;
  for (const dot of dots) {
    if (!isShading(perCell, columns, rows, dot.cell)) continue;
    paintOver(image, dot.seed, threshold);
    removed += 1;
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

/** Every 8-connected blob of marks that fits in maxDot × maxDot pixels. */
function tinyMarks(
  image: GreyImage,
  threshold: number,
  maxDot: number,
  cellSize: number,
  columns: number,
): Dot[] {
  const { luminance, width, height } = image;
  const seen = new Uint8Array(width * height);
  let stack = new Int32Array(1024);
  const dots: Dot[] = [];
  for (let start = 0; start < luminance.length; start += 1) {
    if (seen[start] || (luminance[start] ?? 255) >= threshold) continue;
    seen[start] = 1;
    let size = 1;
    stack[0] = start;
    let left = start % width;
    let right = left;
    let top = Math.floor(start / width);
    let bottom = top;
    while (size > 0) {
      const index = stack[--size] ?? 0;
      const x = index % width;
      const y = (index - x) / width;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y > bottom) bottom = y;
      if (y < top) top = y;
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (seen[next] || (luminance[next] ?? 255) >= threshold) continue;
          seen[next] = 1;
          if (size === stack.length) {
            const grown = new Int32Array(stack.length * 2);
            grown.set(stack);
            stack = grown;
          }
          stack[size++] = next;
        }
      }
    }
    if (right - left < maxDot && bottom - top < maxDot) {
      const cell =
        Math.floor((top + bottom) / 2 / cellSize) * columns + Math.floor((left + right) / 2 / cellSize);
      dots.push({ seed: start, cell });
    }
  }
  return dots;
}

/** Many tiny marks around the cell, spread over rows and columns. */
function isShading(perCell: Uint16Array, columns: number, rows: number, cell: number): boolean {
  const column = cell % columns;
  const row = (cell - column) / columns;
  let count = 0;
  let rowsWithDots = 0;
  const columnsWithDots = new Set<number>();
  for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r += 1) {
    let inRow = 0;
    for (let c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c += 1) {
      const here = perCell[r * columns + c] ?? 0;
      if (here > 0) columnsWithDots.add(c);
      inRow += here;
    }
    if (inRow > 0) rowsWithDots += 1;
    count += inRow;
  }
  return (
    count >= MIN_DOTS_AROUND && rowsWithDots >= MIN_SPREAD_CELLS && columnsWithDots.size >= MIN_SPREAD_CELLS
  );
}

/** The blob containing `seed` painted with the lightest value found just around it. */
function paintOver(image: GreyImage, seed: number, threshold: number): void {
  const { luminance, width, height } = image;
  const pixels = [seed];
  const inBlob = new Set<number>([seed]);
  let paper = 0;
  for (let at = 0; at < pixels.length; at += 1) {
    const index = pixels[at] ?? 0;
    const x = index % width;
    const y = (index - x) / width;
    for (let dy = -1; dy <= 1; dy += 1) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx += 1) {
        const nx = x + dx;
        if (nx < 0 || nx >= width) continue;
        const next = ny * width + nx;
        if (inBlob.has(next)) continue;
        const value = luminance[next] ?? 255;
        if (value < threshold) {
          inBlob.add(next);
          pixels.push(next);
        } else if (value > paper) paper = value;
      }
    }
  }
  for (const index of pixels) luminance[index] = paper;
}
