/**
 * Rebuilds reading order from positioned fragments, in the spirit of `pdftotext -layout`: fragments
 * on one baseline form a line, wide gaps split a line into cells (kept on the line, separated by at
 * least two spaces and aligned on a character grid), and runs of lines split by a gutter whose two
 * sides are filled with wrapped text are read as two columns, left column first.
 */
import type { PositionedText, TextFragment } from './fragments.js';
import type { LineBox } from './line-box.js';
import type { PositionedLine } from './lines.js';
import { cellText, type CellPiece } from './right-to-left.js';

interface Segment {
  text: string;
  x0: number;
  x1: number;
}

interface RawLine {
  baseline: number;
  size: number;
  segments: Segment[];
}

interface ColumnRegion {
  start: number;
  end: number;
  gutter: number;
}

/** Fragments whose baselines differ by less than this share of the larger font size share a line. */
const SAME_LINE_TOLERANCE = 0.45;
/** A horizontal gap wider than this many ems separates table cells (or columns), not words. */
const CELL_GAP_EMS = 1.0;
/**
 * ... and wider than this many character widths of the fragments beside it: a typewriter's word
 * space is a whole character wide (more between the inks of two words), and on an OCR'd
 * all-capitals line the font size, taken from the row's x-height, is so small that one word space
 * reaches a cell gap in ems. Two typed spaces still separate cells; proportional type (characters
 * about half an em wide) is split by the em rule alone.
 */
const CELL_GAP_CHARACTERS = 1.8;
/** A gap wider than this many ems between fragments of one cell is a word space. */
const WORD_GAP_EMS = 0.15;
const MIN_COLUMN_LINES = 5;
/** Each text column spans at least this share of the page width (table label columns are narrower). */
const MIN_COLUMN_WIDTH_SHARE = 0.25;
/** Both columns carry text along the region: neither side has less than this share of the other's lines. */
const MIN_COLUMN_BALANCE = 0.5;
const MIN_SINGLE_SEGMENT_SHARE = 0.75;
const MIN_COLUMN_MEAN_CHARS = 20;
/** A line reaching this share of its column's width was wrapped there. */
const WRAPPED_LINE_FILL = 0.8;
const MIN_WRAPPED_LINE_SHARE = 0.25;
/** A baseline step wider than this many times the region's usual one is a paragraph break. */
const PARAGRAPH_BREAK_PITCHES = 1.5;
/** At most this many lines (a heading) after the last paragraph break of a one-sided region end. */
const MAX_TRAILING_BLOCK_LINES = 2;
/** A line's box reaches this many font sizes above its baseline (ascenders) and below it (descenders). */
const BOX_ASCENT = 1.0;
const BOX_DESCENT = 0.3;

export function buildLines(page: PositionedText): PositionedLine[] {
  const lines = groupIntoLines(page.fragments);
  const charWidth = medianCharWidth(page.fragments);
  const margin = Math.min(...page.fragments.map((fragment) => fragment.x));
  return orderColumns(lines, page.width).map((line) => ({
    text: renderLine(line.segments, charWidth, margin),
    top: page.height > 0 ? line.baseline / page.height : 0,
    box: boxOf(line),
  }));
}

function boxOf(line: RawLine): LineBox {
  const x0 = Math.min(...line.segments.map((segment) => segment.x0));
  const x1 = Math.max(...line.segments.map((segment) => segment.x1));
  const top = line.baseline - BOX_ASCENT * line.size;
  return { x: x0, y: top, width: x1 - x0, height: (BOX_ASCENT + BOX_DESCENT) * line.size };
}

function groupIntoLines(fragments: TextFragment[]): RawLine[] {
  const sorted = [...fragments].sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const groups: { baseline: number; size: number; fragments: TextFragment[] }[] = [];
  for (const fragment of sorted) {
    const current = groups[groups.length - 1];
    const tolerance = SAME_LINE_TOLERANCE * Math.max(fragment.size, current?.size ?? 0);
    if (current && Math.abs(fragment.baseline - current.baseline) <= tolerance) {
      current.fragments.push(fragment);
      current.size = Math.max(current.size, fragment.size);
    } else {
      groups.push({ baseline: fragment.baseline, size: fragment.size, fragments: [fragment] });
    }
  }
  return groups
    .map((group) => ({ baseline: group.baseline, size: group.size, segments: segmentsOf(group.fragments) }))
    .filter((line) => line.segments.length > 0);
}

/** A cell's pieces left to right, put together in reading order at the end (right-to-left.ts). */
interface Cell {
  pieces: CellPiece[];
  x0: number;
  x1: number;
}

function segmentsOf(fragments: TextFragment[]): Segment[] {
  const sorted = [...fragments].sort((a, b) => a.x - b.x);
  const cells: Cell[] = [];
  let previous: TextFragment | undefined;
  for (const fragment of sorted) {
    if (previous && isOverprint(previous, fragment)) continue;
    const current = cells[cells.length - 1];
    const gap = current ? fragment.x - current.x1 : Infinity;
    if (!current || isCellGap(gap, fragment, previous)) {
      const piece = { text: fragment.text, spaced: false };
      cells.push({ pieces: [piece], x0: fragment.x, x1: fragment.x + fragment.width });
    } else {
      const before = current.pieces[current.pieces.length - 1]?.text ?? '';
      const spaced = gap > WORD_GAP_EMS * fragment.size && !/\s$/.test(before) && !/^\s/.test(fragment.text);
      current.pieces.push({ text: fragment.text, spaced });
      current.x1 = Math.max(current.x1, fragment.x + fragment.width);
    }
    previous = fragment;
  }
  return cells
    .map((cell) => ({ text: cellText(cell.pieces).replace(/\s+/g, ' ').trim(), x0: cell.x0, x1: cell.x1 }))
    .filter((segment) => segment.text.length > 0);
}

/** A gap between fragments wide in both measures: ems of the font and characters of its neighbours. */
function isCellGap(gap: number, fragment: TextFragment, before: TextFragment | undefined): boolean {
  // An em at most: a logo read as a short word has a box far wider than its letters.
  const characterWidth = Math.min(
    Math.max(charWidthOf(fragment), before ? charWidthOf(before) : 0),
    fragment.size,
  );
  return gap > CELL_GAP_EMS * fragment.size && gap > CELL_GAP_CHARACTERS * characterWidth;
}

function charWidthOf(fragment: TextFragment): number {
  const length = fragment.text.trim().length;
  return length > 0 ? Math.max(0, fragment.width) / length : 0;
}

/** Producers fake bold type by drawing the same text twice, slightly offset. */
function isOverprint(previous: TextFragment, fragment: TextFragment): boolean {
  return previous.text === fragment.text && Math.abs(previous.x - fragment.x) < 0.3 * fragment.size;
}

function medianCharWidth(fragments: TextFragment[]): number {
  const widths = fragments
    .filter((fragment) => fragment.text.trim().length >= 3 && fragment.width > 0)
    .map((fragment) => fragment.width / fragment.text.length)
    .sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)] ?? 5;
}

/**
 * Cells go to their character column counted from the left margin, so the cells of a table line
 * up across rows even when a row's first cell is empty; single-segment lines are not indented.
 */
function renderLine(segments: Segment[], charWidth: number, margin: number): string {
  const column = (segment: Segment): number => Math.max(0, Math.round((segment.x0 - margin) / charWidth));
  if (segments.length === 1) return segments[0]?.text ?? '';
  let text = '';
  for (const segment of segments) {
    const gap = column(segment) - text.length;
    text += text ? ' '.repeat(Math.max(2, gap)) : ' '.repeat(Math.max(0, gap));
    text += segment.text;
  }
  return text;
}

function orderColumns(lines: RawLine[], pageWidth: number): RawLine[] {
  const regions = findColumnRegions(lines, pageWidth).sort((a, b) => a.start - b.start);
  const ordered: RawLine[] = [];
  let next = 0;
  for (const region of regions) {
    ordered.push(...lines.slice(next, region.start));
    const inRegion = lines.slice(region.start, region.end);
    ordered.push(...sideOf(inRegion, region.gutter, 'left'), ...sideOf(inRegion, region.gutter, 'right'));
    next = region.end;
  }
  ordered.push(...lines.slice(next));
  return ordered;
}

function sideOf(lines: RawLine[], gutter: number, side: 'left' | 'right'): RawLine[] {
  return lines
    .map((line) => ({
      ...line,
      // A segment may end or start within the gutter's tolerance (see `crosses`): its middle decides.
      segments: line.segments.filter(
        (segment) => (segment.x0 + segment.x1) / 2 < gutter === (side === 'left'),
      ),
    }))
    .filter((line) => line.segments.length > 0);
}

function findColumnRegions(lines: RawLine[], pageWidth: number): ColumnRegion[] {
  const gutters = gutterCandidates(lines);
  const used = new Array<boolean>(lines.length).fill(false);
  const regions: ColumnRegion[] = [];
  for (;;) {
    let best: ColumnRegion | undefined;
    for (const gutter of gutters) {
      for (const run of runsNotCrossing(lines, gutter, used)) {
        if (
          (!best || run.end - run.start > best.end - best.start) &&
          looksLikeTwoColumns(lines, run, pageWidth)
        ) {
          best = run;
        }
      }
    }
    if (!best) return regions;
    best = withoutTrailingBlock(lines, widened(lines, best, used));
    regions.push(best);
    used.fill(true, best.start, best.end);
  }
}

/**
 * Moves the gutter to the middle of the white band between the columns, then lets the region take
 * in neighbouring lines that leave that band free (a first row whose left cell ends just past the
 * gutter candidate the region was found with).
 */
function widened(lines: RawLine[], region: ColumnRegion, used: boolean[]): ColumnRegion {
  const inRegion = lines.slice(region.start, region.end);
  const leftEdge = Math.max(
    ...sideOf(inRegion, region.gutter, 'left').flatMap((l) => l.segments.map((s) => s.x1)),
  );
  const rightEdge = Math.min(
    ...sideOf(inRegion, region.gutter, 'right').flatMap((l) => l.segments.map((s) => s.x0)),
  );
  const gutter = (leftEdge + rightEdge) / 2;
  const fits = (index: number): boolean =>
    !used[index] && !(lines[index]?.segments.some((segment) => crosses(segment, gutter)) ?? true);
  let { start, end } = region;
  while (start > 0 && fits(start - 1)) start -= 1;
  while (end < lines.length && fits(end)) end += 1;
  return { start, end, gutter };
}

/**
 * A short block that starts, after a paragraph break, below the end of the right column is the
 * first line of what follows the columns (typically the next section's heading), not the end of
 * the left column: left in the region it would be read before the whole right column.
 */
function withoutTrailingBlock(lines: RawLine[], region: ColumnRegion): ColumnRegion {
  const inRegion = lines.slice(region.start, region.end);
  const hasRight = (line: RawLine): boolean => sideOf([line], region.gutter, 'right').length > 0;
  const lastRight = inRegion.findLastIndex(hasRight);
  const steps = inRegion.slice(1).map((line, index) => line.baseline - (inRegion[index]?.baseline ?? 0));
  const pitch = [...steps].sort((a, b) => a - b)[Math.floor(steps.length / 2)] ?? 0;
  const lastBreak = steps.findLastIndex((step) => step > PARAGRAPH_BREAK_PITCHES * pitch) + 1;
  const trailing = inRegion.length - lastBreak;
  if (lastBreak <= lastRight || trailing > MAX_TRAILING_BLOCK_LINES) return region;
  return { ...region, end: region.start + lastBreak };
}

function gutterCandidates(lines: RawLine[]): number[] {
  const candidates = new Set<number>();
  for (const line of lines) {
    line.segments.slice(1).forEach((segment, index) => {
      const before = line.segments[index];
      if (before) candidates.add(Math.round((before.x1 + segment.x0) / 4) * 2);
    });
  }
  return [...candidates];
}

function crosses(segment: Segment, gutter: number): boolean {
  return segment.x0 < gutter - 1 && segment.x1 > gutter + 1;
}

function runsNotCrossing(lines: RawLine[], gutter: number, used: boolean[]): ColumnRegion[] {
  const runs: ColumnRegion[] = [];
  let start = -1;
  lines.forEach((line, index) => {
    const breaks = used[index] || line.segments.some((segment) => crosses(segment, gutter));
    if (breaks && start >= 0) {
      runs.push({ start, end: index, gutter });
      start = -1;
    } else if (!breaks && start < 0) {
      start = index;
    }
  });
  if (start >= 0) runs.push({ start, end: lines.length, gutter });
  return runs;
}

/**
 * Two text columns, not a table: both sides are wide, carry a comparable number of lines, mostly
 * one segment each, hold longish lines, and a good share of their lines is wrapped at the column's
 * right edge (a table's label or value column is ragged and short).
 */
function looksLikeTwoColumns(lines: RawLine[], region: ColumnRegion, pageWidth: number): boolean {
  const inRegion = lines.slice(region.start, region.end);
  const left = sideOf(inRegion, region.gutter, 'left');
  const right = sideOf(inRegion, region.gutter, 'right');
  if (left.length < MIN_COLUMN_LINES || right.length < MIN_COLUMN_LINES) return false;
  const balance = Math.min(left.length, right.length) / Math.max(left.length, right.length);
  return balance >= MIN_COLUMN_BALANCE && isTextColumn(left, pageWidth) && isTextColumn(right, pageWidth);
}

function isTextColumn(side: RawLine[], pageWidth: number): boolean {
  const segments = side.flatMap((line) => line.segments);
  const start = Math.min(...segments.map((segment) => segment.x0));
  const end = Math.max(...segments.map((segment) => segment.x1));
  if (end - start < MIN_COLUMN_WIDTH_SHARE * pageWidth) return false;
  const share = (test: (line: RawLine) => boolean): number => side.filter(test).length / side.length;
  const wrappedEdge = start + WRAPPED_LINE_FILL * (end - start);
  const meanChars = segments.reduce((sum, segment) => sum + segment.text.length, 0) / side.length;
  return (
    share((line) => line.segments.length === 1) >= MIN_SINGLE_SEGMENT_SHARE &&
    share((line) => line.segments.some((segment) => segment.x1 >= wrappedEdge)) >= MIN_WRAPPED_LINE_SHARE &&
    meanChars >= MIN_COLUMN_MEAN_CHARS
  );
}
