/**
 * Danish. Sources: Regulation (EU) 2020/878, Annex II (Danish text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'da',
  iso: 'da',
  name: 'Danish',
  script: 'latin',
  ocr: ['dan'],
  sections: {
    1: ['identifikation'],
    2: ['fareidentifikation'],
    3: ['sammensætning'],
    4: ['førstehjælp'],
    5: ['brandbekæmp'],
    6: ['udslip'],
    7: ['håndtering', 'opbevaring'],
    8: ['eksponering'],
    9: ['fysiske'],
    10: ['stabilitet', 'reaktivitet'],
    11: ['toksikolog'],
    12: ['miljøoplysninger', 'økolog'],
    13: ['bortskaffelse'],
    14: ['transport'],
    15: ['regulering'],
    16: ['andre oplysninger'],
  },
  sectionWords: ['punkt'],
  documentTitles: ['sikkerhedsdatablad'],
  signalWords: { Danger: ['fare'], Warning: ['advarsel'] },
  functionWords: [
    'og',
    'af',
    'til',
    'med',
    'ikke',
    'punkt',
    'blandingen',
    'eller',
    'er',
    'for',
    'ved',
    'den',
  ],
  subsections: {
    '1.1': ['Produktidentifikator'],
    '1.3': ['Nærmere oplysninger om leverandøren af sikkerhedsdatabladet'],
    '1.4': ['Nødtelefon'],
    '2.1': ['Klassificering af stoffet eller blandingen'],
    '2.2': ['Mærkningselementer'],
    '14.1': ['UN-nummer eller ID-nummer', 'UN-nummer'],
    '14.2': ['UN-forsendelsesbetegnelse'],
    '14.3': ['Transportfareklasse(r)'],
    '14.4': ['Emballagegruppe'],
  },
  dateLabels: { revision: ['Revisionsdato'], issue: ['Udstedelsesdato', 'Udgivelsesdato'] },
  physicalState: {
    labels: ['Tilstandsform'],
    words: {
      liquid: ['væske'],
      solid: ['fast stof'],
      gas: ['gas'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
  },
} satisfies LanguageModule;
