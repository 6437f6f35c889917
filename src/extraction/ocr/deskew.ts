/**
 * Straightens a scanned page tilted by a few degrees. Tesseract's layout analysis copes with about
 * one degree; at two degrees it starts to break lines of ruled forms apart and at four it loses most
 * of a page (measured on generated and corpus scans). The tilt is found by projection profiles: the
 * dark pixels, projected along a trial angle, pile up into sharp peaks (the text lines) when the angle
 * matches the lines and smear out otherwise.
 */
import type { GreyImage } from './inverted-bands.js';

/** Tilts up to this many degrees either way are looked for (more is a page fed sideways, for OSD). */
const MAX_DEGREES = 8;
/**
 * Smaller tilts are left alone (straightening resamples the page). Tesseract reads a page tilted by
 * a degree, but reports each line's baseline along the tilt, so across a wide form a label and its
 * value drift apart by more than reading order tolerates and land on different lines.
 */
export const MIN_SKEW_DEGREES = 0.3;
/** The profile at the found angle must be this much sharper than unturned (pages without text lines are left alone). */
const MIN_SHARPENING = 1.05;
/** Fewer dark samples than this: too little text to judge. */
const MIN_SAMPLES = 2000;
/** Darker than the paper by this much counts as ink for the profile. */
const INK_BELOW_PAPER = 40;
/** Page margins left out of the profile (dark scanner borders, punched holes). */
const MARGIN_SHARE = 0.05;

export interface Skew {
  /** Clockwise tilt of the text lines in degrees (turn the page this much anticlockwise to straighten it). */
  degrees: number;
  /** Profile sharpness at that angle over the unturned one (1 when no angle does better). */
  sharpening: number;
}

export function estimateSkew(image: GreyImage, dpi: number): Skew {
  const samples = darkSamples(image, dpi);
  if (samples.count < MIN_SAMPLES) return { degrees: 0, sharpening: 1 };
  // One bin per sampled row: finer bins would favour the unturned angle, at which only every
  // step-th bin receives samples.
  const binHeight = samples.step;
  const bins = new Float64Array(Math.ceil((image.height + image.width) / binHeight) + 2);
  const offset = image.width / 2 / binHeight + 1;
  const sharpness = (degrees: number): number => {
    bins.fill(0);
    const slope = Math.tan((degrees * Math.PI) / 180);
    for (let index = 0; index < samples.count; index += 1) {
      const x = samples.xs[index] ?? 0;
      const y = samples.ys[index] ?? 0;
      const bin = Math.floor((y - x * slope) / binHeight + offset);
      bins[bin] = (bins[bin] ?? 0) + 1;
    }
    let sum = 0;
    for (const count of bins) sum += count * count;
    return sum;
  };
  const unturned = sharpness(0);
  let best = { degrees: 0, score: unturned };
  const search = (from: number, to: number, step: number): void => {
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const score = sharpness(degrees);
      if (score > best.score) best = { degrees, score };
    }
  };
  search(-MAX_DEGREES, MAX_DEGREES, 0.5);
  const coarse = best.degrees;
  search(coarse - 0.5, coarse + 0.5, 0.1);
  const medium = best.degrees;
  search(medium - 0.1, medium + 0.1, 0.025);
  return { degrees: Math.round(best.degrees * 1000) / 1000, sharpening: best.score / Math.max(1, unturned) };
}

/** Whether the page is worth straightening. */
export function needsDeskew(skew: Skew): boolean {
  return Math.abs(skew.degrees) >= MIN_SKEW_DEGREES && skew.sharpening >= MIN_SHARPENING;
}

/**
 * The page turned `degrees` anticlockwise about its centre (bilinear), same size; what comes in
 * from beyond the edges is paper-white.
 */
export function rotateImage(image: GreyImage, degrees: number): GreyImage {
  const { luminance, width, height } = image;
  const rotated = new Uint8Array(width * height);
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const centreX = width / 2;
  const centreY = height / 2;
  for (let y = 0; y < height; y += 1) {
    // The source of output pixel (x, y) is the output point turned back clockwise by `degrees`.
    const dy = y - centreY;
    let sourceX = -centreX * cos - dy * sin + centreX;
    let sourceY = -centreX * sin + dy * cos + centreY;
    const row = y * width;
    for (let x = 0; x < width; x += 1, sourceX += cos, sourceY += sin) {
      const left = Math.floor(sourceX);
      const top = Math.floor(sourceY);
      if (left < 0 || top < 0 || left >= width - 1 || top >= height - 1) {
        rotated[row + x] = 255;
        continue;
      }
      const fx = sourceX - left;
      const fy = sourceY - top;
      const at = top * width + left;
      const upper = (luminance[at] ?? 255) * (1 - fx) + (luminance[at + 1] ?? 255) * fx;
      const lower = (luminance[at + width] ?? 255) * (1 - fx) + (luminance[at + width + 1] ?? 255) * fx;
      rotated[row + x] = upper * (1 - fy) + lower * fy;
    }
  }
  return { luminance: rotated, width, height };
}

/** Ink pixels on a coarse grid (about 75 per inch), x measured from the page's centre line. */
function darkSamples(
  image: GreyImage,
  dpi: number,
): { xs: Float32Array; ys: Float32Array; count: number; step: number } {
  const { luminance, width, height } = image;
  const step = Math.max(1, Math.round(dpi / 75));
  const histogram = new Uint32Array(256);
  for (let index = 0; index < luminance.length; index += step * 7) {
    const value = luminance[index] ?? 0;
    histogram[value] = (histogram[value] ?? 0) + 1;
  }
  const paper = histogram.indexOf(Math.max(...histogram));
  const inkBelow = paper - INK_BELOW_PAPER;
  const capacity = Math.ceil(width / step) * Math.ceil(height / step);
  const xs = new Float32Array(capacity);
  const ys = new Float32Array(capacity);
  let count = 0;
  const left = Math.floor(width * MARGIN_SHARE);
  const right = Math.ceil(width * (1 - MARGIN_SHARE));
  for (let y = Math.floor(height * MARGIN_SHARE); y < height * (1 - MARGIN_SHARE); y += step) {
    const row = y * width;
    for (let x = left; x < right; x += step) {
      if ((luminance[row + x] ?? 255) >= inkBelow) continue;
      xs[count] = x - width / 2;
      ys[count] = y;
      count += 1;
    }
  }
  return { xs, ys, count, step };
}
