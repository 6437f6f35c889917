import { z } from 'zod';
import { physicalStateOf } from '../fields/physical-state.js';
import type { LayoutA } from './layout-a.js';
import { fromLayoutA2026, layoutA2026Schema, toLayoutA2026 } from './layout-a-2026-11.js';

/**
 * Schema 2025-06: schema 2026-11 as it was before `physical_state` became one of five words. Here
 * `physical_state` is the state as printed, and there is no `physical_state_text`.
 */
const currentProperties = layoutA2026Schema.shape.physical_chemical_properties;
export const layoutA2025Schema = layoutA2026Schema.extend({
  schema_version: z.literal('2025-06'),
  physical_chemical_properties: currentProperties
    .omit({ physical_state_text: true })
    .extend({ physical_state: z.string().nullable() }),
});

export type LayoutA2025 = z.infer<typeof layoutA2025Schema>;

export function toLayoutA2025(record: LayoutA): LayoutA2025 {
  const older = toLayoutA2026(record);
  const { physical_state_text: printed, ...properties } = older.physical_chemical_properties;
  return {
    ...older,
    schema_version: '2025-06',
    physical_chemical_properties: { ...properties, physical_state: printed ?? properties.physical_state },
  };
}

/** A stored 2025-06 record in the current shape: the printed state read again as one of the five words. */
export function fromLayoutA2025(record: LayoutA2025): LayoutA {
  const printed = record.physical_chemical_properties.physical_state;
  return fromLayoutA2026({
    ...record,
    schema_version: '2026-11',
    physical_chemical_properties: {
      ...record.physical_chemical_properties,
      physical_state: printed === null ? null : physicalStateOf(printed),
      physical_state_text: printed,
    },
  });
}
