/**
 * Slovenian. Sources: Regulation (EU) 2020/878, Annex II (Slovenian text: section titles);
 * Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (emergency telephone, version number) and month names: the labels SDSs in the
 * language commonly print; some of them are, or begin with, the Annex II titles of sub-sections 1.1
 * to 1.4.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Central/eastern EU label set: Regulation (EU) 2020/878, Annex II (Slovenian text) for the
 * sub-section titles 1.1, 1.3, 1.4, 2.1, 2.2, 9.1, 14.1-14.4 and the property names 'Barva',
 * 'Vonj', 'Tališče/ledišče', 'Vrelišče ali začetno vrelišče in območje vrelišča', 'Plamenišče',
 * 'Gostota in/ali relativna gostota'; as the 14.3 field label 'Nevarnosti prevoza' (14.3
 * 'Razred(-i) nevarnosti prevoza' after its bracket), because a label cannot hold brackets. The
 * labels SDSs in the language commonly print: 'Trgovsko ime', 'Ime izdelka', 'Dobavitelj',
 * 'Proizvajalec', 'Verzija', 'Nadomešča' (supersedes), 'Datum spremembe', 'Datum priprave'; CLP
 * terms 'Opozorilna beseda', 'Stavki o nevarnosti', 'Previdnostni stavki', 'Piktogrami za
 * nevarnost' (Regulation (EC) No 1272/2008, Slovenian text).
 * Density: only the whole 9.1 title; its short forms also begin the (q) relative vapour density
 * row, whose vapour word the density reader does not know in this language.
 * Physical-state forms (`physicalState.matches`): the words SDSs in the language commonly print for a
 * state (stems of its forms, powders and crystals for a solid), as the physical-state extractor held them.
 * Matched words (`matchedWords`): the words SDSs in the language commonly print in the wording the
 * extractors read (density references, PPE statements, composition tables), as the extractors held them.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'sl',
  iso: 'sl',
  name: 'Slovenian',
  script: 'latin',
  ocr: ['slv'],
  sections: {
    1: ['identifikacija snovi'],
    2: ['določitev nevarnosti'],
    3: ['sestava'],
    4: ['prvo pomoč'],
    5: ['protipožarni'],
    6: ['nenamernih izpustih'],
    7: ['ravnanje in skladiščenje', 'skladiščenje'],
    8: ['nadzor izpostavljenosti'],
    9: ['fizikalne in kemijske'],
    10: ['obstojnost'],
    11: ['toksikolog'],
    12: ['ekolog'],
    13: ['odstranjevanje'],
    14: ['prevozu'],
    15: ['zakonsko predpisani'],
    16: ['drugi podatki'],
  },
  sectionWords: ['oddelek'],
  documentTitles: ['varnostni list'],
  signalWords: { Danger: ['nevarno'], Warning: ['pozor'] },
  functionWords: ['in', 'je', 'za', 'se', 'ali', 'na', 'ni', 'pri', 'oddelek', 'snovi', 'zmesi', 'ter'],
  subsections: {
    '1.1': ['Identifikator izdelka'],
    '1.3': ['Podrobnosti o dobavitelju varnostnega lista'],
    '1.4': ['Telefonska številka za nujne primere'],
    '2.1': ['Razvrstitev snovi ali zmesi'],
    '2.2': ['Elementi etikete'],
    '9.1': ['Podatki o osnovnih fizikalnih in kemijskih lastnostih'],
    '14.1': ['Številka ZN ali identifikacijska številka', 'Številka ZN'],
    '14.2': ['Pravilno odpremno ime ZN'],
    '14.3': ['Razred(-i) nevarnosti prevoza'],
    '14.4': ['Skupina embalaže'],
  },
  dateLabels: { revision: ['Datum revizije', 'Datum spremembe'], issue: ['Datum izdaje'] },
  physicalState: {
    labels: ['Agregatno stanje'],
    words: {
      liquid: ['tekočina'],
      solid: ['trdno'],
      gas: ['plin'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
    matches: { aerosol: { anywhere: ['aerozol'] }, liquid: { anywhere: ['tekoč'] } },
  },
  fieldLabels: {
    substance: ['Snov'],
    mixture: ['Zmes'],
    identifiedUsesTitle: ['Pomembne identificirane uporabe snovi ali zmesi in odsvetovane uporabe'],
    emergencyPhone: ['Telefonska številka za nujne primere'],
    versionNumber: ['Verzija'],
    signalWord: ['Opozorilna beseda'],
    hazardStatements: ['Stavki o nevarnosti'],
    precautionaryStatements: ['Previdnostni stavki'],
    hazardCategory: ['Kategorija'],
    productName: ['Trgovsko ime', 'Ime izdelka'],
    supplier: ['Podrobnosti o dobavitelju varnostnega lista', 'Dobavitelj', 'Proizvajalec'],
    preparationDate: ['Datum priprave'],
    supersededDate: ['Nadomešča'],
    pictogram: ['Piktogrami za nevarnost'],
    colour: ['Barva'],
    odour: ['Vonj'],
    meltingPoint: ['Tališče/ledišče', 'Tališče'],
    boilingPoint: [
      'Vrelišče ali začetno vrelišče in območje vrelišča',
      'Začetno vrelišče in območje vrelišča',
      'Vrelišče',
    ],
    flashPoint: ['Plamenišče'],
    density: ['Gostota in/ali relativna gostota'],
    transportHazardClass: ['Nevarnosti prevoza'],
    packingGroup: ['Skupina embalaže'],
    shippingName: ['Pravilno odpremno ime ZN'],
    marinePollutant: ['Onesnaževalec morja'],
    environmentalHazards: ['Nevarnosti za okolje'],
  },
  valuePhrases: {
    yes: ['da'],
    no: ['ne'],
  },
  months: {
    1: ['Januar'],
    2: ['Februar'],
  },
  matchedWords: {
    identifierLabel: { whole: ['ES', 'Indeksna'] },
    vapour: { anywhere: ['hlap'], wordEnd: ['pare'] },
    waterReference: { anywhere: ['voda'] },
  },
} satisfies LanguageModule;
