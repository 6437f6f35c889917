/**
 * Evens out a scan's paper and ink before recognition. Tesseract binarises a page with one global
 * threshold (Otsu): a shadow or yellowing across the sheet, or a dark scanner border around faint
 * print, puts that threshold where the faint text falls on the paper side, and such a page comes back
 * empty. Here each pixel is measured against its surroundings instead: the paper level is the
 * brightest value nearby (dilated over a window wider than any letter), the ink level the darkest
 * value nearby where thin strokes stand on the paper, and the pixel is stretched between the two.
 * A clean page (white paper, black ink) is left as it is; flat tints with no strokes are not
 * darkened into blots.
 */
import type { GreyImage } from './inverted-bands.js';

/** Blocks of about a tenth of an inch; levels are taken over (2 × RADIUS + 1) blocks each way. */
const BLOCKS_PER_INCH = 10;
const RADIUS = 2;
/** Below this difference between paper and ink a neighbourhood holds no print worth stretching. */
const MIN_CONTRAST = 30;
/** A block where more than this share is darker than midway is a tint or a picture, not strokes on paper. */
const MAX_STROKE_SHARE = 0.4;
/** Ink level of a block without strokes: neutral when the darkest ink nearby is taken; 0 (no stretch) where nothing nearby has strokes. */
const NO_STROKES = 255;
/** Levels are read from every second pixel each way, stroke shares from every fourth (strokes are wider than that). */
const LEVEL_STEP = 2;
const SHARE_STEP = 4;
/** Paper at least this white and ink at most this dark need no stretch. */
const CLEAN_PAPER = 250;
const CLEAN_INK = 10;

export function normaliseBackground(image: GreyImage, dpi: number): void {
  const block = Math.max(4, Math.round(dpi / BLOCKS_PER_INCH));
  const levels = blockLevels(image, block);
  const paper = spread(levels.paper, levels.columns, levels.rows, true);
  const ink = spread(levels.ink, levels.columns, levels.rows, false).map((level) =>
    level === NO_STROKES ? 0 : level,
  );
  stretch(image, block, levels.columns, levels.rows, paper, ink);
}

interface BlockLevels {
  columns: number;
  rows: number;
  paper: Float32Array;
  /** The block's darkest value where it holds strokes on paper, else NO_STROKES. */
  ink: Float32Array;
}

function blockLevels(image: GreyImage, block: number): BlockLevels {
  const { luminance, width, height } = image;
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const blockOf = new Int32Array(width);
  for (let x = 0; x < width; x += 1) blockOf[x] = Math.floor(x / block);
  const lightest = new Uint8Array(columns * rows);
  const darkest = new Uint8Array(columns * rows).fill(255);
  for (let y = 0; y < height; y += LEVEL_STEP) {
    const row = y * width;
    const blockRow = Math.floor(y / block) * columns;
    for (let x = 0; x < width; x += LEVEL_STEP) {
      const value = luminance[row + x] ?? 255;
      const index = blockRow + (blockOf[x] ?? 0);
      if (value > (lightest[index] ?? 0)) lightest[index] = value;
      if (value < (darkest[index] ?? 255)) darkest[index] = value;
    }
  }
  const darkCount = new Uint32Array(columns * rows);
  const sampleCount = new Uint32Array(columns * rows);
  for (let y = 0; y < height; y += SHARE_STEP) {
    const row = y * width;
    const blockRow = Math.floor(y / block) * columns;
    for (let x = 0; x < width; x += SHARE_STEP) {
      const index = blockRow + (blockOf[x] ?? 0);
      const midway = ((lightest[index] ?? 255) + (darkest[index] ?? 0)) / 2;
      sampleCount[index] = (sampleCount[index] ?? 0) + 1;
      if ((luminance[row + x] ?? 255) < midway) darkCount[index] = (darkCount[index] ?? 0) + 1;
    }
  }
  const paper = new Float32Array(columns * rows);
  const ink = new Float32Array(columns * rows);
  for (let index = 0; index < columns * rows; index += 1) {
    const light = lightest[index] ?? 255;
    const dark = darkest[index] ?? 0;
    const strokes = (darkCount[index] ?? 0) <= MAX_STROKE_SHARE * (sampleCount[index] ?? 0);
    paper[index] = light;
    ink[index] = strokes && light - dark >= MIN_CONTRAST ? dark : NO_STROKES;
  }
  return { columns, rows, paper, ink };
}

/** Each block's level replaced by the lightest (or darkest) over its neighbourhood. */
function spread(levels: Float32Array, columns: number, rows: number, lightest: boolean): Float32Array {
  const pick = lightest ? Math.max : Math.min;
  const across = new Float32Array(levels.length);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let value = levels[row * columns + column] ?? 0;
      for (let c = Math.max(0, column - RADIUS); c <= Math.min(columns - 1, column + RADIUS); c += 1) {
        value = pick(value, levels[row * columns + c] ?? 0);
      }
      across[row * columns + column] = value;
    }
  }
  const result = new Float32Array(levels.length);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let value = across[row * columns + column] ?? 0;
      for (let r = Math.max(0, row - RADIUS); r <= Math.min(rows - 1, row + RADIUS); r += 1) {
        value = pick(value, across[r * columns + column] ?? 0);
      }
      result[row * columns + column] = value;
    }
  }
  return result;
}

/** Every pixel mapped so that its neighbourhood's ink is black and its paper white (levels interpolated between block centres). */
function stretch(
  image: GreyImage,
  block: number,
  columns: number,
  rows: number,
  paper: Float32Array,
  ink: Float32Array,
): void {
  const { luminance, width, height } = image;
  const leftBlock = new Int32Array(width);
  const rightWeight = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const position = Math.min(columns - 1, Math.max(0, (x + 0.5) / block - 0.5));
    leftBlock[x] = Math.floor(position);
    rightWeight[x] = position - Math.floor(position);
  }
  const rowPaper = new Float32Array(columns + 1);
  const rowInk = new Float32Array(columns + 1);
  for (let y = 0; y < height; y += 1) {
    const position = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const top = Math.floor(position);
    const bottom = Math.min(rows - 1, top + 1);
    const lowerWeight = position - top;
    for (let column = 0; column < columns; column += 1) {
      const upper = top * columns + column;
      const lower = bottom * columns + column;
      rowPaper[column] = (paper[upper] ?? 255) * (1 - lowerWeight) + (paper[lower] ?? 255) * lowerWeight;
      rowInk[column] = (ink[upper] ?? 0) * (1 - lowerWeight) + (ink[lower] ?? 0) * lowerWeight;
    }
    rowPaper[columns] = rowPaper[columns - 1] ?? 255;
    rowInk[columns] = rowInk[columns - 1] ?? 0;
    const row = y * width;
    let x = 0;
    while (x < width) {
      const left = leftBlock[x] ?? 0;
      let end = x;
      while (end < width && leftBlock[end] === left) end += 1;
      const clean =
        Math.min(rowPaper[left] ?? 0, rowPaper[left + 1] ?? 0) >= CLEAN_PAPER &&
        Math.max(rowInk[left] ?? 255, rowInk[left + 1] ?? 255) <= CLEAN_INK;
      if (!clean) stretchRun(luminance, row, x, end, rightWeight, rowPaper, rowInk, left);
      x = end;
    }
  }
}

/** Pixels x..end of one row, all between the centres of blocks `left` and `left + 1`. */
function stretchRun(
  luminance: Uint8Array,
  row: number,
  from: number,
  to: number,
  rightWeight: Float32Array,
  rowPaper: Float32Array,
  rowInk: Float32Array,
  left: number,
): void {
  const paperLeft = rowPaper[left] ?? 255;
  const paperStep = (rowPaper[left + 1] ?? 255) - paperLeft;
  const inkLeft = rowInk[left] ?? 0;
  const inkStep = (rowInk[left + 1] ?? 0) - inkLeft;
  for (let x = from; x < to; x += 1) {
    const weight = rightWeight[x] ?? 0;
    const inkLevel = inkLeft + inkStep * weight;
    const span = paperLeft + paperStep * weight - inkLevel;
    const value = luminance[row + x] ?? 255;
    luminance[row + x] = span < 1 ? 255 : Math.max(0, Math.min(255, ((value - inkLevel) * 255) / span));
  }
}
