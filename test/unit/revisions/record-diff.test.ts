import { diffRecords, regulatoryCount } from '../../../src/revisions/record-diff.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { solventRecord } from './record-fixture.js';

function revised(change: (record: LayoutA) => void): LayoutA {
  const record = solventRecord();
  change(record);
  return record;
}

const summary = (before: LayoutA, after: LayoutA) =>
  diffRecords(before, after).map(({ path, kind, significance }) => `${kind} ${significance} ${path}`);

it('finds no change between a record and itself', () => {
  expect(diffRecords(solventRecord(), solventRecord())).toEqual([]);
});

it('compares values, not how they were printed or ordered', () => {
  const reprinted = revised((record) => {
    record.hazards_identification.h_statements.reverse();
    record.hazards_identification.ghs_classification = ['STOT SE 3', 'Eye Irrit 2', 'Flam. Liq. 2'];
    record.transport_information.un_number = 'UN 1993';
    record.composition.components.reverse();
    record.composition.components[0]!.concentration = { min: 5, max: 10, unit: ' %', text: '5–10 %' };
    record.product_identification.supplier_address = '12  Harbour Road,\nLeeds LS1 4AB, United Kingdom';
    record.product_identification.supplier_phone = '+44 113-496-0001';
    record.physical_chemical_properties.flash_point_text = '-18°C c.c.';
    record.physical_chemical_properties.density.text = '0,81 g/cm3';
    record.physical_chemical_properties.density.unit = 'g/cm3';
    record.evidence = {};
  });
  expect(diffRecords(solventRecord(), reprinted)).toEqual([]);
});

it('reports every kind of change with its significance', () => {
  const before = solventRecord();
  const after = revised((record) => {
    const hazards = record.hazards_identification;
    hazards.h_statements.push('H317');
    hazards.p_statements = hazards.p_statements.filter((code) => code !== 'P233');
    hazards.euh_statements.push('EUH066');
    hazards.pictograms.push('GHS08');
    hazards.ghs_classification.push('Skin Sens. 1');
    hazards.signal_word = 'Warning';
    const [acetone, propanol] = record.composition.components;
    acetone!.concentration = { min: 55, max: 70, unit: '%', text: '55 - 70' };
    propanol!.concentration = { min: 10, max: 20, unit: '%', text: '10 - 20' };
    record.composition.components.push({
      name: 'Limonene',
      cas_number: '5989-27-5',
      ec_number: '227-813-5',
      concentration: { min: 0.1, max: 1, unit: '%', text: '0.1 - 1' },
      regulatory: [],
      classification: ['Skin Sens. 1'],
    });
    record.exposure_controls_ppe.occupational_exposure_limits[0]!.value = 250;
    record.physical_chemical_properties.flash_point_c = -20;
    record.transport_information.un_number = 'UN1090';
    record.product_identification.supplier_phone = '+44 113 496 0002';
    record.product_identification.supplier_address = '14 Harbour Road, Leeds LS1 4AB, United Kingdom';
    record.revision_metadata = {
      revision_date: '2025-06-01',
      issue_date: null,
      version: '4.0',
      supersedes_date: null,
    };
  });
  expect(summary(before, after).sort()).toEqual(
    [
      'changed editorial product_identification.supplier_address',
      'changed editorial product_identification.supplier_phone',
      'changed regulatory hazards_identification.signal_word',
      'changed regulatory physical_chemical_properties.flash_point_c',
      'changed regulatory transport_information.un_number',
      'changed editorial revision_metadata.revision_date',
      'changed editorial revision_metadata.version',
      'added regulatory hazards_identification.ghs_classification[Skin Sens. 1]',
      'added regulatory hazards_identification.h_statements[H317]',
      'added regulatory hazards_identification.euh_statements[EUH066]',
      'removed regulatory hazards_identification.p_statements[P233]',
      'added regulatory hazards_identification.pictograms[GHS08]',
      'changed editorial composition.components[67-64-1].concentration',
      'changed regulatory composition.components[67-63-0].concentration',
      'added regulatory composition.components[5989-27-5]',
      'changed regulatory exposure_controls_ppe.occupational_exposure_limits[67-64-1/WEL/GB/long_term/PPM].value',
    ].sort(),
  );
  expect(regulatoryCount(diffRecords(before, after))).toBe(11);
});

it('reports a removed component and a removed value with the earlier value', () => {
  const after = revised((record) => {
    record.composition.components.pop();
    record.product_identification.supplier_phone = null;
  });
  const changes = diffRecords(solventRecord(), after);
  expect(changes.map(({ path, kind, significance }) => ({ path, kind, significance }))).toEqual([
    { path: 'product_identification.supplier_phone', kind: 'removed', significance: 'editorial' },
    { path: 'composition.components[67-63-0]', kind: 'removed', significance: 'regulatory' },
  ]);
  expect(changes[0]!.before).toBe('+44 113 496 0001');
  expect(changes[0]!.after).toBeNull();
  expect(changes[1]!.evidence.before?.snippet).toContain('Propan-2-ol');
  expect(changes[1]!.evidence.after).toBeNull();
});

it('gives the evidence of both records, by each record’s own position of the value', () => {
  const after = revised((record) => {
    record.transport_information.un_number = 'UN1090';
    record.evidence['transport_information.un_number'] = {
      page: 3,
      snippet: 'UN No.: UN 1090',
      confidence: 1,
    };
    record.hazards_identification.h_statements = ['H317', ...record.hazards_identification.h_statements];
    record.evidence['hazards_identification.h_statements[0]'] = {
      page: 1,
      snippet: 'H317 May cause an allergic skin reaction.',
      confidence: 1,
    };
  });
  const byPath = new Map(diffRecords(solventRecord(), after).map((change) => [change.path, change]));
  expect(byPath.get('transport_information.un_number')).toMatchObject({
    before: 'UN1993',
    after: 'UN1090',
    evidence: {
      before: { page: 2, snippet: 'UN number: UN1993' },
      after: { page: 3, snippet: 'UN No.: UN 1090' },
    },
  });
  expect(byPath.get('hazards_identification.h_statements[H317]')?.evidence).toEqual({
    before: null,
    after: expect.objectContaining({ snippet: 'H317 May cause an allergic skin reaction.' }),
  });
});
