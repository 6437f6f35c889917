import { extractComposition } from '../../../src/extraction/fields/composition.js';
import { extractProperties } from '../../../src/extraction/fields/properties.js';
import { concentrationsOf } from './composition-rows.js';
import { contextFor } from './text-document.js';

describe('CAS numbers printed with spaces', () => {
  it('reads "9004 -34 -6" when the check digit holds and ignores spaced ranges that fail it', () => {
    const composition = extractComposition(
      contextFor([
        'SEZIONE 3: Composizione/informazioni sugli ingredienti',
        '  Cellulosa                       9004 -34 -6                     <15%',
        '  Additivo                        10 - 20 - 3                     <1%',
        'SEZIONE 4: Misure di primo soccorso',
      ]),
    );
    expect(composition.components.map((component) => component.cas_number)).toEqual(['9004-34-6']);
  });
});

describe('flash point with the unit in the label', () => {
  it('reads "Flash Point (°C):   -12" and converts "(°F)" labels', () => {
    const flashOf = (line: string) =>
      extractProperties(
        contextFor(['SECTION 9: Physical and chemical properties', line, 'SECTION 10: Stability']),
      ).flash_point_c;
    expect(flashOf(' Flash Point (°C):                         -12')).toBe(-12);
    expect(flashOf(' Flash point [°F]:    212')).toBe(100);
  });
});

describe('component concentrations', () => {
  it.each([
    ['≥10 - <25', 10, 25],
    ['> 30 - < 60', 30, 60],
    ['0.50-2.50%', 0.5, 2.5],
    ['65~68 %', 65, 68],
    ['10 bis 20 %', 10, 20],
    ['10 à 20 %', 10, 20],
    ['10 až 20 %', 10, 20],
    ['max. 0,5 %', null, 0.5],
    ['Maksymalnie. 0,5%', null, 0.5],
    ['>=0.1<0.5%', 0.1, 0.5],
    ['< 1 %', null, 1],
    ['≥ 95 %', 95, null],
  ])('reads "%s" on the component line as %p to %p', (printed, min, max) => {
    expect(concentrationsOf(`  Ethanol            64-17-5       200-578-6       ${printed}`)).toEqual([
      ['64-17-5', min, max],
    ]);
  });

  it('finds the amount a few lines above the CAS number in a table whose rows span several lines', () => {
    expect(
      concentrationsOf(
        ' Name                  Identifiers          %            Classification',
        ' Xylene                REACH #:             ≥10 - <25    Flam. Liq. 3, H226',
        '                       01-2119488216-32                  Acute Tox. 4, H312',
        '                       EC: 215-535-7                     Skin Irrit. 2, H315',
        '                       CAS: 1330-20-7',
        ' Butyl acetate         REACH #:             ≤5           Flam. Liq. 3, H226',
        '                       01-2119485493-29                  STOT SE 3, H336',
        '                       EC: 204-658-1',
        ' Page 2 of 9',
        '                       CAS: 123-86-4',
        ' Ethylbenzene          REACH #:             ≤3           Flam. Liq. 2, H225',
        '                       CAS: 100-41-4',
      ),
    ).toEqual([
      ['1330-20-7', 10, 25],
      ['123-86-4', null, 5],
      ['100-41-4', null, 3],
    ]);
  });

  it('finds the amount below the CAS number and joins a range split over cells', () => {
    expect(
      concentrationsOf(
        ' Ingredient                    CAS No.          % by weight',
        ' Acetone                       67-64-1',
        '                                                40-   70',
        ' Zinc oxide                    1314-13-2',
        '                                                >=  1-<  5%',
      ),
    ).toEqual([
      ['67-64-1', 40, 70],
      ['1314-13-2', 1, 5],
    ]);
  });

  it('reads the amount where the CAS number is printed again in the table', () => {
    expect(
      concentrationsOf(
        '3.1  Substances',
        '     Molecular weight        : 99.13 g/mol',
        '     CAS-No.                 : 872-50-4',
        '     Component                         Classification            Concentration',
        '          CAS-No.       872-50-4       Skin Irrit. 2;            <= 100 %',
      ),
    ).toEqual([['872-50-4', null, 100]]);
  });

  it('takes neither a molecular weight nor a specific concentration limit as the concentration', () => {
    expect(concentrationsOf('Nitric acid    CAS-No.: 7697-37-2    M: 63.01 g/mol')).toEqual([
      ['7697-37-2', null, null],
    ]);
    expect(
      concentrationsOf(
        ' Name            Identifiers        %        Classification     Specific concentration limits',
        ' Zinc salt       CAS: 85940-28-9             Eye Dam. 1, H318   Eye Dam. 1, H318: C ≥ 20%',
      ),
    ).toEqual([['85940-28-9', null, null]]);
  });
});
