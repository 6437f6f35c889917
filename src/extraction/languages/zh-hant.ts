/**
 * Chinese, traditional script. Sources: 危害性化學品標示及通識規則 (Taiwan, Ministry of Labor),
 * Annex 4: the 16 items of the 安全資料表 (section titles); CNS 15030 (signal words 危險, 警告).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
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
  subsections: {},
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
  },
  fieldLabels: {
    versionNumber: ['版本'],
    density: ['密度', '比重'],
    hazardCategory: ['類別'],
  },
  valuePhrases: {
    decomposes: ['分解'],
    glove: ['手套'],
  },
} satisfies LanguageModule;
