/**
 * The PDF front end: bytes in, text per page in reading order out. Native text layers are used
 * when they can be trusted; pages without one, drawn as outlines or with garbled fonts are read by
 * OCR. Running headers and footers are removed across the document.
 */
import os from 'node:os';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { ServiceError } from '../../errors.js';
import { chooseOcrLanguages, ocrPage } from '../ocr/index.js';
import { positionFragments, type PositionedText, type RawTextItem } from './fragments.js';
import { restoreLigatures, UNMAPPED_GLYPH } from './ligatures.js';
import { displayedBox, displayedSize } from './line-box.js';
import { pageLimitExceeded } from './page-limit.js';
import { removeRepeatedFurniture } from './page-furniture.js';
import { loadPdfjs, openPdf } from './pdfjs.js';
import { buildLines } from './reading-order.js';
import { judgeText } from './text-quality.js';
import type { DocumentText, PageText, ReadOptions } from './types.js';

export type { DocumentText, PageText, ReadOptions } from './types.js';
export { terminateOcr } from '../ocr/index.js';

interface NativePage {
  number: number;
  positioned: PositionedText;
  needsOcr: boolean;
}

interface ReadPage {
  positioned: PositionedText;
  source: PageText['source'];
  ocrConfidence?: number;
}

/** More drawing operations than this on a page without text means text drawn as outlines. */
const OUTLINE_PATH_OPERATIONS = 50;

/**
 * OCR costs seconds of CPU per page, native text milliseconds. A long SDS (REACH exposure scenarios
 * make 1,000 pages) is read whole, but by OCR only its first pages that need it: the 16 sections
 * come first, and a scanned annex of hundreds of pages would otherwise outlast the time limit.
 */
export const MAX_OCR_PAGES = 40;

export async function readPdf(bytes: Uint8Array, options: ReadOptions): Promise<DocumentText> {
  options.signal?.throwIfAborted();
  const { document, encrypted } = await openPdf(bytes);
  try {
    if (document.numPages > options.maxPages) throw pageLimitExceeded(document.numPages, options.maxPages);
    const nativePages: NativePage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      options.signal?.throwIfAborted();
      nativePages.push(await readNativePage(document, number));
    }
    const needingOcr = nativePages.filter((page) => page.needsOcr).map((page) => page.number);
    const ocrPages = needingOcr.slice(0, options.maxOcrPages ?? MAX_OCR_PAGES);
    const languages = ocrPages.length > 0 ? ocrLanguages(nativePages, options) : undefined;
    const readPages = await mapWithLimit(nativePages, os.availableParallelism(), (page) => {
      if (!page.needsOcr) return nativeResult(page);
      return ocrPages.includes(page.number)
        ? readByOcr(document, page.number, languages, options.signal)
        : unreadResult(page);
    });
    const positioned = restoreLigatures(readPages.map((page) => page.positioned));
    const lines = removeRepeatedFurniture(positioned.map((page) => buildLines(page)));
    const pages: PageText[] = readPages.map(({ positioned: upright, ...page }, index) => ({
      number: index + 1,
      lines: lines[index]?.map((line) => line.text) ?? [],
      boxes: lines[index]?.map((line) => displayedBox(line.box, upright, upright.turn, upright.deskew)) ?? [],
      size: displayedSize({ width: upright.width, height: upright.height }, upright.turn),
      source: page.source,
      ocrConfidence: page.ocrConfidence,
      rotation: upright.rotation,
    }));
    return {
      pageCount: document.numPages,
      pages,
      encrypted,
      ocrPages,
      unreadPages: needingOcr.slice(ocrPages.length),
    };
  } finally {
    await document.destroy();
  }
}

/** The models of the hinted language, else of the trusted text layers' one; undefined: each page's script decides. */
function ocrLanguages(nativePages: NativePage[], options: ReadOptions): string[] | undefined {
  const nativeText = nativePages
    .filter((page) => !page.needsOcr)
    .map((page) => page.positioned.fragments.map((fragment) => fragment.text).join(' '))
    .join('\n');
  return chooseOcrLanguages(options.languageHint, nativeText);
}

async function readNativePage(document: PDFDocumentProxy, number: number): Promise<NativePage> {
  // A broken page tree (cycles, missing or malformed nodes) surfaces only when a page is fetched.
  const page = await document.getPage(number).catch((error: unknown) => {
    const detail = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
    throw new ServiceError('invalid_document', `Page ${number} cannot be read: ${detail}.`);
  });
  try {
    const content = await page.getTextContent().catch(() => ({ items: [] }));
    const items: RawTextItem[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
    const viewport = page.getViewport({ scale: 1 });
    const positioned = positionFragments(items, {
      viewportTransform: viewport.transform,
      width: viewport.width,
      height: viewport.height,
      pageRotation: page.rotate,
    });
    const verdict = judgeText(items.map((item) => item.str).join(' '));
    const needsOcr = verdict === 'garbled' || (verdict === 'missing' && (await hasDrawing(page)));
    return { number, positioned: needsOcr ? positioned : cleanFragments(positioned), needsOcr };
  } finally {
    page.cleanup();
  }
}

function nativeResult(page: NativePage): Promise<ReadPage> {
  return Promise.resolve({ positioned: page.positioned, source: 'native' });
}

/** A page past the OCR budget: its unusable text layer is dropped, nothing replaces it. */
function unreadResult(page: NativePage): Promise<ReadPage> {
  return Promise.resolve({ positioned: { ...page.positioned, fragments: [] }, source: 'native' });
}

async function readByOcr(
  document: PDFDocumentProxy,
  number: number,
  languages: string[] | undefined,
  signal: AbortSignal | undefined,
): Promise<ReadPage> {
  signal?.throwIfAborted();
  const page = await document.getPage(number);
  try {
    const result = await ocrPage(page, languages, signal);
    return { positioned: result.positioned, source: 'ocr', ocrConfidence: result.confidence };
  } catch (error) {
    if (signal?.aborted || error instanceof ServiceError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ServiceError('invalid_document', `Page ${number} cannot be rendered for OCR: ${detail}.`);
  } finally {
    page.cleanup();
  }
}

/** Whether a page without text draws images or many paths (a scan, or text as outlines). */
async function hasDrawing(page: PDFPageProxy): Promise<boolean> {
  const { OPS } = await loadPdfjs();
  const imageOperations = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintInlineImageXObjectGroup,
  ]);
  const operations = await page.getOperatorList().catch(() => ({ fnArray: [] as number[] }));
  let paths = 0;
  for (const operation of operations.fnArray) {
    if (imageOperations.has(operation)) return true;
    if (operation === OPS.constructPath) paths += 1;
  }
  return paths > OUTLINE_PATH_OPERATIONS;
}

/** Characters cleanFragments rewrites; most fragments have none. */
const NEEDS_CLEANING = /[\uFB00-\uFB06\p{Cc}\u00AD\u200B-\u200D\uFEFF]/u;

/** Ligatures spelled out, invisible controls and soft hyphens dropped (unmapped glyphs are restored later). */
function cleanFragments(positioned: PositionedText): PositionedText {
  const fragments = positioned.fragments.map((fragment) =>
    NEEDS_CLEANING.test(fragment.text) ? { ...fragment, text: cleanText(fragment.text) } : fragment,
  );
  return { ...positioned, fragments };
}

function cleanText(text: string): string {
  return text
    .replace(/[\uFB00-\uFB06]/g, (ligature) => ligature.normalize('NFKC'))
    .replace(/\t/g, ' ')
    .replace(/\p{Cc}/gu, (control) => (control === UNMAPPED_GLYPH ? control : ''))
    .replace(/[\u00AD\u200B-\u200D\uFEFF]/g, '');
}

async function mapWithLimit<T, R>(items: T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await map(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}
