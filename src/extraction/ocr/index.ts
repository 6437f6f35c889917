/**
 * OCR of one PDF page: render, detect orientation (turning the page when it lies sideways or upside
 * down), recognise with tesseract.js in the shared worker pool, and hand back the words as
 * positioned fragments so that native and OCR text share one reading-order algorithm.
 */
import os from 'node:os';
import type { PDFPageProxy } from 'pdfjs-dist';
import type { PositionedText, TextFragment } from '../pdf/fragments.js';
import type { OcrLine } from './hocr.js';
import { OcrPool } from './pool.js';
import { renderForOcr, type OcrImage } from './render.js';

export { chooseOcrLanguages } from './languages.js';

export interface OcrPageResult {
  positioned: PositionedText;
  /** Mean word confidence weighted by word length, 0..1. */
  confidence: number;
}

/** Below this OSD confidence the page is read as rendered (OSD guesses on sparse pages). */
const MIN_ORIENTATION_CONFIDENCE = 2;

let pool: OcrPool | undefined;
let poolSize = os.availableParallelism();

function sharedPool(): OcrPool {
  pool ??= new OcrPool(poolSize);
  return pool;
}

/**
 * Sets the number of tesseract workers of the pool created next. Extraction threads that each
 * own a pool divide the cores between them instead of each taking all of them.
 */
export function configureOcrPool(size: number): void {
  poolSize = Math.max(1, Math.floor(size));
}

/** Stops the OCR worker threads (graceful shutdown); a later OCR call starts a new pool. */
export async function terminateOcr(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.terminate();
}

export async function ocrPage(
  page: PDFPageProxy,
  languages: string[],
  signal?: AbortSignal,
): Promise<OcrPageResult> {
  let rotation = page.rotate;
  let rendered = await renderForOcr(page, rotation);
  signal?.throwIfAborted();
  const orientation = await sharedPool()
    .detectOrientation(rendered.pgm)
    .catch(() => ({ degrees: 0, confidence: 0 }));
  if (orientation.degrees !== 0 && orientation.confidence >= MIN_ORIENTATION_CONFIDENCE) {
    rotation = (rotation + orientation.degrees) % 360;
    rendered = await renderForOcr(page, rotation);
  }
  signal?.throwIfAborted();
  const lines = await sharedPool().recognize(rendered.pgm, languages, signal);
  return { positioned: toPositionedText(lines, rendered, rotation), confidence: meanConfidence(lines) };
}

function toPositionedText(lines: OcrLine[], rendered: OcrImage, rotation: number): PositionedText {
  const fragments: TextFragment[] = [];
  for (const line of lines) {
    const size = (line.rowHeight || line.bbox.y1 - line.bbox.y0) * 0.8;
    for (const word of line.words) {
      const text = word.text.trim();
      if (!text) continue;
      const baseline = line.baselineAtLeft + line.slope * (word.bbox.x0 - line.bbox.x0);
      fragments.push({
        text,
        x: word.bbox.x0 / rendered.scale,
        baseline: baseline / rendered.scale,
        width: (word.bbox.x1 - word.bbox.x0) / rendered.scale,
        size: size / rendered.scale,
      });
    }
  }
  return {
    fragments,
    width: rendered.width / rendered.scale,
    height: rendered.height / rendered.scale,
    rotation,
  };
}

function meanConfidence(lines: OcrLine[]): number {
  let weighted = 0;
  let chars = 0;
  for (const word of lines.flatMap((line) => line.words)) {
    weighted += word.confidence * word.text.length;
    chars += word.text.length;
  }
  return chars ? weighted / chars / 100 : 0;
}
