import { extractHazards } from '../../../src/extraction/fields/hazards.js';
import { findPCodes } from '../../../src/extraction/fields/codes.js';
import { contextFor } from './text-document.js';

const section2 = (...lines: string[]) =>
  contextFor(['SECTION 2: Hazards identification', ...lines, 'SECTION 3: Composition']);

describe('the product classification', () => {
  it('reads the longest class name: "acute toxicity for the aquatic environment" is not acute toxicity', () => {
    const hazards = extractHazards(
      section2(
        '2.1. Klasifikace látky nebo směsi',
        '       Akutní toxicita - Vdechnutí  Kategorie 2 H330:Při vdechování může způsobit smrt.',
        '       Akutní toxicita pro vodní prostředí -  Kategorie 1 H400:Vysoce toxický pro vodní organismy.',
        '2.2 Prvky označení',
      ),
    );
    expect(hazards.ghs_classification).toEqual(['Acute Tox. 2', 'Aquatic Acute 1']);
  });

  it('leaves out a classification under the old directives and classes written with R phrases', () => {
    const hazards = extractHazards(
      section2(
        '2.1 Classification of the substance or mixture',
        'Classification according to Regulation (EC) No 1272/2008 [CLP/GHS]',
        'Carc. 2, H351',
        'Classification according to Directive 67/548/EEC',
        'Carc. Cat. 2; R45',
        'Xn; R20, R65',
        'Repr. Cat. 3; R63',
        '2.2 Label elements',
        'H351 Suspected of causing cancer.',
      ),
    );
    expect(hazards.ghs_classification).toEqual(['Carc. 2']);
  });

  it('keeps GHS-only categories and printed sub-categories, and drops categories a class does not have', () => {
    const hazards = extractHazards(
      section2(
        'Classification',
        'Acute Tox. 5 (Oral)   Flam. Liq. 4   Asp. Tox. 2',
        'Eye Irrit. 2B   Skin Sens. 1B   Carc. 3',
        'Flammable liquids, Category 4',
        'Label elements',
      ),
    );
    expect(hazards.ghs_classification).toEqual([
      'Acute Tox. 5',
      'Flam. Liq. 4',
      'Asp. Tox. 2',
      'Eye Irrit. 2B',
      'Skin Sens. 1B',
    ]);
  });

  it('reads several long class names sharing one cell, and a category beyond a separator cell', () => {
    const hazards = extractHazards(
      section2(
        'Classification',
        '   Acute Toxicity (Oral) Category 4, Sensitisation (Skin) Category 1, Serious Eye Damage/Eye Irritation Category 2A',
        '    Skin irritation              :  Category 2',
        'Label elements',
      ),
    );
    expect(hazards.ghs_classification).toEqual([
      'Acute Tox. 4',
      'Skin Sens. 1',
      'Eye Irrit. 2A',
      'Skin Irrit. 2',
    ]);
  });

  it('reads a class name that wraps onto the next line', () => {
    const hazards = extractHazards(
      section2(
        'Classification',
        'Flammable liquids Category 2, Specific target organ toxicity - single',
        'exposure Category 3',
        'Label elements',
      ),
    );
    expect(hazards.ghs_classification).toEqual(['Flam. Liq. 2', 'STOT SE 3']);
  });

  it.each([
    ['Turkish', 'Alevlenir sıvılar, Kategori 2', 'Flam. Liq. 2'],
    ['Japanese', '引火性液体 区分2', 'Flam. Liq. 2'],
    ['Swedish', 'Allvarlig ögonskada/ögonirritation, kategori 2', 'Eye Irrit. 2'],
  ])('reads a %s class name', (_, line, expected) => {
    expect(extractHazards(section2('2.1', line, '2.2')).ghs_classification).toEqual([expected]);
  });

  it('takes the class an H code stands for when the class is printed in words the reader does not know', () => {
    const ctx = section2(
      '2.1 Aineen tai seoksen luokitus',
      'Akuutti myrk. 4 H302 Terveydelle haitallista nieltynä.',
      'Elinkohtainen myrk. (kerta-alt.) H336: Saattaa aiheuttaa uneliaisuutta ja huimausta.',
      'Flam. Liq. 3 H226',
      '2.2 Merkinnät',
    );
    const hazards = extractHazards(ctx);
    expect(hazards.ghs_classification).toEqual(['Flam. Liq. 3', 'Acute Tox. 4', 'STOT SE 3']);
    expect(ctx.evidence['hazards_identification.ghs_classification[0]']?.confidence).toBe(0.85);
    expect(ctx.evidence['hazards_identification.ghs_classification[1]']?.confidence).toBe(0.6);
  });

  it('invents no sub-category from an H code that stands for several', () => {
    const hazards = extractHazards(
      section2('2.1', 'H314 Causes severe skin burns.', 'H350 May cause cancer.'),
    );
    expect(hazards.ghs_classification).toEqual([]);
  });
});

describe('the product statements', () => {
  it('takes the H codes of the label elements where 2.1 lists more', () => {
    const hazards = extractHazards(
      section2(
        '2.1 Classification',
        'STOT SE 3 H335   Aquatic Acute 1 H400   Aquatic Chronic 1 H410',
        '2.2 Label elements',
        'Hazard statements',
        'H410 Very toxic to aquatic life with long lasting effects.',
      ),
    );
    expect(hazards.h_statements).toEqual(['H410']);
    expect(hazards.ghs_classification).toEqual(['STOT SE 3', 'Aquatic Acute 1', 'Aquatic Chronic 1']);
  });

  it('reads short combined P codes with every part', () => {
    expect(findPCodes('P301+330+331 IF SWALLOWED: rinse mouth. P305 + 351 + P338')).toEqual([
      'P301+P330+P331',
      'P305+P351+P338',
    ]);
  });

  it('knows the GHS Rev. 10 eye statement P354 in its combination', () => {
    const ctx = section2(
      'Precautionary statements',
      'P305+P354+P338 IF IN EYES: Immediately rinse with water for several minutes. Remove contact lenses.',
    );
    expect(extractHazards(ctx).p_statements).toEqual(['P305+P354+P338']);
    expect(ctx.warnings).toEqual([]);
  });

  it('keeps the known parts of a combination with an unknown code, and warns about it', () => {
    const ctx = section2('Precautionary statements', 'P305+P999+P338 IF IN EYES: Rinse cautiously.');
    expect(extractHazards(ctx).p_statements).toEqual(['P305+P338']);
    expect(ctx.warnings).toContainEqual(
      expect.objectContaining({ code: 'invalid_code', field: 'hazards_identification.p_statements' }),
    );
  });

  it('gives a pre-GHS MSDS no signal word and no codes from its prose', () => {
    const hazards = extractHazards(
      section2(
        'EMERGENCY OVERVIEW',
        'WARNING!',
        'Causes eye irritation. May cause skin irritation.',
        'Harmful if swallowed.',
      ),
    );
    expect(hazards).toMatchObject({
      ghs_classification: [],
      signal_word: null,
      h_statements: [],
      p_statements: [],
    });
  });

  it('takes the first word of an emergency overview followed by "!" as the signal word, trusted less', () => {
    const ctx = section2(
      'EMERGENCY OVERVIEW:  WARNING! FLAMMABLE LIQUID AND VAPOR.',
      'Causes eye irritation.',
      'GHS classification: Flammable liquids, Category 3',
    );
    expect(extractHazards(ctx)).toMatchObject({ signal_word: 'Warning' });
    expect(ctx.evidence['hazards_identification.signal_word']).toMatchObject({
      snippet: 'EMERGENCY OVERVIEW: WARNING! FLAMMABLE LIQUID AND VAPOR.',
      confidence: 0.7,
    });
    expect(extractHazards(section2('Emergency overview: DANGER! CORROSIVE.', 'GHS: H314')).signal_word).toBe(
      'Danger',
    );
  });

  it('reads no overview signal word without its "!" or after a labelled one', () => {
    expect(
      extractHazards(section2('EMERGENCY OVERVIEW: Warning labels are on the drum.')).signal_word,
    ).toBeNull();
    const labelled = section2(
      'Emergency overview: WARNING! Causes eye irritation.',
      'GHS label elements',
      'Signal word: Danger',
    );
    expect(extractHazards(labelled).signal_word).toBe('Danger');
    expect(labelled.evidence['hazards_identification.signal_word']?.confidence).toBe(0.95);
  });
});
