/**
 * Finnish. Sources: Regulation (EU) 2020/878, Annex II (Finnish text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, uses, supplier, emergency telephone, section 16
 * dates, version number) and month names: the labels SDSs in the language commonly print; some of
 * them are, or begin with, the Annex II titles of sub-sections 1.1 to 1.4.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Label words of the Nordic-Baltic pass: Annex II of Regulation (EU) 2020/878 (Finnish text: 9.1
 * "Sulamispiste/jäätymispiste", "Kiehumispiste tai kiehumisen alkamispiste ja kiehumisalue", 14.3
 * "Kuljetuksen vaaraluokka(t)") and the 453/2010 title "Kiehumisen alkamispiste ja kiehumisalue".
 * UN acronyms (`unAcronyms`): the acronym of the United Nations that SDSs in the language commonly print
 * before a UN number ("YK").
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
  id: 'fi',
  iso: 'fi',
  name: 'Finnish',
  script: 'latin',
  ocr: ['fin'],
  sections: {
    1: ['tunnistetiedot'],
    2: ['vaaran', 'vaarojen'],
    3: ['koostumus'],
    4: ['ensiapu'],
    5: ['palontorjunta'],
    6: ['päästöt', 'onnettomuuspäästö'],
    7: ['käsittely', 'varastointi'],
    8: ['altistumisen'],
    9: ['fysikaaliset'],
    10: ['stabiilisuus', 'reaktiivisuus'],
    11: ['toksikolog', 'myrkyllisyy'],
    12: ['ympäristö'],
    13: ['jätteiden'],
    14: ['kuljetus'],
    15: ['lainsäädäntö'],
    16: ['muut tiedot'],
  },
  sectionWords: ['kohta'],
  documentTitles: ['käyttöturvallisuustiedote'],
  signalWords: { Danger: ['vaara'], Warning: ['varoitus'] },
  functionWords: [
    'ja',
    'tai',
    'ei',
    'kohta',
    'seoksen',
    'on',
    'mukaan',
    'aineen',
    'tiedot',
    'kanssa',
    'voi',
    'jos',
  ],
  subsections: {
    '1.1': ['Tuotetunniste'],
    '1.3': ['Käyttöturvallisuustiedotteen toimittajan yksityiskohtaiset tiedot'],
    '1.4': ['Hätäpuhelinnumero'],
    '2.1': ['Aineen tai seoksen luokitus'],
    '2.2': ['Merkinnät'],
    '14.1': ['YK-numero tai tunnistenumero', 'YK-numero'],
    '14.2': ['Kuljetuksessa käytettävä virallinen nimi'],
    '14.3': ['Kuljetuksen vaaraluokka(t)'],
    '14.4': ['Pakkausryhmä'],
  },
  dateLabels: { revision: ['Muutettu viimeksi'], issue: ['Julkaisupäivä'] },
  physicalState: {
    labels: ['Olomuoto'],
    words: {
      liquid: ['neste'],
      solid: ['kiinteä'],
      gas: ['kaasu'],
      aerosol: ['aerosoli'],
      paste: ['tahna'],
    },
    matches: {
      aerosol: { anywhere: ['aerosol'] },
      gas: { anywhere: ['kaasu'] },
      paste: { anywhere: ['tahna'] },
      liquid: { anywhere: ['liuos'], wordStart: ['neste'] },
      solid: { anywhere: ['kiinteä', 'jauhe'] },
    },
  },
  fieldLabels: {
    componentName: ['Kemiallinen nimi', 'Aineosa', 'Nimi'],
    identifiedUsesTitle: [
      'Aineen tai seoksen merkitykselliset tunnistetut käytöt ja käytöt, joita ei suositella',
    ],
    productName: ['Kauppanimi', 'Tuotenimi', 'Tuotteen nimi'],
    productIdentifier: ['Tuotetunniste'],
    productCode: ['Tuotekoodi'],
    recommendedUse: ['Tunnistetut käytöt', 'Käyttötarkoitus'],
    usesAdvisedAgainst: ['Käytöt joita ei suositella'],
    supplier: ['Tarkemmat tiedot käyttöturvallisuustiedotteen toimittajasta', 'Toimittaja', 'Valmistaja'],
    supplierAddress: ['Osoite'],
    supplierPhone: ['Puhelin'],
    contactItem: ['Puhelin'],
    emergencyPhone: ['Hätäänumero', 'Hätäpuhelinnumero'],
    revisionDate: ['Muutettu viimeksi', 'Muokattu', 'Tarkistettu', 'Päivitetty'],
    issueDate: ['Julkaisupäivä'],
    preparationDate: ['Laatimispäivä'],
    supersededDate: ['edellinen', 'korvaa'],
    printDate: ['Tulostus', 'Tulostettu'],
    dateFormat: ['Päiväysmuoto'],
    versionNumber: ['Versio'],
    labelElements: ['Merkintätiedot'],
    signalWord: ['Huomiosana'],
    hazardStatements: ['Vaaralausekkeet'],
    precautionaryStatements: ['Turvalausekkeet'],
    pictogram: ['Piktogr'],
    density: ['Suhteellinen tiheys', 'Tiheys'],
    transportHazardClass: ['Kuljetuksen vaaraluokka', 'Luokka'],
    packingGroup: ['Pakkausryhmä'],
    shippingName: ['YK-kuljetusnimi', 'Kuljetuksessa käytettävä virallinen nimi'],
    flashPoint: ['Leimahduspiste'],
    boilingPoint: [
      'Kiehumispiste tai kiehumisen alkamispiste ja kiehumisalue',
      'Kiehumisen alkamispiste ja kiehumisalue',
      'Kiehumispiste',
      'Alkukiehumispiste',
    ],
    meltingPoint: ['Sulamispiste/jäätymispiste', 'Sulamispiste'],
    physicalForm: ['Muoto'],
    appearance: ['Ulkonäkö'],
    colour: ['Väri'],
    odour: ['Haju'],
    ph: ['pH-arvo'],
    vapourPressure: ['Höyrynpaine'],
    substance: ['Aine'],
    mixture: ['Seos', 'Seokse'],
    eyeProtection: ['Silmiensuojaus', 'Suojalasit', 'Silmien/kasvojen', 'Silmiensuoja', 'Suojalas'],
    handProtection: ['Käsiensuojaus', 'Käsineet', 'Suojakäsineet', 'Hansikk'],
    skinProtection: ['Suojavaatetus', 'Suojavaatteet', 'Kehon suojaus', 'Suoja-asu'],
    respiratoryProtection: ['Hengityksensuojaus', 'Hengityksensuojain', 'Hengityssuoja'],
    hazardCategory: ['Luokka'],
    shortTermLimit: ['15 min', 'Lyhytaikainen'],
    longTermLimit: ['8 h', 'Pitkäaikainen'],
    ceilingLimit: ['Kattoarvo'],
    marinePollutant: ['Meriä saastuttava aine', 'Meriä saastuttava'],
    environmentalHazards: ['Ympäristövaarat', 'Ympäristölle vaarallinen'],
  },
  months: {
    1: ['Tammikuu'],
    2: ['Helmikuu'],
    3: ['Maaliskuu'],
    4: ['Huhtikuu'],
    5: ['Toukokuu'],
    6: ['Kesäkuu'],
    7: ['Heinäkuu'],
    8: ['Elokuu'],
    9: ['Syyskuu'],
    10: ['Lokakuu'],
    11: ['Marraskuu'],
    12: ['Joulukuu'],
  },
  valuePhrases: {
    seeReference: ['katso'],
    notRegulated: ['ei säännelty', 'ei luokiteltu vaaralliseksi'],
    notApplicable: ['ei sovelleta', 'ei säännelty'],
    none: ['ei ole'],
    decomposes: ['hajoaa'],
    oralRoute: ['suun kautta', 'oraali'],
    dermalRoute: ['iho'],
    inhalationRoute: ['hengit'],
    testSpecies: ['rotta', 'kani'],
    wear: ['käytä'],
    avoid: ['vältä'],
    except: ['paitsi'],
    glove: ['käsineet', 'hansik'],
    yes: ['kyllä'],
    no: ['ei'],
    notAvailable: ['ei saatavilla', 'ei tietoja', 'ei määritetty', 'tietoja ei'],
  },
  unAcronyms: ['YK'],
  matchedWords: {
    ventilationWord: { anywhere: ['ilmanvaihto', 'kohdepoisto'] },
    respiratoryEquipment: { anywhere: ['hengityksensuoj', 'naamari', 'suodatin'] },
    identifierLabel: { whole: ['EY', 'Indeksi', 'Rekisteröintinumero'] },
    vapour: { anywhere: ['höyry'] },
    airReference: { whole: ['ilma'] },
    waterReference: { anywhere: ['vesi'] },
    amountHeading: { whole: ['pitoisuus'] },
    percentByWeight: { whole: ['paino'] },
    ppeNotNeeded: { anywhere: ['ei tarvita', 'ei vaadita'] },
    clothingHygiene: { wordStart: ['riisu', 'pese'] },
    bodyEquipment: { anywhere: ['puku', 'vaatetus', 'vaatteet', 'esiliina', 'saappaat', 'asu'] },
    ppeCondition: { whole: ['jos'] },
    noneValue: { whole: ['ei'] },
    equipmentName: { anywhere: ['suojalasit', 'käsineet', 'naamari'] },
    colourWord: {
      wordStart: [
        'väritön',
        'valkoi',
        'musta',
        'keltai',
        'punai',
        'vihreä',
        'sini',
        'ruskea',
        'harmaa',
        'oranssi',
        'violetti',
        'syaani',
        'magenta',
        'meripihka',
      ],
    },
  },
} satisfies LanguageModule;
