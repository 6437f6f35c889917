/**
 * Latvian. Sources: Regulation (EU) 2020/878, Annex II (Latvian text: section titles);
 * Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Sub-section titles 1.1-2.2 and field labels (Nordic-Baltic pass): as Latvian SDSs print Annex II
 * ("1.1 Produkta identifikators", "1.3 Informācija par drošības datu lapas piegādātāju", "1.4 Tālruņa
 * numurs, kur zvanīt ārkārtas situācijās", "2.1 Vielas vai maisījuma klasificēšana", "2.2 Etiķetes
 * elementi"; "Ražotājs/piegādātājs", "Firmas nosaukums", "Telefons"); CLP label terms "Bīstamības
 * apzīmējumi", "Brīdinājuma uzraksti", "Drošības prasību apzīmējumi" (spelt as printed; the migrated list
 * held "apzīnējumi", which no text matches).
 * Physical-state forms (`physicalState.matches`): the words SDSs in the language commonly print for a
 * state (stems of its forms, powders and crystals for a solid), as the physical-state extractor held them.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'lv',
  iso: 'lv',
  name: 'Latvian',
  script: 'latin',
  ocr: ['lav'],
  sections: {
    1: ['identificēšana'],
    2: ['bīstamības apzināšana'],
    3: ['sastāvs'],
    4: ['pirmās palīdzības'],
    5: ['ugunsdzēsības'],
    6: ['nejaušas noplūdes'],
    7: ['glabāšana'],
    8: ['iedarbības pārvaldība', 'individuālā aizsardzība'],
    9: ['fizikālās'],
    10: ['stabilitāte', 'reaģētspēja'],
    11: ['toksikoloģ'],
    12: ['ekoloģ'],
    13: ['apsaimniekošan', 'atkritumu'],
    14: ['transportēšan'],
    15: ['regulējum'],
    16: ['cita informācija'],
  },
  sectionWords: ['iedaļa'],
  documentTitles: ['drošības datu lapa'],
  signalWords: { Danger: ['bīstami'], Warning: ['uzmanību'] },
  functionWords: ['un', 'ar', 'par', 'vai', 'ir', 'uz', 'nav', 'maisījuma', 'iedaļa', 'var', 'kas', 'tiek'],
  subsections: {
    '1.1': ['Produkta identifikators'],
    '1.3': ['Informācija par drošības datu lapas piegādātāju'],
    '1.4': ['Tālruņa numurs, kur zvanīt ārkārtas situācijās'],
    '2.1': ['Vielas vai maisījuma klasificēšana'],
    '2.2': ['Etiķetes elementi'],
  },
  dateLabels: { revision: ['Pārskatīšanas datums'], issue: ['Izdošanas datums'] },
  physicalState: {
    labels: ['Agregātstāvoklis'],
    words: {
      liquid: ['šķidrums'],
      solid: ['ciets'],
      gas: ['gāze'],
      aerosol: ['aerosols'],
      paste: ['pasta'],
    },
    matches: { liquid: { anywhere: ['šķidr'] } },
  },
  fieldLabels: {
    substance: ['Viela', 'Vielas'],
    mixture: ['Maisījums', 'Maisījumi'],
    identifiedUsesTitle: [
      'Vielas vai maisījuma attiecīgi apzinātie lietojuma veidi un tādi, ko neiesaka izmantot',
    ],
    signalWord: ['Signālvārds'],
    hazardStatements: ['Bīstamības apzīmējumi', 'Brīdinājuma uzraksti'],
    precautionaryStatements: ['Drošības prasību apzīmējumi'],
    hazardCategory: ['Kategorija'],
    supplier: ['Ražotājs/piegādātājs', 'Piegādātājs', 'Ražotājs', 'Firmas nosaukums'],
    supplierPhone: ['Telefons'],
    labelElements: ['Etiķetes elementi'],
    marinePollutant: ['Jūras piesārņotājs'],
    environmentalHazards: ['Vides apdraudējumi'],
  },
  valuePhrases: {
    yes: ['jā'],
    no: ['nē'],
  },
  matchedWords: {
    identifierLabel: { whole: ['EK', 'Indeksa'] },
  },
} satisfies LanguageModule;
