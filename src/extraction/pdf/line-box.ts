/**
 * Where a line stands on its page. Reading works on the upright page (the page's /Rotate applied,
 * then turned so that its text reads left to right); boxes are reported on the page as a PDF viewer
 * displays it (only /Rotate applied), so the turn is undone here.
 */

/** A rectangle in PDF points, origin at the top-left corner, y growing downwards. */
export interface LineBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageSize {
  width: number;
  height: number;
}

/** The size of the page as displayed, from the upright page and the clockwise turn applied to it. */
export function displayedSize(upright: PageSize, turn: number): PageSize {
  return turn === 90 || turn === 270 ? { width: upright.height, height: upright.width } : upright;
}

/**
 * A box on the upright page mapped to the displayed page, which was turned `turn` degrees clockwise
 * (and, for a straightened scan, `deskew` degrees anticlockwise about its centre before that), and
 * clipped to that page (text may be drawn past its edges).
 */
export function displayedBox(box: LineBox, upright: PageSize, turn: number, deskew = 0): LineBox {
  const page = displayedSize(upright, turn);
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ].map(([u = 0, v = 0]) => toDisplayed(...untilted(u, v, upright, deskew), upright, turn));
  const clip = (value: number, limit: number): number => Math.max(0, Math.min(limit, value));
  const xs = corners.map(([x]) => clip(x, page.width));
  const ys = corners.map(([, y]) => clip(y, page.height));
  return rounded({
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  });
}

/** A point of the straightened page image on the page as scanned (the straightening undone). */
function untilted(u: number, v: number, upright: PageSize, deskew: number): [number, number] {
  if (!deskew) return [u, v];
  const radians = (deskew * Math.PI) / 180;
  const dx = u - upright.width / 2;
  const dy = v - upright.height / 2;
  return [
    dx * Math.cos(radians) - dy * Math.sin(radians) + upright.width / 2,
    dx * Math.sin(radians) + dy * Math.cos(radians) + upright.height / 2,
  ];
}

function toDisplayed(u: number, v: number, upright: PageSize, turn: number): [number, number] {
  switch (turn) {
    case 90:
      return [v, upright.width - u];
    case 180:
      return [upright.width - u, upright.height - v];
    case 270:
      return [upright.height - v, u];
    default:
      return [u, v];
  }
}

/** Tenths of a point: finer than any screen shows, and short in the JSON. */
function rounded(box: LineBox): LineBox {
  const round = (value: number): number => Math.round(value * 10) / 10;
  return { x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) };
}
