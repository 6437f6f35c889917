/**
 * Rows flowed as one line with single spaces, as generators and text exports print them: a component
 * row "Name CAS n EC n a - b % classification", a limit row "Name CAS n TWA v ppm STEL v ppm list", and
 * several "Label: value" pairs of section 9 side by side.
 */
import { extractComposition } from '../../../src/extraction/fields/composition.js';
import { extractExposureControls } from '../../../src/extraction/fields/ppe.js';
import { extractProperties } from '../../../src/extraction/fields/properties.js';
import { extractToxicology } from '../../../src/extraction/fields/toxicology.js';
import { contextFor } from './text-document.js';

const composition = (...rows: string[]) =>
  extractComposition(
    contextFor([
      'SECTION 3: Composition/information on ingredients',
      'Mixture.',
      ...rows,
      'SECTION 4: First aid',
    ]),
  );

describe('an inline component row', () => {
  it('gives each component its name, EC number, amount and classification', () => {
    const { components } = composition(
      'Solvane CAS 123-45-8 EC 204-111-8 30 - 60 % Flam. Liq. 3, H226',
      '2-Methoxy glycolate, CAS-No.: 111-11-6 EC-No.: 203-222-3 <5 % Acute Tox. 4, H302',
    );
    expect(
      components.map(({ name, ec_number, concentration, classification }) => [
        name,
        ec_number,
        concentration.min,
        concentration.max,
        concentration.text,
        classification,
      ]),
    ).toEqual([
      ['Solvane', '204-111-8', 30, 60, '30 - 60 %', ['Flam. Liq. 3']],
      ['2-Methoxy glycolate', '203-222-3', null, 5, '<5 %', ['Acute Tox. 4']],
    ]);
  });

  it('takes no name from a row that starts with its numbers, and no amount without a per cent sign', () => {
    const [component] = composition('CAS 123-45-8 EC 204-111-8 30 - 60 Flam. Liq. 3, H226').components;
    expect(component).toMatchObject({ name: null, concentration: { min: null, max: null } });
  });

  it('names the component an acute toxicity value of section 11 was measured on', () => {
    const ctx = contextFor([
      'SECTION 3: Composition/information on ingredients',
      'Solvane CAS 123-45-8 EC 204-111-8 30 - 60 %',
      'Glycolate CAS 111-11-6 EC 203-222-3 10 - 20 %',
      'SECTION 11: Toxicological information',
      'Glycolate: LD50 dermal rabbit 1200 mg/kg',
      'SECTION 12: Ecological information',
    ]);
    const [value] = extractToxicology(ctx, extractComposition(ctx)).acute_toxicity;
    expect(value).toMatchObject({ subject: 'component', substance: 'Glycolate', cas_number: '111-11-6' });
  });
});

describe('an inline limit row', () => {
  it('gives each value its substance, kind, list and the reference printed on the row', () => {
    const limits = extractExposureControls(
      contextFor([
        'SECTION 8: Exposure controls/personal protection',
        'Solvane CAS 123-45-8 TWA 20 ppm STEL 40 ppm EH40',
        'SECTION 9: Physical and chemical properties',
      ]),
    ).occupational_exposure_limits;
    expect(
      limits.map(({ substance, cas_number, kind, list, country, value, source }) => [
        substance,
        cas_number,
        kind,
        list,
        country,
        value,
        source,
      ]),
    ).toEqual([
      ['Solvane', '123-45-8', 'long_term', 'WEL', 'GB', 20, 'EH40'],
      ['Solvane', '123-45-8', 'short_term', 'WEL', 'GB', 40, 'EH40'],
    ]);
  });
});

describe('section 9 values printed side by side', () => {
  it('ends each value where the next label starts', () => {
    const properties = extractProperties(
      contextFor([
        'SECTION 9: Physical and chemical properties',
        'Appearance: liquid Color: pale yellow Odor: mild',
        'pH: 7.5 Flash point: 62 °C Boiling point: 180 °C',
        'Relative density: 1.05 Vapor pressure: 3 kPa at 20 °C',
        'SECTION 10: Stability and reactivity',
      ]),
    );
    expect(properties).toMatchObject({
      physical_state: 'liquid',
      physical_state_text: 'liquid',
      color: 'pale yellow',
      odor: 'mild',
      ph: { value: 7.5 },
      flash_point_c: 62,
      flash_point_text: '62 °C',
      boiling_point_c: 180,
      density: { value: 1.05 },
      vapor_pressure: { value: 3, unit: 'kPa', text: '3 kPa at 20 °C' },
    });
  });

  it('keeps a label that ends in another label whole ("Relative vapour density")', () => {
    const properties = extractProperties(
      contextFor([
        'SECTION 9: Physical and chemical properties',
        'Flash point: 62 °C Relative vapour density: 4.1',
        'SECTION 10: Stability and reactivity',
      ]),
    );
    expect(properties.flash_point_c).toBe(62);
    expect(properties.density.value).toBeNull();
  });
});
