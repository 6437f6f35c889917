/**
 * Headings printed light on a dark bar (white section titles in grey or black bands) are lost by
 * OCR: tesseract's page layout takes the bar for a picture. Such bands are found on the upright
 * page image and redrawn as dark text on white before recognition.
 *
 * A band is a run of rows in which some stretch of at least a quarter of the page width is mostly
 * covered (not background), between about 1.5 and 13 mm high, whose inside holds light strokes
 * and fewer dark ones (dark text on a tinted table header is left alone).
 */

export interface GreyImage {
  /** One luminance byte per pixel, row by row. */
  luminance: Uint8Array;
  width: number;
  height: number;
}

export interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Pixels lighter than this inside the band are the text. */
  threshold: number;
}

type Span = Omit<Band, 'threshold'>;

/** Within this of the page's most frequent luminance is paper (scans are not pure white). */
const PAPER_MARGIN = 25;
/** A row crosses a bar where a quarter of the page width is this much covered (light text leaves holes). */
const MIN_ROW_COVERED_SHARE = 0.45;
/** The bar's rectangle as a whole is this much covered (text lines are far less). */
const MIN_BAND_COVERED_SHARE = 0.6;
const MIN_SPAN_SHARE = 0.25;
const MIN_BAND_INCHES = 0.06;
const MAX_BAND_INCHES = 0.5;
const MIN_COLUMN_COVERED_SHARE = 0.25;
const MAX_GAP_HEIGHTS = 0.2;
/** Light strokes (the text) cover at least this share of the band; strokes darker than the bar at most the other. */
const MIN_LIGHT_SHARE = 0.03;
const MAX_DARK_SHARE = 0.05;
const SOLID_COLUMN_FILL = 0.8;
const MIN_SOLID_COLUMN_SHARE = 0.3;
/** Strokes this much darker than the bar are dark text on a tint. */
const DARKER_THAN_BAR = 60;

export function findInvertedBands(image: GreyImage, dpi: number): Band[] {
  const covered = coveredMask(image);
  const window = Math.max(1, Math.round(image.width * MIN_SPAN_SHARE));
  const barRows = Array.from(
    { length: image.height },
    (_, y) => densestWindowShare(covered, image.width, y, window) >= MIN_ROW_COVERED_SHARE,
  );
  const bands: Band[] = [];
  let top = -1;
  for (let y = 0; y <= image.height; y += 1) {
    if (y < image.height && barRows[y]) {
      if (top < 0) top = y;
      continue;
    }
    if (top >= 0) {
      const height = y - top;
      if (height >= MIN_BAND_INCHES * dpi && height <= MAX_BAND_INCHES * dpi) {
        const band = horizontalSpan(covered, image.width, top, y, window);
        const threshold = band ? lightThreshold(image, band, covered) : 0;
        if (band && holdsLightText(image, covered, band, threshold)) bands.push({ ...band, threshold });
      }
      top = -1;
    }
  }
  return bands;
}

/**
 * Redraws each band as black text on white: pixels lighter than the bar become ink, except the
 * bar's blurred rim, which is as light as the letters but joins the paper outside the band (left as
 * ink it frames the heading with dashes and strokes that OCR reads as characters: "‘8", "— 6").
 */
export function whitenBands(image: GreyImage, bands: Band[]): void {
  for (const band of bands) {
    const rim = rimPixels(image, band);
    const width = band.right - band.left;
    for (let y = band.top; y < band.bottom; y += 1) {
      const row = y * image.width;
      for (let x = band.left; x < band.right; x += 1) {
        const light = (image.luminance[row + x] ?? 0) > band.threshold;
        image.luminance[row + x] = light && !rim[(y - band.top) * width + x - band.left] ? 0 : 255;
      }
    }
  }
}

/** A rim this deep, in band heights, at most (the blur of a scanned bar's edge). */
const MAX_RIM_HEIGHTS = 0.1;

/**
 * The band's light pixels reached from its edge, where the paper outside continues inwards, within
 * a short distance: 1 for the rim, per pixel of the band.
 */
function rimPixels(image: GreyImage, band: Band): Uint8Array {
  const width = band.right - band.left;
  const height = band.bottom - band.top;
  const rim = new Uint8Array(width * height);
  const isLight = (x: number, y: number): boolean =>
    x < 0 ||
    y < 0 ||
    x >= image.width ||
    y >= image.height ||
    (image.luminance[y * image.width + x] ?? 0) > band.threshold;
  let frontier: number[] = [];
  const reach = (x: number, y: number, outsideX: number, outsideY: number): void => {
    const index = (y - band.top) * width + x - band.left;
    if (rim[index] || !isLight(x, y) || !isLight(outsideX, outsideY)) return;
    rim[index] = 1;
    frontier.push(index);
  };
  for (let x = band.left; x < band.right; x += 1) {
    reach(x, band.top, x, band.top - 1);
    reach(x, band.bottom - 1, x, band.bottom);
  }
  for (let y = band.top; y < band.bottom; y += 1) {
    reach(band.left, y, band.left - 1, y);
    reach(band.right - 1, y, band.right, y);
  }
  const depth = Math.max(1, Math.round(height * MAX_RIM_HEIGHTS));
  for (let step = 1; step < depth && frontier.length > 0; step += 1) {
    const current = frontier;
    frontier = [];
    for (const index of current) {
      const x = band.left + (index % width);
      const y = band.top + Math.floor(index / width);
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ] as const) {
        if (nx >= band.left && nx < band.right && ny >= band.top && ny < band.bottom) reach(nx, ny, x, y);
      }
    }
  }
  return rim;
}

/** 1 where a pixel is darker than the paper. */
function coveredMask(image: GreyImage): Uint8Array {
  const { luminance } = image;
  const histogram = new Uint32Array(256);
  for (let index = 0; index < luminance.length; index += 1) {
    const value = luminance[index] ?? 0;
    histogram[value] = (histogram[value] ?? 0) + 1;
  }
  const paper = histogram.indexOf(Math.max(...histogram));
  const coveredBelow = paper - PAPER_MARGIN;
  const mask = new Uint8Array(luminance.length);
  for (let index = 0; index < luminance.length; index += 1)
    mask[index] = (luminance[index] ?? 255) < coveredBelow ? 1 : 0;
  return mask;
}

function densestWindowShare(covered: Uint8Array, width: number, y: number, window: number): number {
  const row = y * width;
  let count = 0;
  for (let x = 0; x < window; x += 1) count += covered[row + x] ?? 0;
  let best = count;
  for (let x = window; x < width; x += 1) {
    count += (covered[row + x] ?? 0) - (covered[row + x - window] ?? 0);
    if (count > best) best = count;
  }
  return best / window;
}

/**
 * The widest run of columns mostly covered over the band's rows, if it spans the minimum width.
 * A column belongs to the bar when a quarter of it is covered (light letters leave the rest), and
 * a few columns without (a letter's stem) do not end it; the white beside the bar's ends does.
 */
function horizontalSpan(
  covered: Uint8Array,
  width: number,
  top: number,
  bottom: number,
  minWidth: number,
): Span | undefined {
  const height = bottom - top;
  let best: Span | undefined;
  let left = -1;
  let lastCovered = -1;
  const close = (): void => {
    const right = lastCovered + 1;
    if (left >= 0 && right - left >= minWidth && (!best || right - left > best.right - best.left)) {
      best = { top, bottom, left, right };
    }
  };
  for (let x = 0; x < width; x += 1) {
    let count = 0;
    for (let y = top; y < bottom; y += 1) count += covered[y * width + x] ?? 0;
    if (count < height * MIN_COLUMN_COVERED_SHARE) continue;
    if (left < 0 || x - lastCovered > height * MAX_GAP_HEIGHTS) {
      close();
      left = x;
    }
    lastCovered = x;
  }
  close();
  return best;
}

/** Midway between the bar's median luminance and white. */
function lightThreshold(image: GreyImage, band: Span, covered: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  let total = 0;
  for (let y = band.top; y < band.bottom; y += 1) {
    for (let x = band.left; x < band.right; x += 1) {
      const index = y * image.width + x;
      if (!covered[index]) continue;
      const value = image.luminance[index] ?? 255;
      histogram[value] = (histogram[value] ?? 0) + 1;
      total += 1;
    }
  }
  let seen = 0;
  let median = 0;
  while (median < 255 && seen + (histogram[median] ?? 0) < total / 2) seen += histogram[median++] ?? 0;
  return (median + 255) / 2;
}

/** The band is mostly solid bar and holds light strokes, hardly any strokes darker than the bar. */
function holdsLightText(image: GreyImage, covered: Uint8Array, band: Span, threshold: number): boolean {
  const barLevel = 2 * threshold - 255;
  let coveredCount = 0;
  let light = 0;
  let dark = 0;
  for (let y = band.top; y < band.bottom; y += 1) {
    for (let x = band.left; x < band.right; x += 1) {
      const index = y * image.width + x;
      const value = image.luminance[index] ?? 255;
      coveredCount += covered[index] ?? 0;
      if (value > threshold) light += 1;
      else if (value < barLevel - DARKER_THAN_BAR) dark += 1;
    }
  }
  const area = (band.bottom - band.top) * (band.right - band.left);
  return (
    coveredCount >= MIN_BAND_COVERED_SHARE * area &&
    light >= MIN_LIGHT_SHARE * area &&
    dark <= MAX_DARK_SHARE * area &&
    solidColumnShare(covered, image.width, band) >= MIN_SOLID_COLUMN_SHARE
  );
}

/**
 * Share of the band's columns covered from top to bottom: between and around light letters a bar
 * is solid, while rows of bold dark letters (dense enough to look like a bar) are solid only along
 * their stems.
 */
function solidColumnShare(covered: Uint8Array, width: number, band: Span): number {
  const height = band.bottom - band.top;
  let solid = 0;
  for (let x = band.left; x < band.right; x += 1) {
    let count = 0;
    for (let y = band.top; y < band.bottom; y += 1) count += covered[y * width + x] ?? 0;
    if (count >= SOLID_COLUMN_FILL * height) solid += 1;
  }
  return solid / (band.right - band.left);
}
