import { extractComposition, isValidCas } from '../../../src/extraction/fields/composition.js';
import { parseDate } from '../../../src/extraction/fields/dates.js';
import { extractIdentification } from '../../../src/extraction/fields/identification.js';
import { extractExposureControls } from '../../../src/extraction/fields/ppe.js';
import { extractProperties, parseTemperature } from '../../../src/extraction/fields/properties.js';
import { extractRevision } from '../../../src/extraction/fields/revision.js';
import { extractToxicology } from '../../../src/extraction/fields/toxicology.js';
import { extractTransport } from '../../../src/extraction/fields/transport.js';
import { contextFor } from './text-document.js';

describe('identification', () => {
  it('reads product name, supplier, e-mail and emergency phone from section 1 labels', () => {
    const ctx = contextFor([
      'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
      '1.1 Product identifier     Solvex Degreasing Solvent SD-200',
      '1.3 Supplier',
      'Northbridge Chemicals Ltd.',
      'E-mail: sds@northbridge.example',
      '1.4 Emergency telephone number: +44 113 496 0999 (24 h)',
      'SECTION 2: Hazards identification',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      product_name: 'Solvex Degreasing Solvent SD-200',
      supplier_name: 'Northbridge Chemicals Ltd.',
      supplier_email: 'sds@northbridge.example',
      emergency_phone: '+44 113 496 0999',
    });
    expect(ctx.evidence['product_identification.product_name']?.page).toBe(1);
  });
});

describe('composition', () => {
  it('checks CAS check digits', () => {
    expect(isValidCas('67-64-1')).toBe(true);
    expect(isValidCas('7732-18-5')).toBe(true);
    expect(isValidCas('67-64-2')).toBe(false);
  });

  it('reads components with CAS, EC, concentration range and their classification', () => {
    const ctx = contextFor([
      'SECTION 3: Composition/information on ingredients',
      '3.2 Mixtures',
      'Acetone         67-64-1     200-662-2    50 - 70 %    Flam. Liq. 2; Eye Irrit. 2',
      'Propan-2-ol     067-63-0    200-661-7    < 10 %       Flam. Liq. 2',
      'Mystery solvent 64-17-6                  5 %',
      'SECTION 4: First aid measures',
    ]);
    const composition = extractComposition(ctx);
    expect(composition.type).toBe('mixture');
    expect(composition.components[0]).toEqual({
      name: 'Acetone',
      cas_number: '67-64-1',
      ec_number: '200-662-2',
      concentration: { min: 50, max: 70, unit: '%', text: '50 - 70 %' },
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
    });
    expect(composition.components[1]).toMatchObject({
      cas_number: '67-63-0',
      concentration: { min: null, max: 10 },
    });
    expect(ctx.warnings).toContainEqual(expect.objectContaining({ code: 'invalid_cas_number', page: 1 }));
  });
});

describe('transport', () => {
  it('reads UN number, class and packing group from a section 14 table', () => {
    const ctx = contextFor([
      'SECTION 14: Transport information',
      '14.1 UN number                UN1993     UN1993    UN1993',
      '14.3 Transport hazard class(es)   3   3   3',
      '14.4 Packing group            II         II        II',
      'SECTION 15: Regulatory information',
    ]);
    expect(extractTransport(ctx)).toMatchObject({
      regulated: true,
      un_number: 'UN1993',
      transport_hazard_class: '3',
      packing_group: 'II',
    });
  });

  it('says not regulated and claims no UN number when the document says so', () => {
    const ctx = contextFor([
      'SECTION 14: Transport information',
      'DOT: Not regulated',
      'IATA: Not regulated',
      'SECTION 15: Regulatory information',
    ]);
    expect(extractTransport(ctx)).toMatchObject({
      regulated: false,
      un_number: null,
      transport_hazard_class: null,
      packing_group: null,
    });
  });
});

describe('physical and chemical properties', () => {
  it('normalises flash points to °C and refuses bounds', () => {
    expect(parseTemperature('-18 °C (closed cup)')).toMatchObject({ celsius: -18, bounded: false });
    expect(parseTemperature('140 °F')).toMatchObject({ celsius: 60, bounded: false });
    expect(parseTemperature('> 93 °C')).toMatchObject({ celsius: null, bounded: true });
  });

  it('reads the property table of section 9', () => {
    const ctx = contextFor([
      'SECTION 9: Physical and chemical properties',
      'Physical state          Liquid',
      'Colour                  Colourless',
      'Flash point             -18 °C (closed cup)',
      'Boiling point           56 °C',
      'Density                 0.81 g/cm³ at 20 °C',
      'SECTION 10: Stability and reactivity',
    ]);
    expect(extractProperties(ctx)).toMatchObject({
      physical_state: 'liquid',
      physical_state_text: 'Liquid',
      color: 'Colourless',
      flash_point_c: -18,
      boiling_point_c: 56,
      density: { value: 0.81, unit: 'g/cm³' },
    });
  });
});

describe('exposure controls', () => {
  it('counts recommended equipment and ignores "not required"', () => {
    const ctx = contextFor([
      'SECTION 8: Exposure controls/personal protection',
      'Eye/face protection: Wear safety glasses with side shields.',
      'Hand protection: Nitrile rubber gloves.',
      'Respiratory protection: Not required under normal conditions of use.',
      'SECTION 9: Physical and chemical properties',
    ]);
    expect(extractExposureControls(ctx).ppe).toEqual(['eye_protection', 'hand_protection']);
  });

  it('counts respiratory protection recommended under a condition', () => {
    const ctx = contextFor([
      'ABSCHNITT 8: Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen',
      'Atemschutz: Bei unzureichender Belüftung Atemschutzgerät tragen.',
      'Schutzkleidung tragen.',
      'ABSCHNITT 9: Physikalische und chemische Eigenschaften',
    ]);
    expect(extractExposureControls(ctx).ppe).toEqual(['skin_protection', 'respiratory_protection']);
  });
});

describe('toxicology', () => {
  it('reads LD50/LC50 values with route and species', () => {
    const ctx = contextFor([
      'SECTION 11: Toxicological information',
      'LD50 oral rat: 5800 mg/kg',
      'LC50 inhalation rat: 76 mg/l (4 h)',
      'SECTION 12: Ecological information',
    ]);
    expect(extractToxicology(ctx, { type: 'substance', components: [] }).acute_toxicity).toEqual([
      expect.objectContaining({
        route: 'oral',
        species: 'rat',
        endpoint: 'LD50',
        value: 5800,
        unit: 'mg/kg',
      }),
      expect.objectContaining({
        route: 'inhalation',
        species: 'rat',
        endpoint: 'LC50',
        value: 76,
        unit: 'mg/l',
      }),
    ]);
  });
});

describe('dates and revision', () => {
  it.each([
    ['2024-03-15', false, '2024-03-15'],
    ['15.03.2024', false, '2024-03-15'],
    ['3 August 2021', false, '2021-08-03'],
    ['January 5, 2015', true, '2015-01-05'],
    ['11-Apr-2018', true, '2018-04-11'],
    ['13/10/2014', true, '2014-10-13'],
    ['2016 年 6 月 1 日', false, '2016-06-01'],
  ])('parses %s', (text, monthFirst, iso) => {
    expect(parseDate(text, monthFirst)?.iso).toBe(iso);
  });

  it('flags an ambiguous day/month order', () => {
    expect(parseDate('05/04/2020', false)).toMatchObject({ iso: '2020-04-05', ambiguous: true });
    const ctx = contextFor(['Revision date: 05/04/2020', 'SECTION 1: Identification']);
    expect(extractRevision(ctx).revision_date).toBe('2020-04-05');
    expect(ctx.warnings.map((w) => w.code)).toContain('date_ambiguous');
  });

  it('prefers the revision date over the issue date and ignores print dates', () => {
    const ctx = contextFor([
      'Print date: 01.01.2025',
      'Date of issue: 10.02.2019',
      'Revision date: 15.03.2024  Version: 3.1',
    ]);
    expect(extractRevision(ctx)).toMatchObject({
      revision_date: '2024-03-15',
      issue_date: '2019-02-10',
      version: '3.1',
    });
  });
});
