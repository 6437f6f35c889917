import { understandSds } from '../../../src/extraction/engine.js';
import {
  currentRecordOf,
  jsonSchemaFor,
  toVersionedRecord,
  type LayoutA,
} from '../../../src/extraction/schema/index.js';
import { textDocument } from './text-document.js';

const SDS_PAGE = [
  'SAFETY DATA SHEET',
  'SECTION 1: Identification',
  'Product name: Cylinder Gas Blend',
  'SECTION 3: Composition',
  'Benzene   71-43-2   < 0.1 %',
  'SECTION 9: Physical and chemical properties',
  'Physical state: Compressed gas',
  'SECTION 14: Transport information',
  'UN number: UN1956',
];

const recordIn = (schemaVersion: '2027-01' | '2026-12' | '2026-11' | '2025-06') =>
  understandSds(textDocument(SDS_PAGE), { schemaVersion }).outputs.json;

/** The JSON Schema node of a property of physical_chemical_properties. */
function propertySchema(version: '2026-12' | '2026-11' | '2025-06', name: string): Record<string, unknown> {
  const schema = jsonSchemaFor(version) as {
    properties: { physical_chemical_properties: { properties: Record<string, Record<string, unknown>> } };
  };
  return schema.properties.physical_chemical_properties.properties[name] ?? {};
}

describe('schema 2027-01 and the older versions it replaces as default', () => {
  it('2026-12 gives the state as one of five words, with the printed text beside it', () => {
    const record = recordIn('2026-12') as unknown as LayoutA;
    expect(record.schema_version).toBe('2026-12');
    expect(record.physical_chemical_properties).toMatchObject({
      physical_state: 'gas',
      physical_state_text: 'Compressed gas',
    });
    expect(JSON.stringify(propertySchema('2026-12', 'physical_state'))).toContain('"aerosol"');
    expect(JSON.stringify(propertySchema('2026-11', 'physical_state'))).toContain('"aerosol"');
  });

  it('2025-06 keeps the state as printed, as it always did, and has no physical_state_text', () => {
    const record = recordIn('2025-06');
    const properties = record.physical_chemical_properties as Record<string, unknown>;
    expect(record.schema_version).toBe('2025-06');
    expect(properties.physical_state).toBe('Compressed gas');
    expect('physical_state_text' in properties).toBe(false);
    expect(propertySchema('2025-06', 'physical_state_text')).toEqual({});
    expect(JSON.stringify(propertySchema('2025-06', 'physical_state'))).not.toContain('enum');
  });

  it('2026-12 has no regulatory screening: no component flags, no summary', () => {
    const record = recordIn('2026-12') as unknown as LayoutA;
    expect(record.schema_version).toBe('2026-12');
    expect('regulatory_screening' in record).toBe(false);
    expect(record.composition.components.length).toBeGreaterThan(0);
    expect(record.composition.components.every((component) => !('regulatory' in component))).toBe(true);
    expect(JSON.stringify(jsonSchemaFor('2026-12'))).not.toContain('regulatory');
  });

  it('a stored record of any version reads back in the current shape', () => {
    const current = recordIn('2027-01') as unknown as LayoutA;
    expect(currentRecordOf(recordIn('2026-12'), '2026-12')).toEqual(current);
    expect(currentRecordOf(recordIn('2025-06'), '2025-06')).toEqual(current);
    expect(currentRecordOf(recordIn('2026-11'), '2026-11')).toEqual(current);
    const legacy = currentRecordOf(toVersionedRecord(current, '2024-10'), '2024-10');
    expect(legacy.schema_version).toBe('2027-01');
    expect(legacy.transport_information.un_number).toBe('UN1956');
    expect(legacy.physical_chemical_properties.physical_state).toBeNull();
  });
});

describe('schema 2026-11: one limit type, no toxicity subject', () => {
  const page = [
    'SAFETY DATA SHEET',
    'SECTION 1: Identification',
    'Product name: Solvane',
    'SECTION 3: Composition',
    '3.1 Substance',
    'Solvane   123-45-8   100 %',
    'SECTION 8: Exposure controls',
    'Solvane   WEL   TWA 500 ppm   STEL 1500 ppm',
    'SECTION 11: Toxicological information',
    'LD50 oral rat 5800 mg/kg',
  ];
  const inVersion = (schemaVersion: '2026-12' | '2026-11') =>
    understandSds(textDocument(page), { schemaVersion }).outputs.json as unknown as LayoutA;

  it('2026-12 gives each limit its kind, list and country, and each LD50 its subject', () => {
    const record = inVersion('2026-12');
    expect(
      record.exposure_controls_ppe.occupational_exposure_limits.map(({ kind, list, country }) => [
        kind,
        list,
        country,
      ]),
    ).toEqual([
      ['long_term', 'WEL', 'GB'],
      ['short_term', 'WEL', 'GB'],
    ]);
    expect(record.toxicological_information.acute_toxicity[0]).toMatchObject({ subject: 'product' });
  });

  it('2026-11 types a limit by its list or its kind, as it did, and names no subject', () => {
    const record = inVersion('2026-11') as unknown as {
      exposure_controls_ppe: { occupational_exposure_limits: Array<Record<string, unknown>> };
      toxicological_information: { acute_toxicity: Array<Record<string, unknown>> };
    };
    const limits = record.exposure_controls_ppe.occupational_exposure_limits;
    expect(limits.map((limit) => limit.type)).toEqual(['WEL', 'STEL']);
    expect(limits.every((limit) => !('kind' in limit) && !('country' in limit))).toBe(true);
    expect('subject' in (record.toxicological_information.acute_toxicity[0] ?? {})).toBe(false);
  });
});
