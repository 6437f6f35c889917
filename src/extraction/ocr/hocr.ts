/**
 * Reads the text lines and words of tesseract's hOCR output. The service asks tesseract.js for
 * hOCR rather than its JSON blocks: those serialise every symbol with its choices, which the
 * service never reads and which cost about 4 % of the recognition time of a page.
 */

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  bbox: OcrBox;
  /** 0..100. */
  confidence: number;
}

export interface OcrLine {
  bbox: OcrBox;
  /** Baseline through (bbox.x0, baselineAtLeft) with this slope (y grows downwards). */
  baselineAtLeft: number;
  slope: number;
  /** Tesseract's row height (x-height plus ascenders), 0 when not reported. */
  rowHeight: number;
  words: OcrWord[];
}

/** Opening tags of the spans of lines (ocr_line, ocr_header, ocr_caption, ...) and words. */
const SPAN = /<span class='(\w+)' id='[^']*' title=(?:"([^"]*)"|'([^']*)')[^>]*>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

export function parseHocr(hocr: string): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const match of hocr.matchAll(SPAN)) {
    const title = properties(match[2] ?? match[3] ?? '');
    const bbox = box(title.get('bbox'));
    if (!bbox) continue;
    if (match[1] === 'ocrx_word') {
      const start = (match.index ?? 0) + match[0].length;
      const end = hocr.indexOf('</span>', start);
      lines.at(-1)?.words.push({
        text: wordText(hocr.slice(start, end < 0 ? undefined : end)),
        bbox,
        confidence: Number(title.get('x_wconf') ?? 0),
      });
    } else {
      // hOCR puts the baseline's origin at the box's bottom left: y = bottom + offset + slope * (x - left).
      const [slope = 0, offset = 0] = numbers(title.get('baseline'));
      lines.push({
        bbox,
        baselineAtLeft: bbox.y1 + offset,
        slope,
        rowHeight: Number(title.get('x_size') ?? 0),
        words: [],
      });
    }
  }
  return lines;
}

/** "bbox 1 2 3 4; x_wconf 96" as a map from property name to its value text. */
function properties(title: string): Map<string, string> {
  const entries = title.split(';').map((property): [string, string] => {
    const trimmed = property.trim();
    const space = trimmed.indexOf(' ');
    return space < 0 ? [trimmed, ''] : [trimmed.slice(0, space), trimmed.slice(space + 1)];
  });
  return new Map(entries);
}

function numbers(text: string | undefined): number[] {
  return (text ?? '').split(' ').filter(Boolean).map(Number);
}

function box(text: string | undefined): OcrBox | undefined {
  const [x0, y0, x1, y1] = numbers(text);
  return x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined
    ? undefined
    : { x0, y0, x1, y1 };
}

/**
 * Invisible marks of text direction (LRM, RLM, ALM, embeddings, isolates): tesseract adds them to the
 * words of right-to-left lines ("المخاطر\u200e"); the line's reading order is built from the words'
 * positions (pdf/right-to-left.ts).
 */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** A word's content without bold/italic markup and direction marks, entities decoded. */
function wordText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(DIRECTION_MARKS, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Mean confidence (0..100) of the words, weighted by their length. */
export function meanWordConfidence(words: readonly OcrWord[]): number {
  let weighted = 0;
  let characters = 0;
  for (const word of words) {
    weighted += word.confidence * word.text.length;
    characters += word.text.length;
  }
  return characters ? weighted / characters : 0;
}
