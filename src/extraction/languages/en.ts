/**
 * English. Sources: Regulation (EU) 2020/878, Annex II (English text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words); OSHA Hazard Communication
 * Standard 2012, 29 CFR 1910.1200 Appendix D (US section titles); WHMIS 2015 (Hazardous Products
 * Regulations, Schedule 1); OSHA Form 174 (older MSDS topics: "Health hazard data", "Spill or leak
 * procedures", "Special protection information", "Control measures").
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict or
 * for no value ("not classified", "not regulated", "none"), as the field extractors held them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'en',
  iso: 'en',
  name: 'English',
  script: 'latin',
  ocr: ['eng'],
  sections: {
    1: [
      'identification',
      'product and company',
      'chemical product',
      'product identifier',
      'manufacturer',
      'product information',
      'product name',
    ],
    2: ['hazard'],
    3: ['composition', 'ingredient'],
    4: ['first aid', 'first-aid', 'emergency and first'],
    5: ['fire'],
    6: ['accidental release', 'spill or leak', 'spill'],
    7: ['handling', 'storage'],
    8: [
      'exposure control',
      'exposure limit',
      'personal protection',
      'control measures',
      'special protection',
      'protection information',
      'protective equipment',
    ],
    9: ['physical'],
    10: ['stability', 'reactivity'],
    11: ['toxicolog', 'health hazard'],
    12: ['ecolog', 'ecotox', 'environmental'],
    13: ['disposal'],
    14: ['transport', 'shipping'],
    15: ['regulatory', 'regulations'],
    16: ['other information', 'additional information'],
  },
  sectionWords: ['section'],
  documentTitles: ['safety data sheet', 'material safety data', 'msds'],
  titleProductLinks: ['for'],
  signalWords: { Danger: ['danger'], Warning: ['warning'] },
  functionWords: [
    'the',
    'and',
    'of',
    'with',
    'not',
    'for',
    'section',
    'hazard',
    'product',
    'may',
    'if',
    'use',
  ],
  subsections: {
    '1.1': ['Product identifier'],
    '1.3': ['Details of the supplier of the safety data sheet'],
    '1.4': ['Emergency telephone number'],
    '2.1': ['Classification of the substance or mixture'],
    '2.2': ['Label elements'],
    '9.1': ['Information on basic physical and chemical properties'],
    '14.1': ['UN number or ID number', 'UN number'],
    '14.2': ['UN proper shipping name'],
    '14.3': ['Transport hazard class(es)'],
    '14.4': ['Packing group'],
  },
  dateLabels: { revision: ['Revision date'], issue: ['Date of issue'] },
  physicalState: {
    labels: ['Physical state', 'General physical form', 'Physical form'],
    words: {
      liquid: ['liquid'],
      solid: ['solid'],
      gas: ['gas'],
      aerosol: ['aerosol'],
      paste: ['paste'],
    },
  },
  fieldLabels: {
    labelElements: ['Label element', 'Signal word', 'Hazard pictogram'],
    emergencyOverview: ['Emergency overview'],
    signalWord: ['Signal word'],
    hazardStatements: ['Hazard statement', 'Hazard phrases'],
    precautionaryStatements: ['Precautionary'],
    otherHazards: ['Other hazards', 'Other information', 'Hazards not otherwise classified'],
    supplementalLabelElements: ['Supplemental'],
    pictogram: ['Pictogr', 'Symbol'],
    density: ['Relative density', 'Density', 'Specific gravity', 'Specific grav'],
    bulkDensity: ['Bulk density'],
    transportHazardClass: ['Hazard class', 'Transport hazard class', 'Class', 'Division'],
    packingGroup: ['Packing group', 'Packaging group', 'PKG group', 'PKG. group', 'PG'],
    shippingName: ['UN proper shipping name', 'Proper shipping name', 'Shipping name'],
    flashPoint: ['Flash point', 'Flashpoint', 'Flash pt'],
    boilingPoint: ['Boiling point', 'Initial boiling point'],
    meltingPoint: ['Melting point', 'Melting/boiling point', 'Melting temperature', 'Melting range'],
    physicalForm: ['Form'],
    appearance: ['Appearance'],
    colour: ['Colour', 'Color'],
    odour: ['Odour', 'Odor'],
    vapourPressure: ['Vapour pressure', 'Vapor pressure'],
  },
  valuePhrases: {
    notClassified: [
      'not classified as dangerous',
      'not classified as hazardous',
      'not considered hazardous',
      'does not meet the criteria for classification',
      'not a hazardous substance or mixture',
    ],
    notRegulated: [
      'not regulated',
      'not classified as a dangerous good',
      'not classified as dangerous good',
      'not a dangerous good',
      'not dangerous',
      'not classified as dangerous',
      'not subject',
      'non regulated',
      'not restricted',
      'not hazardous',
      'no dangerous good',
    ],
    notApplicable: [
      'not regulated',
      'not applicable',
      'not dangerous',
      'not restricted',
      'not subject',
      'n/a',
      'none',
    ],
    none: ['none', 'not applicable', 'not required', 'no signal word'],
    decomposes: ['decompos'],
  },
} satisfies LanguageModule;
