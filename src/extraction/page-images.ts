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

/** A document's page count and the images of the pages `choose` picks from it, in the order it gives them. */
async function renderChosenPages(
  pdf: Uint8Array,
  choose: (pageCount: number) => readonly number[],
): Promise<{ pageCount: number; images: PageImage[] }> {
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
    return { pageCount: document.numPages, images };
  } finally {
    await document.destroy();
  }
}

export async function renderPageImages(pdf: Uint8Array, options: { maxPages: number }): Promise<PageImage[]> {
  const { images } = await renderChosenPages(pdf, (pageCount) =>
    Array.from({ length: Math.min(pageCount, options.maxPages) }, (_, index) => index + 1),
  );
  return images;
}

/**
 * The images of the given 1-based pages, once each, with the document's page count: numbers the
 * document does not have are left out.
 */
export function renderSelectedPageImages(
  pdf: Uint8Array,
  numbers: readonly number[],
): Promise<{ pageCount: number; images: PageImage[] }> {
  return renderChosenPages(pdf, (pageCount) =>
    [...new Set(numbers)].filter((number) => Number.isInteger(number) && number >= 1 && number <= pageCount),
  );
}
