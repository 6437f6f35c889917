import type { ExtractionEnvelope } from '../../contract.js';
import type { LayoutA, LayoutB } from '../../schema/index.js';
import { layoutASchema } from '../../schema/layout-a.js';
import { toSdscom } from './index.js';

/** The producing system named in every eSDScom file (`SystemUsedInPreparation`). */
export const SDSCOM_TOOL = 'sds-extraction-service (automated extraction from the SDS PDF)';

const EMPTY_QUANTITY = { value: null, min: null, max: null, unit: null, text: null };

/** A 2024-10 (Layout B) record in the 2025-06 shape: its six fields, nothing else. */
function fromLayoutB(record: LayoutB): LayoutA {
  return layoutASchema.parse({
    schema_version: '2025-06',
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
    evidence: {},
  });
}

/** The engine's record behind an envelope, whichever schema version the caller asked for. */
export function recordOf(envelope: ExtractionEnvelope): LayoutA {
  return envelope.schema_version === '2025-06'
    ? (envelope.outputs.json as unknown as LayoutA)
    : fromLayoutB(envelope.outputs.json as unknown as LayoutB);
}

export function sdscomForEnvelope(
  envelope: ExtractionEnvelope,
  options: { editingDate: string },
): { record: LayoutA; xml: string } {
  const record = recordOf(envelope);
  return { record, xml: toSdscom(record, { editingDate: options.editingDate, tool: SDSCOM_TOOL }) };
}
