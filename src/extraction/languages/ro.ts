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
 * Central/eastern EU label set: Regulation (EU) 2020/878, Annex II (Romanian text) for the
 * sub-section titles 1.1, 1.3, 1.4, 2.1, 2.2, 9.1, 14.1-14.4 and the property names 'Culoare',
 * 'Miros', 'Punctul de topire/punctul de înghețare', 'Punctul de fierbere sau punctul inițial de
 * fierbere și intervalul de fierbere', 'Punctul de aprindere', 'Densitatea și/sau densitatea
 * relativă'; the 453/2010 forms 'Aspect', 'Punctul inițial de fierbere și intervalul de fierbere',
 * 'Densitatea relativă', 'Numărul ONU'; as the 14.3 field label 'De pericol pentru transport'
 * (14.3 'Clasa (clasele) de pericol pentru transport' after its bracket), because a label cannot
 * hold brackets. The labels SDSs in the language commonly print: 'Denumire comercială', 'Nume
 * produs', 'Denumirea produsului', 'Furnizor', 'Producător', 'Versiune', 'Numărul versiunii',
 * 'Înlocuiește' (supersedes), 'Data de actualizare', 'Grupa de ambalare' (packing group, ADR
 * wording), short forms 'Punct de topire/fierbere/aprindere', 'Densitate'; CLP terms 'Cuvânt de
 * avertizare', 'Fraze de pericol', 'Fraze de precauție', 'Pictograme de pericol' (Regulation (EC)
 * No 1272/2008, Romanian text).
 * UN acronyms (`unAcronyms`): the acronym of the United Nations that SDSs in the language commonly print
 * before a UN number ("ONU").
 * Physical-state forms (`physicalState.matches`): the words SDSs in the language commonly print for a
 * state (stems of its forms, powders and crystals for a solid), as the physical-state extractor held them.
 * Matched words (`matchedWords`): the words SDSs in the language commonly print in the wording the
 * extractors read (density references, PPE statements, composition tables), as the extractors held them.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 * Section 9.1 colour (`valuePhrases` notAvailable; `matchedWords` colourWord): the phrases SDSs in the
 * language commonly print for a property without data, and the colour words (stems) its 9.1 values print.
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
    matches: {
      aerosol: { anywhere: ['aerosol'] },
      gas: { wordStart: ['gaz'] },
      liquid: { anywhere: ['lichid'] },
      solid: { anywhere: ['cristal'] },
    },
  },
  fieldLabels: {
    componentName: ['Denumire chimică', 'Componentă', 'Denumire'],
    substance: ['Substanț', 'Substanţ'],
    mixture: ['Amestec'],
    identifiedUsesTitle: [
      'Utilizări relevante identificate ale substanței sau ale amestecului și utilizări contraindicate',
    ],
    emergencyPhone: [
      'Număr de telefon pentru apeluri de urgență',
      'Număr de telefon care poate fi apelat în caz de urgență',
    ],
    signalWord: ['Cuvânt de avertizare'],
    hazardStatements: ['Fraze de pericol'],
    precautionaryStatements: ['Fraze de precauție'],
    pictogram: ['Pictogr', 'Pictograme de pericol'],
    hazardCategory: ['Categoria', 'Categorie'],
    productName: ['Denumire comercială', 'Denumirea comercială', 'Nume produs', 'Denumirea produsului'],
    supplier: ['Detalii privind furnizorul fișei cu date de securitate', 'Furnizor', 'Producător'],
    supersededDate: ['Înlocuiește'],
    versionNumber: ['Versiune', 'Numărul versiunii'],
    appearance: ['Aspect'],
    colour: ['Culoare'],
    odour: ['Miros'],
    meltingPoint: ['Punctul de topire/punctul de înghețare', 'Punctul de topire', 'Punct de topire'],
    boilingPoint: [
      'Punctul de fierbere sau punctul inițial de fierbere și intervalul de fierbere',
      'Punctul inițial de fierbere și intervalul de fierbere',
      'Punctul de fierbere',
      'Punct de fierbere',
    ],
    flashPoint: ['Punctul de aprindere', 'Punct de aprindere'],
    density: [
      'Densitatea și/sau densitatea relativă',
      'Densitatea relativă',
      'Densitate relativă',
      'Densitate',
    ],
    transportHazardClass: ['De pericol pentru transport'],
    packingGroup: ['Grupul de ambalare', 'Grupa de ambalare'],
    shippingName: ['Denumirea corectă ONU pentru expediție'],
    marinePollutant: ['Poluant marin'],
    environmentalHazards: ['Pericole pentru mediul înconjurător', 'Pericole pentru mediu'],
  },
  valuePhrases: {
    yes: ['da'],
    no: ['nu'],
    notAvailable: ['nu este disponibil', 'nu sunt disponibile', 'nedeterminat'],
  },
  unAcronyms: ['ONU'],
  matchedWords: {
    identifierLabel: { whole: ['CE', 'Index', 'Înregistrare'] },
    vapour: { anywhere: ['vapor'] },
    colourWord: {
      wordStart: [
        'incolor',
        'alb',
        'negru',
        'galben',
        'roșu',
        'verde',
        'albastru',
        'maro',
        'gri',
        'portocaliu',
        'violet',
        'roz',
      ],
    },
  },
} satisfies LanguageModule;
