import type { LineBox } from './line-box.js';

/** A line of a page in reading order, with where it sits (for page header and footer detection). */
export interface PositionedLine {
  text: string;
  /** Baseline position as a share of the page height, 0 at the top. */
  top: number;
  /** The line's extent on the upright page. */
  box: LineBox;
}
