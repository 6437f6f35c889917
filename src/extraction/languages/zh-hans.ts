/**
 * Chinese, simplified script. Sources: GB/T 16483-2008 "化学品安全技术说明书 内容和项目顺序"
 * (section titles) and GB/T 17519-2013 (guidance); GB 30000 series (signal words 危险, 警告).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Sub-section titles: GB/T 16483-2008 does not number sub-sections; its items standing for Annex II's
 * are 1.1 "化学品中文名称" (printed "化学品中文名" too), 1.4 "企业应急电话", 14.1 "联合国危险货物编号",
 * 14.2 "联合国运输名称" and 14.4 "包装类别".
 * Field labels that are GB/T 16483-2008 items (as GB/T 17519-2013 lists them): 化学品中文名称 (product),
 * 企业名称 / 企业地址 / 联系电话 (supplier, its address and telephone), 产品推荐及限制用途 (uses), 警示词,
 * 危险性说明, 防范说明, 象形图, 标签要素 (label elements), 闪点, pH值, 气味 (section 9),
 * 联合国危险性类别, 包装类别 (section 14), 编制日期 (section 16). Common printed variants, confirmed in
 * public MSDS data schemas and SDS tools: 供应商名称, 应急电话, 推荐用途, 外观, 颜色, 运输危险类别,
 * 正确运输名称 / 正式运输名称, 版本号.
 * Field labels (section 1 product names and codes, supplier, emergency telephone, section 16 dates,
 * version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Class word (`fieldLabels` transportClassWord): "第", the ordinal prefix SDSs in the language commonly print
 * before the class number ("第3类").
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
  subsections: {
    '1.1': ['化学品中文名称', '化学品中文名'],
    '1.4': ['企业应急电话'],
    '14.1': ['联合国危险货物编号'],
    '14.2': ['联合国运输名称'],
    '14.4': ['包装类别'],
  },
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
    matches: {
      gas: { anywhere: ['气体'] },
      paste: { anywhere: ['膏'] },
      liquid: { anywhere: ['溶液', '液'] },
      solid: { anywhere: ['固', '粉', '晶'] },
    },
  },
  fieldLabels: {
    substance: ['物质'],
    mixture: ['混合物'],
    productName: ['产品名称', '化学品中文名称', '化学品中文名'],
    supplier: ['供应商', '制造商', '企业名称', '供应商名称'],
    emergencyPhone: ['应急咨询电话', '紧急联系电话', '应急电话'],
    revisionDate: ['修订日期'],
    preparationDate: ['最初编制日期', '编制日期'],
    versionNumber: ['版本', '版本号'],
    signalWord: ['信号词', '警示词'],
    density: ['相对密度', '密度', '比重'],
    boilingPoint: ['沸点'],
    meltingPoint: ['熔点'],
    eyeProtection: ['眼睛防护', '眼面防护', '护目镜'],
    handProtection: ['手防护', '防护手套'],
    skinProtection: ['防护服', '身体防护'],
    respiratoryProtection: ['呼吸系统防护', '呼吸防护'],
    hazardCategory: ['类别'],
    labelElements: ['标签要素'],
    hazardStatements: ['危险性说明'],
    precautionaryStatements: ['防范说明'],
    pictogram: ['象形图'],
    flashPoint: ['闪点'],
    ph: ['pH值'],
    appearance: ['外观'],
    transportHazardClass: ['联合国危险性类别', '运输危险类别'],
    packingGroup: ['包装类别'],
    shippingName: ['联合国运输名称', '正确运输名称', '正式运输名称'],
    recommendedUse: ['产品推荐及限制用途', '推荐用途'],
    supplierAddress: ['企业地址'],
    supplierPhone: ['联系电话'],
    colour: ['颜色'],
    odour: ['气味'],
    transportClassWord: ['第'],
    marinePollutant: ['海洋污染物'],
    environmentalHazards: ['环境危害', '环境危险'],
  },
  valuePhrases: {
    decomposes: ['分解'],
    glove: ['手套'],
    yes: ['是'],
    no: ['否'],
    notAvailable: ['无资料', '无数据', '无可用信息'],
  },
  matchedWords: {
    vapour: { anywhere: ['蒸气'] },
    airReference: { anywhere: ['空气'] },
    waterReference: { anywhere: ['水'] },
    amountHeading: { whole: ['含量'] },
    ppeNotNeeded: { anywhere: ['不要', '不需要', '无需'] },
    bodyEquipment: { anywhere: ['服', '衣', '围裙', '靴'] },
    colourWord: { anywhere: ['无色', '白', '黑', '黄', '红', '绿', '蓝', '棕', '褐', '灰', '橙', '紫'] },
  },
} satisfies LanguageModule;
