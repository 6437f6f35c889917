/**
 * Bulgarian. Sources: Regulation (EU) 2020/878, Annex II (Bulgarian text: section titles);
 * Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Central/eastern EU label set: Regulation (EU) 2020/878, Annex II (Bulgarian text) for the
 * sub-section titles 1.1, 1.3, 1.4, 2.1, 2.2, 9.1, 14.1-14.4 and the property names 'Цвят',
 * 'Мирис', 'Точка на топене/точка на замръзване', 'Точка на кипене или начална точка на кипене и
 * интервал на кипене', 'Точка на възпламеняване', 'Плътност и/или относителна плътност'; as the
 * 14.3 field label 'Опасност при транспортиране' (14.3 'Клас(ове) на опасност при транспортиране'
 * after its bracket), because a label cannot hold brackets. The labels SDSs in the language
 * commonly print: 'Търговско наименование', 'Наименование на продукта', 'Доставчик',
 * 'Производител', 'Версия', 'Заменя' (supersedes); CLP terms 'Сигнална дума', 'Предупреждения за
 * опасност', 'Препоръки за безопасност', 'Пиктограми за опасност' (Regulation (EC) No 1272/2008,
 * Bulgarian text).
 * Density: only the whole 9.1 title; its short forms also begin the (q) relative vapour density
 * row, whose vapour word the density reader does not know in this language.
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
  id: 'bg',
  iso: 'bg',
  name: 'Bulgarian',
  script: 'cyrillic',
  ocr: ['bul'],
  sections: {
    1: ['идентификация на веществото', 'идентификация на продукта'],
    2: ['описание на опасностите'],
    3: ['състав'],
    4: ['първа помощ'],
    5: ['противопожарни'],
    6: ['аварийно изпускане'],
    7: ['работа и съхранение', 'съхранение'],
    8: ['контрол на експозицията', 'лични предпазни'],
    9: ['физични и химични'],
    10: ['стабилност и реактивност'],
    11: ['токсикологична'],
    12: ['екологична'],
    13: ['обезвреждане'],
    14: ['транспортиране'],
    15: ['нормативната уредба'],
    16: ['друга информация'],
  },
  sectionWords: ['раздел'],
  documentTitles: ['информационен лист за безопасност'],
  signalWords: { Danger: ['опасно'], Warning: ['внимание'] },
  functionWords: ['и', 'на', 'за', 'в', 'от', 'с', 'не', 'или', 'се', 'при', 'да', 'раздел'],
  subsections: {
    '1.1': ['Идентификатори на продукта'],
    '1.3': ['Подробни данни за доставчика на информационния лист за безопасност'],
    '1.4': ['Телефонен номер при спешни случаи'],
    '2.1': ['Класифициране на веществото или сместа'],
    '2.2': ['Елементи на етикета'],
    '9.1': ['Информация за основните физични и химични свойства'],
    '14.1': ['Номер по списъка на ООН или идентификационен номер', 'Номер по списъка на ООН'],
    '14.2': ['Точно наименование на пратката по списъка на ООН'],
    '14.3': ['Клас(ове) на опасност при транспортиране'],
    '14.4': ['Опаковъчна група'],
  },
  dateLabels: { revision: ['Дата на преразглеждане'], issue: ['Дата на издаване'] },
  physicalState: {
    labels: ['Агрегатно състояние'],
    words: {
      liquid: ['течност'],
      solid: ['твърдо'],
      gas: ['газ'],
      aerosol: ['аерозол'],
      paste: ['паста'],
    },
    matches: { gas: { anywhere: ['газ'] }, liquid: { anywhere: ['течн'] } },
  },
  fieldLabels: {
    substance: ['Вещество', 'Вещества'],
    mixture: ['Смес', 'Смеси'],
    signalWord: ['Сигнална дума'],
    hazardStatements: ['Предупреждения за опасност'],
    precautionaryStatements: ['Препоръки за безопасност'],
    hazardCategory: ['Категория'],
    productName: ['Търговско наименование', 'Наименование на продукта'],
    supplier: [
      'Подробни данни за доставчика на информационния лист за безопасност',
      'Доставчик',
      'Производител',
    ],
    emergencyPhone: ['Телефонен номер при спешни случаи'],
    supersededDate: ['Заменя'],
    versionNumber: ['Версия'],
    pictogram: ['Пиктограми за опасност'],
    colour: ['Цвят'],
    odour: ['Мирис'],
    meltingPoint: ['Точка на топене/точка на замръзване', 'Точка на топене'],
    boilingPoint: [
      'Точка на кипене или начална точка на кипене и интервал на кипене',
      'Начална точка на кипене и интервал на кипене',
      'Точка на кипене',
    ],
    flashPoint: ['Точка на възпламеняване'],
    density: ['Плътност и/или относителна плътност'],
    transportHazardClass: ['Опасност при транспортиране'],
    packingGroup: ['Опаковъчна група'],
    shippingName: ['Точно наименование на пратката по списъка на ООН'],
    transportClassWord: ['клас'],
    marinePollutant: ['Морски замърсител'],
    environmentalHazards: ['Опасности за околната среда'],
  },
  valuePhrases: {
    yes: ['да'],
    no: ['не'],
  },
  matchedWords: {
    identifierLabel: { whole: ['ЕО', 'Индекс'] },
    vapour: { anywhere: ['пари'] },
  },
} satisfies LanguageModule;
