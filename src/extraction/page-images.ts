/**
 * Images of a document's pages as a PDF viewer displays them, at screen resolution: what the
 * evidence viewer draws the evidence boxes (`bbox`, in points on the same page) onto.
 */
import { renderForScreen } from './ocr/render.js';
import { openPdf } from './pdf/pdfjs.js';

export interface PageImage {
  /** 1-based page number. */
  number: number;
  /** Size in pixels. */
  width: number;
  height: number;
  mediaType: 'image/jpeg';
  bytes: Buffer;
}

export async function renderPageImages(pdf: Uint8Array, options: { maxPages: number }): Promise<PageImage[]> {
  const { document } = await openPdf(pdf);
  try {
    const images: PageImage[] = [];
    for (let number = 1; number <= Math.min(document.numPages, options.maxPages); number += 1) {
      const page = await document.getPage(number);
      try {
        const { jpeg, width, height } = await renderForScreen(page);
        images.push({ number, width, height, mediaType: 'image/jpeg', bytes: jpeg });
      } finally {
        page.cleanup();
      }
    }
    return images;
  } finally {
    await document.destroy();
  }
}
