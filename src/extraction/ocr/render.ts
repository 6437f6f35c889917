/**
 * Renders a PDF page to a PNG for OCR with pdf.js on an @napi-rs/canvas surface. Light text on dark
 * bands is redrawn dark on white (see inverted-bands.ts) so that OCR reads it.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist';
import { findInvertedBands, whitenBands, type GreyImage } from './inverted-bands.js';

export interface RenderedPage {
  png: Buffer;
  /** Pixels per PDF point. */
  scale: number;
  width: number;
  height: number;
}

export const OCR_DPI = 300;
/** About A3 at 300 dpi; larger pages are rendered at a lower resolution to bound memory. */
const MAX_PIXELS = 20_000_000;

export async function renderPage(page: PDFPageProxy, rotation: number): Promise<RenderedPage> {
  const base = page.getViewport({ scale: 1, rotation });
  const scale = Math.min(OCR_DPI / 72, Math.sqrt(MAX_PIXELS / (base.width * base.height)));
  const viewport = page.getViewport({ scale, rotation });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const canvas = createCanvas(width, height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  whitenInvertedBands(canvas.getContext('2d'), width, height, scale * 72);
  const png = await canvas.encode('png');
  return { png, scale, width, height };
}

function whitenInvertedBands(context: SKRSContext2D, width: number, height: number, dpi: number): void {
  const pixels = context.getImageData(0, 0, width, height);
  const rgba = pixels.data;
  const luminance = new Uint8Array(width * height);
  for (let pixel = 0, offset = 0; pixel < luminance.length; pixel += 1, offset += 4) {
    luminance[pixel] =
      ((rgba[offset] ?? 0) * 299 + (rgba[offset + 1] ?? 0) * 587 + (rgba[offset + 2] ?? 0) * 114) / 1000;
  }
  const image: GreyImage = { luminance, width, height };
  const bands = findInvertedBands(image, dpi);
  if (bands.length === 0) return;
  whitenBands(image, bands);
  for (const band of bands) {
    for (let y = band.top; y < band.bottom; y += 1) {
      for (let x = band.left; x < band.right; x += 1) {
        const value = luminance[y * width + x] ?? 255;
        rgba.fill(value, (y * width + x) * 4, (y * width + x) * 4 + 3);
      }
    }
  }
  context.putImageData(pixels, 0, 0);
}
