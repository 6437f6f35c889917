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
 * A box on the upright page mapped to the displayed page, which was turned `turn` degrees clockwise,
 * and clipped to that page (text may be drawn past its edges).
 */
export function displayedBox(box: LineBox, upright: PageSize, turn: number): LineBox {
  const page = displayedSize(upright, turn);
  const corners = [
    toDisplayed(box.x, box.y, upright, turn),
    toDisplayed(box.x + box.width, box.y + box.height, upright, turn),
  ];
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
