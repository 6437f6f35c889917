/**
 * Chinese, simplified script. Sources: GB/T 16483-2008 "化学品安全技术说明书 内容和项目顺序"
 * (section titles) and GB/T 17519-2013 (guidance); GB 30000 series (signal words 危险, 警告).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, supplier, emergency telephone, section 16 dates,
 * version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'zh-hans',
  iso: 'zh',
  name: 'Chinese (simplified)',
  script: 'han',
  ocr: ['chi_sim'],
  sections: {
    1: ['化学品及企业标识', '企业标识'],
    2: ['危险性概述'],
    3: ['成分/组成', '组成信息'],
    4: ['急救措施'],
    5: ['消防措施'],
    6: ['泄漏应急处理'],
    7: ['操作处置与储存', '储存'],
    8: ['接触控制', '个体防护'],
    9: ['理化特性'],
    10: ['稳定性和反应性'],
    11: ['毒理学信息'],
    12: ['生态学信息'],
    13: ['废弃处置'],
    14: ['运输信息'],
    15: ['法规信息'],
    16: ['其他信息'],
  },
  sectionWords: ['部分', '项目'],
  documentTitles: ['化学品安全技术说明书', '安全技术说明书', '安全数据单'],
  signalWords: { Danger: ['危险'], Warning: ['警告'] },
  functionWords: [],
  subsections: {},
  dateLabels: { revision: ['修订日期'], issue: ['发布日期'] },
  physicalState: {
    labels: ['物理状态', '外观与性状'],
    words: {
      liquid: ['液体'],
      solid: ['固体'],
      gas: ['气体'],
      aerosol: ['气溶胶'],
      paste: ['膏状'],
    },
  },
  fieldLabels: {
    productName: ['产品名称'],
    supplier: ['供应商', '制造商'],
    emergencyPhone: ['应急咨询电话', '紧急联系电话'],
    revisionDate: ['修订日期'],
    preparationDate: ['最初编制日期'],
    versionNumber: ['版本'],
    signalWord: ['信号词'],
    density: ['相对密度', '密度', '比重'],
    boilingPoint: ['沸点'],
    meltingPoint: ['熔点'],
    eyeProtection: ['眼睛防护', '眼面防护', '护目镜'],
    handProtection: ['手防护', '防护手套'],
    skinProtection: ['防护服', '身体防护'],
    respiratoryProtection: ['呼吸系统防护', '呼吸防护'],
    hazardCategory: ['类别'],
  },
  valuePhrases: {
    decomposes: ['分解'],
    glove: ['手套'],
  },
} satisfies LanguageModule;
