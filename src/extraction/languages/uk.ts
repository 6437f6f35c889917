/**
 * Ukrainian. Sources: Технічний регламент щодо класифікації небезпеки, маркування та пакування
 * хімічної продукції (Cabinet of Ministers resolution No 1227 of 2021, the Ukrainian CLP: signal
 * words) and the Ukrainian REACH-aligned safety data sheet (Annex II order: section titles).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Label words added (Торгова назва, Постачальник, Виробник, Колір, Запах, Температура спалаху /
 * спалахування / кипіння / плавлення, Клас, Група пакування): the labels SDSs in the
 * language commonly print; "Група пакування" and "Номер ООН" are the Ukrainian dangerous-goods
 * terms.
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("клас").
 * Physical-state forms (`physicalState.matches`): the words SDSs in the language commonly print for a
 * state (stems of its forms, powders and crystals for a solid), as the physical-state extractor held them.
 * Matched words (`matchedWords`): the words SDSs in the language commonly print in the wording the
 * extractors read (density references, PPE statements, composition tables), as the extractors held them.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'uk',
  iso: 'uk',
  name: 'Ukrainian',
  script: 'cyrillic',
  ocr: ['ukr'],
  sections: {
    1: ['ідентифікація речовини', 'ідентифікація продукції'],
    2: ['ідентифікація небезпек'],
    3: ['склад', 'інформація про компоненти'],
    4: ['першої допомоги'],
    5: ['пожежогасіння'],
    6: ['аварійним викидам', 'аварійного викиду'],
    7: ['зберігання'],
    8: ['контроль впливу', 'індивідуальний захист'],
    9: ['фізичні та хімічні'],
    10: ['реакційна здатність'],
    11: ['токсикологічна'],
    12: ['екологічна'],
    13: ['поводження з відходами'],
    14: ['транспортування'],
    15: ['нормативно-правового', 'регулювання'],
    16: ['інша інформація'],
  },
  sectionWords: ['розділ'],
  documentTitles: ['паспорт безпеки'],
  signalWords: { Danger: ['небезпечно'], Warning: ['обережно'] },
  functionWords: ['і', 'та', 'в', 'у', 'не', 'на', 'з', 'для', 'або', 'що', 'при', 'розділ'],
  subsections: {},
  dateLabels: { revision: ['Дата перегляду'], issue: ['Дата випуску', 'Дата складання'] },
  physicalState: {
    labels: ['Агрегатний стан', 'Фізичний стан'],
    words: {
      liquid: ['рідина'],
      solid: ['тверда речовина'],
      gas: ['газ'],
      aerosol: ['аерозоль'],
      paste: ['паста'],
    },
    matches: { gas: { anywhere: ['газ'] }, solid: { anywhere: ['тверд'] } },
  },
  fieldLabels: {
    substance: ['Речовина', 'Речовини'],
    mixture: ['Суміш', 'Суміші'],
    versionNumber: ['Версія'],
    signalWord: ['Сигнальне слово'],
    hazardCategory: ['Категорія'],
    productName: ['Торгова назва'],
    supplier: ['Постачальник', 'Виробник'],
    colour: ['Колір'],
    odour: ['Запах'],
    flashPoint: ['Температура спалаху', 'Температура спалахування'],
    boilingPoint: ['Температура кипіння'],
    meltingPoint: ['Температура плавлення'],
    transportHazardClass: ['Клас'],
    packingGroup: ['Група пакування'],
    transportClassWord: ['клас'],
    marinePollutant: ['Забруднювач моря'],
    environmentalHazards: ['Небезпека для довкілля', 'Небезпеки для навколишнього середовища'],
  },
  valuePhrases: {
    yes: ['так'],
    no: ['ні'],
  },
  matchedWords: {
    identifierLabel: { whole: ['ЄС', 'Індекс'] },
    vapour: { anywhere: ['пари'] },
    airReference: { anywhere: ['повітр'] },
  },
} satisfies LanguageModule;
