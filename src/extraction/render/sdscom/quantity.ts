import type { XmlTree } from './xml-tree.js';

/** Strictness of a printed bound: `<` / `>` exclusive, `≤` / `≥` (or `<=`) inclusive, unknown otherwise. */
function symbols(printed: string | null | undefined): { upper?: 'lt' | 'le'; lower?: 'gt' | 'ge' } {
  const text = printed ?? '';
  return {
    upper: /≤|<=|=</.test(text) ? 'le' : /</.test(text) ? 'lt' : undefined,
    lower: /≥|>=|=>/.test(text) ? 'ge' : />/.test(text) ? 'gt' : undefined,
  };
}

/**
 * eSDScom `NumericRangeWithQualifier`: an exact value, or a range whose open bound is left out.
 * Undefined when neither bound is known.
 */
export function numericRange(
  min: number | null,
  max: number | null,
  printed?: string | null,
): XmlTree | undefined {
  if (min === null && max === null) return undefined;
  if (min !== null && min === max) return { ExactValue: min };
  const bound = symbols(printed);
  return {
    UpperValueSymbol: max !== null ? bound.upper : undefined,
    UpperValue: max ?? undefined,
    LowerValueSymbol: min !== null ? bound.lower : undefined,
    LowerValue: min ?? undefined,
  };
}

/** eSDScom `NumericRangeWithUnitAndQualifier` with a single value. */
export function valueWithUnit(value: number, unit: string): XmlTree {
  return { ExactValue: value, Unit: unit };
}
