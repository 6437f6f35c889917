import { connectedMarks } from '../../../src/extraction/ocr/connected-marks.js';
import { paper } from '../../fixtures/grey-paper.js';

const THRESHOLD = 100;

/** A 40 × 30 page of white paper with known marks, each listed with its box and pixel count, in the order their first pixel comes. */
function markedPage(): {
  page: ReturnType<typeof paper>;
  expected: { box: [number, number, number, number]; pixels: number }[];
} {
  const page = paper(40, 30, 255);
  const dot = (x: number, y: number, value = 0): void => page.paint(x, y, x + 1, y + 1, value);
  // A V of single pixels touching only at their corners: two diagonal strokes that meet at the bottom.
  const strokes = [
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 3],
    [6, 2],
  ] as const;
  for (const [x, y] of strokes) dot(x, y);
  // A solid block three columns to the right of the V.
  page.paint(10, 2, 15, 6);
  // A U: two arms that join only in its bottom row.
  page.paint(30, 10, 31, 14);
  page.paint(34, 10, 35, 14);
  page.paint(30, 14, 35, 15);
  // Three single pixels, one pixel apart from one another across and down.
  dot(20, 10);
  dot(22, 10);
  dot(20, 12);
  // Grey exactly at the threshold is paper; a shade darker is a mark, here in the page's last corner.
  dot(25, 20, THRESHOLD);
  dot(39, 29, THRESHOLD - 1);
  return {
    page,
    expected: [
      { box: [2, 2, 6, 4], pixels: 5 },
      { box: [10, 2, 14, 5], pixels: 20 },
      { box: [20, 10, 20, 10], pixels: 1 },
      { box: [22, 10, 22, 10], pixels: 1 },
      { box: [30, 10, 34, 14], pixels: 13 },
      { box: [20, 12, 20, 12], pixels: 1 },
      { box: [39, 29, 39, 29], pixels: 1 },
    ],
  };
}

describe('connected marks of a grey image', () => {
  it('joins pixels touching at a corner into one mark, keeps marks a pixel apart separate, and gives each its box and pixel count', () => {
    const { page, expected } = markedPage();
    const marks = connectedMarks(page, THRESHOLD);
    expect(marks.count).toBe(expected.length);
    expect(
      Array.from({ length: marks.count }, (_, mark) => ({
        box: [...marks.boxes.subarray(mark * 4, mark * 4 + 4)],
        pixels: marks.pixels[mark],
      })),
    ).toEqual(expected);
  });

  it('gives the runs of each mark, which together cover exactly its pixels', () => {
    const { page } = markedPage();
    const marks = connectedMarks(page, THRESHOLD);
    const labels = new Int32Array(page.width * page.height).fill(-1);
    for (let run = 0; run < marks.runCount; run += 1) {
      const [left = 0, row = 0, right = 0] = marks.runs.subarray(run * 3, run * 3 + 3);
      labels.fill(marks.markOfRun[run] ?? -1, row * page.width + left, row * page.width + right + 1);
    }
    // A pixel is misplaced when it is ink left out of the runs, paper in a run, or outside its mark's box.
    const misplaced = [...page.luminance.keys()].filter((index) => {
      const mark = labels[index] ?? -1;
      if (mark < 0) return (page.luminance[index] ?? 255) < THRESHOLD;
      const [left = 0, top = 0, right = 0, bottom = 0] = marks.boxes.subarray(mark * 4, mark * 4 + 4);
      const [x, y] = [index % page.width, Math.floor(index / page.width)];
      return (page.luminance[index] ?? 255) >= THRESHOLD || x < left || x > right || y < top || y > bottom;
    });
    expect(misplaced).toEqual([]);
    const pixelsOf = (mark: number): number => labels.filter((label) => label === mark).length;
    expect(Array.from({ length: marks.count }, (_, mark) => pixelsOf(mark))).toEqual([...marks.pixels]);
  });
});
