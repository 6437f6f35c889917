/**
 * Czech. Sources: Regulation (EU) 2020/878, Annex II (Czech text: section and sub-section titles);
 * Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'cs',
  iso: 'cs',
  name: 'Czech',
  script: 'latin',
  ocr: ['ces'],
  sections: {
    1: ['identifikace'],
    2: ['nebezpečn'],
    3: ['složení'],
    4: ['první pomoc'],
    5: ['hašení požáru', 'požár'],
    6: ['náhodném úniku'],
    7: ['zacházení', 'skladování'],
    8: ['omezování expozice'],
    9: ['fyzikální'],
    10: ['stálost', 'stabilita', 'reaktivita'],
    11: ['toxikolog'],
    12: ['ekolog'],
    13: ['odstraňování'],
    14: ['přeprav'],
    15: ['předpisech', 'předpisy'],
    16: ['další informace'],
  },
  sectionWords: ['oddíl'],
  documentTitles: ['bezpečnostní list'],
  signalWords: { Danger: ['nebezpečí'], Warning: ['varování'] },
  functionWords: ['a', 'v', 'na', 'se', 'nebo', 'oddíl', 'směsi', 'látky', 'pro', 'je', 'podle', 'nejsou'],
  subsections: {
    '1.1': ['Identifikátor výrobku'],
    '1.3': ['Podrobné údaje o dodavateli bezpečnostního listu'],
    '1.4': ['Telefonní číslo pro naléhavé situace'],
    '2.1': ['Klasifikace látky nebo směsi'],
    '2.2': ['Prvky označení'],
    '9.1': ['Informace o základních fyzikálních a chemických vlastnostech'],
    '14.1': ['UN číslo nebo ID číslo', 'UN číslo'],
    '14.2': ['Oficiální (OSN) pojmenování pro přepravu'],
    '14.3': ['Třída/třídy nebezpečnosti pro přepravu'],
    '14.4': ['Obalová skupina'],
  },
  dateLabels: { revision: ['Datum revize'], issue: ['Datum vydání'] },
  physicalState: {
    labels: ['Skupenství'],
    words: {
      liquid: ['kapalina'],
      solid: ['pevná látka'],
      gas: ['plyn'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
  },
} satisfies LanguageModule;
