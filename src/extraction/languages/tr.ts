/**
 * Turkish. Sources: Güvenlik Bilgi Formları Hakkında Yönetmelik (Official Gazette 26.12.2020,
 * KKDIK: the Turkish transposition of REACH Annex II, section titles); SEA Yönetmeliği (the Turkish
 * CLP: signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, the labels of neighbouring section 1 fields,
 * uses, supplier, emergency telephone, section 16 dates, version number) and month names: the
 * labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Label words added for the KKDIK layout (sub-sections 9.1, 14.2, 14.3; product, supplier, preparation
 * and revision dates, revision number, signal word, appearance, melting and boiling point, packing
 * group): the titles and 9.1 names Turkish SDSs print after the KKDIK Annex and the earlier SDS
 * regulation (Görünüm, Erime / Donma noktası, İlk kaynama noktası ve kaynama aralığı, Ambalajlama
 * grubu; 14.3 Taşımacılık zararlılık sınıf(lar)ı) and the labels of supplier templates (Ticari adı,
 * Firma adı, Şirket unvanı, Hazırlama tarihi, Revizyon no, İşaret kelimesi...), each seen in public
 * Turkish SDS generators and parsers.
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
  id: 'tr',
  iso: 'tr',
  name: 'Turkish',
  script: 'latin',
  ocr: ['tur'],
  sections: {
    1: ['tanımlan', 'tanıtımı'],
    2: ['zararlılık', 'tehlike'],
    3: ['bileşim'],
    4: ['ilk yardım'],
    5: ['yangın'],
    6: ['yayılma'],
    7: ['elleçlem', 'depolama'],
    8: ['maruz kalma'],
    9: ['fiziksel'],
    10: ['kararlılık', 'tepkime'],
    11: ['toksikolog'],
    12: ['ekolog'],
    13: ['bertaraf'],
    14: ['taşımacılık'],
    15: ['mevzuat'],
    16: ['diğer bilgiler'],
  },
  sectionWords: ['bölüm'],
  documentTitles: ['güvenlik bilgi formu'],
  signalWords: { Danger: ['tehlike'], Warning: ['dikkat'] },
  functionWords: [
    've',
    'bir',
    'ile',
    'için',
    'bölüm',
    'veya',
    'olarak',
    'karışım',
    'değil',
    'bu',
    'göre',
    'madde',
  ],
  subsections: {
    '1.1': ['Ürün tanımlayıcısı'],
    '1.3': ['Güvenlik bilgi formu tedarikçisinin bilgileri'],
    '1.4': ['Acil durum telefon numarası'],
    '2.1': ['Madde veya karışımın sınıflandırılması'],
    '2.2': ['Etiket unsurları'],
    '9.1': ['Temel fiziksel ve kimyasal özellikler hakkında bilgi'],
    '14.1': ['UN numarası'],
    '14.2': ['Uygun UN taşımacılık adı'],
    '14.3': ['Taşımacılık zararlılık sınıf(lar)ı'],
    '14.4': ['Ambalajlama grubu'],
  },
  dateLabels: { revision: ['Revizyon tarihi'], issue: ['Yayın tarihi'] },
  physicalState: {
    labels: ['Fiziksel hal', 'Fiziksel durum'],
    words: {
      liquid: ['sıvı'],
      solid: ['katı'],
      gas: ['gaz'],
      aerosol: ['aerosol'],
      paste: ['macun'],
    },
    matches: {
      aerosol: { anywhere: ['aerozol'] },
      gas: { wordStart: ['gaz'] },
      liquid: { anywhere: ['çözelti'], wordStart: ['sıvı'] },
      solid: { anywhere: ['kristal'], whole: ['katı', 'toz'] },
    },
  },
  fieldLabels: {
    componentName: ['Kimyasal adı', 'Bileşen', 'Adı'],
    identifiedUsesTitle: [
      'Madde veya karışımın ilgili belirlenmiş kullanımları ve tavsiye edilmeyen kullanımları',
    ],
    productName: ['Ticari ad', 'Ürün adı', 'Ticari adı', 'Ticari isim', 'Ürün ismi'],
    productIdentifier: ['Ürün tanımlayıcısı'],
    productCode: ['Ürün kodu'],
    recommendedUse: ['Tanımlanmış kullanımlar'],
    supplier: ['Tedarikçi', 'Üretici', 'Firma adı', 'Şirket unvanı', 'Üretici firma', 'Mümessil firma'],
    supplierAddress: ['Adres'],
    supplierPhone: ['Telefon'],
    section1OtherField: ['Adres'],
    contactItem: ['Telefon'],
    emergencyPhone: ['Acil durum telefon'],
    revisionDate: ['Revizyon tarihi', 'Revize edildiği tarih', 'Güncelleme tarihi', 'Yeni düzenleme tarihi'],
    issueDate: ['Yayın tarihi'],
    preparationDate: ['Düzenleme tarihi', 'Hazırlama tarihi', 'Hazırlanma tarihi'],
    versionNumber: ['Sürüm', 'Revizyon no', 'Versiyon'],
    labelElements: ['Etiket unsurları'],
    signalWord: ['Uyarı kelimesi', 'İşaret kelimesi', 'İşaret sözcüğü', 'Sinyal kelime'],
    hazardStatements: ['Zararlılık ifadeleri'],
    precautionaryStatements: ['Önlem ifadeleri'],
    pictogram: ['Piktogr'],
    density: ['Bağıl yoğunluk', 'Yoğunluk'],
    transportHazardClass: ['Sınıf', 'Taşımacılık sınıfı'],
    packingGroup: ['Ambalaj grubu', 'Ambalajlama grubu', 'Paketleme grubu'],
    shippingName: ['Uygun UN taşımacılık adı', 'Uygun sevkiyat adı'],
    flashPoint: ['Parlama noktası'],
    boilingPoint: ['Kaynama noktası', 'İlk kaynama noktası ve kaynama aralığı', 'İlk kaynama noktası'],
    meltingPoint: ['Erime noktası', 'Erime / donma noktası', 'Erime noktası/donma noktası'],
    physicalForm: ['Şekil'],
    appearance: ['Görünüş', 'Görünüm'],
    colour: ['Renk'],
    odour: ['Koku'],
    ph: ['pH değeri'],
    vapourPressure: ['Buhar basıncı'],
    substance: ['Madde'],
    mixture: ['Karışım'],
    eyeProtection: ['Göz koruma', 'Göz/yüz koruma', 'Gözlük'],
    handProtection: ['El koruma', 'Eldiven'],
    skinProtection: ['Koruyucu giysi'],
    respiratoryProtection: ['Solunum koruma'],
    hazardCategory: ['Kategori'],
    shortTermLimit: ['Kısa süreli'],
    longTermLimit: ['Uzun süreli', '8 saat'],
    ceilingLimit: ['Tavan'],
    marinePollutant: ['Deniz kirletici'],
    environmentalHazards: ['Çevresel zararlar', 'Çevresel tehlikeler', 'Çevre tehlikeleri'],
  },
  months: {
    1: ['Ocak'],
    2: ['Şubat'],
    3: ['Mart'],
    4: ['Nisan'],
    5: ['Mayıs'],
    6: ['Haziran'],
    7: ['Temmuz'],
    8: ['Ağustos'],
    9: ['Eylül'],
    10: ['Ekim'],
    11: ['Kasım'],
    12: ['Aralık'],
  },
  valuePhrases: {
    notApplicable: ['uygulanamaz'],
    none: ['yok'],
    decomposes: ['ayrış'],
    inhalationRoute: ['soluma'],
    testSpecies: ['sıçan', 'tavşan'],
    avoid: ['kaçının'],
    except: ['hariç'],
    glove: ['eldiven'],
    yes: ['evet'],
    no: ['hayır'],
    notAvailable: ['veri yok', 'mevcut değil', 'belirlenmemiş', 'bilgi yok'],
  },
  matchedWords: {
    identifierLabel: { whole: ['EC', 'AT', 'İndeks', 'Kayıt'] },
    vapour: { anywhere: ['buhar'] },
    airReference: { whole: ['hava'] },
    waterReference: { anywhere: ['su'] },
    amountHeading: { whole: ['miktar', 'derişim'] },
    ppeNotNeeded: { anywhere: ['gerekli değil'] },
    clothingHygiene: { wordStart: ['çıkar', 'yıka'] },
    bodyEquipment: { anywhere: ['giysi', 'önlük', 'çizme', 'tulum'] },
    ppeCondition: { whole: ['durumunda'] },
    noneValue: { whole: ['yok'] },
    colourWord: {
      wordStart: [
        'renksiz',
        'beyaz',
        'siyah',
        'sarı',
        'kırmızı',
        'yeşil',
        'mavi',
        'kahverengi',
        'gri',
        'turuncu',
        'mor',
        'pembe',
        'kehribar',
      ],
    },
  },
} satisfies LanguageModule;
