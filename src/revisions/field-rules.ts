/**
 * What the diff compares, field by field: how a value compares (its comparable form; null is no
 * value) and how much a change to it matters. Fields not named here (document facts, printed texts
 * of values that compare by number, evidence) are no change.
 */
import type { LayoutA } from '../extraction/schema/index.js';
import { comparableCode, comparablePhone, comparableText, lettersAndDigits } from './comparable.js';
import type { Significance } from './change.js';
import { crossesClassificationThreshold, percentRange } from './concentration-thresholds.js';

/** A value's comparable form: equal forms are the same value however they were printed. */
export type Comparable = (value: unknown) => string | null;

export interface FieldRule {
  field: string;
  comparable: Comparable;
  /** Fixed, or decided by the two values (a concentration matters when it crosses a threshold). */
  significance: Significance | ((before: unknown, after: unknown) => Significance);
}

/** A list whose elements are named by a key: each element added, removed, or its fields changed. */
export interface KeyedListRule {
  list: string;
  keyOf: (element: Record<string, unknown>) => string;
  /** A whole element added or removed. */
  significance: Significance;
  fields: FieldRule[];
}

/** A list of codes or names: each element added or removed; the order is no change. */
export interface SetRule {
  list: string;
  comparable: Comparable;
  significance: Significance;
}

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const text: Comparable = (value) => comparableText(asText(value));
const code: Comparable = (value) => comparableCode(asText(value));
const phone: Comparable = (value) => comparablePhone(asText(value));
const exact: Comparable = (value) => (value === null || value === undefined ? null : String(value));
/** A classification ("Flam. Liq. 2") by its letters and digits, whatever its spacing and dots. */
const classification: Comparable = (value) => lettersAndDigits(asText(value)) || null;

/** A measured value by its bounds and unit, never by how it was printed. */
const quantity: Comparable = (value) => {
  const { value: single, min, max, unit } = value as LayoutA['physical_chemical_properties']['ph'];
  if (single === null && min === null && max === null) return null;
  return JSON.stringify([min ?? single, max ?? single, comparableCode(unit)?.toLowerCase() ?? null]);
};

type Concentration = LayoutA['composition']['components'][number]['concentration'];
const concentration: Comparable = (value) => {
  const range = percentRange(value as Concentration);
  return range === undefined ? null : JSON.stringify([range.lower, range.upper]);
};

/** A list compared as a set of its elements' comparable forms. */
const setOf =
  (element: Comparable): Comparable =>
  (value) => {
    const elements = (value as unknown[]).map(element).filter((form) => form !== null);
    return elements.length === 0 ? null : JSON.stringify([...new Set(elements)].sort());
  };

const field = (name: string, comparable: Comparable, significance: FieldRule['significance']): FieldRule => ({
  field: name,
  comparable,
  significance,
});

/** Keys of elements that name a substance: CAS number, else EC number, else name. */
function substanceKey(element: Record<string, unknown>): string {
  return (
    comparableCode(asText(element.cas_number)) ??
    comparableCode(asText(element.ec_number)) ??
    lettersAndDigits(asText(element.name) ?? asText(element.substance))
  );
}

const EDITORIAL: Significance = 'editorial';
const REGULATORY: Significance = 'regulatory';

export const SCALAR_RULES: readonly FieldRule[] = [
  ...['product_name', 'recommended_use', 'restrictions_on_use', 'supplier_name', 'supplier_address']
    .concat('supplier_email')
    .map((name) => field(`product_identification.${name}`, text, EDITORIAL)),
  field('product_identification.product_code', code, EDITORIAL),
  field('product_identification.ufi', code, EDITORIAL),
  field('product_identification.supplier_phone', phone, EDITORIAL),
  field('product_identification.emergency_phone', phone, EDITORIAL),
  field('hazards_identification.signal_word', exact, REGULATORY),
  field('composition.type', exact, EDITORIAL),
  ...['eye_protection', 'hand_protection', 'skin_protection', 'respiratory_protection'].map((name) =>
    field(`exposure_controls_ppe.ppe_details.${name}`, text, EDITORIAL),
  ),
  field('physical_chemical_properties.physical_state', exact, EDITORIAL),
  field('physical_chemical_properties.color', text, EDITORIAL),
  field('physical_chemical_properties.odor', text, EDITORIAL),
  field('physical_chemical_properties.flash_point_c', exact, REGULATORY),
  field('physical_chemical_properties.boiling_point_c', exact, EDITORIAL),
  field('physical_chemical_properties.melting_point_c', exact, EDITORIAL),
  ...['ph', 'density', 'vapor_pressure'].map((name) =>
    field(`physical_chemical_properties.${name}`, quantity, EDITORIAL),
  ),
  field('transport_information.regulated', exact, REGULATORY),
  field('transport_information.un_number', code, REGULATORY),
  field('transport_information.proper_shipping_name', text, REGULATORY),
  field('transport_information.transport_hazard_class', code, REGULATORY),
  field('transport_information.packing_group', exact, REGULATORY),
  field('transport_information.marine_pollutant', exact, REGULATORY),
  ...['revision_date', 'issue_date', 'supersedes_date'].map((name) =>
    field(`revision_metadata.${name}`, exact, EDITORIAL),
  ),
  field('revision_metadata.version', text, EDITORIAL),
];

export const SET_RULES: readonly SetRule[] = [
  { list: 'hazards_identification.ghs_classification', comparable: classification, significance: REGULATORY },
  ...['h_statements', 'euh_statements', 'p_statements', 'pictograms'].map((name) => ({
    list: `hazards_identification.${name}`,
    comparable: code,
    significance: REGULATORY,
  })),
  { list: 'exposure_controls_ppe.ppe', comparable: exact, significance: EDITORIAL },
];

export const KEYED_LIST_RULES: readonly KeyedListRule[] = [
  {
    list: 'composition.components',
    keyOf: substanceKey,
    significance: REGULATORY,
    fields: [
      field('name', text, EDITORIAL),
      field('ec_number', code, EDITORIAL),
      field('concentration', concentration, (before, after) =>
        crossesClassificationThreshold(before as Concentration, after as Concentration)
          ? REGULATORY
          : EDITORIAL,
      ),
      field('classification', setOf(classification), REGULATORY),
    ],
  },
  {
    list: 'exposure_controls_ppe.occupational_exposure_limits',
    keyOf: (limit) =>
      [substanceKey(limit), limit.list, limit.country, limit.kind, comparableCode(asText(limit.unit))].join(
        '/',
      ),
    significance: REGULATORY,
    fields: [field('value', exact, REGULATORY), field('source', text, EDITORIAL)],
  },
  {
    list: 'toxicological_information.acute_toxicity',
    keyOf: (value) =>
      [value.subject === 'product' ? 'product' : substanceKey(value), value.route, value.endpoint].join('/'),
    significance: EDITORIAL,
    fields: [
      field('value', exact, EDITORIAL),
      field('unit', code, EDITORIAL),
      field('species', text, EDITORIAL),
    ],
  },
  {
    list: 'transport_information.modes',
    keyOf: (mode) => String(mode.mode),
    significance: REGULATORY,
    fields: [
      field('un_number', code, REGULATORY),
      field('proper_shipping_name', text, REGULATORY),
      field('transport_hazard_class', code, REGULATORY),
      field('packing_group', exact, REGULATORY),
    ],
  },
];
