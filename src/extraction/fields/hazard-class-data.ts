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

/**
 * The class and category an H code stands for, where the code names exactly one (H300 is Acute Tox.
 * 1 or 2, H314 any of Skin Corr. 1A-1C, H350 Carc. 1A or 1B: left out, so no category is invented).
 */
export const CLASSIFICATION_BY_H_CODE: Readonly<Record<string, string>> = {
  H222: 'Aerosol 1',
  H223: 'Aerosol 2',
  H224: 'Flam. Liq. 1',
  H225: 'Flam. Liq. 2',
  H226: 'Flam. Liq. 3',
  H227: 'Flam. Liq. 4',
  H251: 'Self-heat. 1',
  H252: 'Self-heat. 2',
  H260: 'Water-react. 1',
  H270: 'Ox. Gas 1',
  H280: 'Press. Gas',
  H281: 'Press. Gas',
  H290: 'Met. Corr. 1',
  H301: 'Acute Tox. 3',
  H302: 'Acute Tox. 4',
  H303: 'Acute Tox. 5',
  H304: 'Asp. Tox. 1',
  H305: 'Asp. Tox. 2',
  H311: 'Acute Tox. 3',
  H312: 'Acute Tox. 4',
  H313: 'Acute Tox. 5',
  H315: 'Skin Irrit. 2',
  H316: 'Skin Irrit. 3',
  H317: 'Skin Sens. 1',
  H318: 'Eye Dam. 1',
  H319: 'Eye Irrit. 2',
  H320: 'Eye Irrit. 2B',
  H331: 'Acute Tox. 3',
  H332: 'Acute Tox. 4',
  H333: 'Acute Tox. 5',
  H334: 'Resp. Sens. 1',
  H335: 'STOT SE 3',
  H336: 'STOT SE 3',
  H341: 'Muta. 2',
  H351: 'Carc. 2',
  H361: 'Repr. 2',
  H362: 'Lact.',
  H370: 'STOT SE 1',
  H371: 'STOT SE 2',
  H372: 'STOT RE 1',
  H373: 'STOT RE 2',
  H400: 'Aquatic Acute 1',
  H401: 'Aquatic Acute 2',
  H402: 'Aquatic Acute 3',
  H410: 'Aquatic Chronic 1',
  H411: 'Aquatic Chronic 2',
  H412: 'Aquatic Chronic 3',
  H413: 'Aquatic Chronic 4',
  H420: 'Ozone 1',
};

/**
 * The categories each class has (GHS adds category 1 without sub-category to Carc., Muta., Repr.);
 * a category outside the list is a misreading or an old directive's ("Carc. Cat. 3"). Classes whose
 * categories are letters or decimals (Self-react., Org. Perox., Expl.) are not listed.
 */
export const CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  'Flam. Gas': ['1', '1A', '1B', '2'],
  Aerosol: ['1', '2', '3'],
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
