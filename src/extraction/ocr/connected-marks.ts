/**
 * The connected marks of a grey image: its pixels darker than a threshold, found as runs along the
 * rows and joined into 8-connected marks (runs in neighbouring rows that overlap or touch
 * diagonally belong together), each with its box and its number of pixels. One pass over the image,
 * union-find over the runs; each caller chooses its threshold and judges the marks.
 */
import type { GreyImage } from './inverted-bands.js';

export interface ConnectedMarks {
  /** Marks are numbered in the order their first pixel comes, row by row from the top, left to right. */
  count: number;
  /** Per mark: left, top, right, bottom, edges included. */
  boxes: Int32Array;
  /** Per mark: its number of pixels. */
  pixels: Int32Array;
  runCount: number;
  /** Per run, row by row from the top, left to right: left, row, right, edges included. */
  runs: Int32Array;
  /** Per run: the mark it belongs to. */
  markOfRun: Int32Array;
}

/** Every 8-connected mark of pixels darker than `threshold`. */
export function connectedMarks(image: GreyImage, threshold: number): ConnectedMarks {
  const { runs, parent, runCount } = joinedRuns(image, threshold);
  const markOfRun = new Int32Array(runCount);
  const boxes = new Int32Array(runCount * 4);
  const pixels = new Int32Array(runCount);
  let count = 0;
  for (let run = 0; run < runCount; run += 1) {
    const left = runs[run * 3] ?? 0;
    const row = runs[run * 3 + 1] ?? 0;
    const right = runs[run * 3 + 2] ?? 0;
    // A run's parent comes before it (or is the run itself, the first of its mark), so is numbered.
    const up = parent[run] ?? run;
    const mark = up === run ? count++ : (markOfRun[up] ?? 0);
    markOfRun[run] = mark;
    const at = mark * 4;
    if (up === run) {
      boxes[at] = left;
      boxes[at + 1] = row;
      boxes[at + 2] = right;
    } else {
      boxes[at] = Math.min(boxes[at] ?? 0, left);
      boxes[at + 2] = Math.max(boxes[at + 2] ?? 0, right);
    }
    boxes[at + 3] = row;
    pixels[mark] = (pixels[mark] ?? 0) + right - left + 1;
  }
  return {
    count,
    boxes: boxes.subarray(0, count * 4),
    pixels: pixels.subarray(0, count),
    runCount,
    runs,
    markOfRun,
  };
}

/**
 * The runs of pixels darker than `threshold` (left, row, right) and their union-find forest. Each
 * set is rooted at its first run and every parent comes before its child, so the runs can be
 * numbered by mark in one pass afterwards.
 */
function joinedRuns(
  image: GreyImage,
  threshold: number,
): { runs: Int32Array; parent: Int32Array; runCount: number } {
  const { luminance, width, height } = image;
  let capacity = 1 << 16;
  let parent = new Int32Array(capacity);
  let runs = new Int32Array(capacity * 3);
  let count = 0;
  const root = (run: number): number => {
    let at = run;
    while (parent[at] !== at) {
      const up = parent[at] ?? at;
      parent[at] = parent[up] ?? up;
      at = up;
    }
    return at;
  };
  let previousStart = 0;
  let previousEnd = 0;
  for (let y = 0; y < height; y += 1) {
    const rowStart = count;
    const row = y * width;
    let above = previousStart;
    let x = 0;
    while (x < width) {
      if ((luminance[row + x] ?? 255) >= threshold) {
        x += 1;
        continue;
      }
      const left = x;
      while (x < width && (luminance[row + x] ?? 255) < threshold) x += 1;
      if (count === capacity) {
        capacity *= 2;
        const grownParent = new Int32Array(capacity);
        grownParent.set(parent);
        parent = grownParent;
        const grownRuns = new Int32Array(capacity * 3);
        grownRuns.set(runs);
        runs = grownRuns;
      }
      parent[count] = count;
      runs[count * 3] = left;
      runs[count * 3 + 1] = y;
      runs[count * 3 + 2] = x - 1;
      // Runs of the row above, in order: skip those ending left of this one, join those reaching it.
      while (above < previousEnd && (runs[above * 3 + 2] ?? 0) < left - 1) above += 1;
      for (let other = above; other < previousEnd && (runs[other * 3] ?? 0) <= x; other += 1) {
        const a = root(other);
        const b = root(count);
        if (a < b) parent[b] = a;
        else if (b < a) parent[a] = b;
      }
      count += 1;
    }
    previousStart = rowStart;
    previousEnd = count;
  }
  return { runs, parent, runCount: count };
}
