import Papa from 'papaparse';
import { convert } from 'xmlbuilder2';
import { ServiceError } from '../../../src/errors.js';
import { understandSds } from '../../../src/extraction/engine.js';
import { parseSchemaVersion, toEnvelope } from '../../../src/extraction/envelope.js';
import { flatten } from '../../../src/extraction/render/csv.js';
import { jsonSchemaFor, type LayoutA } from '../../../src/extraction/schema/index.js';
import { textDocument } from './text-document.js';

/** Reads a nested value of parsed XML or JSON Schema by its keys. */
function at(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (current, key) => (current as Record<string, unknown> | undefined)?.[key],
    value,
  );
}

const SDS_PAGE = [
  'SAFETY DATA SHEET',
  'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
  'Product name: Solvex Degreasing Solvent, "SD-200"',
  'Supplier: Northbridge Chemicals Ltd.',
  'Revision date: 2024-03-15',
  'SECTION 2: Hazards identification',
  'Flam. Liq. 2, H225',
  'Label elements',
  'Signal word: Danger',
  'H225 Highly flammable liquid and vapour.',
  'P210 Keep away from heat.   P403+P235 Store in a well-ventilated place. Keep cool.',
  'SECTION 3: Composition/information on ingredients',
  'Acetone      67-64-1     200-662-2    50 - 70 %',
  'SECTION 8: Exposure controls/personal protection',
  'Hand protection: Wear nitrile gloves.',
  'SECTION 9: Physical and chemical properties',
  'Flash point: -18 °C',
  'SECTION 14: Transport information',
  'UN number: UN1993',
  'Transport hazard class: 3',
  'Packing group: II',
];

describe('the record', () => {
  const result = understandSds(textDocument(SDS_PAGE), { schemaVersion: '2026-12' });
  const json = result.outputs.json as unknown as LayoutA;

  it('is Layout A with evidence per value', () => {
    expect(json.schema_version).toBe('2026-12');
    expect(json.hazards_identification.p_statements).toEqual(['P210', 'P403+P235']);
    expect(json.transport_information).toMatchObject({
      un_number: 'UN1993',
      transport_hazard_class: '3',
      packing_group: 'II',
    });
    expect(json.evidence['transport_information.un_number']).toEqual({
      page: 1,
      snippet: 'UN number: UN1993',
      confidence: 0.95,
    });
    expect(json.document.sections_found.map((s) => s.number)).toEqual([1, 2, 3, 8, 9, 14]);
  });

  it('renders XML with the same data, arrays as repeated elements', () => {
    const root = at(convert(result.outputs.xml, { format: 'object' }), 'sds_extraction');
    expect(at(root, 'hazards_identification', 'p_statements')).toEqual(['P210', 'P403+P235']);
    expect(at(root, 'product_identification', 'product_name')).toBe('Solvex Degreasing Solvent, "SD-200"');
    expect(at(root, 'transport_information', 'un_number')).toBe('UN1993');
  });

  it('renders CSV rows field,value that parse back to every leaf of the json', () => {
    const parsed = Papa.parse<string[]>(result.outputs.csv.trim(), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['field', 'value']);
    expect(parsed.slice(1)).toEqual(flatten(json));
    expect(parsed).toContainEqual(['hazards_identification.h_statements[0]', 'H225']);
    expect(parsed).toContainEqual([
      'product_identification.product_name',
      'Solvex Degreasing Solvent, "SD-200"',
    ]);
  });

  it('is Layout B, exactly six flat fields, for schema 2024-10', () => {
    const legacy = understandSds(textDocument(SDS_PAGE), { schemaVersion: '2024-10' }).outputs.json;
    expect(Object.keys(legacy).sort()).toEqual([
      'ghs_classification',
      'h_statements',
      'ppe',
      'product_name',
      'revision_date',
      'un_number',
    ]);
    expect(legacy).toMatchObject({
      un_number: 'UN1993',
      revision_date: '2024-03-15',
      ppe: ['hand_protection'],
    });
  });

  it('wraps into the envelope', () => {
    const envelope = toEnvelope('req-1', '2026-12', result, 12.4);
    expect(envelope).toMatchObject({
      request_id: 'req-1',
      schema_version: '2026-12',
      output_formats: ['JSON', 'XML', 'CSV'],
      processing_ms: 12,
    });
    expect(envelope.confidence_score).toBeGreaterThan(0.5);
  });
});

describe('schema versions', () => {
  it('defaults to 2027-01 and rejects unknown versions', () => {
    expect(parseSchemaVersion(undefined)).toBe('2027-01');
    expect(parseSchemaVersion('2024-10')).toBe('2024-10');
    expect(() => parseSchemaVersion('2023-01')).toThrow(ServiceError);
    try {
      parseSchemaVersion('2023-01');
    } catch (error) {
      expect((error as ServiceError).code).toBe('unsupported_schema_version');
    }
  });

  it('publishes a JSON Schema per version generated from the zod definitions', () => {
    const layoutA = jsonSchemaFor('2026-12');
    expect(at(layoutA, 'properties', 'hazards_identification', 'properties', 'signal_word')).toBeDefined();
    expect(layoutA.required).toContain('evidence');
    const layoutB = jsonSchemaFor('2024-10');
    expect(Object.keys(at(layoutB, 'properties') as object).sort()).toEqual([
      'ghs_classification',
      'h_statements',
      'ppe',
      'product_name',
      'revision_date',
      'un_number',
    ]);
    expect(layoutB.additionalProperties).toBe(false);
  });
});

describe('documents that are not SDSs or cannot be read', () => {
  it('flags a business letter as not_an_sds with low confidence and no forced fields', () => {
    const letter = textDocument([
      'Northbridge Logistics Ltd., 12 Harbour Road, Leeds',
      'Dear Ms Okafor,',
      'thank you for your order of 14 February. We are pleased to confirm the delivery schedule for the',
      'second quarter: pallets will leave our warehouse every Tuesday morning and reach your site in',
      'two days. Please call us on 0113 496 0000 if anything changes.',
    ]);
    const result = understandSds(letter, { schemaVersion: '2026-12' });
    expect(result.warnings.map((w) => w.code)).toContain('not_an_sds');
    expect(result.confidenceScore).toBeLessThanOrEqual(0.2);
    expect(at(result.outputs.json, 'document', 'format')).toBe('other');
  });

  it('refuses text too poor to read with low_text_quality', () => {
    const garbled = textDocument(['ÿþ ## ¤¤ ;; ~~', '§§ ¶¶ ◊◊'], ['']);
    expect(() => understandSds(garbled, { schemaVersion: '2026-12' })).toThrow(
      expect.objectContaining({ code: 'low_text_quality', status: 422 }),
    );
  });
});
