/**
 * Arabic. Sources: the Arabic text of the UN GHS (Rev. 9, Annex 4: the 16 SDS headings; signal
 * words خطر, تحذير) and GSO 2654 (Gulf Standardization Organization SDS format).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, supplier, emergency telephone, section 16
 * dates): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Label words added: رقم الإصدار (version number), اللون and الرائحة (colour, odour, as an Arabic
 * SDS of the corpus prints them), الرقم الهيدروجيني (pH), and the Arabic dangerous-goods terms of
 * the UN Model Regulations for section 14: اسم الشحن الصحيح (proper shipping name), فئة الخطورة
 * (hazard class), مجموعة التعبئة (packing group).
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
  id: 'ar',
  iso: 'ar',
  name: 'Arabic',
  script: 'arabic',
  ocr: ['ara'],
  sections: {
    1: ['تعريف', 'التعريف', 'تحديد المادة'],
    2: ['المخاطر', 'تحديد الأخطار'],
    3: ['تركيب', 'مكونات'],
    4: ['الإسعافات', 'سعافات'],
    5: ['الحريق', 'مكافحة الحرائق'],
    6: ['التسرب'],
    7: ['المناولة', 'التخزين'],
    8: ['التعرض'],
    9: ['الفيزيائية'],
    10: ['الثبات'],
    11: ['السمية', 'السمّية'],
    12: ['البيئية', 'الإيكولوجية'],
    13: ['التخلص'],
    14: ['النقل'],
    15: ['التنظيمية'],
    16: ['معلومات أخرى'],
  },
  sectionWords: ['القسم'],
  documentTitles: ['صحيفة بيانات السلامة', 'نشرة بيانات السلامة'],
  signalWords: { Danger: ['خطر'], Warning: ['تحذير'] },
  functionWords: [],
  subsections: {},
  dateLabels: { revision: ['تاريخ المراجعة'], issue: ['تاريخ الإصدار'] },
  physicalState: {
    labels: ['الحالة الفيزيائية'],
    words: {
      liquid: ['سائل'],
      solid: ['صلب'],
      gas: ['غاز'],
      aerosol: ['أيروسول'],
      paste: ['معجون'],
    },
    matches: {
      aerosol: { anywhere: ['ايروسول', 'أيروسول'] },
      gas: { anywhere: ['غاز'] },
      paste: { anywhere: ['معجون'] },
      liquid: { anywhere: ['سائل'] },
      solid: { anywhere: ['صلب'] },
    },
  },
  fieldLabels: {
    substance: ['مادة'],
    mixture: ['مزيج', 'خليط'],
    productName: ['اسم المنتج'],
    recommendedUse: ['استخدام المادة/المستحضر', 'استخدام المادة'],
    productCode: ['كود المنتج', 'رمز المنتج'],
    supplier: ['المورد'],
    emergencyPhone: ['هاتف الطوارئ'],
    revisionDate: ['تاريخ المراجعة'],
    signalWord: ['كلمة التنبيه'],
    density: ['الكثافة النسبية', 'الكثافة'],
    flashPoint: ['نقطة الوميض'],
    boilingPoint: ['نقطة الغليان'],
    meltingPoint: ['نقطة الانصهار'],
    appearance: ['المظهر'],
    vapourPressure: ['ضغط البخار'],
    eyeProtection: ['حماية الوجه/العين', 'حماية العين', 'نظارات'],
    handProtection: ['حماية يدوية', 'حماية اليدين', 'قفازات'],
    skinProtection: ['حماية الجسم', 'الملابس الواقية'],
    respiratoryProtection: ['حماية تنفسية', 'حماية الجهاز التنفسي', 'تجهيزات تنفسية'],
    hazardCategory: ['الفئة'],
    versionNumber: ['رقم الإصدار'],
    colour: ['اللون'],
    odour: ['الرائحة'],
    ph: ['الرقم الهيدروجيني'],
    shippingName: ['اسم الشحن الصحيح'],
    transportHazardClass: ['فئة الخطورة'],
    packingGroup: ['مجموعة التعبئة'],
    marinePollutant: ['ملوث بحري', 'ملوثات بحرية'],
    environmentalHazards: ['المخاطر البيئية', 'الأخطار البيئية'],
  },
  valuePhrases: {
    glove: ['قفاز'],
    yes: ['نعم'],
    no: ['لا'],
    notAvailable: ['غير متاح', 'غير متوفر', 'لا توجد بيانات'],
  },
  matchedWords: {
    vapour: { anywhere: ['بخار'] },
    relativeToAir: { anywhere: ['الهواء'] },
    waterReference: { anywhere: ['الماء'] },
    amountHeading: { whole: ['التركيز'] },
    bodyEquipment: { anywhere: ['ملابس'] },
    colourWord: {
      wordStart: [
        'عديم اللون',
        'أبيض',
        'بيضاء',
        'أسود',
        'سوداء',
        'أصفر',
        'صفراء',
        'أحمر',
        'حمراء',
        'أخضر',
        'خضراء',
        'أزرق',
        'زرقاء',
        'بني',
        'رمادي',
        'برتقالي',
        'داكن',
      ],
    },
  },
} satisfies LanguageModule;
