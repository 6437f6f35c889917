/**
 * Norwegian (bokmål). Sources: the REACH regulation as taken into Norwegian law through the EEA
 * Agreement (REACH-forskriften, Annex II: section titles); CLP-forskriften (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'no',
  iso: 'no',
  name: 'Norwegian',
  script: 'latin',
  ocr: ['nor'],
  sections: {
    1: ['identifikasjon'],
    2: ['fareidentifikasjon', 'farlige egenskaper'],
    3: ['sammensetning'],
    4: ['førstehjelp'],
    5: ['brannslokking', 'brannbekjemp'],
    6: ['utilsiktet utslipp'],
    7: ['håndtering og lagring', 'lagring'],
    8: ['eksponeringskontroll', 'personlig beskyttelse'],
    9: ['fysiske og kjemiske'],
    10: ['stabilitet', 'reaktivitet'],
    11: ['toksikolog'],
    12: ['økolog'],
    13: ['disponering', 'avfallshåndtering'],
    14: ['transport'],
    15: ['regelverk'],
    16: ['andre opplysninger'],
  },
  sectionWords: ['avsnitt', 'seksjon'],
  documentTitles: ['sikkerhetsdatablad'],
  signalWords: { Danger: ['fare'], Warning: ['advarsel'] },
  functionWords: [
    'og',
    'av',
    'til',
    'med',
    'ikke',
    'avsnitt',
    'eller',
    'etter',
    'bruk',
    'uten',
    'mot',
    'ved',
  ],
  subsections: {
    '1.1': ['Produktidentifikator'],
    '1.3': ['Opplysninger om leverandøren av sikkerhetsdatabladet'],
    '1.4': ['Nødtelefonnummer'],
    '2.1': ['Klassifisering av stoffet eller stoffblandingen'],
    '2.2': ['Merkingselementer'],
    '14.1': ['UN-nummer'],
    '14.3': ['Transportfareklasse(r)'],
    '14.4': ['Emballasjegruppe'],
  },
  dateLabels: { revision: ['Revisjonsdato'], issue: ['Utgivelsesdato'] },
  physicalState: {
    labels: ['Aggregattilstand'],
    words: {
      liquid: ['væske'],
      solid: ['fast stoff'],
      gas: ['gass'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
  },
} satisfies LanguageModule;
