import type { OcrBox, OcrLine } from '../../../src/extraction/ocr/hocr.js';
import {
  missedRegions,
  stackRegions,
  withRegionReading,
} from '../../../src/extraction/ocr/missed-regions.js';
import { paper } from '../../fixtures/grey-paper.js';

const DPI = 300;
const GLYPH = { width: 20, height: 30, gap: 10 };
const LINE_PITCH = 60;

/** A line of `count` glyph-sized marks painted at (left, top), and its box. */
function paintLine(page: ReturnType<typeof paper>, left: number, top: number, count: number): OcrBox {
  const step = GLYPH.width + GLYPH.gap;
  for (let index = 0; index < count; index += 1) {
    const x = left + index * step;
    page.paint(x, top, x + GLYPH.width, top + GLYPH.height);
  }
  return { x0: left, y0: top, x1: left + count * step - GLYPH.gap, y1: top + GLYPH.height };
}

function readLine(box: OcrBox, text: string, confidence = 92): OcrLine {
  return {
    bbox: box,
    baselineAtLeft: box.y1,
    slope: 0,
    rowHeight: box.y1 - box.y0,
    words: [{ text, bbox: box, confidence }],
  };
}

describe('text the page layout analysis left out', () => {
  it('finds a block of unread short lines, and the unread part of a line, widened over that line', () => {
    const page = paper(1200, 1000);
    const read = [readLine(paintLine(page, 100, 100, 20), 'Section 3 composition')];
    // Six short lines nobody read, then a line read only in its first half.
    for (let row = 0; row < 6; row += 1) paintLine(page, 100, 100 + (row + 1) * LINE_PITCH, 4 + (row % 3));
    const halfRead = paintLine(page, 100, 100 + 7 * LINE_PITCH, 16);
    read.push({
      ...readLine(halfRead, 'Stat'),
      words: [{ text: 'Stat', bbox: { ...halfRead, x1: 400 }, confidence: 55 }],
    });
    expect(missedRegions(page, read, DPI)).toEqual([
      { x0: 100, y0: 160, x1: 270, y1: 490 },
      { x0: 100, y0: 520, x1: 570, y1: 550 },
    ]);
  });

  it('finds nothing on a page read whole, nor in rules, frames, dots and lone symbols', () => {
    const page = paper(1200, 1000);
    const read = [0, 1, 2].map((row) => readLine(paintLine(page, 100, 100 + row * LINE_PITCH, 15), 'text'));
    page.paint(100, 400, 1100, 404); // a table rule
    page.paint(100, 450, 600, 950); // a picture
    page.paint(800, 450, 804, 454); // a speck
    page.paint(800, 500, 830, 540); // a lone symbol of two marks
    page.paint(840, 500, 870, 540);
    expect(missedRegions(page, read, DPI)).toEqual([]);
  });
});

describe('the second reading of missed regions', () => {
  const page = paper(1200, 1000);
  const regions = [{ x0: 100, y0: 160, x1: 330, y1: 550 }];
  const stack = stackRegions(page, regions, DPI);
  const placement = stack.placements[0];
  if (!placement) throw new Error('no placement');
  /** A line read from the stack at the place of `box` on the page. */
  const fromStack = (box: OcrBox, text: string, confidence: number): OcrLine =>
    readLine(
      {
        x0: box.x0 - placement.dx,
        y0: box.y0 - placement.dy,
        x1: box.x1 - placement.dx,
        y1: box.y1 - placement.dy,
      },
      text,
      confidence,
    );

  it('adds sure words where none was read, replaces less sure ones, keeps surer ones', () => {
    const nonsense = readLine({ x0: 100, y0: 520, x1: 200, y1: 550 }, 'oOo', 30);
    const sure = readLine({ x0: 100, y0: 460, x1: 300, y1: 490 }, '8. Exposure', 95);
    const partly = readLine({ x0: 100, y0: 400, x1: 300, y1: 430 }, 'Flammable', 93);
    const above = readLine({ x0: 100, y0: 100, x1: 700, y1: 130 }, 'Section 3', 92);
    const lines = withRegionReading([above, partly, sure, nonsense], stack, [
      fromStack({ x0: 100, y0: 160, x1: 250, y1: 190 }, '4. First aid', 93),
      fromStack({ x0: 100, y0: 220, x1: 250, y1: 250 }, 'x~', 40),
      // One line of the second reading: a word the page read better, and one it missed.
      {
        ...fromStack({ x0: 100, y0: 400, x1: 330, y1: 430 }, 'Flarnmable', 80),
        words: [
          fromStack({ x0: 100, y0: 400, x1: 300, y1: 430 }, 'Flarnmable', 80).words,
          fromStack({ x0: 320, y0: 400, x1: 330, y1: 430 }, 'H227', 90).words,
        ].flat(),
      },
      fromStack({ x0: 100, y0: 460, x1: 300, y1: 490 }, '8. Exposvre', 80),
      fromStack({ x0: 100, y0: 520, x1: 300, y1: 550 }, 'State: liquid', 94),
    ]);
    expect(lines.map((line) => line.words.map((word) => word.text).join(' '))).toEqual([
      'Section 3',
      '4. First aid',
      'Flammable H227',
      '8. Exposure',
      'State: liquid',
    ]);
    expect(lines[1]?.bbox).toEqual({ x0: 100, y0: 160, x1: 250, y1: 190 });
    expect(lines[2]?.bbox.x1).toBe(330);
  });

  it('cuts each region out with a white margin', () => {
    const drawn = paper(1200, 1000);
    drawn.paint(100, 160, 330, 550, 0);
    const { image, placements } = stackRegions(drawn, regions, DPI);
    const top = placements[0]?.top ?? 0;
    expect(image.luminance[0]).toBe(255);
    expect(image.luminance[(top + 10) * image.width + 60]).toBe(0);
  });
});
