import { extractComposition } from '../../../src/extraction/fields/composition.js';
import { concentrationsOf } from './composition-rows.js';
import { contextFor } from './text-document.js';

const componentsOf = (...lines: string[]) =>
  extractComposition(contextFor(lines)).components.map((component) => [
    component.cas_number,
    component.concentration.min,
    component.concentration.max,
  ]);

describe('the printed amount', () => {
  it('keeps both ends of a range split over two cells', () => {
    const ctx = contextFor([
      'SECTION 3: Composition/information on ingredients',
      ' Ingredient                    CAS No.          % by weight',
      ' Acetone                       67-64-1            40-   70',
      'SECTION 4: First aid measures',
    ]);
    expect(extractComposition(ctx).components[0]?.concentration).toEqual({
      min: 40,
      max: 70,
      unit: '%',
      text: '40- 70',
    });
  });
});

describe('a range written with a wave dash', () => {
  it('reads the Chinese and Japanese "30～40" and "20〜30" in a bare amount cell', () => {
    expect(
      componentsOf(
        '3. 組成及び成分情報',
        '成分名    濃度又は濃度範囲(%)    CAS RN',
        'トルエン    30～40    108-88-3',
        '酢酸エチル    20〜30    141-78-6',
        '4. 応急措置',
      ),
    ).toEqual([
      ['108-88-3', 30, 40],
      ['141-78-6', 20, 30],
    ]);
  });
});

describe('one CAS number on two rows of the table', () => {
  it('lists a substance twice when its rows print different amounts', () => {
    expect(
      concentrationsOf(
        ' Ingredient                          %              CAS number',
        ' Distillates, hydrotreated heavy     ≥50 - ≤75      64742-54-7',
        ' Distillates, hydrotreated heavy     ≥25 - ≤50      64742-54-7',
        ' Distillates, solvent-dewaxed        ≤5.0           64742-65-0',
      ),
    ).toEqual([
      ['64742-54-7', 50, 75],
      ['64742-54-7', 25, 50],
      ['64742-65-0', null, 5],
    ]);
  });

  it('keeps one component when the number is printed again with the same amount or none', () => {
    expect(
      concentrationsOf(
        ' Ingredient                          %              CAS number',
        ' Ethanol                             10 - 20        64-17-5',
        '                                     10 - 20        64-17-5',
        ' Remarks: ethanol (CAS 64-17-5) is denatured.',
      ),
    ).toEqual([['64-17-5', 10, 20]]);
  });
});

describe('an OCRed "≥" read as the digit 2', () => {
  it('reads "210-<25" as ≥10-<25, with low confidence, where the printed range cannot be', () => {
    const ctx = contextFor([
      'SECTION 3: Composition/information on ingredients',
      ' Name              Identifiers           %          Classification',
      ' Polyether         CAS: 28961-43-5       210-<25    Eye Irrit. 2, H319',
      'SECTION 4: First aid measures',
    ]);
    expect(extractComposition(ctx).components[0]?.concentration).toMatchObject({ min: 10, max: 25 });
    expect(ctx.evidence['composition.components[0].concentration']?.confidence).toBeLessThan(0.5);
  });

  it('leaves a range that holds alone', () => {
    expect(concentrationsOf(' Glycerol      56-81-5      25 - 50')).toEqual([['56-81-5', 25, 50]]);
    expect(concentrationsOf(' Glycerol      56-81-5      20 - 10')).toEqual([['56-81-5', 10, 20]]);
  });
});

describe('an amount glued to the synonyms cell before it', () => {
  it('reads the words that start under the concentration heading', () => {
    expect(
      concentrationsOf(
        ' Ingredient name                 Synonyms                                  %           CAS number',
        ' toluene                         Benzene, methyl-; Methylbenzene;          0.1 - 1     108-88-3',
        ' zirconium 2-ethylhexanoate      Hexanoic acid, 2-ethyl-, zirconium salt (1: 0.1 - 1  22464-99-9',
      ),
    ).toEqual([
      ['108-88-3', 0.1, 1],
      ['22464-99-9', 0.1, 1],
    ]);
  });

  it('takes no number of the synonyms that stands away from the column', () => {
    expect(
      concentrationsOf(
        ' Ingredient name                 Synonyms                                  %           CAS number',
        ' zirconium 2-ethylhexanoate      Zirconium salt 2 (1:4)                                22464-99-9',
      ),
    ).toEqual([['22464-99-9', null, null]]);
  });
});

describe('a second language version of the sheet in the same file', () => {
  it('takes the amount its section 3 prints where the first version prints none', () => {
    expect(
      componentsOf(
        '1. Identification',
        'Product name: Nitric acid 65 %',
        '3. Composition/information on ingredients',
        'Nitric acid',
        'CAS-No.: 7697-37-2',
        '4. First aid measures',
        'Rinse with water.',
        '16. Other information',
        'None.',
        '第一部分 化学品及企业标识',
        '第三部分 成分/组成信息',
        '      组分        浓度或浓度范围（质量分数，%）      CAS 号',
        '      硝酸              65~68          7697-37-2',
        '第四部分 急救措施',
      ),
    ).toEqual([['7697-37-2', 65, 68]]);
  });
});

describe('section 3 whose heading was not read', () => {
  it('finds the components between sections 2 and 4, with less confidence', () => {
    const ctx = contextFor([
      '2. HAZARDS IDENTIFICATION',
      ' H225       Highly flammable liquid and vapour.',
      'CAO E INFORMACAO SOBRE OS INGREDIENTES',
      ' Ingrediente                  No. CAS          % por peso',
      ' Acetona                      67-64-1          40-   70',
      ' Oxido de zinco               1314-13-2        1-5',
      '4. FIRST AID MEASURES',
    ]);
    expect(
      extractComposition(ctx).components.map((component) => [
        component.cas_number,
        component.concentration.min,
        component.concentration.max,
      ]),
    ).toEqual([
      ['67-64-1', 40, 70],
      ['1314-13-2', 1, 5],
    ]);
    expect(ctx.evidence['composition.components[0].cas_number']?.confidence).toBeLessThanOrEqual(0.5);
  });
});

describe('a range written with words', () => {
  it("reads a bare amount whose ends a range word of numbers.ts joins ('až', 'à', '...')", () => {
    expect(
      componentsOf(
        'SECTION 3: Composition/information on ingredients',
        'Ethanol    64-17-5    10 až 20',
        'Acetone    67-64-1    1 à 5',
        'Toluene    108-88-3    0,1...1',
        'SECTION 4: First aid measures',
      ),
    ).toEqual([
      ['64-17-5', 10, 20],
      ['67-64-1', 1, 5],
      ['108-88-3', 0.1, 1],
    ]);
  });

  it('finds the concentration column under a Japanese heading with its unit, "含有量(%)"', () => {
    expect(
      componentsOf(
        '3. 組成及び成分情報',
        '成分名        CAS RN        含有量(%)',
        'トルエン      108-88-3      30',
        '4. 応急措置',
      ),
    ).toEqual([['108-88-3', 30, 30]]);
  });
});

describe('a table ruled with "|"', () => {
  it('reads each cell between the rules, the amount beside the CAS number included', () => {
    expect(
      componentsOf(
        'SECTION 3: Composition/information on ingredients',
        '      CAS # | Percentage   | Chemical Name',
        '   7664-41-7 | 1.00-5.00%   | Ammonia',
        ' 7732-18-5 | 95.00-99.00% | Water',
        'SECTION 4: First aid measures',
      ),
    ).toEqual([
      ['7664-41-7', 1, 5],
      ['7732-18-5', 95, 99],
    ]);
  });
});

describe('an amount with a footnote mark', () => {
  it('reads a range marked as withheld, its unit in the column heading', () => {
    expect(
      concentrationsOf(
        ' Chemical name        CAS-No.          Concentration (% w/w)',
        ' Potassium hydroxide  1310-58-3        >= 40 - <= 50 *',
        ' Water                7732-18-5        >= 50 - <= 60 *',
        ' * Actual concentration or concentration range is withheld as a trade secret',
      ),
    ).toEqual([
      ['1310-58-3', 40, 50],
      ['7732-18-5', 50, 60],
    ]);
  });
});
