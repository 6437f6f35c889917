/**
 * Swedish. Sources: Regulation (EU) 2020/878, Annex II (Swedish text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'sv',
  iso: 'sv',
  name: 'Swedish',
  script: 'latin',
  ocr: ['swe'],
  sections: {
    1: ['namnet på ämnet', 'identifiering'],
    2: ['farliga egenskaper'],
    3: ['sammansättning'],
    4: ['första hjälpen'],
    5: ['brandbekämpning'],
    6: ['oavsiktliga utsläpp'],
    7: ['hantering och lagring', 'lagring'],
    8: ['begränsning av exponeringen', 'personligt skydd'],
    9: ['fysikaliska'],
    10: ['stabilitet', 'reaktivitet'],
    11: ['toxikolog'],
    12: ['ekolog'],
    13: ['avfallshantering'],
    14: ['transport'],
    15: ['gällande föreskrifter', 'föreskrifter'],
    16: ['annan information'],
  },
  sectionWords: ['avsnitt'],
  documentTitles: ['säkerhetsdatablad'],
  signalWords: { Danger: ['fara'], Warning: ['varning'] },
  functionWords: ['och', 'att', 'som', 'av', 'inte', 'med', 'på', 'eller', 'vid', 'ska', 'kan', 'avsnitt'],
  subsections: {
    '1.1': ['Produktbeteckning'],
    '1.3': ['Närmare upplysningar om den som tillhandahåller säkerhetsdatablad'],
    '1.4': ['Telefonnummer för nödsituationer'],
    '2.1': ['Klassificering av ämnet eller blandningen'],
    '2.2': ['Märkningsuppgifter'],
    '14.1': ['UN-nummer eller ID-nummer', 'UN-nummer', 'FN-nummer'],
    '14.2': ['Officiell transportbenämning'],
    '14.3': ['Faroklass för transport'],
    '14.4': ['Förpackningsgrupp'],
  },
  dateLabels: {
    revision: ['Revisionsdatum', 'Omarbetad', 'Reviderat den'],
    issue: ['Utfärdandedatum', 'Utfärdat'],
  },
  physicalState: {
    labels: ['Aggregationstillstånd', 'Fysikaliskt tillstånd', 'Fysiskt tillstånd'],
    words: {
      liquid: ['vätska'],
      solid: ['fast'],
      gas: ['gas'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
  },
} satisfies LanguageModule;
