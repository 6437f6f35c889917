/**
 * Parts of a page cut out and stacked one below the other on a white image, so that one small
 * recognition reads them all (latin-reread.ts: code-shaped words; missed-regions.ts: text the page's
 * layout analysis left out), and the lines read from the stack mapped back to the page.
 */
import type { OcrBox, OcrLine } from './hocr.js';

export interface GreyPage {
  /** One luminance byte per pixel, row by row. */
  luminance: Uint8Array;
  width: number;
  height: number;
}

/** A part of the page to cut out, with the white margin to put around it. */
export interface Cutout<T> {
  item: T;
  box: OcrBox;
  margin: number;
}

/** Where a cut-out sits in the stacked image: its top and bottom, and the offset back to the page. */
export interface Placement<T> {
  item: T;
  top: number;
  bottom: number;
  dx: number;
  dy: number;
}

export interface Stack<T> {
  image: GreyPage;
  placements: Placement<T>[];
}

export function stackCutouts<T>(page: GreyPage, cutouts: readonly Cutout<T>[]): Stack<T> {
  const boxes = cutouts.map((cutout) => ({
    ...cutout,
    x0: Math.max(0, Math.floor(cutout.box.x0)),
    y0: Math.max(0, Math.floor(cutout.box.y0)),
    x1: Math.min(page.width, Math.ceil(cutout.box.x1)),
    y1: Math.min(page.height, Math.ceil(cutout.box.y1)),
  }));
  const width = Math.max(1, ...boxes.map((box) => box.x1 - box.x0 + 2 * box.margin));
  const height = Math.max(
    1,
    boxes.reduce((sum, box) => sum + Math.max(0, box.y1 - box.y0) + 2 * box.margin, 0),
  );
  const luminance = new Uint8Array(width * height).fill(255);
  const placements: Placement<T>[] = [];
  let top = 0;
  for (const box of boxes) {
    top += box.margin;
    for (let y = box.y0; y < box.y1; y += 1) {
      const source = y * page.width;
      luminance.set(
        page.luminance.subarray(source + box.x0, source + box.x1),
        (top + y - box.y0) * width + box.margin,
      );
    }
    const bottom = top + Math.max(0, box.y1 - box.y0);
    placements.push({ item: box.item, top, bottom, dx: box.x0 - box.margin, dy: box.y0 - top });
    top = bottom + box.margin;
  }
  return { image: { luminance, width, height }, placements };
}

/** The lines read from the stack whose middle lies in the placement, in page coordinates. */
export function linesOfPlacement<T>(placement: Placement<T>, stackLines: readonly OcrLine[]): OcrLine[] {
  return stackLines
    .filter((line) => {
      const middle = (line.bbox.y0 + line.bbox.y1) / 2;
      return middle >= placement.top && middle < placement.bottom;
    })
    .map((line) => ({
      ...line,
      bbox: shifted(line.bbox, placement.dx, placement.dy),
      baselineAtLeft: line.baselineAtLeft + placement.dy,
      words: line.words.map((word) => ({ ...word, bbox: shifted(word.bbox, placement.dx, placement.dy) })),
    }));
}

export function unionBox(boxes: readonly OcrBox[]): OcrBox {
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}

function shifted(box: OcrBox, dx: number, dy: number): OcrBox {
  return { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 + dx, y1: box.y1 + dy };
}
