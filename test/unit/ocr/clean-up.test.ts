import { normaliseBackground } from '../../../src/extraction/ocr/background.js';
import { cleanUpPage } from '../../../src/extraction/ocr/clean-up.js';
import { estimateSkew, needsDeskew, rotateImage } from '../../../src/extraction/ocr/deskew.js';
import type { GreyImage } from '../../../src/extraction/ocr/inverted-bands.js';
import { displayedBox } from '../../../src/extraction/pdf/line-box.js';
import { OcrPool } from '../../../src/extraction/ocr/pool.js';
import { readPdf, terminateOcr } from '../../../src/extraction/pdf/index.js';
import {
  darkBorder,
  faint,
  SCAN_DPI,
  scannedPdf,
  shaded,
  toPgm,
  TYPEWRITTEN_MSDS,
  typewrittenScan,
} from '../../fixtures/degraded-scans.js';
import { paper } from '../../fixtures/grey-paper.js';

// Whole-page OCR on a loaded 2-core runner.
const OCR_TIMEOUT_MS = 300_000;

const pool = new OcrPool(1);

afterAll(async () => {
  await pool.terminate();
  await terminateOcr();
});

const collapsed = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The form's lines that the recognised text holds word for word. */
function linesRead(text: string): string[] {
  const read = collapsed(text);
  return TYPEWRITTEN_MSDS.filter((line) => read.includes(collapsed(line)));
}

async function recognise(image: GreyImage): Promise<string> {
  const lines = await pool.recognize(toPgm(image), ['eng']);
  return lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');
}

function cleaned(image: GreyImage): GreyImage {
  const copy = { ...image, luminance: new Uint8Array(image.luminance) };
  cleanUpPage(copy, SCAN_DPI);
  return copy;
}

/** Rows of letter-like strokes (8 px wide, 30 px tall, every 30 px) in a block of text lines. */
function textBlock(image: ReturnType<typeof paper>, top: number, rows: number, value: number): void {
  for (let row = 0; row < rows; row += 1) {
    for (let x = 100; x < image.width - 100; x += 30)
      image.paint(x, top + row * 60, x + 8, top + row * 60 + 30, value);
  }
}

describe('tilted scans are straightened before OCR', () => {
  it.each([4, -3, 1.5])('finds a tilt of %s° from the text lines and the rules of a form', async (tilt) => {
    const skew = estimateSkew(await typewrittenScan({ tiltDegrees: tilt }), SCAN_DPI);
    expect(skew.degrees).toBeCloseTo(tilt, 1);
    expect(needsDeskew(skew)).toBe(true);
  });

  it('leaves a straight page, and one turned back by the found tilt, as they are', async () => {
    expect(needsDeskew(estimateSkew(await typewrittenScan(), SCAN_DPI))).toBe(false);
    const tilted = await typewrittenScan({ tiltDegrees: 4 });
    const straightened = rotateImage(tilted, estimateSkew(tilted, SCAN_DPI).degrees);
    expect(Math.abs(estimateSkew(straightened, SCAN_DPI).degrees)).toBeLessThan(0.2);
  });

  it(
    'a form fed 4° askew loses lines as scanned and reads every line once straightened',
    async () => {
      const tilted = await typewrittenScan({ tiltDegrees: 4 });
      expect(linesRead(await recognise(tilted)).length).toBeLessThan(TYPEWRITTEN_MSDS.length - 3);
      expect(linesRead(await recognise(cleaned(tilted)))).toEqual(TYPEWRITTEN_MSDS);
    },
    OCR_TIMEOUT_MS,
  );
});

describe('evidence boxes of a straightened scan', () => {
  it('point at the line on the page as scanned, not on the straightened image', () => {
    const page = { width: 600, height: 800 };
    // A line at the right edge, 100 pt right of the centre, read from an image straightened by 5°.
    const box = displayedBox({ x: 390, y: 395, width: 20, height: 10 }, page, 0, 5);
    const radians = (5 * Math.PI) / 180;
    const expected = { x: 300 + 100 * Math.cos(radians), y: 400 + 100 * Math.sin(radians) };
    expect(box.x + box.width / 2).toBeCloseTo(expected.x, 0);
    expect(box.y + box.height / 2).toBeCloseTo(expected.y, 0);
    expect(displayedBox({ x: 390, y: 395, width: 20, height: 10 }, page, 0)).toEqual({
      x: 390,
      y: 395,
      width: 20,
      height: 10,
    });
  });
});

describe('paper and ink are evened out before OCR', () => {
  it('leaves a clean page (white paper, black print) exactly as it is', () => {
    const page = paper(800, 800, 255);
    textBlock(page, 100, 5, 0);
    const before = new Uint8Array(page.luminance);
    normaliseBackground(page, SCAN_DPI);
    expect(page.luminance).toEqual(before);
  });

  it('darkens faint print to black, whitens the paper and a wide dark border, and does not blot a flat tint', () => {
    const page = paper(1200, 1200, 235);
    page.paint(0, 0, 1200, 150, 25); // scanner border along the top
    textBlock(page, 300, 4, 175); // faint strokes
    page.paint(300, 800, 900, 1100, 205); // a light tint panel without print
    normaliseBackground(page, SCAN_DPI);
    const at = (x: number, y: number): number => page.luminance[y * 1200 + x] ?? -1;
    expect(at(104, 310)).toBeLessThan(20); // a stroke
    expect(at(115, 310)).toBeGreaterThan(245); // paper between strokes
    expect(at(600, 20)).toBe(255); // deep inside the border
    expect(at(600, 950)).toBeGreaterThanOrEqual(205); // the tint's middle is not darkened
  });

  it(
    'faint typewriting inside a dark scanner border reads empty as scanned and whole once cleaned up',
    async () => {
      const scan = darkBorder(faint(await typewrittenScan(), 0.3), 0.5);
      expect(linesRead(await recognise(scan))).toEqual([]);
      expect(linesRead(await recognise(cleaned(scan)))).toEqual(TYPEWRITTEN_MSDS);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'a scanned PDF of a faint, tilted, shaded form is read line by line',
    async () => {
      const scan = shaded(faint(await typewrittenScan({ tiltDegrees: -3 }), 0.4), 0.5);
      const document = await readPdf(await scannedPdf(scan), { maxPages: 1, languageHint: 'en' });
      expect(document.pages[0]?.source).toBe('ocr');
      expect(linesRead(document.pages[0]?.lines.join('\n') ?? '')).toEqual(TYPEWRITTEN_MSDS);
    },
    OCR_TIMEOUT_MS,
  );
});
