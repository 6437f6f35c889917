import type { HazardClass } from '../reference/index.js';

/**
 * Hazard-class facts the classification reader needs beyond the reference table.
 *
 * Sources:
 * - the hazard statement of each class and category: Regulation (EC) No 1272/2008 (CLP) Annex I
 *   (tables of each hazard class) and UN GHS Rev. 10 (2023) Annex 1 for the GHS-only categories
 *   (Acute Tox. 5, Flam. Liq. 4, Skin Irrit. 3, Eye Irrit. 2B, Asp. Tox. 2, Aquatic Acute 2/3);
 * - the categories and sub-categories each class has: CLP Annex I and GHS Parts 2-4;
 * - class names in languages the reference table lacks: the Japanese names of JIS Z 7252:2019, the
 *   Turkish ones of the SEA Regulation (Official Gazette 28848, 2013), the Swedish and Norwegian CLP
 *   language versions, and the Czech wordings SDSs print beside the CLP ones. Accent-folded, lowercase.
 *
 * These belong beside reference/data/hazard-classes.json and may move there.
 */

/** A class an H code belongs to, and the categories of that class the code stands for. */
export interface HCodeClass {
  abbreviation: string;
  /** Empty for a class without categories (Press. Gas, Lact.). */
  categories: readonly string[];
}

/**
 * Every class and category an H code may stand for (CLP Annex I, GHS Annex 1; sub-categories of CLP
 * and categories of GHS alike). Explosives, self-reactive substances and organic peroxides, whose
 * categories are divisions or letters, are not listed. A class printed beside an H code must be one of
 * the code's.
 */
export const CLASSES_BY_H_CODE: Readonly<Record<string, readonly HCodeClass[]>> = {
  H220: [{ abbreviation: 'Flam. Gas', categories: ['1', '1A'] }],
  H221: [{ abbreviation: 'Flam. Gas', categories: ['2', '1B'] }],
  H222: [{ abbreviation: 'Aerosol', categories: ['1'] }],
  H223: [{ abbreviation: 'Aerosol', categories: ['2'] }],
  H224: [{ abbreviation: 'Flam. Liq.', categories: ['1'] }],
  H225: [{ abbreviation: 'Flam. Liq.', categories: ['2'] }],
  H226: [{ abbreviation: 'Flam. Liq.', categories: ['3'] }],
  H227: [{ abbreviation: 'Flam. Liq.', categories: ['4'] }],
  H228: [{ abbreviation: 'Flam. Sol.', categories: ['1', '2'] }],
  H229: [{ abbreviation: 'Aerosol', categories: ['1', '2', '3'] }],
  H230: [{ abbreviation: 'Chem. Unst. Gas', categories: ['A'] }],
  H231: [{ abbreviation: 'Chem. Unst. Gas', categories: ['B'] }],
  H250: [
    { abbreviation: 'Pyr. Liq.', categories: ['1'] },
    { abbreviation: 'Pyr. Sol.', categories: ['1'] },
  ],
  H251: [{ abbreviation: 'Self-heat.', categories: ['1'] }],
  H252: [{ abbreviation: 'Self-heat.', categories: ['2'] }],
  H260: [{ abbreviation: 'Water-react.', categories: ['1'] }],
  H261: [{ abbreviation: 'Water-react.', categories: ['2', '3'] }],
  H270: [{ abbreviation: 'Ox. Gas', categories: ['1'] }],
  H271: [
    { abbreviation: 'Ox. Liq.', categories: ['1'] },
    { abbreviation: 'Ox. Sol.', categories: ['1'] },
  ],
  H272: [
    { abbreviation: 'Ox. Liq.', categories: ['2', '3'] },
    { abbreviation: 'Ox. Sol.', categories: ['2', '3'] },
  ],
  H280: [{ abbreviation: 'Press. Gas', categories: [] }],
  H281: [{ abbreviation: 'Press. Gas', categories: [] }],
  H290: [{ abbreviation: 'Met. Corr.', categories: ['1'] }],
  H300: [{ abbreviation: 'Acute Tox.', categories: ['1', '2'] }],
  H301: [{ abbreviation: 'Acute Tox.', categories: ['3'] }],
  H302: [{ abbreviation: 'Acute Tox.', categories: ['4'] }],
  H303: [{ abbreviation: 'Acute Tox.', categories: ['5'] }],
  H304: [{ abbreviation: 'Asp. Tox.', categories: ['1'] }],
  H305: [{ abbreviation: 'Asp. Tox.', categories: ['2'] }],
  H310: [{ abbreviation: 'Acute Tox.', categories: ['1', '2'] }],
  H311: [{ abbreviation: 'Acute Tox.', categories: ['3'] }],
  H312: [{ abbreviation: 'Acute Tox.', categories: ['4'] }],
  H313: [{ abbreviation: 'Acute Tox.', categories: ['5'] }],
  H314: [{ abbreviation: 'Skin Corr.', categories: ['1', '1A', '1B', '1C'] }],
  H315: [{ abbreviation: 'Skin Irrit.', categories: ['2'] }],
  H316: [{ abbreviation: 'Skin Irrit.', categories: ['3'] }],
  H317: [{ abbreviation: 'Skin Sens.', categories: ['1', '1A', '1B'] }],
  H318: [{ abbreviation: 'Eye Dam.', categories: ['1'] }],
  H319: [{ abbreviation: 'Eye Irrit.', categories: ['2', '2A'] }],
  H320: [{ abbreviation: 'Eye Irrit.', categories: ['2B'] }],
  H330: [{ abbreviation: 'Acute Tox.', categories: ['1', '2'] }],
  H331: [{ abbreviation: 'Acute Tox.', categories: ['3'] }],
  H332: [{ abbreviation: 'Acute Tox.', categories: ['4'] }],
  H333: [{ abbreviation: 'Acute Tox.', categories: ['5'] }],
  H334: [{ abbreviation: 'Resp. Sens.', categories: ['1', '1A', '1B'] }],
  H335: [{ abbreviation: 'STOT SE', categories: ['3'] }],
  H336: [{ abbreviation: 'STOT SE', categories: ['3'] }],
  H340: [{ abbreviation: 'Muta.', categories: ['1', '1A', '1B'] }],
  H341: [{ abbreviation: 'Muta.', categories: ['2'] }],
  H350: [{ abbreviation: 'Carc.', categories: ['1', '1A', '1B'] }],
  H351: [{ abbreviation: 'Carc.', categories: ['2'] }],
  H360: [{ abbreviation: 'Repr.', categories: ['1', '1A', '1B'] }],
  H361: [{ abbreviation: 'Repr.', categories: ['2'] }],
  H362: [{ abbreviation: 'Lact.', categories: [] }],
  H370: [{ abbreviation: 'STOT SE', categories: ['1'] }],
  H371: [{ abbreviation: 'STOT SE', categories: ['2'] }],
  H372: [{ abbreviation: 'STOT RE', categories: ['1'] }],
  H373: [{ abbreviation: 'STOT RE', categories: ['2'] }],
  H400: [{ abbreviation: 'Aquatic Acute', categories: ['1'] }],
  H401: [{ abbreviation: 'Aquatic Acute', categories: ['2'] }],
  H402: [{ abbreviation: 'Aquatic Acute', categories: ['3'] }],
  H410: [{ abbreviation: 'Aquatic Chronic', categories: ['1'] }],
  H411: [{ abbreviation: 'Aquatic Chronic', categories: ['2'] }],
  H412: [{ abbreviation: 'Aquatic Chronic', categories: ['3'] }],
  H413: [{ abbreviation: 'Aquatic Chronic', categories: ['4'] }],
  H420: [{ abbreviation: 'Ozone', categories: ['1'] }],
};

/**
 * The class and category an H code stands for, where the code names exactly one: a single class and
 * category, or the category a code's sub-categories belong to where CLP labels the whole category with
 * it (H317 Skin Sens. 1, H319 Eye Irrit. 2, H334 Resp. Sens. 1). Codes of several categories (H300 Acute
 * Tox. 1 or 2, H314 Skin Corr. 1A-1C, H350 Carc. 1A or 1B) are left out, so no category is invented.
 */
export const CLASSIFICATION_BY_H_CODE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(CLASSES_BY_H_CODE).flatMap(([hCode, classes]) => {
      const [only] = classes;
      if (!only || classes.length > 1 || only.categories.length > 1) return [];
      return [[hCode, [only.abbreviation, ...only.categories].join(' ')]];
    }),
  ),
  H317: 'Skin Sens. 1',
  H319: 'Eye Irrit. 2',
  H334: 'Resp. Sens. 1',
};

/**
 * Classes a product may hold in more than one category: acute toxicity per route, STOT per organ or
 * effect, reproductive toxicity for fertility and development (H360F + H361d). Every other class has
 * one category per product (CLP Annex I 1.1.1; GHS 1.3.2).
 */
export const ONE_CATEGORY_PER_PRODUCT_EXCEPT: readonly string[] = [
  'Acute Tox.',
  'STOT SE',
  'STOT RE',
  'Repr.',
];

/**
 * The categories each class has (GHS adds category 1 without sub-category to Carc., Muta., Repr.);
 * a category outside the list is a misreading or an old directive's ("Carc. Cat. 3"). Classes whose
 * categories are letters or decimals (Self-react., Org. Perox., Expl.) are not listed.
 */
export const CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  'Flam. Gas': ['1', '1A', '1B', '2'],
  Aerosol: ['1', '2', '3'],
  'Chem. Unst. Gas': ['A', 'B'],
  'Ox. Gas': ['1'],
  'Flam. Liq.': ['1', '2', '3', '4'],
  'Flam. Sol.': ['1', '2'],
  'Pyr. Liq.': ['1'],
  'Pyr. Sol.': ['1'],
  'Self-heat.': ['1', '2'],
  'Water-react.': ['1', '2', '3'],
  'Ox. Liq.': ['1', '2', '3'],
  'Ox. Sol.': ['1', '2', '3'],
  'Met. Corr.': ['1'],
  'Desens. Expl.': ['1', '2', '3', '4'],
  'Acute Tox.': ['1', '2', '3', '4', '5'],
  'Skin Corr.': ['1', '1A', '1B', '1C'],
  'Skin Irrit.': ['2', '3'],
  'Eye Dam.': ['1'],
  'Eye Irrit.': ['2', '2A', '2B'],
  'Resp. Sens.': ['1', '1A', '1B'],
  'Skin Sens.': ['1', '1A', '1B'],
  'Muta.': ['1', '1A', '1B', '2'],
  'Carc.': ['1', '1A', '1B', '2'],
  'Repr.': ['1', '1A', '1B', '2'],
  'STOT SE': ['1', '2', '3'],
  'STOT RE': ['1', '2'],
  'Asp. Tox.': ['1', '2'],
  'Aquatic Acute': ['1', '2', '3'],
  'Aquatic Chronic': ['1', '2', '3', '4'],
  Ozone: ['1'],
};

/** Class names per language, in addition to those of the reference table. */
export const MORE_CLASS_NAMES: readonly HazardClass[] = [
  {
    abbreviation: 'Flam. Gas',
    names: {
      ja: ['可燃性ガス'],
      tr: ['alevlenir gaz'],
      sv: ['brandfarliga gaser'],
      no: ['brannfarlige gasser'],
    },
  },
  {
    abbreviation: 'Aerosol',
    names: { ja: ['エアゾール'], tr: ['aerosoller'] },
  },
  {
    abbreviation: 'Ox. Gas',
    names: { ja: ['支燃性', '酸化性ガス'], tr: ['oksitleyici gaz'], sv: ['oxiderande gaser'] },
  },
  {
    abbreviation: 'Press. Gas',
    names: {
      ja: ['高圧ガス'],
      tr: ['basinc altindaki gaz'],
      sv: ['gaser under tryck'],
      no: ['gasser under trykk'],
    },
  },
  {
    abbreviation: 'Flam. Liq.',
    names: {
      ja: ['引火性液体'],
      tr: ['alevlenir sivi'],
      sv: ['brandfarliga vatskor', 'brandfarlig vatska'],
      no: ['brannfarlige vaesker', 'brannfarlig vaeske'],
    },
  },
  {
    abbreviation: 'Flam. Sol.',
    names: { ja: ['可燃性固体'], tr: ['alevlenir kati'], sv: ['brandfarliga fasta amnen'] },
  },
  {
    abbreviation: 'Ox. Liq.',
    names: { ja: ['酸化性液体'], tr: ['oksitleyici sivi'], sv: ['oxiderande vatskor'] },
  },
  {
    abbreviation: 'Ox. Sol.',
    names: { ja: ['酸化性固体'], tr: ['oksitleyici kati'], sv: ['oxiderande fasta amnen'] },
  },
  {
    abbreviation: 'Org. Perox.',
    names: { ja: ['有機過酸化物'], tr: ['organik peroksit'] },
  },
  {
    abbreviation: 'Met. Corr.',
    names: { ja: ['金属腐食性'], tr: ['metalleri asindirici'], sv: ['korrosivt for metaller'] },
  },
  {
    abbreviation: 'Acute Tox.',
    names: { ja: ['急性毒性'], tr: ['akut toksisite'], sv: ['akut toxicitet'], no: ['akutt toksisitet'] },
  },
  {
    abbreviation: 'Skin Corr.',
    abbreviation_above_category_1: 'Skin Irrit.',
    names: {
      ja: ['皮膚腐食性/刺激性', '皮膚腐食性／刺激性'],
      pt: ['corrosao/irritacao a pele'],
      tr: ['cilt asinmasi/tahrisi', 'cilt asindirma/tahris'],
      sv: ['fratande/irriterande pa huden'],
      no: ['hudetsing/hudirritasjon'],
    },
  },
  {
    abbreviation: 'Skin Irrit.',
    names: {
      tr: ['cilt tahrisi'],
      sv: ['irriterande pa huden'],
      no: ['hudirritasjon'],
      cs: ['drazdeni kuze', 'drazdeni pokozky'],
    },
  },
  {
    abbreviation: 'Eye Dam.',
    abbreviation_above_category_1: 'Eye Irrit.',
    names: {
      ja: ['眼に対する重篤な損傷性/眼刺激性', '眼に対する重篤な損傷性／眼刺激性'],
      tr: ['ciddi goz hasari/goz tahrisi'],
      sv: ['allvarlig ogonskada/ogonirritation'],
      no: ['alvorlig oyeskade/oyeirritasjon'],
    },
  },
  {
    abbreviation: 'Eye Dam.',
    names: { tr: ['ciddi goz hasari'], sv: ['allvarlig ogonskada'], no: ['alvorlig oyeskade'] },
  },
  {
    abbreviation: 'Eye Irrit.',
    names: { tr: ['goz tahrisi'], sv: ['ogonirritation'], no: ['oyeirritasjon'], cs: ['drazdeni oci'] },
  },
  {
    abbreviation: 'Resp. Sens.',
    names: {
      en: ['sensitisation (respiratory)', 'sensitization (respiratory)', 'sensitisation - respiratory'],
      ja: ['呼吸器感作性'],
      tr: ['solunum yolu hassasiyeti'],
      sv: ['luftvagssensibilisering'],
    },
  },
  {
    abbreviation: 'Skin Sens.',
    names: {
      en: ['sensitisation (skin)', 'sensitization (skin)', 'sensitisation - skin', 'sensitization - skin'],
      pt: ['sensibilizacao a pele'],
      ja: ['皮膚感作性'],
      tr: ['cilt hassasiyeti'],
      sv: ['hudsensibilisering'],
      no: ['hudsensibilisering'],
    },
  },
  {
    abbreviation: 'Muta.',
    names: { ja: ['生殖細胞変異原性'], tr: ['esey hucre mutajenitesi'], sv: ['mutagenitet i konsceller'] },
  },
  {
    abbreviation: 'Carc.',
    names: { ja: ['発がん性'], tr: ['kanserojenite'], sv: ['cancerogenitet'], no: ['kreftfremkallende'] },
  },
  {
    abbreviation: 'Repr.',
    names: {
      ja: ['生殖毒性'],
      tr: ['ureme sistemi toksisitesi', 'ureme toksisitesi'],
      sv: ['reproduktionstoxicitet'],
      no: ['reproduksjonstoksisitet'],
    },
  },
  {
    abbreviation: 'STOT SE',
    names: {
      ja: ['単回ばく露', '単回暴露'],
      tr: ['tek maruz kalma'],
      sv: ['enstaka exponering'],
      no: ['enkelteksponering'],
    },
  },
  {
    abbreviation: 'STOT RE',
    names: {
      ja: ['反復ばく露', '反復暴露'],
      tr: ['tekrarli maruz kalma'],
      sv: ['upprepad exponering'],
      no: ['gjentatt eksponering'],
    },
  },
  {
    abbreviation: 'Asp. Tox.',
    names: {
      ja: ['誤えん有害性', '吸引性呼吸器有害性'],
      tr: ['aspirasyon zarari'],
      sv: ['fara vid aspiration'],
      no: ['aspirasjonsfare'],
    },
  },
  {
    abbreviation: 'Aquatic Acute',
    names: {
      en: ['aquatic environment short term', 'aquatic environment (short term)', 'short term aquatic'],
      ja: ['水生環境有害性 短期', '水生環境急性有害性', '水生環境有害性(急性)', '水生環境有害性（急性）'],
      tr: ['sucul ortam icin zararli akut', 'akut sucul'],
      sv: ['farligt for vattenmiljon akut'],
      no: ['farlig for vannmiljoet akutt'],
      cs: ['akutni toxicita pro vodni prostredi'],
    },
  },
  {
    abbreviation: 'Aquatic Chronic',
    names: {
      en: ['aquatic environment long term', 'aquatic environment (long term)', 'long term aquatic'],
      ja: ['水生環境有害性 長期', '水生環境慢性有害性', '水生環境有害性(慢性)', '水生環境有害性（慢性）'],
      tr: ['sucul ortam icin zararli kronik', 'kronik sucul'],
      sv: ['farligt for vattenmiljon kronisk'],
      no: ['farlig for vannmiljoet kronisk'],
      cs: ['chronicka toxicita pro vodni prostredi'],
    },
  },
  {
    abbreviation: 'Ozone',
    names: { ja: ['オゾン層への有害性'], tr: ['ozon tabakasi'] },
  },
];
