import type { DocumentText } from '../../../src/extraction/pdf/types.js';
import { ExtractionContext } from '../../../src/extraction/context.js';
import { findSections } from '../../../src/extraction/sections/index.js';
import { documentLines } from '../../../src/extraction/text.js';

/** A native-text document from pages of generated lines (what the PDF reader hands over). */
export function textDocument(...pages: string[][]): DocumentText {
  return {
    pageCount: pages.length,
    encrypted: false,
    ocrPages: [],
    unreadPages: [],
    pages: pages.map((lines, i) => ({ number: i + 1, lines, source: 'native', rotation: 0 })),
  };
}

export function contextFor(...pages: string[][]): ExtractionContext {
  return new ExtractionContext(findSections(documentLines(textDocument(...pages))), 'en');
}
