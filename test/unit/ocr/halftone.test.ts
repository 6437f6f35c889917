import { normaliseBackground } from '../../../src/extraction/ocr/background.js';
import { cleanUpPage } from '../../../src/extraction/ocr/clean-up.js';
import { estimateSkew, rotateImage } from '../../../src/extraction/ocr/deskew.js';
import { removeHalftoneDots } from '../../../src/extraction/ocr/halftone.js';
import type { GreyImage } from '../../../src/extraction/ocr/inverted-bands.js';
import { OcrPool } from '../../../src/extraction/ocr/pool.js';
import { SCAN_DPI, toPgm } from '../../fixtures/degraded-scans.js';
import { paper } from '../../fixtures/grey-paper.js';
import { COMPOSITION, SHADED_HEADINGS, shadedHeadingScan } from '../../fixtures/halftone-scans.js';

// Whole-page OCR on a loaded 2-core runner.
const OCR_TIMEOUT_MS = 300_000;

const pool = new OcrPool(1);

afterAll(async () => {
  await pool.terminate();
});

function copy(image: GreyImage): GreyImage {
  return { ...image, luminance: new Uint8Array(image.luminance) };
}

function changedPixels(before: GreyImage, after: GreyImage): number {
  return before.luminance.reduce(
    (count, value, index) => count + (value === after.luminance[index] ? 0 : 1),
    0,
  );
}

describe('halftone shading is removed before OCR', () => {
  it('clears the dots of a shaded heading box and keeps its letters and border', async () => {
    const shaded = await shadedHeadingScan();
    const unshaded = await shadedHeadingScan({ shaded: false });
    const cleaned = copy(shaded);
    expect(removeHalftoneDots(cleaned, SCAN_DPI)).toBeGreaterThan(10_000);
    // Nine dots in ten are gone (the rest touch a letter or the border), and no print with them.
    expect(changedPixels(unshaded, cleaned)).toBeLessThan(changedPixels(unshaded, shaded) * 0.1);
    const darkLost = unshaded.luminance.reduce(
      (count, value, index) => count + (value < 128 && (cleaned.luminance[index] ?? 0) >= 128 ? 1 : 0),
      0,
    );
    expect(darkLost).toBe(0);
  });

  it('leaves a page of small print (decimal points, full stops, colons, i dots, a dot leader) as it is', async () => {
    const page = await shadedHeadingScan({ shaded: false, tiltDegrees: 1.5 });
    const before = copy(page);
    expect(removeHalftoneDots(page, SCAN_DPI)).toBe(0);
    expect(changedPixels(before, page)).toBe(0);
  });

  it('leaves a row of scattered specks and a dotted rule alone (too few, or on one line)', () => {
    const image = paper(600, 300, 255);
    for (let x = 20; x < 580; x += 4) image.paint(x, 100, x + 2, 102, 0); // a dotted rule, dots 2 px apart
    for (let x = 30; x < 580; x += 45) image.paint(x, 200 + (x % 7), x + 2, 202 + (x % 7), 0); // specks
    const before = copy(image);
    expect(removeHalftoneDots(image, SCAN_DPI)).toBe(0);
    expect(changedPixels(before, image)).toBe(0);
  });

  it(
    'a tilted scan loses its shaded section headings when straightened as it is, and reads them once the dots are gone',
    async () => {
      const scan = await shadedHeadingScan({ tiltDegrees: -2 });
      const read = async (image: GreyImage): Promise<string[]> =>
        (await pool.recognize(toPgm(image), ['eng'])).map((line) =>
          line.words.map((word) => word.text).join(' '),
        );
      const headingsIn = (lines: string[]): string[] =>
        SHADED_HEADINGS.filter((heading) => lines.includes(heading));

      // The clean-up as it was before dots were looked for: straightened, paper and ink evened out.
      const straightenedOnly = rotateImage(scan, estimateSkew(scan, SCAN_DPI).degrees);
      normaliseBackground(straightenedOnly, SCAN_DPI);
      expect(headingsIn(await read(straightenedOnly)).length).toBeLessThan(SHADED_HEADINGS.length);

      const cleaned = copy(scan);
      cleanUpPage(cleaned, SCAN_DPI);
      const lines = await read(cleaned);
      expect(headingsIn(lines)).toEqual(SHADED_HEADINGS);
      for (const [, cas] of COMPOSITION) expect(lines.join('\n')).toContain(cas);
    },
    OCR_TIMEOUT_MS,
  );
});
