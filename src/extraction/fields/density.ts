import type { ExtractionContext } from '../context.js';
import { fieldLabels, matchedWords, matchedWordsPattern } from '../languages/index.js';
import type { Quantity } from '../schema/index.js';
import { fold, type SourceLine } from '../text.js';
import { numericValues, type NumericValue } from './numbers.js';
import { propertyRows } from './property-rows.js';

/**
 * Density of section 9 (Regulation (EU) 2020/878, Annex II, 9.1 (m) "Density and/or relative
 * density") in g/cm³: kg/m³ and g/l divided by 1000, lb/gal (US) × 0.1198, lb/ft³ × 0.016018; a
 * relative density against water is the same number. A density relative to air, a vapour density and a
 * gas's own density (below 0.05 g/cm³) are not the product's density; a bulk density only counts when
 * nothing else is printed. The labels are the language modules' `fieldLabels` ('density', 'bulkDensity').
 */
const DENSITY_LABELS = longestFirst(fieldLabels('density'));
/** "Bulk density" in every language: read only when no other density is printed. */
const BULK_LABELS = longestFirst(fieldLabels('bulkDensity'));

/**
 * The language modules' labels (folded), longest first: a row takes the first label its cell starts
 * with, so "densité relative" is read whole rather than as "densité" (the order the list held here had).
 */
function longestFirst(labels: readonly string[]): string[] {
  return [...labels].sort((a, b) => b.length - a.length);
}

/**
 * "(air = 1)" in any language (the language modules' `matchedWords` 'airReference', an ending allowed:
 * "powietrza = 1"), or a phrase that says "relative to air" alone ('relativeToAir', "по воздуху"):
 * a gas or vapour density relative to air.
 */
const RELATIVE_TO_AIR = new RegExp(
  String.raw`(?:${matchedWordsPattern(matchedWords('airReference'))})\p{L}*\s*=\s*1|` +
    matchedWordsPattern(matchedWords('relativeToAir')),
  'u',
);
/** A vapour density's label ("Vapour density", "Dampfdichte", "hustota par"): `matchedWords` 'vapour'. */
const VAPOUR = new RegExp(matchedWordsPattern(matchedWords('vapour')), 'u');

/**
 * The reference of a relative density, "(water = 1)" / "(H2O = 1.0)" / "(H2 O=1": not a value. The
 * word for water is the modules' `matchedWords` 'waterReference'.
 */
const WATER_REFERENCE = new RegExp(
  String.raw`\(?\s*(?:${matchedWordsPattern(matchedWords('waterReference'))}|h\s?2\s?o|h20)\s*=\s*1(?:[.,]0+)?\s*\)?`,
  'gu',
);

/** g/cm³ per printed unit; a value without a unit is a relative density (water = 1). */
const UNITS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:g|gm|gr)\s*[/.]?\s*(?:cm\s*\^?\s*-?3|cc|ml)|^g\s*\/\s*cm\b|^kg\s*\/\s*(?:l|dm\s*3|lit)/, 1],
  [/^kg\s*[/.]?\s*m\s*\^?\s*-?3|^kg\s*\/\s*cu|^g\s*\/\s*(?:l\b|dm\s*3|lit)/, 0.001],
  [/^lbs?\s*\/\s*(?:us\s*)?gal/, 0.1198],
  [/^lbs?\s*\/\s*(?:ft\s*3|cu)/, 0.016018],
];
/** Units of other quantities: the number is not a density. */
const OTHER_UNIT =
  /^(?:%|[°º˚ᵒ]|℃|[cf](?![a-z])|k?pa\b|hpa|mpa|bar|mbar|psi|mm|mg|ppm|cst|cp|mpa|s\b|min\b|h\b)/;

interface Density {
  value: number;
  upper: number | null;
  relative: boolean;
}

function asDensity(number: NumericValue): Density | undefined {
  if (number.bound || number.min === null || number.max === null) return undefined;
  const unit = UNITS.find(([pattern]) => pattern.test(number.after));
  if (!unit && OTHER_UNIT.test(number.after)) return undefined;
  let factor = unit?.[1] ?? 1;
  // "1,000 kg/m³": a thousands comma, not one kilogram per cubic metre.
  if (factor === 0.001 && number.min < 50) factor = 1;
  const round = (value: number) => Math.round(value * factor * 10000) / 10000;
  const value = round(number.min);
  const upper = number.max === number.min ? null : round(number.max);
  // A gas's own density ("0,0061 g/cm3"): not the density the record asks for.
  if (value < 0.05 || value > 25) return undefined;
  return { value, upper, relative: !unit };
}

/** The density a labelled value prints, passing over temperatures of its condition ("at 20 °C"). */
export function parseDensity(text: string): Density | undefined {
  const folded = fold(text);
  if (RELATIVE_TO_AIR.test(folded)) return undefined;
  const cleaned = folded.replace(WATER_REFERENCE, ' ');
  for (const number of numericValues(cleaned)) {
    // "°15": a temperature printed right to left.
    if (cleaned[number.index - 1] === '°') continue;
    const density = asDensity(number);
    if (density) return density;
    // A bound ("<1000 kg/m³ (<1 g/cm³)") is no value, nor is what stands after it.
    if (number.bound) return undefined;
  }
  return undefined;
}

export function extractDensity(ctx: ExtractionContext, lines: readonly SourceLine[]): Quantity {
  let text: string | null = null;
  for (const [labels, confidence] of [
    [DENSITY_LABELS, 0.85],
    [BULK_LABELS, 0.6],
  ] as const) {
    for (const row of propertyRows(lines, labels)) {
      text ??= row.value.slice(0, 120) || null;
      if (VAPOUR.test(row.label) || RELATIVE_TO_AIR.test(row.label)) continue;
      // "Bulk density" qualifies "density": it is only read in its own, later pass.
      if (row.qualified && labels !== BULK_LABELS && BULK_LABELS.some((bulk) => row.label.includes(bulk)))
        continue;
      const density = parseDensity(row.value);
      if (!density) continue;
      ctx.note('physical_chemical_properties.density', row.line, row.weak ? 0.6 : confidence);
      return {
        value: density.value,
        min: density.value,
        max: density.upper ?? density.value,
        unit: density.relative ? null : 'g/cm³',
        text: row.value.slice(0, 120),
      };
    }
  }
  return { value: null, min: null, max: null, unit: null, text };
}
