/**
 * Estonian. Sources: Regulation (EU) 2020/878, Annex II (Estonian text: section titles);
 * Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Sub-section titles 14.1-14.4 (Nordic-Baltic pass): "ÜRO number", "ÜRO veose tunnusnimetus", "Transpordi
 * ohuklass(id)", "Pakendirühm", as the Estonian guidance on compiling SDSs (Terviseamet, "Ohutuskaartide
 * koostamise juhend") states them. Section 9 and 16 labels: as Estonian SDSs print them (453/2010 layout):
 * "Välimus", "Lõhn", "Sulamis-/külmumispunkt", "Keemise algpunkt ja keemisvahemik", "Leekpunkt",
 * "Suhteline tihedus", "Eelnev kuupäev".
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("klass").
 * Physical-state forms (`physicalState.matches`): the words SDSs in the language commonly print for a
 * state (stems of its forms, powders and crystals for a solid), as the physical-state extractor held them.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'et',
  iso: 'et',
  name: 'Estonian',
  script: 'latin',
  ocr: ['est'],
  sections: {
    1: ['identifitseerimine'],
    2: ['ohtude'],
    3: ['koostis'],
    4: ['esmaabi'],
    5: ['tulekustutus'],
    6: ['juhusliku sattumise'],
    7: ['käitlemine', 'ladustamine'],
    8: ['kokkupuute ohjamine', 'isikukaitse'],
    9: ['füüsikalised'],
    10: ['püsivus', 'reaktsioonivõime'],
    11: ['toksilisus'],
    12: ['ökoloogiline'],
    13: ['jäätmekäitlus'],
    14: ['veonõuded'],
    15: ['õigusaktid'],
    16: ['muu teave'],
  },
  sectionWords: ['jagu'],
  documentTitles: ['ohutuskaart'],
  signalWords: { Danger: ['ohtlik'], Warning: ['hoiatus'] },
  functionWords: [
    'ja',
    'ning',
    'ei',
    'on',
    'kui',
    'mitte',
    'segu',
    'jagu',
    'vastavalt',
    'või',
    'korral',
    'aine',
  ],
  subsections: {
    '14.1': ['ÜRO number'],
    '14.2': ['ÜRO veose tunnusnimetus'],
    '14.3': ['Transpordi ohuklass(id)'],
    '14.4': ['Pakendirühm'],
  },
  dateLabels: { revision: ['Muutmise kuupäev'], issue: ['Väljaandmise kuupäev'] },
  physicalState: {
    labels: ['Füüsikaline olek'],
    words: {
      liquid: ['vedelik'],
      solid: ['tahke'],
      gas: ['gaas'],
      aerosol: ['aerosool'],
      paste: ['pasta'],
    },
    matches: { gas: { wordStart: ['gaas'] }, liquid: { anywhere: ['vedel'] } },
  },
  fieldLabels: {
    mixture: ['Segu', 'Segud'],
    versionNumber: ['Versioon'],
    signalWord: ['Tunnussõna'],
    hazardStatements: ['Ohulaused'],
    precautionaryStatements: ['Hoiatuslaused'],
    hazardCategory: ['Kategooria'],
    supersededDate: ['Eelnev kuupäev'],
    density: ['Suhteline tihedus', 'Tihedus'],
    transportHazardClass: ['Transpordi ohuklass'],
    packingGroup: ['Pakendirühm'],
    shippingName: ['ÜRO veose tunnusnimetus'],
    flashPoint: ['Leekpunkt'],
    boilingPoint: ['Keemise algpunkt ja keemisvahemik'],
    meltingPoint: ['Sulamis-/külmumispunkt'],
    appearance: ['Välimus'],
    odour: ['Lõhn'],
    transportClassWord: ['klass'],
    marinePollutant: ['Merereostaja'],
    environmentalHazards: ['Keskkonnaohud'],
  },
  valuePhrases: {
    yes: ['jah'],
    no: ['ei'],
  },
  matchedWords: {
    identifierLabel: { whole: ['EÜ', 'EC', 'Indeks'] },
  },
} satisfies LanguageModule;
