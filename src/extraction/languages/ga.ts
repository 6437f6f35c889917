/**
 * Irish. Sources: Regulation (EC) No 1272/2008 (CLP), Irish text, Art. 2 (signal words); the title of
 * the safety data sheet in the Irish text of Regulation (EC) No 1907/2006. Irish-language SDSs are
 * rare and the section titles are not stated here: Irish documents are split at their numbered
 * sections (see the structural test in engine.ts).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'ga',
  iso: 'ga',
  name: 'Irish',
  script: 'latin',
  ocr: ['gle'],
  sections: {},
  sectionWords: ['roinn'],
  documentTitles: ['bileog sonraí sábháilteachta'],
  signalWords: { Danger: ['contúirt'], Warning: ['rabhadh'] },
  functionWords: ['agus', 'ar', 'leis', 'don', 'roinn', 'ach', 'faoi', 'chun', 'atá', 'mar', 'ag', 'nach'],
  subsections: {},
  dateLabels: { revision: ['Dáta athbhreithnithe'], issue: ['Dáta eisiúna'] },
  physicalState: {
    labels: ['Staid fhisiceach'],
    words: {
      liquid: ['leacht'],
      solid: ['solad'],
      gas: ['gás'],
      aerosol: ['aerasól'],
      paste: ['taos'],
    },
  },
  fieldLabels: {
    signalWord: ['Focal comhartha'],
    hazardCategory: ['Catagóir'],
  },
} satisfies LanguageModule;
