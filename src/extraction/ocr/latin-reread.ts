/**
 * Latin re-reading of code-shaped words. On a page read by a script model beside English (Greek,
 * Cyrillic, Korean, Thai, Arabic), tesseract sometimes takes the script model's reading of a word
 * that is printed in Latin letters and digits: "υΝΊ1090" for UN1090, "พ 319" for H319, "20210" for
 * P210, ".1" for the section number "1." of a right-to-left line, "50-200" for SD-200. SDS codes,
 * numbers, dates and quantities are printed with ASCII digits in every language, so each run of
 * adjacent words that carries one is cut out of the page, the cut-outs are stacked into one small
 * image, and English alone reads them; its reading replaces the script model's where it is sure.
 */
import { meanWordConfidence, type OcrBox, type OcrLine, type OcrWord } from './hocr.js';

/** Words closer than this share of the line height belong to one run (a code split in two by the script model). */
const RUN_GAP_SHARE = 0.2;
/** White margin around each cut-out, as a share of its height. */
const MARGIN_SHARE = 0.4;
/** English's reading replaces the script model's at this mean word confidence or above. */
const MIN_LATIN_CONFIDENCE = 60;
const ASCII_DIGIT = /[0-9]/;

export interface GreyPage {
  /** One luminance byte per pixel, row by row. */
  luminance: Uint8Array;
  width: number;
  height: number;
}

/** Words of one line cut out of the page: a run carrying an ASCII digit, or a whole line. */
export interface Cut {
  line: OcrLine;
  words: OcrWord[];
  box: OcrBox;
}

/** Where a run's cut-out sits in the stacked image: its top and the offset back to page coordinates. */
export interface Placement {
  run: Cut;
  top: number;
  bottom: number;
  dx: number;
  dy: number;
}

export interface Stack {
  image: GreyPage;
  placements: Placement[];
}

/** Runs of adjacent words carrying an ASCII digit. */
export function codeRuns(lines: OcrLine[]): Cut[] {
  const runs: Cut[] = [];
  for (const line of lines) {
    const height = line.bbox.y1 - line.bbox.y0;
    let current: OcrWord[] = [];
    const close = (): void => {
      if (current.some((word) => ASCII_DIGIT.test(word.text))) runs.push({ line, words: current, box: union(current) });
      current = [];
    };
    for (const word of [...line.words].sort((a, b) => a.bbox.x0 - b.bbox.x0)) {
      const previous = current.at(-1);
      if (previous && word.bbox.x0 - previous.bbox.x1 > RUN_GAP_SHARE * height) close();
      current.push(word);
    }
    close();
  }
  return runs;
}

/** The cut-outs (with white margins) one below the other on a white image. */
export function stackCuts(page: GreyPage, runs: Cut[]): Stack {
  const cuts = runs.map((run) => {
    const margin = Math.ceil(MARGIN_SHARE * (run.box.y1 - run.box.y0));
    return {
      run,
      margin,
      x0: Math.max(0, run.box.x0 - margin),
      y0: Math.max(0, run.box.y0 - margin),
      x1: Math.min(page.width, run.box.x1 + margin),
      y1: Math.min(page.height, run.box.y1 + margin),
    };
  });
  const width = Math.max(1, ...cuts.map((cut) => cut.x1 - cut.x0 + 2 * cut.margin));
  const height = Math.max(1, cuts.reduce((sum, cut) => sum + cut.y1 - cut.y0 + cut.margin, 0));
  const luminance = new Uint8Array(width * height).fill(255);
  const placements: Placement[] = [];
  let top = 0;
  for (const cut of cuts) {
    const left = cut.margin;
    for (let y = cut.y0; y < cut.y1; y += 1) {
      const source = y * page.width;
      luminance.set(page.luminance.subarray(source + cut.x0, source + cut.x1), (top + y - cut.y0) * width + left);
    }
    const bottom = top + cut.y1 - cut.y0;
    placements.push({ run: cut.run, top, bottom, dx: cut.x0 - left, dy: cut.y0 - top });
    top = bottom + cut.margin;
  }
  return { image: { luminance, width, height }, placements };
}

/**
 * The page's lines with each run's words replaced by English's reading of its cut-out, where that
 * reading carries a digit and English is sure of it.
 */
export function applyLatinReading(lines: OcrLine[], stack: Stack, latinLines: OcrLine[]): OcrLine[] {
  const replaced = new Map<OcrLine, Map<OcrWord, OcrWord[]>>();
  for (const placement of stack.placements) {
    const words = latinLines
      .filter((line) => {
        const middle = (line.bbox.y0 + line.bbox.y1) / 2;
        return middle >= placement.top && middle < placement.bottom;
      })
      .flatMap((line) => line.words)
      .filter((word) => word.text.trim().length > 0);
    if (!words.some((word) => ASCII_DIGIT.test(word.text))) continue;
    if (meanWordConfidence(words) < MIN_LATIN_CONFIDENCE) continue;
    const onPage = words.map((word) => ({ ...word, bbox: shifted(word.bbox, placement.dx, placement.dy) }));
    const byWord = replaced.get(placement.run.line) ?? new Map<OcrWord, OcrWord[]>();
    placement.run.words.forEach((word, index) => byWord.set(word, index === 0 ? onPage : []));
    replaced.set(placement.run.line, byWord);
  }
  return lines.map((line) => {
    const byWord = replaced.get(line);
    if (!byWord) return line;
    const words = line.words.flatMap((word) => byWord.get(word) ?? [word]);
    return { ...line, words: words.sort((a, b) => a.bbox.x0 - b.bbox.x0) };
  });
}

function union(words: OcrWord[]): OcrBox {
  return {
    x0: Math.min(...words.map((word) => word.bbox.x0)),
    y0: Math.min(...words.map((word) => word.bbox.y0)),
    x1: Math.max(...words.map((word) => word.bbox.x1)),
    y1: Math.max(...words.map((word) => word.bbox.y1)),
  };
}

function shifted(box: OcrBox, dx: number, dy: number): OcrBox {
  return { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 + dx, y1: box.y1 + dy };
}
