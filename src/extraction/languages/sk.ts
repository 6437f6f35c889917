/**
 * Slovak. Sources: Regulation (EU) 2020/878, Annex II (Slovak text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'sk',
  iso: 'sk',
  name: 'Slovak',
  script: 'latin',
  ocr: ['slk'],
  sections: {
    1: ['identifikácia'],
    2: ['nebezpečn'],
    3: ['zloženie', 'zlozeni'],
    4: ['prvej pomoci', 'prvá pomoc'],
    5: ['protipožiarne'],
    6: ['náhodnom uniku', 'náhodnom uvoľnení'],
    7: ['zaobchádzanie', 'skladovanie'],
    8: ['kontroly expozície', 'kontrola expozície'],
    9: ['fyzikálne'],
    10: ['stabilita', 'reaktivita'],
    11: ['toxikolog'],
    12: ['ekolog'],
    13: ['zneškodňovaní'],
    14: ['doprave', 'preprav'],
    15: ['predpisoch', 'regulačné'],
    16: ['ďalšie informácie', 'iné informácie'],
  },
  sectionWords: ['oddiel'],
  documentTitles: ['karta bezpečnostných údajov'],
  signalWords: { Danger: ['nebezpečenstvo'], Warning: ['pozor'] },
  functionWords: ['a', 'v', 'na', 'sa', 'alebo', 'oddiel', 'zmesi', 'látky', 'pre', 'je', 'podľa', 'nie'],
  subsections: {
    '1.1': ['Identifikátor produktu'],
    '1.3': ['Podrobné údaje o dodávateľovi karty bezpečnostných údajov'],
    '1.4': ['Núdzové telefónne číslo'],
    '2.1': ['Klasifikácia látky alebo zmesi'],
    '2.2': ['Prvky označovania'],
    '9.1': ['Informácie o základných fyzikálnych a chemických vlastnostiach'],
    '14.1': ['Číslo OSN alebo identifikačné číslo', 'Číslo OSN'],
    '14.2': ['Správne expedičné označenie OSN'],
    '14.3': ['Trieda, resp. triedy nebezpečnosti pre dopravu'],
    '14.4': ['Obalová skupina'],
  },
  dateLabels: { revision: ['Dátum revízie'], issue: ['Dátum vydania'] },
  physicalState: {
    labels: ['Skupenstvo'],
    words: {
      liquid: ['kvapalina'],
      solid: ['tuhá látka'],
      gas: ['plyn'],
      aerosol: ['aerosól'],
      paste: ['pasta'],
    },
  },
} satisfies LanguageModule;
