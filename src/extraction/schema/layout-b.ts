import { z } from 'zod';
import { screenComposition } from '../screening/index.js';
import { layoutASchema, type LayoutA } from './layout-a.js';

/** Schema 2024-10 (Layout B): the flat legacy layout, exactly these six fields. */
export const layoutBSchema = z
  .object({
    product_name: z.string().nullable(),
    ghs_classification: z.array(z.string()),
    h_statements: z.array(z.string()),
    un_number: z
      .string()
      .regex(/^UN\d{4}$/)
      .nullable(),
    ppe: z.array(z.string()),
    revision_date: z.iso.date().nullable(),
  })
  .strict();

export type LayoutB = z.infer<typeof layoutBSchema>;

export function toLayoutB(record: LayoutA): LayoutB {
  return {
    product_name: record.product_identification.product_name,
    ghs_classification: record.hazards_identification.ghs_classification,
    h_statements: record.hazards_identification.h_statements,
    un_number: record.transport_information.un_number,
    ppe: record.exposure_controls_ppe.ppe,
    revision_date: record.revision_metadata.revision_date,
  };
}

const EMPTY_QUANTITY = { value: null, min: null, max: null, unit: null, text: null };

/** A 2024-10 (Layout B) record in the current Layout A shape: its six fields, nothing else. */
export function fromLayoutB(record: LayoutB): LayoutA {
  return layoutASchema.parse({
    schema_version: '2027-01',
    document: { language: null, page_count: 0, text_source: 'native', format: 'other', sections_found: [] },
    product_identification: {
      product_name: record.product_name,
      ...Object.fromEntries(
        ['product_code', 'recommended_use', 'restrictions_on_use', 'supplier_name', 'supplier_address']
          .concat(['supplier_phone', 'supplier_email', 'emergency_phone', 'ufi'])
          .map((key) => [key, null]),
      ),
    },
    hazards_identification: {
      ghs_classification: record.ghs_classification,
      signal_word: null,
      h_statements: record.h_statements,
      euh_statements: [],
      p_statements: [],
      pictograms: [],
    },
    composition: { type: null, components: [] },
    exposure_controls_ppe: {
      ppe: record.ppe,
      ppe_details: {
        eye_protection: null,
        hand_protection: null,
        skin_protection: null,
        respiratory_protection: null,
      },
      occupational_exposure_limits: [],
    },
    physical_chemical_properties: {
      ...Object.fromEntries(
        ['physical_state', 'physical_state_text', 'color', 'odor'].map((key) => [key, null]),
      ),
      ...Object.fromEntries(
        ['flash_point', 'boiling_point', 'melting_point'].flatMap((key) => [
          [`${key}_c`, null],
          [`${key}_text`, null],
        ]),
      ),
      ph: EMPTY_QUANTITY,
      density: EMPTY_QUANTITY,
      vapor_pressure: EMPTY_QUANTITY,
    },
    toxicological_information: { acute_toxicity: [] },
    transport_information: {
      regulated: null,
      un_number: record.un_number,
      proper_shipping_name: null,
      transport_hazard_class: null,
      packing_group: null,
      marine_pollutant: null,
      modes: [],
    },
    revision_metadata: {
      revision_date: record.revision_date,
      issue_date: null,
      version: null,
      supersedes_date: null,
    },
    regulatory_screening: screenComposition({ type: null, components: [] }, record.ghs_classification)
      .regulatory_screening,
    evidence: {},
  });
}
