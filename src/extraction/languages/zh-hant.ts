/**
 * Chinese, traditional script. Sources: 危害性化學品標示及通識規則 (Taiwan, Ministry of Labor),
 * Annex 4: the 16 items of the 安全資料表 (section titles); CNS 15030 (signal words 危險, 警告).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Sub-section titles: the items of 附表四 standing for Annex II's sub-sections: 1.1 "化學品名稱",
 * 1.4 "緊急聯絡電話/傳真電話" (sheets print its first half alone too), 14.1 "聯合國編號",
 * 14.2 "聯合國運輸名稱", 14.3 "運輸危害分類", 14.4 "包裝類別".
 * Field labels that are items of 附表四 or label items of the rule's §5: 化學品名稱, 製造者、輸入者或供應者名稱
 * (、地址及電話), 建議用途及限制使用, 標示內容, 危害圖式, 警示語, 危害警告訊息, 危害防範措施, 氣味, 熔點,
 * 沸點 (沸點/沸點範圍), 閃火點, pH值, 密度, 運輸危害分類, 包裝類別, 聯合國運輸名稱. Common printed variants:
 * 產品名稱, 相對密度, 包裝等級, 版本.
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Class word (`fieldLabels` transportClassWord): "第", the ordinal prefix SDSs in the language commonly print
 * before the class number ("第3類").
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
  id: 'zh-hant',
  iso: 'zh',
  name: 'Chinese (traditional)',
  script: 'han',
  ocr: ['chi_tra'],
  sections: {
    1: ['化學品與廠商資料', '廠商資料'],
    2: ['危害辨識資料'],
    3: ['成分辨識資料'],
    4: ['急救措施'],
    5: ['滅火措施'],
    6: ['洩漏處理方法'],
    7: ['安全處置與儲存方法', '儲存'],
    8: ['暴露預防措施'],
    9: ['物理及化學性質'],
    10: ['安定性及反應性'],
    11: ['毒性資料'],
    12: ['生態資料'],
    13: ['廢棄處置方法'],
    14: ['運送資料'],
    15: ['法規資料'],
    16: ['其他資料'],
  },
  sectionWords: [],
  documentTitles: ['安全資料表'],
  signalWords: { Danger: ['危險'], Warning: ['警告'] },
  functionWords: [],
  subsections: {
    '1.1': ['化學品名稱'],
    '1.4': ['緊急聯絡電話/傳真電話', '緊急聯絡電話'],
    '14.1': ['聯合國編號'],
    '14.2': ['聯合國運輸名稱'],
    '14.3': ['運輸危害分類'],
    '14.4': ['包裝類別'],
  },
  dateLabels: { revision: ['修訂日期'], issue: ['製表日期'] },
  physicalState: {
    labels: ['物質狀態', '外觀'],
    words: {
      liquid: ['液體'],
      solid: ['固體'],
      gas: ['氣體'],
      aerosol: ['氣膠', '氣溶膠'],
      paste: ['膏狀'],
    },
    matches: {
      paste: { anywhere: ['膏'] },
      liquid: { anywhere: ['溶液', '液'] },
      solid: { anywhere: ['固', '粉', '結晶', '晶'] },
    },
  },
  fieldLabels: {
    substance: ['物質'],
    mixture: ['混合物'],
    versionNumber: ['版本'],
    density: ['密度', '比重', '相對密度'],
    hazardCategory: ['類別'],
    productName: ['化學品名稱', '產品名稱'],
    supplier: ['製造者、輸入者或供應者名稱、地址及電話', '製造者、輸入者或供應者名稱'],
    signalWord: ['警示語'],
    labelElements: ['標示內容'],
    hazardStatements: ['危害警告訊息'],
    precautionaryStatements: ['危害防範措施'],
    pictogram: ['危害圖式'],
    flashPoint: ['閃火點'],
    boilingPoint: ['沸點'],
    meltingPoint: ['熔點'],
    ph: ['pH值'],
    transportHazardClass: ['運輸危害分類'],
    packingGroup: ['包裝類別', '包裝等級'],
    shippingName: ['聯合國運輸名稱'],
    recommendedUse: ['建議用途及限制使用'],
    odour: ['氣味'],
    transportClassWord: ['第'],
    marinePollutant: ['海洋污染物'],
    environmentalHazards: ['環境危害', '環境危險'],
  },
  valuePhrases: {
    decomposes: ['分解'],
    glove: ['手套'],
    yes: ['是'],
    no: ['否'],
    notAvailable: ['無資料', '無數據'],
  },
  matchedWords: {
    waterReference: { anywhere: ['水'] },
    amountHeading: { whole: ['濃度', '含量'] },
    ppeNotNeeded: { anywhere: ['不要', '不需要'] },
    bodyEquipment: { anywhere: ['服', '衣', '靴'] },
    colourWord: { anywhere: ['無色', '白', '黑', '黃', '紅', '綠', '藍', '棕', '褐', '灰', '橙', '紫'] },
  },
} satisfies LanguageModule;
