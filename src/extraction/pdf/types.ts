/** What the PDF front end hands to SDS understanding: text per page in reading order. */
import type { LineBox, PageSize } from './line-box.js';

export type { LineBox, PageSize } from './line-box.js';

export type TextSource = 'native' | 'ocr';

export interface PageText {
  /** 1-based page number. */
  number: number;
  /**
   * Lines in reading order (columns resolved, repeated headers and footers removed). Cells of one
   * table row stay on one line, separated by at least two spaces, like `pdftotext -layout`.
   */
  lines: string[];
  /**
   * Where each line stands (same order as `lines`) on the page as displayed (its /Rotate applied),
   * with that page's size; absent for text that did not come from a page (tests, other readers).
   */
  boxes?: LineBox[];
  size?: PageSize;
  source: TextSource;
  /** Mean OCR word confidence 0..1 for OCR pages; undefined for native text. */
  ocrConfidence?: number;
  /** Clockwise rotation in degrees applied before reading (0, 90, 180, 270). */
  rotation: number;
}

export interface DocumentText {
  pageCount: number;
  pages: PageText[];
  /** True when the file was encrypted but opened without a user password. */
  encrypted: boolean;
  /** Pages whose text layer was judged unusable (garbled fonts, outlines) and read by OCR. */
  ocrPages: number[];
  /** Pages that needed OCR beyond the document's OCR page budget: not read, no text. */
  unreadPages: number[];
}

export interface ReadOptions {
  /** ISO 639-1 hint that selects the OCR language data first. */
  languageHint?: string;
  /** Refuse documents with more pages than this (invalid_document). */
  maxPages: number;
  /** Read at most this many pages by OCR, the first ones that need it (default MAX_OCR_PAGES). */
  maxOcrPages?: number;
  /** Abort reading when signalled (time budget). */
  signal?: AbortSignal;
}
