/**
 * Maltese. Sources: Regulation (EU) 2020/878, Annex II (Maltese text: section titles); Regulation
 * (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'mt',
  iso: 'mt',
  name: 'Maltese',
  script: 'latin',
  ocr: ['mlt'],
  sections: {
    1: ['identifikazzjoni tas-sustanza'],
    2: ['identifikazzjoni tal-perikli'],
    3: ['kompożizzjoni'],
    4: ['ewwel għajnuna'],
    5: ['tifi tan-nar'],
    6: ['rilaxx aċċidentali'],
    7: ['immaniġġar', 'ħażna'],
    8: ['kontrolli tal-espożizzjoni'],
    9: ['proprjetajiet fiżiċi'],
    10: ['stabbiltà'],
    11: ['tossikoloġ'],
    12: ['ekoloġ'],
    13: ['dwar ir-rimi'],
    14: ['dwar it-trasport'],
    15: ['regolatorja'],
    16: ['informazzjoni oħra'],
  },
  sectionWords: ['taqsima'],
  documentTitles: ["skeda ta' data ta' sigurtà"],
  signalWords: { Danger: ['periklu'], Warning: ['attenzjoni'] },
  functionWords: ['u', 'tal', 'ta', 'minn', 'jew', 'huwa', 'mhux', 'fil', 'taqsima', 'għal', 'dwar', 'tat'],
  subsections: {},
  dateLabels: { revision: ['Data tar-reviżjoni'], issue: ['Data tal-ħruġ'] },
  physicalState: {
    labels: ['Stat fiżiku'],
    words: {
      liquid: ['likwidu'],
      solid: ['solidu'],
      gas: ['gass'],
      aerosol: ['aerosol'],
      paste: ['pejst'],
    },
  },
  fieldLabels: {
    signalWord: ['Kelma tas-sinjal'],
    hazardCategory: ['Kategorija'],
  },
} satisfies LanguageModule;
