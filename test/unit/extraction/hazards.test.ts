import { extractHazards, pictogramsForHCodes } from '../../../src/extraction/fields/hazards.js';
import { contextFor } from './text-document.js';

const section2 = (...lines: string[]) =>
  contextFor(['SECTION 2: Hazards identification', ...lines, 'SECTION 3: Composition']);

describe('hazards identification', () => {
  it('reads an EU label: classification, codes with suffixes, combined P codes, EUH codes', () => {
    const ctx = section2(
      '2.1 Classification according to Regulation (EC) No 1272/2008',
      'Flam. Liq. 2, H225    Repr. 1B, H360Fd    STOT SE 3, H336',
      '2.2 Label elements',
      'Signal word: Danger',
      'H225 Highly flammable liquid and vapour.  H360Fd May damage fertility.',
      'H336 May cause drowsiness or dizziness.',
      'P305 + P351 + P338 IF IN EYES: Rinse cautiously...   P210 Keep away from heat.',
      'EUH066 Repeated exposure may cause skin dryness or cracking.',
    );
    const hazards = extractHazards(ctx);
    expect(hazards.ghs_classification).toEqual(['Flam. Liq. 2', 'Repr. 1B', 'STOT SE 3']);
    expect(hazards.h_statements).toEqual(['H225', 'H360Fd', 'H336']);
    expect(hazards.p_statements).toEqual(['P305+P351+P338', 'P210']);
    expect(hazards.euh_statements).toEqual(['EUH066']);
    expect(hazards.signal_word).toBe('Danger');
    expect(ctx.evidence['hazards_identification.signal_word']).toMatchObject({
      page: 1,
      snippet: 'Signal word: Danger',
    });
  });

  it.each([
    ['Signalwort: Gefahr', 'Danger'],
    ['Mention d’avertissement : Attention', 'Warning'],
    ['Palavra de advertência: Perigo', 'Danger'],
    ['Hasło ostrzegawcze: Uwaga', 'Warning'],
    ['Figyelmeztetés: Veszély', 'Danger'],
  ])('normalises the signal word "%s" to %s', (line, expected) => {
    expect(extractHazards(section2(line)).signal_word).toBe(expected);
  });

  it('reads the Canadian French "Avertissement" under its label "Mot indicateur" as Warning', () => {
    expect(extractHazards(section2('Symbole(s)', 'Mot indicateur', 'AVERTISSEMENT')).signal_word).toBe(
      'Warning',
    );
  });

  it('reads long-form classifications in German and English tables', () => {
    const ctx = section2(
      'Entzündbare Flüssigkeiten, Kategorie 3',
      'Skin corrosion/irritation      Category 2',
      'Label elements',
    );
    expect(extractHazards(ctx).ghs_classification).toEqual(['Flam. Liq. 3', 'Skin Irrit. 2']);
  });

  it('maps US statements printed without codes to codes by their official wording', () => {
    const ctx = section2(
      'Classification: Flammable liquids Category 2',
      'Signal word  Danger',
      'Hazard statements  Highly flammable liquid and vapor. Causes serious eye irritation.',
      'Prevention: Keep container tightly closed. Wear protective gloves. Wear eye protection.',
      'Response: IF IN EYES: Rinse cautiously with water for several minutes.',
    );
    const hazards = extractHazards(ctx);
    expect(hazards.h_statements).toEqual(['H225', 'H319']);
    expect(hazards.p_statements).toEqual(['P233', 'P280', 'P305', 'P351']);
    expect(ctx.warnings.map((w) => w.code)).toContain('statements_from_text');
  });

  it('drops codes that do not exist and says so', () => {
    const ctx = section2('H999 Nothing.', 'H319 Causes serious eye irritation.');
    expect(extractHazards(ctx).h_statements).toEqual(['H319']);
    expect(ctx.warnings).toContainEqual(
      expect.objectContaining({ code: 'invalid_code', field: 'hazards_identification.h_statements' }),
    );
  });

  it('derives pictograms from H codes when the label shows only images, with the CLP precedence rules', () => {
    expect(pictogramsForHCodes(['H225', 'H319'])).toEqual(['GHS02', 'GHS07']);
    expect(pictogramsForHCodes(['H301', 'H315'])).toEqual(['GHS06']);
    expect(pictogramsForHCodes(['H314', 'H319'])).toEqual(['GHS05']);
    const ctx = section2(
      'H222 Extremely flammable aerosol.',
      'H304 May be fatal if swallowed and enters airways.',
    );
    expect(extractHazards(ctx).pictograms).toEqual(['GHS02', 'GHS08']);
    expect(ctx.warnings.map((w) => w.code)).toContain('pictograms_inferred');
  });

  it('states nothing for a product that is not classified', () => {
    const hazards = extractHazards(
      section2('Classification: Not classified.', 'Label elements: None required.'),
    );
    expect(hazards).toMatchObject({
      ghs_classification: [],
      signal_word: null,
      h_statements: [],
      p_statements: [],
      pictograms: [],
    });
  });
});

describe('statements printed as text without a label of their own', () => {
  it('are read from the label elements, not from the class names of the classification before them', () => {
    const hazards = extractHazards(
      section2(
        '2.1 Classification of the substance or mixture',
        'Flammable liquids, Category 2',
        'Serious eye damage/eye irritation, Category 2',
        '2.2 Label elements',
        'Signal word: Danger',
        'Highly flammable liquid and vapour.',
        'Causes serious eye irritation.',
      ),
    );
    expect(hazards.h_statements).toEqual(['H225', 'H319']);
  });

  it('does so in Japanese too (眼に対する重篤な損傷性 is a class name, not H318)', () => {
    const hazards = extractHazards(
      section2(
        'GHS分類',
        '引火性液体    区分2',
        '眼に対する重篤な損傷性／眼刺激性    区分2A',
        'GHSラベル要素',
        '注意喚起語    危険',
        '引火性の高い液体及び蒸気',
        '強い眼刺激',
      ),
    );
    expect(hazards.h_statements).toEqual(['H225', 'H319']);
  });
});
