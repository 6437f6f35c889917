import { extractComposition } from '../../../src/extraction/fields/composition.js';
import { extractProperties } from '../../../src/extraction/fields/properties.js';
import { concentrationsOf } from './composition-rows.js';
import { contextFor } from './text-document.js';

const section9 = (...rows: string[]) =>
  contextFor([
    'SECTION 9: Physical and chemical properties',
    ...rows,
    'SECTION 10: Stability and reactivity',
  ]);

describe('section 9 rows of layouts the rules were not written for', () => {
  it('reads a label qualified by one word before it, with less confidence', () => {
    const ctx = section9(
      '   4      Ink boiling point/             approx. 190 °C',
      '   6      Ink flash point                approx. 75 °C',
      '  10      Ink density                    0,960~0,990 (25 °C)',
      '  11      Ink vapour density             2.5',
    );
    const properties = extractProperties(ctx);
    expect(properties.boiling_point_c).toBe(190);
    expect(properties.flash_point_c).toBe(75);
    expect(properties.density.value).toBe(0.96);
    expect(ctx.evidence['physical_chemical_properties.flash_point_c']?.confidence).toBeLessThan(0.9);
  });

  it('prefers the unqualified label and never reads a bulk density as the density', () => {
    const properties = extractProperties(
      section9('Bulk density            600 kg/m³', 'Density                 1.2 g/cm³'),
    );
    expect(properties.density.value).toBe(1.2);
    expect(extractProperties(section9('Loose bulk density      600 kg/m³')).density.value).toBe(0.6);
  });

  it('reads abbreviated labels of older sheets ("FLASH PT.", "SPECIFIC GRAV.")', () => {
    const properties = extractProperties(
      section9(
        'SPECIFIC GRAV. @20 C               0.9949 +/- 0.02',
        'FLASH PT. CLOSED CUP     86 Deg. F or 30 Deg. C',
      ),
    );
    expect(properties.density.value).toBe(0.9949);
    expect(properties.flash_point_c).toBe(30);
  });

  it('keeps "N/D" as the value of its row instead of taking the row below', () => {
    const properties = extractProperties(
      section9(
        '   pH:    N/D',
        '   Log Pow (n-Octanol/Water): 1.8',
        '   Melting Point:  N/D',
        '   Pour Point:  36°C',
      ),
    );
    expect(properties.ph.value).toBeNull();
    expect(properties.melting_point_c).toBeNull();
  });

  it('ends a label at its colon when only a bracketed condition holds numbers', () => {
    const properties = extractProperties(section9('Specific Gravity (H2 O=1, at 4 °C): 1.05 – 1.2'));
    expect(properties.density).toMatchObject({ value: 1.05, max: 1.2 });
  });

  it('reads a strong alkali whose pH range ends above 14', () => {
    expect(extractProperties(section9('pH                          : 13.5 to 14.5')).ph.value).toBe(13.5);
    expect(extractProperties(section9('pH                          : 15 - 16')).ph.value).toBeNull();
  });

  it('reads the usual state labels of Polish, Hungarian, Danish and Spanish sheets and a suspension', () => {
    const stateOf = (row: string) => extractProperties(section9(row)).physical_state;
    expect(stateOf('(a/b) stan fizyczny/kolor       : Gaz skroplony. Gaz bezbarwny.')).toBe('gas');
    expect(stateOf('(a/b) Fizikai állapot/szín      : Cseppfolyós gáz. Színtelen gáz')).toBe('gas');
    expect(stateOf('Fysisk form               : væske (20 - 25 °C, 1.013 HPa)')).toBe('liquid');
    expect(stateOf('Apariencia:Líquido de olor característico')).toBe('liquid');
    expect(stateOf('Form                              :   suspension')).toBe('liquid');
  });

  it('looks for the rows in the whole document, less sure, when no section 9 heading is found', () => {
    const ctx = contextFor([
      'SECTION 8: Exposure controls/personal protection',
      'Cai properties',
      ' Initial boiling point and        173.3 °F (78.5 °C) approx.',
      ' Specific gravity             0.8',
      'SECTION 10: Stability and reactivity',
    ]);
    const properties = extractProperties(ctx);
    expect(properties.boiling_point_c).toBe(78.5);
    expect(properties.density.value).toBe(0.8);
    expect(ctx.evidence['physical_chemical_properties.boiling_point_c']?.confidence).toBeLessThanOrEqual(0.5);
  });
});

describe('section 3 tables of layouts the rules were not written for', () => {
  it('joins a CAS number whose check digit wrapped onto the next line, only when the digit holds', () => {
    const casOf = (digit: string) =>
      extractComposition(
        contextFor([
          'SECTION 3: Composition/information on ingredients',
          ' Fuels, diesel           EC: 269-822-7             100       Carc. 2, H351',
          `                         CAS-number: 68334-30-               STOT RE 2, H373`,
          `                         ${digit}`,
          'SECTION 4: First aid measures',
        ]),
      ).components.map((component) => component.cas_number);
    expect(casOf('5')).toEqual(['68334-30-5']);
    expect(casOf('4')).toEqual([]);
  });

  it('gives a second CAS number continuing the cell the amount of its row', () => {
    expect(
      concentrationsOf(
        'Ingredient name                          CAS number             %',
        'Zinc dialkyldithiophosphate              68457-79-4             ≥10 - ≤25',
        'Alkyl phenol                             74499-35-7 /           ≤10',
        '                                         121158-58-5',
      ),
    ).toEqual([
      ['68457-79-4', 10, 25],
      ['74499-35-7', null, 10],
      ['121158-58-5', null, 10],
    ]);
    // The word "or" of the language modules ends the cell as the slash does ("oder", not "ordinary").
    expect(
      concentrationsOf(
        'Stoffname                                CAS-Nr.                %',
        'Alkylphenol                              74499-35-7 oder        ≤10',
        '                                         121158-58-5',
      ),
    ).toEqual([
      ['74499-35-7', null, 10],
      ['121158-58-5', null, 10],
    ]);
  });

  it('passes over CAS numbers cited in a synonyms column, but keeps a lone cited number', () => {
    expect(
      concentrationsOf(
        'Ingredient name        Synonyms                                  %           CAS number',
        'xylene                 Benzene, dimethyl-; emulsion of           10 - 30     1330-20-7',
        '                       75 % of xylene (CAS RN 1330-20-7) and',
        '                       18 % of ethylbenzene (CAS RN',
        '                       100-41-4); stabiliser (CAS RN 127519-17-9)',
        'ethylbenzene           Benzene, ethyl-                           3 - 7       100-41-4',
      ),
    ).toEqual([
      ['1330-20-7', 10, 30],
      ['100-41-4', 3, 7],
    ]);
    expect(concentrationsOf('Ethyl alcohol (CAS RN 64-17-5)      96 %')).toEqual([['64-17-5', 96, 96]]);
  });

  it('reads ranges with an em dash or a minus sign between the bounds', () => {
    expect(
      concentrationsOf(
        'Chemical name            Concentration (%)       CAS No.',
        'Ethyl cyanoacrylate            90 — 95                 7085-85-0',
        'Dipropylene glycol ether       10 %−20 %               34590-94-8',
      ),
    ).toEqual([
      ['7085-85-0', 90, 95],
      ['34590-94-8', 10, 20],
    ]);
  });

  it('takes an amount alone on its line wherever it starts, but not an index number continuation', () => {
    expect(
      concentrationsOf(
        '        Chemical name                  CAS-No.                   Weight percent',
        '  Sodium chloride                      7647-14-5                  1,50 - 3,00',
        '  Alcohols, C12-16, ethoxylated (EO =  68551-12-2',
        '5,00 - 7,00',
        '5)',
      ),
    ).toEqual([
      ['7647-14-5', 1.5, 3],
      ['68551-12-2', 5, 7],
    ]);
    expect(
      concentrationsOf(
        'Identifiers          Name                Concentration',
        ' Index: 603-117-',
        '00-0',
        ' CAS: 67-63-0        isopropanol',
      ),
    ).toEqual([['67-63-0', null, null]]);
  });

  it('reads the concentration column, not the wrapped heading of the specific concentration limits', () => {
    expect(
      concentrationsOf(
        'Limits of',
        '    Identifiers                  Name                  Concentration',
        '                                                                      Classification    concentration',
        'specific',
        ' CAS: 67-63-0',
        '                       isopropanol                     10 - 20 %      Flam. Liq. 2      -',
        ' CAS: 67-56-1                                                         Acute Tox. 3      STOT SE 2:',
        '                       methanol                        1 - 3 %        Flam. Liq. 2      3 % ≤ C',
        ' EC: 200-659-6                                                                          < 10 %',
      ),
    ).toEqual([
      ['67-63-0', 10, 20],
      ['67-56-1', 1, 3],
    ]);
  });
});
