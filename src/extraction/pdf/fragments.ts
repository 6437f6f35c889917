/**
 * Turns pdf.js text items into fragments positioned on the upright page: y grows downwards, the
 * page's /Rotate is applied, and a page whose text mostly runs sideways or upside down is turned so
 * that its dominant text direction reads left to right.
 */

export interface TextFragment {
  text: string;
  /** Left edge and baseline in points, origin top-left of the upright page. */
  x: number;
  baseline: number;
  width: number;
  /** Font size in points (glyph height). */
  size: number;
}

export interface PositionedText {
  fragments: TextFragment[];
  width: number;
  height: number;
  /** Clockwise rotation applied to the page as stored (its /Rotate plus text-direction correction). */
  rotation: number;
  /** Clockwise rotation applied to the page as displayed (with its /Rotate): the text-direction correction. */
  turn: number;
  /** Degrees an OCR'd page image was turned anticlockwise about its centre to level tilted lines (see ocr/deskew.ts). */
  deskew?: number;
}

export interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export interface PageGeometry {
  /** pdf.js viewport transform at scale 1 (includes /Rotate and the y flip). */
  viewportTransform: number[];
  width: number;
  height: number;
  /** The page's /Rotate in degrees. */
  pageRotation: number;
}

type Matrix = [number, number, number, number, number, number];

function multiply(m1: number[], m2: number[]): Matrix {
  const [a1 = 0, b1 = 0, c1 = 0, d1 = 0, e1 = 0, f1 = 0] = m1;
  const [a2 = 0, b2 = 0, c2 = 0, d2 = 0, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

interface OrientedItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** Text direction in the viewport (y down), quantised to 0, 90, 180 or 270 degrees clockwise. */
  direction: number;
}

export function positionFragments(items: RawTextItem[], geometry: PageGeometry): PositionedText {
  // pdf.js fills gaps with space items; only inked text carries a position worth keeping.
  const oriented = items.filter((item) => item.str.trim().length > 0).map((item) => orient(item, geometry));
  const direction = dominantDirection(oriented);
  const upright = oriented.filter((item) => item.direction === direction);
  const turned = direction === 90 || direction === 270;
  const width = turned ? geometry.height : geometry.width;
  const height = turned ? geometry.width : geometry.height;
  const fragments = upright.map((item) => {
    const [x, baseline] = turnUpright(item.x, item.y, direction, geometry);
    return { text: item.text, x, baseline, width: item.width, size: item.size };
  });
  const correction = (360 - direction) % 360;
  return { fragments, width, height, rotation: (geometry.pageRotation + correction) % 360, turn: correction };
}

function orient(item: RawTextItem, geometry: PageGeometry): OrientedItem {
  const m = multiply(geometry.viewportTransform, item.transform);
  const angle = (Math.atan2(m[1], m[0]) * 180) / Math.PI;
  const direction = (((Math.round(angle / 90) * 90) % 360) + 360) % 360;
  const size = Math.hypot(m[2], m[3]) || item.height;
  return { text: item.str, x: m[4], y: m[5], width: Math.abs(item.width), size, direction };
}

function dominantDirection(items: OrientedItem[]): number {
  const weight = new Map<number, number>();
  for (const item of items) weight.set(item.direction, (weight.get(item.direction) ?? 0) + item.text.length);
  let best = 0;
  let bestWeight = -1;
  for (const [direction, total] of weight) {
    if (total > bestWeight) [best, bestWeight] = [direction, total];
  }
  return best;
}

/** Rotates a viewport point so that text running in `direction` runs left to right. */
function turnUpright(x: number, y: number, direction: number, page: PageGeometry): [number, number] {
  switch (direction) {
    case 90:
      return [y, page.width - x];
    case 180:
      return [page.width - x, page.height - y];
    case 270:
      return [page.height - y, x];
    default:
      return [x, y];
  }
}
