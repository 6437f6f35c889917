/**
 * The clean-up of a rendered page before recognition, in the order each step needs: straightened
 * first (band finding and the background's blocks assume level lines), then light-on-dark headings
 * redrawn dark on white, then paper and ink evened out.
 */
import { normaliseBackground } from './background.js';
import { estimateSkew, needsDeskew, rotateImage } from './deskew.js';
import { removeHalftoneDots } from './halftone.js';
import { findInvertedBands, whitenBands, type GreyImage } from './inverted-bands.js';

/** Cleans `image` in place; returns the tilt in degrees it was straightened by (0 when left as it was). */
export function cleanUpPage(image: GreyImage, dpi: number): number {
  removeHalftoneDots(image, dpi);
  const skew = estimateSkew(image, dpi);
  const straightened = needsDeskew(skew) ? skew.degrees : 0;
  if (straightened) image.luminance.set(rotateImage(image, straightened).luminance);
  whitenBands(image, findInvertedBands(image, dpi));
  normaliseBackground(image, dpi);
  return straightened;
}
