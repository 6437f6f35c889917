import type { OcrLine, OcrWord } from '../../../src/extraction/ocr/hocr.js';

/** A word of a generated OCR line, 40 px tall on one row. */
export function word(text: string, x0: number, x1: number, confidence = 90): OcrWord {
  return { text, bbox: { x0, y0: 100, x1, y1: 140 }, confidence };
}

/** An OCR line holding the given words, its box spanning them. */
export function line(...words: OcrWord[]): OcrLine {
  return {
    bbox: {
      x0: words[0]?.bbox.x0 ?? 0,
      y0: words[0]?.bbox.y0 ?? 0,
      x1: words.at(-1)?.bbox.x1 ?? 0,
      y1: words[0]?.bbox.y1 ?? 0,
    },
    baselineAtLeft: 135,
    slope: 0,
    rowHeight: 40,
    words,
  };
}
