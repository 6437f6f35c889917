/**
 * Romanian. Sources: Regulation (EU) 2020/878, Annex II (Romanian text: section titles);
 * Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (emergency telephone): the labels SDSs in the language commonly print; some of them
 * are, or begin with, the Annex II titles of sub-sections 1.1 to 1.4.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'ro',
  iso: 'ro',
  name: 'Romanian',
  script: 'latin',
  ocr: ['ron'],
  sections: {
    1: ['identificarea substanței', 'identificarea produsului'],
    2: ['identificarea pericolelor'],
    3: ['compoziție'],
    4: ['prim ajutor'],
    5: ['combatere a incendiilor'],
    6: ['dispersie accidentală'],
    7: ['manipularea și depozitarea', 'depozitarea'],
    8: ['controale ale expunerii', 'expunerii'],
    9: ['proprietăți fizice'],
    10: ['stabilitate și reactivitate'],
    11: ['toxicologice'],
    12: ['ecologice'],
    13: ['privind eliminarea'],
    14: ['referitoare la transport'],
    15: ['de reglementare'],
    16: ['alte informații'],
  },
  sectionWords: ['secțiunea'],
  documentTitles: ['fișa cu date de securitate', 'fișa tehnică de securitate'],
  signalWords: { Danger: ['pericol'], Warning: ['atenție'] },
  functionWords: [
    'și',
    'cu',
    'nu',
    'pentru',
    'sau',
    'este',
    'din',
    'care',
    'amestecului',
    'secțiunea',
    'privind',
    'fi',
  ],
  subsections: {
    '1.1': ['Element de identificare a produsului'],
    '1.3': ['Detalii privind furnizorul fișei cu date de securitate'],
    '1.4': ['Număr de telefon care poate fi apelat în caz de urgență'],
    '2.1': ['Clasificarea substanței sau a amestecului'],
    '2.2': ['Elemente pentru etichetă'],
    '9.1': ['Informații privind proprietățile fizice și chimice de bază'],
    '14.1': ['Numărul ONU sau numărul de identificare', 'Numărul ONU'],
    '14.2': ['Denumirea corectă ONU pentru expediție'],
    '14.3': ['Clasa (clasele) de pericol pentru transport'],
    '14.4': ['Grupul de ambalare'],
  },
  dateLabels: { revision: ['Data revizuirii', 'Data de actualizare'], issue: ['Data emiterii'] },
  physicalState: {
    labels: ['Stare fizică'],
    words: {
      liquid: ['lichid'],
      solid: ['solid'],
      gas: ['gaz'],
      aerosol: ['aerosol'],
      paste: ['pastă'],
    },
  },
  fieldLabels: {
    emergencyPhone: ['Număr de telefon pentru apeluri de urgență'],
    signalWord: ['Cuvânt de avertizare'],
    hazardStatements: ['Fraze de pericol'],
    precautionaryStatements: ['Fraze de precauție'],
    pictogram: ['Pictogr'],
    hazardCategory: ['Categoria', 'Categorie'],
  },
} satisfies LanguageModule;
