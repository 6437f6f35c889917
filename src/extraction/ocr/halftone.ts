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
  left: number;
  top: number;
  right: number;
  bottom: number;
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
  const dots = tinyMarks(image, threshold, maxDot).map((dot) => ({
    ...dot,
    cell:
      Math.floor((dot.top + dot.bottom) / 2 / cellSize) * columns +
      Math.floor((dot.left + dot.right) / 2 / cellSize),
  }));
  if (dots.length < MIN_DOTS_AROUND) return 0;
  const perCell = new Uint16Array(columns * rows);
  for (const dot of dots) perCell[dot.cell] = Math.min(65535, (perCell[dot.cell] ?? 0) + 1);
  let removed = 0;
  for (const dot of dots) {
    if (!isShading(perCell, columns, rows, dot.cell)) continue;
    paintOver(image, dot, threshold);
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

/**
 * The bounding boxes of every 8-connected blob of marks that fits in maxDot × maxDot pixels. Blobs
 * are joined from runs of marks along the rows (runs that overlap or touch diagonally in
 * neighbouring rows belong together), which keeps a page's labelling to a pass over its pixels.
 */
function tinyMarks(image: GreyImage, threshold: number, maxDot: number): Omit<Dot, 'cell'>[] {
  const { luminance, width, height } = image;
  let capacity = 1 << 16;
  let parent = new Int32Array(capacity);
  let bounds = new Int32Array(capacity * 4); // left, top, right, bottom per run (then per blob at its root)
  let count = 0;
  const root = (run: number): number => {
    let at = run;
    while (parent[at] !== at) {
      const up = parent[at] ?? at;
      parent[at] = parent[up] ?? up;
      at = up;
    }
    return at;
  };
  let previousStart = 0;
  let previousEnd = 0;
  for (let y = 0; y < height; y += 1) {
    const rowStart = count;
    const row = y * width;
    let above = previousStart;
    let x = 0;
    while (x < width) {
      if ((luminance[row + x] ?? 255) >= threshold) {
        x += 1;
        continue;
      }
      const left = x;
      while (x < width && (luminance[row + x] ?? 255) < threshold) x += 1;
      if (count === capacity) {
        capacity *= 2;
        const grownParent = new Int32Array(capacity);
        grownParent.set(parent);
        parent = grownParent;
        const grownBounds = new Int32Array(capacity * 4);
        grownBounds.set(bounds);
        bounds = grownBounds;
      }
      parent[count] = count;
      bounds[count * 4] = left;
      bounds[count * 4 + 1] = y;
      bounds[count * 4 + 2] = x - 1;
      bounds[count * 4 + 3] = y;
      // Runs of the row above, in order: skip those ending left of this one, join those reaching it.
      while (above < previousEnd && (bounds[above * 4 + 2] ?? 0) < left - 1) above += 1;
      for (let other = above; other < previousEnd && (bounds[other * 4] ?? 0) <= x; other += 1) {
        const a = root(other);
        const b = root(count);
        if (a !== b) parent[b] = a;
      }
      count += 1;
    }
    previousStart = rowStart;
    previousEnd = count;
  }
  const blob = new Int32Array(capacity * 4);
  for (let run = 0; run < count; run += 1) {
    const top = root(run);
    if (top === run) blob.set(bounds.subarray(run * 4, run * 4 + 4), run * 4);
  }
  for (let run = 0; run < count; run += 1) {
    const top = root(run) * 4;
    blob[top] = Math.min(blob[top] ?? 0, bounds[run * 4] ?? 0);
    blob[top + 1] = Math.min(blob[top + 1] ?? 0, bounds[run * 4 + 1] ?? 0);
    blob[top + 2] = Math.max(blob[top + 2] ?? 0, bounds[run * 4 + 2] ?? 0);
    blob[top + 3] = Math.max(blob[top + 3] ?? 0, bounds[run * 4 + 3] ?? 0);
  }
  const dots: Omit<Dot, 'cell'>[] = [];
  for (let run = 0; run < count; run += 1) {
    if (root(run) !== run) continue;
    const [left = 0, top = 0, right = 0, bottom = 0] = blob.subarray(run * 4, run * 4 + 4);
    if (right - left < maxDot && bottom - top < maxDot) dots.push({ left, top, right, bottom });
  }
  return dots;
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

/** The dot's marks painted with the lightest value found in its box and the pixels just around it. */
function paintOver(image: GreyImage, dot: Omit<Dot, 'cell'>, threshold: number): void {
  const { luminance, width, height } = image;
  const left = Math.max(0, dot.left - 1);
  const right = Math.min(width - 1, dot.right + 1);
  const top = Math.max(0, dot.top - 1);
  const bottom = Math.min(height - 1, dot.bottom + 1);
  let paper = threshold;
  for (let y = top; y <= bottom; y += 1) {
    for (let x = left; x <= right; x += 1) paper = Math.max(paper, luminance[y * width + x] ?? 0);
  }
  for (let y = dot.top; y <= dot.bottom; y += 1) {
    for (let x = dot.left; x <= dot.right; x += 1) {
      if ((luminance[y * width + x] ?? 255) < threshold) luminance[y * width + x] = paper;
    }
  }
}
