/**
 * Russian. Sources: GOST 30333-2007 "Паспорт безопасности химической продукции" (section titles);
 * GOST 31340-2013 and the Russian text of the UN GHS (signal words). OCR data: Debian's
 * tesseract-ocr-rus (no @tesseract.js-data package exists), installed by scripts/ensure-ocr-data.sh;
 * without it, the Ukrainian model reads the shared Cyrillic letters.
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Label words added for the GOST 30333-2007 layout and Russian Annex II-style sheets: product
 * ("Техническое наименование", GOST 1.1.1; "Торговое наименование", "Наименование продукции"),
 * supplier ("Полное официальное название организации", GOST 1.2.1; "Поставщик"), emergency
 * telephone ("Телефон экстренной связи"; GOST 1.2.3 "Телефон, в т.ч. для экстренных консультаций"),
 * label elements, H and P statement headings of GOST 2.2 (ГОСТ 31340), section 9 names (Цвет,
 * Запах, Температура вспышки/кипения/плавления) and the Russian dangerous-goods terms of
 * section 14 (ДОПОГ: "Надлежащее отгрузочное наименование", "Класс опасности", "Группа упаковки";
 * GOST 14.2 "Надлежащее отгрузочное и транспортное наименования").
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("класс").
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
  id: 'ru',
  iso: 'ru',
  name: 'Russian',
  script: 'cyrillic',
  ocr: ['rus', 'ukr'],
  sections: {
    1: ['идентификация химической продукции', 'сведения о производителе', 'идентификация вещества'],
    2: ['идентификация опасности', 'идентификация опасностей'],
    3: ['состав', 'информация о компонентах'],
    4: ['первой помощи'],
    5: ['пожаровзрывобезопасности', 'пожаротушения'],
    6: ['аварийных и чрезвычайных', 'случайном выбросе'],
    7: ['правила хранения', 'хранение'],
    8: ['средства контроля за опасным воздействием', 'индивидуальной защиты'],
    9: ['физико-химические'],
    10: ['стабильность и реакционная', 'реакционная способность'],
    11: ['о токсичности', 'токсикологическая'],
    12: ['окружающую среду', 'экологическая'],
    13: ['удалению отходов', 'утилизации'],
    14: ['при перевозках', 'транспортировании'],
    15: ['законодательстве', 'нормативная'],
    16: ['дополнительная информация'],
  },
  sectionWords: ['раздел'],
  documentTitles: ['паспорт безопасности'],
  signalWords: { Danger: ['опасно'], Warning: ['осторожно'] },
  functionWords: ['и', 'в', 'не', 'на', 'с', 'для', 'или', 'по', 'при', 'от', 'что', 'раздел'],
  subsections: {},
  dateLabels: { revision: ['Дата пересмотра', 'Дата редакции'], issue: ['Дата выпуска', 'Дата составления'] },
  physicalState: {
    labels: ['Агрегатное состояние', 'Физическое состояние'],
    words: {
      liquid: ['жидкость'],
      solid: ['твёрдое вещество'],
      gas: ['газ'],
      aerosol: ['аэрозоль'],
      paste: ['паста'],
    },
    matches: { gas: { anywhere: ['газ'] }, liquid: { anywhere: ['жидк'] }, solid: { anywhere: ['тверд'] } },
  },
  fieldLabels: {
    substance: ['Вещество', 'Вещества'],
    mixture: ['Смесь', 'Смеси'],
    versionNumber: ['Версия', 'Редакция'],
    signalWord: ['Сигнальное слово'],
    hazardCategory: ['Категория'],
    productName: ['Техническое наименование', 'Торговое наименование', 'Наименование продукции'],
    supplier: ['Поставщик', 'Производитель', 'Полное официальное название организации'],
    emergencyPhone: [
      'Телефон экстренной связи',
      'Номер телефона для экстренной связи',
      'Телефон, в т.ч. для экстренных консультаций',
    ],
    labelElements: ['Элементы маркировки', 'Сведения о маркировке'],
    hazardStatements: ['Краткая характеристика опасности'],
    precautionaryStatements: ['Меры по предупреждению опасности'],
    pictogram: ['Пиктограммы', 'Символы опасности'],
    colour: ['Цвет'],
    odour: ['Запах'],
    flashPoint: ['Температура вспышки'],
    boilingPoint: ['Температура кипения'],
    meltingPoint: ['Температура плавления'],
    shippingName: [
      'Надлежащее отгрузочное и транспортное наименования',
      'Надлежащее отгрузочное наименование',
      'Надлежащее отгрузочное наименование ООН',
    ],
    transportHazardClass: ['Класс опасности груза', 'Класс опасности', 'Класс'],
    packingGroup: ['Группа упаковки'],
    transportClassWord: ['класс'],
    marinePollutant: ['Загрязнитель моря', 'Морской загрязнитель'],
    environmentalHazards: ['Опасность для окружающей среды', 'Экологическая опасность'],
  },
  valuePhrases: {
    yes: ['да'],
    no: ['нет'],
  },
  matchedWords: {
    identifierLabel: { whole: ['ЕС', 'Индекс'] },
    vapour: { anywhere: ['паров'] },
    airReference: { anywhere: ['воздух'] },
    relativeToAir: { anywhere: ['по воздуху'] },
  },
} satisfies LanguageModule;
