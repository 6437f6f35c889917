/**
 * Renders a PDF page with pdf.js on an @napi-rs/canvas surface: as a PNG, as a JPEG at screen
 * resolution (the page images of the evidence viewer), or for OCR as an 8-bit
 * grey PGM, cleaned up (straightened, light text on dark bands redrawn dark on white, paper and ink
 * evened out: see clean-up.ts). Tesseract
 * reads the PGM without decompressing and without a colour conversion of its own (about an eighth
 * of its time per page), and no PNG is encoded.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist';
import { cleanUpPage } from './clean-up.js';

interface Drawn {
  canvas: Canvas;
  /** Pixels per PDF point. */
  scale: number;
  width: number;
  height: number;
}

export interface RenderedPage extends Omit<Drawn, 'canvas'> {
  png: Buffer;
}

export interface OcrImage extends Omit<Drawn, 'canvas'> {
  /** Binary PGM (P5), one luminance byte per pixel. */
  pgm: Buffer;
  /** Degrees the page was turned anticlockwise to straighten its tilted lines (see clean-up.ts). */
  deskew: number;
}

export interface ScreenImage extends Omit<Drawn, 'canvas'> {
  jpeg: Buffer;
}

export const OCR_DPI = 300;
/** Sharp on a high-density screen at the width a viewer column gives a page (about 600 CSS pixels). */
export const SCREEN_DPI = 110;
/** JPEG encodes about eight times faster than WebP here, for about 40 % more bytes (some 230 KB an A4 page). */
const SCREEN_QUALITY = 78;
/** About A3 at 300 dpi; larger pages are rendered at a lower resolution to bound memory. */
const MAX_PIXELS = 20_000_000;

async function draw(page: PDFPageProxy, rotation: number, dpi = OCR_DPI): Promise<Drawn> {
  const base = page.getViewport({ scale: 1, rotation });
  const scale = Math.min(dpi / 72, Math.sqrt(MAX_PIXELS / (base.width * base.height)));
  const viewport = page.getViewport({ scale, rotation });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const canvas = createCanvas(width, height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  return { canvas, scale, width, height };
}

export async function renderPage(page: PDFPageProxy, rotation: number): Promise<RenderedPage> {
  const { canvas, ...size } = await draw(page, rotation);
  return { png: await canvas.encode('png'), ...size };
}

/** The page as a PDF viewer displays it (its /Rotate applied), for people to look at. */
export async function renderForScreen(page: PDFPageProxy): Promise<ScreenImage> {
  const { canvas, ...size } = await draw(page, page.rotate, SCREEN_DPI);
  return { jpeg: await canvas.encode('jpeg', SCREEN_QUALITY), ...size };
}

export async function renderForOcr(page: PDFPageProxy, rotation: number): Promise<OcrImage> {
  const { canvas, ...size } = await draw(page, rotation);
  const { width, height } = size;
  // pdf.js paints the page opaque white first, so the canvas's raw (premultiplied) RGBA equals
  // getImageData's, without that call's copy and un-premultiplying (a sixth of the rendering time).
  const rgba = canvas.data();
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pgm = Buffer.alloc(header.length + width * height);
  header.copy(pgm);
  const luminance = pgm.subarray(header.length);
  for (let pixel = 0, offset = 0; pixel < luminance.length; pixel += 1, offset += 4) {
    luminance[pixel] =
      ((rgba[offset] ?? 0) * 299 + (rgba[offset + 1] ?? 0) * 587 + (rgba[offset + 2] ?? 0) * 114) / 1000;
  }
  const deskew = cleanUpPage({ luminance, width, height }, size.scale * 72);
  return { pgm, ...size, deskew };
}
