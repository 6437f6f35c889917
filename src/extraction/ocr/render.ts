/** Renders a PDF page to a PNG for OCR with pdf.js on an @napi-rs/canvas surface. */
import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist';

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
  const png = await canvas.encode('png');
  return { png, scale, width, height };
}
