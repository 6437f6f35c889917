import { extractHazards } from '../../../src/extraction/fields/hazards.js';
import { contextFor } from './text-document.js';

const section2 = (...lines: string[]) =>
  contextFor(['SECTION 2: Hazards identification', ...lines, 'SECTION 3: Composition']);

const classification = (...lines: string[]) => extractHazards(section2(...lines)).ghs_classification;

const confidenceOf = (ctx: ReturnType<typeof section2>, i: number) =>
  ctx.evidence[`hazards_identification.ghs_classification[${i}]`]?.confidence;

describe('a class row with its H code', () => {
  it('takes the class from the H code and the printed category where the class name is unknown', () => {
    const ctx = section2(
      '2.1 Classification',
      '   Qwerty toxicity - inhaled   Category 2 H330: Fatal if inhaled.',
      '   Flammable liquids - Category 3 H226: Flammable liquid and vapour.',
      '2.2 Label elements',
    );
    expect(extractHazards(ctx).ghs_classification).toEqual(['Flam. Liq. 3', 'Acute Tox. 2']);
    expect(confidenceOf(ctx, 0)).toBe(0.85);
    expect(confidenceOf(ctx, 1)).toBe(0.8);
  });

  it('replaces a shorter class name read inside a longer unknown one by the class of the H code', () => {
    expect(
      classification(
        '2.1 Classification',
        '   Acute toxicity to fish and daphnia - Category 1 H400: Very toxic to aquatic life.',
        '2.2 Label elements',
      ),
    ).toEqual(['Aquatic Acute 1']);
  });

  it('reads a letter category and a category printed before its word', () => {
    expect(
      classification(
        '2.1 Classification',
        '   Unstable gas - Category A H230: May react explosively even in the absence of air.',
        '   Mérgező gáz - 2. kategória H330',
        '2.2 Label elements',
      ),
    ).toEqual(['Chem. Unst. Gas A', 'Acute Tox. 2']);
  });

  it('keeps a class the H code does not name a single category of, trusted less', () => {
    const ctx = section2('2.1 Classification', 'Eye Irrit. 2 H300', '2.2 Label elements');
    expect(extractHazards(ctx).ghs_classification).toEqual(['Eye Irrit. 2']);
    expect(confidenceOf(ctx, 0)).toBe(0.5);
  });

  it('takes a hazard statement line in 2.1 for no class row: its class is a completion, trusted less', () => {
    const ctx = section2(
      '2.1 Classification',
      'Skin Irrit. 2',
      'H305 May be fatal if swallowed and enters airways.',
      '2.2 Label elements',
      'H315 Causes skin irritation.',
    );
    expect(extractHazards(ctx).ghs_classification).toEqual(['Skin Irrit. 2', 'Asp. Tox. 2']);
    expect(confidenceOf(ctx, 1)).toBe(0.6);
  });
});

describe('the classification completed from the H codes', () => {
  it('adds nothing where the printed classification is read in full, whatever 2.2 prints', () => {
    expect(
      classification(
        '2.1 Classification',
        'Skin irritation - Category 2',
        '2.2 Label elements',
        'H315 Causes skin irritation.',
        'H335 May cause respiratory irritation.',
      ),
    ).toEqual(['Skin Irrit. 2']);
  });

  it('adds the class of a printed category the reader left unread', () => {
    const ctx = section2(
      '2.1 Classification',
      'Qwerty oral toxicant: Category 4. Skin irritation: Category 2.',
      '2.2 Label elements',
      'H302 Harmful if swallowed.',
      'H315 Causes skin irritation.',
    );
    expect(extractHazards(ctx).ghs_classification).toEqual(['Skin Irrit. 2', 'Acute Tox. 4']);
    expect(confidenceOf(ctx, 1)).toBe(0.6);
  });

  it('adds no category of a class the classification already holds', () => {
    expect(
      classification(
        '2.1 Classification',
        'Aquatic Acute 1   Aquatic Chronic 2   Qwerty 3',
        '2.2 Label elements',
        'H410 Very toxic to aquatic life with long lasting effects.',
      ),
    ).toEqual(['Aquatic Acute 1', 'Aquatic Chronic 2']);
  });
});

describe('classes written as prose', () => {
  it("reads a hazard statement's wording with a category as the statement's class, over a wrapped line", () => {
    expect(
      classification(
        '2.1 Classification',
        'Classification     Skin irritation - Category 2. May cause an allergic',
        'of the product:    skin reaction - Category 1B.',
        '2.2 Label elements',
      ),
    ).toEqual(['Skin Irrit. 2', 'Skin Sens. 1B']);
  });

  it("keeps the product's category where a sentence about a component names another", () => {
    const ctx = section2(
      '2.1 Classification',
      'CARCINOGENICITY - Category 1B',
      'This product contains a pigment which has been classified as a Carcinogen Category 2 elsewhere.',
      '2.2 Label elements',
    );
    expect(extractHazards(ctx).ghs_classification).toEqual(['Carc. 1B']);
    expect(confidenceOf(ctx, 0)).toBe(0.6);
  });

  it('keeps acute toxicity of two routes and STOT of two categories', () => {
    expect(
      classification('2.1 Classification', 'Acute Tox. 3   Acute Tox. 4   STOT SE 1   STOT SE 3', '2.2'),
    ).toEqual(['Acute Tox. 3', 'Acute Tox. 4', 'STOT SE 1', 'STOT SE 3']);
  });

  it('takes no category from beyond the end of a sentence', () => {
    expect(
      classification(
        'Carcinogenicity: no agency lists this product as a carcinogen.',
        'Page 1 of 4',
        'Eye Contact: May cause irritation.',
      ),
    ).toEqual([]);
  });
});

describe('classes GHS keeps as one', () => {
  it.each([
    ['Serious eye damage', 'Category 2B', 'Eye Irrit. 2B'],
    ['Skin corrosion', 'Category 2', 'Skin Irrit. 2'],
    ['Skin corrosion', 'Category 1B', 'Skin Corr. 1B'],
  ])('reads "%s  %s" as %s', (name, category, expected) => {
    expect(classification('2.1 Classification', `   ${name}      ${category}`, '2.2')).toEqual([expected]);
  });
});

describe('categories in every CLP language', () => {
  it.each([
    ['Croatian', 'Akutna toksičnost (udisanje) - Kategorija 2 H330'],
    ['Estonian', 'Äge mürgisus (sissehingamine) - kategooria 2 H330'],
    ['Greek', 'Οξεία τοξικότητα (εισπνοή) - Κατηγορία 2 H330'],
    ['Bulgarian', 'Остра токсичност (при вдишване) - Категория 2 H330'],
    ['Chinese', '急性毒性（吸入） 类别2 H330'],
  ])('reads a %s class row by its H code and category', (_, row) => {
    expect(classification('2.1', row, '2.2')).toEqual(['Acute Tox. 2']);
  });
});

describe('signal word labels in every CLP language', () => {
  it.each([
    ['Romanian', 'Cuvânt de avertizare: Pericol', 'Danger'],
    ['Slovenian', 'Opozorilna beseda: Pozor', 'Warning'],
    ['Greek', 'Προειδοποιητική λέξη: Κίνδυνος', 'Danger'],
    ['Bulgarian', 'Сигнална дума: Внимание', 'Warning'],
  ])('reads the %s signal word beside its label', (_, line, expected) => {
    const hazards = extractHazards(section2('2.2', line, 'H226'));
    expect(hazards.signal_word).toBe(expected);
  });
});

describe('confidence of statements against the classification', () => {
  it('trusts an H code less where the classification holds its class at another category', () => {
    const ctx = section2(
      '2.1 Classification',
      'STOT RE 1   Flam. Liq. 3',
      '2.2 Label elements',
      'H226 Flammable liquid and vapour.',
      'H373 May cause damage to organs through prolonged or repeated exposure.',
    );
    expect(extractHazards(ctx).h_statements).toEqual(['H226', 'H373']);
    expect(ctx.evidence['hazards_identification.h_statements[0]']?.confidence).toBe(0.95);
    expect(ctx.evidence['hazards_identification.h_statements[1]']?.confidence).toBe(0.5);
  });

  it('trusts pictograms inferred from statements matched by wording less than from printed codes', () => {
    const fromText = section2(
      'GHS label elements',
      'Signal word   Danger',
      'Hazard statements   Highly flammable liquid and vapour.',
    );
    const fromCodes = section2(
      'GHS label elements',
      'Signal word   Danger',
      'H225 Highly flammable liquid and vapour.',
    );
    expect(extractHazards(fromText).pictograms).toEqual(['GHS02']);
    expect(extractHazards(fromCodes).pictograms).toEqual(['GHS02']);
    expect(fromText.evidence['hazards_identification.pictograms[0]']?.confidence).toBe(0.6);
    expect(fromCodes.evidence['hazards_identification.pictograms[0]']?.confidence).toBe(0.75);
  });
});

describe('sub-categories set apart', () => {
  it('keeps a capital sub-category after a space and takes a small letter for a word', () => {
    expect(
      classification(
        '2.1',
        'Skin Corr. 1 B, H314   Eye Irrit. 2 a causa di',
        'Aquatic Acute 1 Aquatic Chronic 1',
        '2.2',
      ),
    ).toEqual(['Skin Corr. 1B', 'Eye Irrit. 2', 'Aquatic Acute 1', 'Aquatic Chronic 1']);
  });
});

describe('statement wording that is no class', () => {
  it('reads no class from the statement a category and its H code precede', () => {
    expect(
      classification(
        '2.1',
        '   Qwerty toxicity        Category 2 H330: Fatal if inhaled.',
        '   Qwerty aquatic         Category 1',
        '2.2',
      ),
    ).toEqual(['Acute Tox. 2']);
  });

  it('reads no class from a statement followed by an unknown class name before the next category', () => {
    expect(
      classification(
        '2.1',
        'Qwerty oral, Category 4: Harmful if swallowed. Qwerty dermal, Category 4',
        '2.2',
      ),
    ).toEqual([]);
  });
});

describe('German abbreviations of the classes', () => {
  it('reads "Entz. Fl. 3" and "STOT wdh. 2" beside the class names', () => {
    expect(
      classification(
        '2.1. Einstufung des Stoffs oder Gemischs',
        'Entzündbare Flüssigkeiten: Entz. Fl. 3',
        'Spezifische Zielorgan-Toxizität (wiederholte Exposition): STOT wdh. 2',
        '2.2. Kennzeichnungselemente',
      ),
    ).toEqual(['Flam. Liq. 3', 'STOT RE 2']);
  });
});
