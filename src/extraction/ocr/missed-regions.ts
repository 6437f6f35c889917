/**
 * Text the page's layout analysis left out. Tesseract's automatic page segmentation (PSM 3) can drop
 * a whole block of text or read it as nonsense: a column of short Korean lines ("4. 응급조치",
 * "5. 화재", … one under the other) was taken for vertical text and lost, while the same block read
 * as a single block of text (PSM 6) comes out word for word. So the page's ink is compared with
 * what was read: ink outside every confidently read word, in glyph-sized marks lined up like a line
 * of text, marks a missed region; such regions are cut out, stacked, and read again as one block,
 * and each line of that reading that is surer than the page's reading at the same place takes its
 * place. A page read whole costs one pass over its pixels.
 */
import { connectedMarks } from './connected-marks.js';
import { meanWordConfidence, type OcrBox, type OcrLine, type OcrWord } from './hocr.js';
import { linesOfPlacement, stackCutouts, unionBox, type GreyPage, type Stack } from './stack.js';

/** Luminance below this is ink (the page is cleaned up first: white paper, dark ink). */
const INK = 128;
/** The page's ink is looked at this finely (strokes of text stay connected). */
const SAMPLED_DPI = 150;
/** Words read below this confidence do not count as read (their ink may be a missed line). */
const MIN_READ_CONFIDENCE = 50;
/** Ink this close to a read word (in points) belongs to it. */
const WORD_PADDING_PT = 1;
/**
 * A mark (connected ink) of a glyph: at least this tall in points (dots, hyphens, rules and
 * underlines are flatter) and at most this tall and wide (frames, pictures, long rules are larger).
 */
const MIN_MARK_HEIGHT_PT = 2;
const MAX_MARK_PT = 24;
/** Marks side by side, at most this share of the taller one's height apart, belong to one line. */
const MARK_GAP_SHARE = 1;
/** A line of missed text has at least this many marks ("5. 화재" has six, a lone symbol fewer). */
const MIN_MARKS_IN_LINE = 3;
/** Missed lines at most this share of a line's height apart are one region. */
const LINE_GAP_SHARE = 1.5;
/** More marks than this outside the words: a picture or noise, not text worth a second reading. */
const MAX_MARKS = 20_000;
/** White space around each region in the stack, and border of page kept around it, in points. */
const MARGIN_PT = 12;
const BORDER_PT = 1;
/** A line of the second reading is taken at this mean word confidence or above. */
const MIN_REREAD_CONFIDENCE = 60;

/**
 * Regions of the page with text-like ink outside the words read with confidence, each widened to
 * take in whole the page's lines it touches (their reading is compared with the second one).
 */
export function missedRegions(page: GreyPage, lines: readonly OcrLine[], dpi: number): OcrBox[] {
  const points = dpi / 72;
  const marks = unreadMarks(
    page,
    lines,
    Math.round(WORD_PADDING_PT * points),
    Math.max(1, Math.round(dpi / SAMPLED_DPI)),
  );
  if (!marks) return [];
  const glyphs = marks.filter((mark) => {
    const height = mark.y1 - mark.y0;
    return (
      height >= MIN_MARK_HEIGHT_PT * points &&
      height <= MAX_MARK_PT * points &&
      mark.x1 - mark.x0 <= MAX_MARK_PT * points
    );
  });
  const textLines = groups(glyphs, besideEachOther, MARK_GAP_SHARE * MAX_MARK_PT * points)
    .filter((group) => group.length >= MIN_MARKS_IN_LINE)
    .map(unionBox)
    .filter((box) => box.x1 - box.x0 >= box.y1 - box.y0);
  const regions = groups(textLines, underEachOther).map(unionBox);
  return withTouchedLines(regions, lines);
}

/**
 * The missed regions cut out of the page and stacked, for one reading as a single block. A region's
 * items are the region itself.
 */
export function stackRegions(page: GreyPage, regions: readonly OcrBox[], dpi: number): Stack<OcrBox> {
  const points = dpi / 72;
  const border = Math.ceil(BORDER_PT * points);
  return stackCutouts(
    page,
    regions.map((region) => ({
      item: region,
      margin: Math.ceil(MARGIN_PT * points),
      box: { x0: region.x0 - border, y0: region.y0 - border, x1: region.x1 + border, y1: region.y1 + border },
    })),
  );
}

/**
 * The page's lines with the second reading of the missed regions, word by word: of a line read
 * there with confidence, the words where the page's reading has none are added (to the page's line
 * in the same row, or as a line of their own), and words that overlap words of the page's reading
 * take their place when they are surer than those (a run of overlapping words is compared as a
 * whole, since the two readings may split it differently). A well-read word of the page is never
 * replaced by a less sure reading of it.
 */
export function withRegionReading(
  lines: readonly OcrLine[],
  stack: Stack<OcrBox>,
  stackLines: readonly OcrLine[],
): OcrLine[] {
  const removed = new Set<OcrWord>();
  const added = new Map<OcrLine, OcrWord[]>();
  const ownLines: OcrLine[] = [];
  for (const placement of stack.placements) {
    for (const line of linesOfPlacement(placement, stackLines)) {
      const words = line.words.filter((word) => word.text.trim().length > 0);
      if (words.length === 0 || meanWordConfidence(words) < MIN_REREAD_CONFIDENCE) continue;
      const row = lines.filter((original) => sameRow(original.bbox, line.bbox));
      if (row.length === 0) {
        ownLines.push({ ...line, words });
        continue;
      }
      const rowWords = row.flatMap((original) => original.words);
      for (const run of overlappingRuns(words, rowWords)) {
        if (run.page.length > 0 && meanWordConfidence(run.reread) <= meanWordConfidence(run.page)) continue;
        run.page.forEach((word) => removed.add(word));
        const target = nearestAcross(row, unionBox(run.reread.map((word) => word.bbox)));
        added.set(target, [...(added.get(target) ?? []), ...run.reread]);
      }
    }
  }
  if (removed.size === 0 && added.size === 0 && ownLines.length === 0) return [...lines];
  const merged = lines.map((line) => {
    const extra = added.get(line) ?? [];
    if (extra.length === 0 && !line.words.some((word) => removed.has(word))) return line;
    const words = [...line.words.filter((word) => !removed.has(word)), ...extra];
    return {
      ...line,
      bbox: unionBox([line.bbox, ...extra.map((word) => word.bbox)]),
      words: words.sort((a, b) => a.bbox.x0 - b.bbox.x0),
    };
  });
  return [...merged, ...ownLines].sort((a, b) => a.bbox.y0 - b.bbox.y0);
}

/** The line of a (non-empty) row nearest the box across. */
function nearestAcross(row: readonly OcrLine[], box: OcrBox): OcrLine {
  const distance = (line: OcrLine): number =>
    Math.max(0, -overlap(line.bbox.x0, line.bbox.x1, box.x0, box.x1));
  return row.reduce((nearest, line) => (distance(line) < distance(nearest) ? line : nearest));
}

/** Words of the second reading and of the page's reading of one row, in runs that overlap across. */
function overlappingRuns(
  reread: readonly OcrWord[],
  page: readonly OcrWord[],
): { reread: OcrWord[]; page: OcrWord[] }[] {
  const tagged = [
    ...reread.map((word) => ({ word, reread: true })),
    ...page.map((word) => ({ word, reread: false })),
  ].sort((a, b) => a.word.bbox.x0 - b.word.bbox.x0);
  const runs: { reread: OcrWord[]; page: OcrWord[]; x1: number }[] = [];
  for (const { word, reread: isReread } of tagged) {
    let run = runs.at(-1);
    if (!run || word.bbox.x0 >= run.x1) {
      run = { reread: [], page: [], x1: word.bbox.x1 };
      runs.push(run);
    }
    (isReread ? run.reread : run.page).push(word);
    run.x1 = Math.max(run.x1, word.bbox.x1);
  }
  return runs.filter((run) => run.reread.length > 0);
}

/**
 * Boxes of the connected ink outside the confidently read words, or undefined when there are too
 * many to be text.
 */
function unreadMarks(
  page: GreyPage,
  lines: readonly OcrLine[],
  padding: number,
  step: number,
): OcrBox[] | undefined {
  const marks = connectedMarks(unreadInk(page, lines, padding, step), INK);
  if (marks.count > MAX_MARKS) return undefined;
  const { boxes } = marks;
  return Array.from({ length: marks.count }, (_, mark) => ({
    x0: (boxes[mark * 4] ?? 0) * step,
    y0: (boxes[mark * 4 + 1] ?? 0) * step,
    x1: ((boxes[mark * 4 + 2] ?? 0) + 1) * step,
    y1: ((boxes[mark * 4 + 3] ?? 0) + 1) * step,
  }));
}

/**
 * The page sampled every `step` pixels across and down, the confidently read words (grown by
 * `padding`) painted over as paper: glyph strokes stay connected, and a page costs a quarter of
 * its pixels.
 */
function unreadInk(page: GreyPage, lines: readonly OcrLine[], padding: number, step: number): GreyPage {
  const { luminance, width } = page;
  const columns = Math.ceil(width / step);
  const rows = Math.ceil(page.height / step);
  const sampled = new Uint8Array(columns * rows);
  for (let y = 0; y < rows; y += 1) {
    const row = y * step * width;
    for (let x = 0; x < columns; x += 1) sampled[y * columns + x] = luminance[row + x * step] ?? 255;
  }
  for (const line of lines) {
    for (const word of line.words) {
      if (word.confidence < MIN_READ_CONFIDENCE) continue;
      const x0 = Math.max(0, Math.floor((word.bbox.x0 - padding) / step));
      const x1 = Math.min(columns, Math.ceil((word.bbox.x1 + padding) / step));
      const y1 = Math.min(rows, Math.ceil((word.bbox.y1 + padding) / step));
      for (let y = Math.max(0, Math.floor((word.bbox.y0 - padding) / step)); y < y1; y += 1)
        sampled.fill(255, y * columns + x0, y * columns + x1);
    }
  }
  return { luminance: sampled, width: columns, height: rows };
}

function besideEachOther(a: OcrBox, b: OcrBox): boolean {
  const gap = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
  const height = Math.max(a.y1 - a.y0, b.y1 - b.y0);
  return overlap(a.y0, a.y1, b.y0, b.y1) > 0 && gap <= MARK_GAP_SHARE * height;
}

function underEachOther(a: OcrBox, b: OcrBox): boolean {
  const gap = Math.max(a.y0, b.y0) - Math.min(a.y1, b.y1);
  const height = Math.max(a.y1 - a.y0, b.y1 - b.y0);
  return overlap(a.x0, a.x1, b.x0, b.x1) > 0 && gap <= LINE_GAP_SHARE * height;
}

/** Two lines at the same place: overlapping across, and by more than half the lower one's height. */
function sameRow(a: OcrBox, b: OcrBox): boolean {
  const height = Math.min(a.y1 - a.y0, b.y1 - b.y0);
  return overlap(a.x0, a.x1, b.x0, b.x1) > 0 && overlap(a.y0, a.y1, b.y0, b.y1) > height / 2;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

/**
 * Boxes joined into groups wherever `near` holds between two of them, transitively; `near` never
 * holds for boxes further apart across than `reach`.
 */
function groups(
  boxes: readonly OcrBox[],
  near: (a: OcrBox, b: OcrBox) => boolean,
  reach = Infinity,
): OcrBox[][] {
  const sorted = [...boxes].sort((a, b) => a.x0 - b.x0);
  const parent = sorted.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    return at;
  };
  for (let i = 0; i < sorted.length; i += 1) {
    const a = sorted[i];
    if (!a) continue;
    for (let j = i + 1; j < sorted.length; j += 1) {
      const b = sorted[j];
      if (!b || b.x0 - a.x1 > reach) break;
      if (near(a, b)) parent[root(j)] = root(i);
    }
  }
  const byRoot = new Map<number, OcrBox[]>();
  sorted.forEach((box, index) => {
    const key = root(index);
    byRoot.set(key, [...(byRoot.get(key) ?? []), box]);
  });
  return [...byRoot.values()];
}

/** Each region widened over the page's lines it touches, regions that then overlap merged. */
function withTouchedLines(regions: readonly OcrBox[], lines: readonly OcrLine[]): OcrBox[] {
  let widened = [...regions];
  for (;;) {
    const next = groups(
      widened.map((region) =>
        unionBox([region, ...lines.filter((line) => intersects(line.bbox, region)).map((line) => line.bbox)]),
      ),
      intersects,
    ).map(unionBox);
    if (next.length === widened.length && next.every((box, index) => sameBox(box, widened[index])))
      return next;
    widened = next;
  }
}

function intersects(a: OcrBox, b: OcrBox): boolean {
  return overlap(a.x0, a.x1, b.x0, b.x1) > 0 && overlap(a.y0, a.y1, b.y0, b.y1) > 0;
}

function sameBox(a: OcrBox, b: OcrBox | undefined): boolean {
  return !!b && a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;
}
