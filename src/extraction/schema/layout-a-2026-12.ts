import { z } from 'zod';
import { screenComposition } from '../screening/index.js';
import { layoutASchema, type LayoutA } from './layout-a.js';

/**
 * Schema 2026-12: schema 2027-01 as it was before components were screened against the regulatory
 * lists. Here a component has no `regulatory` flags and the record has no `regulatory_screening`.
 */
const current = layoutASchema.shape;
const unscreenedComponentSchema = current.composition.shape.components.element.omit({ regulatory: true });

export const layoutA202612Schema = layoutASchema.omit({ regulatory_screening: true }).extend({
  schema_version: z.literal('2026-12'),
  composition: current.composition.extend({ components: z.array(unscreenedComponentSchema) }),
});

export type LayoutA202612 = z.infer<typeof layoutA202612Schema>;

export function toLayoutA202612({ regulatory_screening: _screening, ...record }: LayoutA): LayoutA202612 {
  return {
    ...record,
    schema_version: '2026-12',
    composition: {
      type: record.composition.type,
      components: record.composition.components.map(({ regulatory: _flags, ...component }) => component),
    },
  };
}

/** A stored 2026-12 record in the current shape: its components screened against the lists in force now. */
export function fromLayoutA202612(record: LayoutA202612): LayoutA {
  const screening = screenComposition(record.composition, record.hazards_identification.ghs_classification);
  return {
    ...record,
    schema_version: '2027-01',
    composition: screening.composition,
    regulatory_screening: screening.regulatory_screening,
  };
}
