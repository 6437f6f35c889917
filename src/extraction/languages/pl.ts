/**
 * Polish. Sources: Regulation (EU) 2020/878, Annex II (Polish text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'pl',
  iso: 'pl',
  name: 'Polish',
  script: 'latin',
  ocr: ['pol'],
  sections: {
    1: ['identyfikacja'],
    2: ['zagrożeń'],
    3: ['skład/', 'skład i', 'składnik'],
    4: ['pierwszej pomocy'],
    5: ['pożar'],
    6: ['niezamierzonego uwolnienia'],
    7: ['postępowanie z substancjami', 'magazynowanie'],
    8: ['narażenia'],
    9: ['fizyczne'],
    10: ['stabilność', 'reaktywność'],
    11: ['toksykolog'],
    12: ['ekolog'],
    13: ['unieszkodliw', 'postępowanie z odpadami'],
    14: ['transport'],
    15: ['przepisów'],
    16: ['inne informacje'],
  },
  sectionWords: ['sekcja'],
  documentTitles: ['karta charakterystyki'],
  signalWords: { Danger: ['niebezpieczeństwo'], Warning: ['uwaga'] },
  functionWords: ['i', 'w', 'nie', 'na', 'sekcja', 'mieszaniny', 'lub', 'dla', 'jest', 'oraz', 'do', 'z'],
  subsections: {
    '1.1': ['Identyfikator produktu'],
    '1.3': ['Dane dotyczące dostawcy karty charakterystyki'],
    '1.4': ['Numer telefonu alarmowego'],
    '2.1': ['Klasyfikacja substancji lub mieszaniny'],
    '2.2': ['Elementy oznakowania'],
    '9.1': ['Informacje na temat podstawowych właściwości fizycznych i chemicznych'],
    '14.1': ['Numer UN lub numer identyfikacyjny ID', 'Numer UN'],
    '14.2': ['Prawidłowa nazwa przewozowa UN'],
    '14.3': ['Klasa(-y) zagrożenia w transporcie'],
    '14.4': ['Grupa pakowania'],
  },
  dateLabels: { revision: ['Data aktualizacji', 'Data zmiany'], issue: ['Data wydania'] },
  physicalState: {
    labels: ['Stan skupienia'],
    words: {
      liquid: ['ciecz'],
      solid: ['ciało stałe'],
      gas: ['gaz'],
      aerosol: ['aerozol'],
      paste: ['pasta'],
    },
  },
} satisfies LanguageModule;
