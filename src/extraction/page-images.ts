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

/** Renders the pages `choose` picks from the document's page count, in the order it gives them. */
async function renderChosenPages(
  pdf: Uint8Array,
  choose: (pageCount: number) => readonly number[],
): Promise<PageImage[]> {
  const { document } = await openPdf(pdf);
  try {
    const images: PageImage[] = [];
    for (const number of choose(document.numPages)) {
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

export function renderPageImages(pdf: Uint8Array, options: { maxPages: number }): Promise<PageImage[]> {
  return renderChosenPages(pdf, (pageCount) =>
    Array.from({ length: Math.min(pageCount, options.maxPages) }, (_, index) => index + 1),
  );
}

/** Images of the given 1-based pages, once each; numbers the document does not have are left out. */
export function renderSelectedPageImages(pdf: Uint8Array, numbers: readonly number[]): Promise<PageImage[]> {
  return renderChosenPages(pdf, (pageCount) =>
    [...new Set(numbers)].filter((number) => Number.isInteger(number) && number >= 1 && number <= pageCount),
  );
}
