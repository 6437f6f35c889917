import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { findInvertedBands, whitenBands } from '../../../src/extraction/ocr/inverted-bands.js';
import { readPdf, terminateOcr } from '../../../src/extraction/pdf/index.js';
import { openPdf } from '../../../src/extraction/pdf/pdfjs.js';
import { paper } from '../../fixtures/grey-paper.js';

const DPI = 300;

afterAll(async () => {
  await terminateOcr();
});

/** A white page image on which rectangles are painted with a luminance. */
/** "Letters": narrow strokes of `value` every 30 px along a row of the image. */
function strokes(
  image: ReturnType<typeof paper>,
  left: number,
  right: number,
  top: number,
  value: number,
): void {
  for (let x = left; x < right; x += 30) image.paint(x, top, x + 8, top + 30, value);
}

describe('light text on dark bars before OCR', () => {
  it('finds a grey bar holding white letters and redraws it as black letters on white', () => {
    const image = paper(1000, 400);
    image.paint(100, 100, 900, 150, 120);
    strokes(image, 120, 880, 110, 255);
    const bands = findInvertedBands(image, DPI);
    expect(bands).toHaveLength(1);
    expect(bands[0]).toMatchObject({ top: 100, bottom: 150 });
    whitenBands(image, bands);
    expect(image.luminance[120 * 1000 + 122]).toBe(0); // a letter stroke
    expect(image.luminance[120 * 1000 + 135]).toBe(255); // the bar between letters
  });

  it('keeps the blurred rim of a scanned bar as paper instead of framing the heading with dashes', () => {
    const image = paper(1000, 400, 255);
    image.paint(97, 97, 903, 153, 228); // the bar's edge, blurred by the scan: lighter than the bar
    image.paint(100, 100, 900, 150, 200);
    strokes(image, 120, 880, 110, 255);
    const bands = findInvertedBands(image, DPI);
    expect(bands[0]).toMatchObject({ top: 97, bottom: 153 });
    whitenBands(image, bands);
    for (const [x, y] of [
      [500, 97], // top edge
      [500, 152], // bottom edge
      [97, 125], // left end
      [902, 125], // right end
    ] as const)
      expect(image.luminance[y * 1000 + x]).toBe(255);
    expect(image.luminance[120 * 1000 + 122]).toBe(0); // a letter stroke
  });

  it('leaves a heading of dense bold dark letters in a lightly tinted box alone', () => {
    const image = paper(1000, 300);
    image.paint(100, 100, 900, 160, 235);
    for (let x = 120; x < 600; x += 24) {
      image.paint(x, 118, x + 18, 150, 10); // a bold "o"…
      image.paint(x + 3, 124, x + 15, 144, 235); // …and its bowl
    }
    expect(findInvertedBands(image, DPI)).toEqual([]);
  });

  it('leaves dark text on a tinted table header, body text and a thick rule alone', () => {
    const image = paper(1000, 600);
    image.paint(100, 100, 900, 150, 200);
    strokes(image, 120, 880, 110, 20); // dark letters on a light tint
    for (let row = 0; row < 4; row += 1) strokes(image, 100, 900, 250 + row * 40, 10); // body text
    image.paint(100, 500, 900, 506, 0); // a rule
    expect(findInvertedBands(image, DPI)).toEqual([]);
  });
});

/** A page scanned as an image: a section heading printed white in a dark bar above black body text. */
async function scannedPageWithBarHeading(): Promise<Uint8Array> {
  const vector = await PDFDocument.create();
  const font = await vector.embedFont(StandardFonts.HelveticaBold);
  const body = await vector.embedFont(StandardFonts.Helvetica);
  const page = vector.addPage([595, 842]);
  page.drawRectangle({ x: 50, y: 744, width: 495, height: 13, color: rgb(0.78, 0.78, 0.78) });
  page.drawText('3 Hazards identification', { x: 56, y: 747, size: 11, font, color: rgb(1, 1, 1) });
  page.drawText('Classification of the substance or mixture', { x: 56, y: 720, size: 10, font: body });
  page.drawText('The product is not classified according to the regulation.', {
    x: 56,
    y: 705,
    size: 10,
    font: body,
  });
  const { document } = await openPdf(await vector.save());
  const rendered = await document.getPage(1);
  const viewport = rendered.getViewport({ scale: DPI / 72 });
  const canvas = createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
  await rendered.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  await document.destroy();
  const scan = await PDFDocument.create();
  const image = await scan.embedPng(await canvas.encode('png'));
  scan.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return scan.save();
}

describe('OCR of a scanned page with a heading in a dark bar', () => {
  it('reads the white heading as well as the body text', async () => {
    const document = await readPdf(await scannedPageWithBarHeading(), { maxPages: 1, languageHint: 'en' });
    expect(document.ocrPages).toEqual([1]);
    const lines = document.pages[0]?.lines.map((line) => line.trim()) ?? [];
    expect(lines).toContain('3 Hazards identification');
    expect(lines).toContain('Classification of the substance or mixture');
  });
});
