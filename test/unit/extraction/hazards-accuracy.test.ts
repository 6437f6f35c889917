import { extractHazards } from '../../../src/extraction/fields/hazards.js';
import { contextFor } from './text-document.js';

const section2 = (...lines: string[]) =>
  contextFor(['SECTION 2: Hazards identification', ...lines, 'SECTION 3: Composition']);

describe('product classification', () => {
  it('reads categories printed in brackets after the class name', () => {
    const hazards = extractHazards(
      section2(
        '2.1 Classification of the substance or mixture',
        'Oxidizing liquids (Category 3)',
        'Skin irritation (Category 2), H315',
        'Acute toxicity (Oral) 4',
        '2.2 Label elements',
      ),
    );
    expect(hazards.ghs_classification).toEqual(['Ox. Liq. 3', 'Skin Irrit. 2', 'Acute Tox. 4']);
  });

  it('finds the classification printed after the signal word, with any dash style', () => {
    const hazards = extractHazards(
      section2(
        'Signal Word',
        'Danger',
        'Hazard Classifications',
        'Flammable Liquids - Category 2',
        'Long term hazards to the Aquatic Environment - Category 3',
        'Hazard Statements',
        ' H225           Highly flammable liquid and vapour.',
      ),
    );
    expect(hazards.ghs_classification).toEqual(['Flam. Liq. 2', 'Aquatic Chronic 3']);
  });

  it('reads "akute aquatische Toxizität" as Aquatic Acute', () => {
    const hazards = extractHazards(
      section2(
        '2.1 Einstufung',
        '  Akute aquatische Toxizität, Kategorie 1            H400',
        '2.2 Kennzeichnungselemente',
      ),
    );
    expect(hazards.ghs_classification).toEqual(['Aquatic Acute 1']);
  });
});

describe('statements matched from wording', () => {
  it('takes wording only from the hazard statement block, not from other information', () => {
    const hazards = extractHazards(
      section2(
        'Skin corrosion/irritation                                                            Category 3',
        'Signal word                         Warning',
        'Hazard statements',
        'Causes mild skin irritation',
        'Precautionary Statements - Response',
        'If skin irritation occurs: Get medical advice.',
        'Other information',
        'Very toxic to aquatic life with long-lasting effects.',
      ),
    );
    expect(hazards.h_statements).toEqual(['H316']);
    expect(hazards.pictograms).toEqual([]);
  });

  it('assigns no codes from symptom wording when section 2 says the product is not classified', () => {
    const hazards = extractHazards(
      section2(
        'This preparation is not classified as dangerous.',
        'Effects and symptoms',
        '  Inhalation                    Oil mist at elevated temperatures may cause respiratory irritation.',
      ),
    );
    expect(hazards.h_statements).toEqual([]);
    expect(hazards.pictograms).toEqual([]);
  });
});

describe('signal word', () => {
  it('reads the plural Portuguese label', () => {
    expect(extractHazards(section2('Palavras de advertência       ATENÇÃO!')).signal_word).toBe('Warning');
  });

  it('reads "nessuna" as no signal word and does not borrow a word from the lines below', () => {
    const hazards = extractHazards(
      section2(
        'Pittogrammi di pericolo:                                  nessuno',
        'Avvertenza:                                               nessuna',
        'Componenti di pericolo da indicarsi in etichetta:         nessuno',
      ),
    );
    expect(hazards.signal_word).toBeNull();
  });
});

describe('pictograms named in words', () => {
  it('reads the Portuguese exclamation symbol name', () => {
    expect(extractHazards(section2('Símbolos', ' Chama |   Símbolo de Exclamação |')).pictograms).toEqual([
      'GHS02',
      'GHS07',
    ]);
  });
});

describe('more signal word labels', () => {
  it.each([
    ['       Figyelmeztető szó:  Veszély', 'Danger'],
    ['       Parola segnaletica:  Attenzione', 'Warning'],
  ])('reads "%s" as %s', (line, expected) => {
    expect(extractHazards(section2(line)).signal_word).toBe(expected);
  });
});

describe('classification spellings', () => {
  it('reads German CLP abbreviations and combined class pairs', () => {
    expect(
      extractHazards(
        section2(
          '2.1. Einstufung des Stoffs oder Gemischs',
          'Ätz-/Reizwirkung auf die Haut: Hautreiz. 2',
          'Schwere Augenschädigung/Augenreizung: Augenschäd. 1',
          'Sensibilisierung der Atemwege/Haut: Sens. Haut 1',
          'Skin Corr./Irrit. 2',
          'Eye Dam./Irrit. 2A',
          '2.2. Kennzeichnungselemente',
        ),
      ).ghs_classification,
    ).toEqual(['Skin Irrit. 2', 'Eye Dam. 1', 'Skin Sens. 1', 'Eye Irrit. 2A']);
  });

  it('matches Danish class names written with æ and ø', () => {
    expect(
      extractHazards(
        section2(
          '2.1 Klassificering',
          'Brandfarlige væsker, Kategori 3',
          'Alvorlig øjenskade, Kategori 1',
          '2.2 Mærkningselementer',
        ),
      ).ghs_classification,
    ).toEqual(['Flam. Liq. 3', 'Eye Dam. 1']);
  });
});
