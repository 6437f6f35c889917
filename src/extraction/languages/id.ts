/**
 * Indonesian. Sources: Peraturan Menteri Perindustrian No. 23/M-IND/PER/4/2013 (GHS in Indonesia:
 * Lembar Data Keselamatan section titles, signal words Bahaya, Peringatan).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Label words added (title "Lembaran Data Keselamatan"; Nama produk / Nama dagang, Pemasok,
 * Produsen, Nomor telepon darurat, Revisi tanggal, Tanggal cetak, Elemen label, Kata
 * sinyal, Pernyataan bahaya, Pernyataan kehati-hatian, Piktogram, Warna, Bau, Titik nyala / didih /
 * lebur, Berat jenis, Nama pengiriman, Kelas bahaya, Kelompok kemasan): the labels Indonesian SDSs
 * print, as seen in public sheets issued under Permenperin 23/M-IND/PER/4/2013.
 * Matched words (`matchedWords`): the words SDSs in the language commonly print in the wording the
 * extractors read (density references, PPE statements, composition tables), as the extractors held them.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'id',
  iso: 'id',
  name: 'Indonesian',
  script: 'latin',
  ocr: ['ind'],
  sections: {
    1: ['identifikasi senyawa', 'identifikasi produk', 'identifikasi bahan'],
    2: ['identifikasi bahaya'],
    3: ['komposisi'],
    4: ['pertolongan pertama'],
    5: ['pemadaman kebakaran', 'kebakaran'],
    6: ['tumpahan', 'kebocoran'],
    7: ['penanganan dan penyimpanan', 'penyimpanan'],
    8: ['kontrol paparan', 'perlindungan diri'],
    9: ['sifat fisika'],
    10: ['stabilitas dan reaktifitas', 'reaktivitas'],
    11: ['toksikologi'],
    12: ['ekologi'],
    13: ['pembuangan'],
    14: ['pengangkutan'],
    15: ['regulasi'],
    16: ['informasi lain'],
  },
  sectionWords: ['bagian'],
  documentTitles: ['lembar data keselamatan', 'lembaran data keselamatan'],
  signalWords: { Danger: ['bahaya'], Warning: ['peringatan'] },
  functionWords: [
    'dan',
    'yang',
    'di',
    'untuk',
    'dengan',
    'atau',
    'tidak',
    'dari',
    'informasi',
    'bagian',
    'dapat',
    'harus',
  ],
  subsections: {},
  dateLabels: { revision: ['Tanggal revisi'], issue: ['Tanggal terbit'] },
  physicalState: {
    labels: ['Wujud', 'Bentuk fisik'],
    words: {
      liquid: ['cair', 'cairan'],
      solid: ['padat', 'padatan'],
      gas: ['gas'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
  },
  fieldLabels: {
    substance: ['Zat', 'Bahan tunggal'],
    mixture: ['Campuran'],
    versionNumber: ['Versi'],
    hazardCategory: ['Kategori'],
    productName: ['Nama produk', 'Nama dagang', 'Nama dagangan'],
    supplier: ['Pemasok', 'Produsen'],
    emergencyPhone: ['Nomor telepon darurat', 'Telepon darurat', 'Informasi darurat'],
    revisionDate: ['Revisi tanggal', 'Direvisi'],
    printDate: ['Tanggal cetak', 'Tanggal dicetak'],
    labelElements: ['Elemen label'],
    signalWord: ['Kata sinyal'],
    hazardStatements: ['Pernyataan bahaya'],
    precautionaryStatements: ['Pernyataan kehati-hatian'],
    pictogram: ['Piktogram'],
    colour: ['Warna'],
    odour: ['Bau'],
    flashPoint: ['Titik nyala'],
    boilingPoint: ['Titik didih'],
    meltingPoint: ['Titik lebur'],
    density: ['Berat jenis'],
    shippingName: ['Nama pengiriman'],
    transportHazardClass: ['Kelas bahaya'],
    packingGroup: ['Kelompok kemasan'],
    marinePollutant: ['Polutan laut'],
    environmentalHazards: ['Bahaya lingkungan'],
  },
  valuePhrases: {
    yes: ['ya'],
    no: ['tidak'],
  },
  matchedWords: {
    vapour: { wordEnd: ['uap'] },
    airReference: { whole: ['udara'] },
  },
} satisfies LanguageModule;
