/**
 * Japanese. Sources: JIS Z 7253:2019 "GHSに基づく化学品の危険有害性情報の伝達方法－ラベル，作業場内の
 * 表示及び安全データシート（SDS）" (section titles, signal words 危険, 警告; Annex D, the items of each
 * section: sub-section titles 化学品の名称, 緊急連絡電話番号, GHS分類, GHSラベル要素, 国連番号,
 * 品名（国連輸送名）, 国連分類, 容器等級, and the item labels 供給者の会社名称, 危険有害性情報, 注意書き,
 * 沸点又は初留点及び沸騰範囲, 密度及び／又は相対密度); JIS Z 7253:2012 as the MHLW model SDSs print it
 * (沸点、初留点及び沸騰範囲; 輸送における危険有害性クラス).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, supplier, emergency telephone, section 16 dates,
 * version number): the labels SDSs in the language commonly print, among them those of older JIS Z
 * 7250 sheets (製品安全データシート: 製品名, 製品の名称, 会社名, 緊急連絡先, 緊急電話番号, 物理的状態).
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("クラス").
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
  id: 'ja',
  iso: 'ja',
  name: 'Japanese',
  script: 'kana',
  ocr: ['jpn'],
  sections: {
    1: ['化学品及び会社情報', '製品及び会社情報'],
    2: ['危険有害性の要約', '危険有害性'],
    3: ['組成', '成分'],
    4: ['応急措置'],
    5: ['火災時の措置', '火災'],
    6: ['漏出時の措置', '漏出'],
    7: ['取扱い及び保管', '取扱い'],
    8: ['ばく露', '暴露防止'],
    9: ['物理的及び化学的性質', '物理'],
    10: ['安定性及び反応性', '安定性'],
    11: ['有害性情報'],
    12: ['環境影響情報', '環境影響'],
    13: ['廃棄上の注意', '廃棄'],
    14: ['輸送上の注意', '輸送'],
    15: ['適用法令'],
    16: ['その他の情報'],
  },
  sectionWords: ['項目'],
  documentTitles: ['安全データシート'],
  signalWords: { Danger: ['危険'], Warning: ['警告'] },
  functionWords: [],
  subsections: {
    '1.1': ['化学品の名称'],
    '1.4': ['緊急連絡電話番号'],
    '2.1': ['GHS分類'],
    '2.2': ['GHSラベル要素'],
    '14.1': ['国連番号'],
    '14.2': ['品名（国連輸送名）'],
    '14.3': ['国連分類'],
    '14.4': ['容器等級'],
  },
  dateLabels: { revision: ['改訂日'], issue: ['発行日'] },
  physicalState: {
    labels: ['物理状態', '性状', '物理的状態'],
    words: {
      liquid: ['液体'],
      solid: ['固体'],
      gas: ['気体'],
      aerosol: ['エアゾール'],
      paste: ['ペースト'],
    },
    matches: {
      aerosol: { anywhere: ['エアゾール'] },
      gas: { anywhere: ['ガス', '気体'] },
      paste: { anywhere: ['ペースト', '膏'] },
      liquid: { anywhere: ['溶液', '液'] },
      solid: { anywhere: ['固', '粉', '結晶'] },
    },
  },
  fieldLabels: {
    substance: ['物質', '単一製品'],
    mixture: ['混合物'],
    productName: ['化学品の名称', '製品名', '製品の名称'],
    recommendedUse: ['推奨用途'],
    productCode: ['製品コード', '製品番号'],
    supplier: ['供給者の会社名称', '会社名', '供給者'],
    emergencyPhone: ['緊急連絡先', '緊急時の連絡先', '緊急連絡電話番号', '緊急電話番号'],
    revisionDate: ['改訂日'],
    issueDate: ['発行日'],
    preparationDate: ['作成日'],
    supersededDate: ['前作成日', '前回'],
    versionNumber: ['バージョン', '改訂番号'],
    labelElements: ['GHSラベル要素', 'ラベル要素'],
    signalWord: ['注意喚起語'],
    hazardStatements: ['危険有害性情報'],
    precautionaryStatements: ['注意書き'],
    pictogram: ['絵表示'],
    density: ['密度及び／又は相対密度', '相対密度', '密度', '比重'],
    transportHazardClass: ['国連分類', '輸送における危険有害性クラス'],
    packingGroup: ['容器等級'],
    shippingName: ['品名（国連輸送名）', '国連輸送名'],
    flashPoint: ['引火点'],
    boilingPoint: [
      '沸点又は初留点及び沸騰範囲',
      '沸点又は初留点及び沸点範囲',
      '沸点、初留点及び沸騰範囲',
      '沸点',
      '初留点',
    ],
    meltingPoint: ['融点'],
    physicalForm: ['形状'],
    appearance: ['外観'],
    colour: ['色', '色調'],
    vapourPressure: ['蒸気圧'],
    eyeProtection: ['眼、顔面の保護', '目の保護', '眼の保護', '保護眼鏡', 'ゴーグル'],
    handProtection: ['手の保護', '保護手袋', '手袋'],
    skinProtection: ['皮膚及び身体の保護', '保護衣', '保護服'],
    respiratoryProtection: ['呼吸用保護具', '呼吸保護具', '呼吸器の保護'],
    hazardCategory: ['区分'],
    transportClassWord: ['クラス'],
    marinePollutant: ['海洋汚染物質'],
    environmentalHazards: ['環境有害性', '環境に対する有害性'],
  },
  valuePhrases: {
    decomposes: ['分解'],
    glove: ['手袋'],
    yes: ['はい', '該当'],
    no: ['いいえ', '非該当', '該当しない'],
    notAvailable: ['データなし', '情報なし', '該当しない'],
    oralRoute: ['経口'],
    dermalRoute: ['経皮'],
    inhalationRoute: ['吸入'],
  },
  matchedWords: {
    vapour: { anywhere: ['蒸気'] },
    airReference: { anywhere: ['空気'] },
    waterReference: { anywhere: ['水'] },
    amountHeading: { whole: ['含有量', '濃度'] },
    ppeNotNeeded: { anywhere: ['不要', '必要ない', '必要はない', '必要ありません', '必要はありません'] },
    bodyEquipment: { anywhere: ['服', '衣', 'エプロン', 'ブーツ', '靴'] },
    colourWord: { anywhere: ['無色', '白', '黒', '黄', '赤', '緑', '青', '茶', '褐', '灰', '橙', '紫'] },
  },
} satisfies LanguageModule;
