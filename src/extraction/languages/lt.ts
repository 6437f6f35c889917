/**
 * Lithuanian. Sources: Regulation (EU) 2020/878, Annex II (Lithuanian text: section titles);
 * Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Sub-section titles 1.1-2.2 and field labels (Nordic-Baltic pass): as Lithuanian SDSs print Annex II
 * ("1.1 Produkto identifikatorius", "1.3 Išsami informacija apie saugos duomenų lapo teikėją", "1.4
 * Pagalbos telefono numeris", "2.1 Medžiagos ar mišinio klasifikavimas", "2.2 Ženklinimo elementai";
 * "Prekybinis pavadinimas", "Prekybos ženklas", "Produkto pavadinimas", "Tiekėjas", "Gamintojas",
 * "Telefonas", "Peržiūrėta", "Spausdinimo data", "Variantas" (version)).
 * Physical-state forms (`physicalState.matches`): the words SDSs in the language commonly print for a
 * state (stems of its forms, powders and crystals for a solid), as the physical-state extractor held them.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'lt',
  iso: 'lt',
  name: 'Lithuanian',
  script: 'latin',
  ocr: ['lit'],
  sections: {
    1: ['identifikavimas'],
    2: ['galimi pavojai'],
    3: ['sudėtis'],
    4: ['pirmosios pagalbos'],
    5: ['priešgaisrinės'],
    6: ['avarijų likvidavimo'],
    7: ['sandėliavimas'],
    8: ['poveikio kontrolė', 'asmens apsauga'],
    9: ['fizinės ir cheminės'],
    10: ['stabilumas', 'reaktingumas'],
    11: ['toksikolog'],
    12: ['ekolog'],
    13: ['atliekų tvarkymas'],
    14: ['gabenim'],
    15: ['reglamentavim'],
    16: ['kita informacija'],
  },
  sectionWords: ['skirsnis'],
  documentTitles: ['saugos duomenų lapas'],
  signalWords: { Danger: ['pavojinga'], Warning: ['atsargiai'] },
  functionWords: [
    'ir',
    'su',
    'arba',
    'nuo',
    'taip',
    'yra',
    'kaip',
    'mišinio',
    'skirsnis',
    'nėra',
    'pagal',
    'jei',
  ],
  subsections: {
    '1.1': ['Produkto identifikatorius'],
    '1.3': ['Išsami informacija apie saugos duomenų lapo teikėją'],
    '1.4': ['Pagalbos telefono numeris'],
    '2.1': ['Medžiagos ar mišinio klasifikavimas'],
    '2.2': ['Ženklinimo elementai'],
  },
  dateLabels: {
    revision: ['Peržiūrėjimo data', 'Peržiūros data', 'Peržiūrėta'],
    issue: ['Išleidimo data'],
  },
  physicalState: {
    labels: ['Fizinė būsena'],
    words: {
      liquid: ['skystis'],
      solid: ['kietas'],
      gas: ['dujos'],
      aerosol: ['aerozolis'],
      paste: ['pasta'],
    },
    matches: { liquid: { anywhere: ['skyst'] } },
  },
  fieldLabels: {
    substance: ['Medžiaga', 'Medžiagos'],
    mixture: ['Mišinys', 'Mišiniai'],
    identifiedUsesTitle: [
      'Susiję nustatyti cheminės medžiagos ar mišinio naudojimo būdai ir nerekomenduojami naudojimo būdai',
    ],
    versionNumber: ['Versija', 'Variantas'],
    signalWord: ['Signalinis žodis'],
    hazardStatements: ['Pavojingumo frazės'],
    precautionaryStatements: ['Atsargumo frazės'],
    hazardCategory: ['Kategorija'],
    productName: ['Prekybinis pavadinimas', 'Prekybos ženklas', 'Produkto pavadinimas'],
    supplier: ['Tiekėjas', 'Gamintojas'],
    supplierPhone: ['Telefonas'],
    printDate: ['Spausdinimo data'],
    labelElements: ['Ženklinimo elementai'],
    marinePollutant: ['Jūros teršalas'],
    environmentalHazards: ['Pavojai aplinkai'],
  },
  valuePhrases: {
    yes: ['taip'],
    no: ['ne'],
  },
  matchedWords: {
    identifierLabel: { whole: ['EB', 'Indekso'] },
  },
} satisfies LanguageModule;
