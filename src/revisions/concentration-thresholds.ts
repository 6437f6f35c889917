/**
 * Whether a component's concentration range moved across a concentration that decides
 * classification: the generic cut-off values and concentration limits of CLP Annex I (0.1 % for
 * CMR substances and sensitisers, 1 %, 3 %, 10 %, 20 % and 25 % for the additivity and the
 * irritation, STOT and aquatic limits, 0.3 % and 5 % for the specific limits printed most).
 */
import type { LayoutA } from '../extraction/schema/index.js';

type Concentration = LayoutA['composition']['components'][number]['concentration'];

export const CLASSIFICATION_THRESHOLDS_PERCENT = [0.1, 0.3, 1, 3, 5, 10, 20, 25] as const;

type Side = 'below' | 'above' | 'across';

interface PercentRange {
  lower: number;
  upper: number;
}

/**
 * The range in percent ("< 0.1 %" is 0 to 0.1, "≥ 90 %" is 90 to 100); undefined when no bound was
 * read or the unit is not a mass fraction.
 */
export function percentRange(concentration: Concentration): PercentRange | undefined {
  const { min, max } = concentration;
  if (min === null && max === null) return undefined;
  const unit = (concentration.unit ?? '%').replace(/\s+/gu, '').toLowerCase();
  const scale = unit === 'ppm' || unit === 'mg/kg' ? 1e-4 : unit.includes('%') ? 1 : undefined;
  if (scale === undefined) return undefined;
  return { lower: min === null ? 0 : min * scale, upper: max === null ? 100 : max * scale };
}

/** A concentration at the threshold counts as reaching it, as CLP's "≥" limits read. */
function sideOf(range: PercentRange, threshold: number): Side {
  if (range.lower >= threshold) return 'above';
  return range.upper <= threshold ? 'below' : 'across';
}

export function crossesClassificationThreshold(before: Concentration, after: Concentration): boolean {
  const earlier = percentRange(before);
  const later = percentRange(after);
  // A range that appears or disappears is a change nobody can place below every threshold.
  if (earlier === undefined || later === undefined) return earlier !== later;
  return CLASSIFICATION_THRESHOLDS_PERCENT.some(
    (threshold) => sideOf(earlier, threshold) !== sideOf(later, threshold),
  );
}
