/**
 * Malay. Sources: Occupational Safety and Health (Classification, Labelling and Safety Data Sheet of
 * Hazardous Chemicals) Regulations 2013 (CLASS) and the Industry Code of Practice on Chemicals
 * Classification and Hazard Communication 2014 (Risalah Data Keselamatan section titles, signal words
 * Bahaya, Amaran).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Label words added (the title "Helaian data keselamatan" and the section titles "Pengenalan bahan…",
 * "Pengenalan bahaya" that Malay SDSs print; Pengenalan produk, Nama produk, Nama dagangan,
 * Pembekal, Nombor telefon kecemasan, Tarikh cetakan, Perkataan isyarat, Warna, Bau, Takat kilat /
 * didih / lebur, Ketumpatan relatif): the labels Malay SDSs commonly print.
 * Matched words (`matchedWords`): the words SDSs in the language commonly print in the wording the
 * extractors read (density references, PPE statements, composition tables), as the extractors held them.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'ms',
  iso: 'ms',
  name: 'Malay',
  script: 'latin',
  ocr: ['msa'],
  sections: {
    1: ['pengenalpastian bahan', 'pengenalpastian produk', 'pengenalan bahan'],
    2: ['pengenalpastian bahaya', 'pengenalan bahaya'],
    3: ['komposisi'],
    4: ['pertolongan cemas'],
    5: ['pemadaman kebakaran', 'kebakaran'],
    6: ['pelepasan tidak sengaja'],
    7: ['pengendalian dan penyimpanan', 'penyimpanan'],
    8: ['kawalan pendedahan', 'perlindungan diri'],
    9: ['sifat fizikal'],
    10: ['kestabilan'],
    11: ['toksikologi'],
    12: ['ekologi'],
    13: ['pelupusan'],
    14: ['pengangkutan'],
    15: ['maklumat peraturan'],
    16: ['maklumat lain'],
  },
  sectionWords: ['seksyen', 'bahagian'],
  documentTitles: ['risalah data keselamatan', 'helaian data keselamatan'],
  signalWords: { Danger: ['bahaya'], Warning: ['amaran'] },
  functionWords: [
    'dan',
    'yang',
    'di',
    'untuk',
    'dengan',
    'atau',
    'tidak',
    'dari',
    'maklumat',
    'bahagian',
    'boleh',
    'hendaklah',
  ],
  subsections: {},
  dateLabels: { revision: ['Tarikh semakan'], issue: ['Tarikh dikeluarkan'] },
  physicalState: {
    labels: ['Keadaan fizikal'],
    words: {
      liquid: ['cecair'],
      solid: ['pepejal'],
      gas: ['gas'],
      aerosol: ['aerosol'],
      paste: ['pes'],
    },
  },
  fieldLabels: {
    mixture: ['Campuran'],
    versionNumber: ['Versi'],
    hazardCategory: ['Kategori'],
    productName: ['Nama produk', 'Nama dagangan'],
    supplier: ['Pembekal'],
    emergencyPhone: ['Nombor telefon kecemasan', 'Telefon kecemasan'],
    signalWord: ['Perkataan isyarat'],
    colour: ['Warna'],
    odour: ['Bau'],
    flashPoint: ['Takat kilat'],
    boilingPoint: ['Takat didih'],
    meltingPoint: ['Takat lebur'],
    density: ['Ketumpatan relatif'],
    productIdentifier: ['Pengenalan produk', 'Pengenal pasti produk'],
    printDate: ['Tarikh cetakan'],
    marinePollutant: ['Bahan pencemar marin'],
    environmentalHazards: ['Bahaya alam sekitar'],
  },
  valuePhrases: {
    yes: ['ya'],
    no: ['tidak'],
  },
  matchedWords: {
    vapour: { wordEnd: ['wap'] },
    airReference: { whole: ['udara'] },
  },
} satisfies LanguageModule;
