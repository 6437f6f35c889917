/**
 * Hungarian. Sources: Regulation (EU) 2020/878, Annex II (Hungarian text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, uses, supplier, emergency telephone, section 16
 * dates, version number): the labels SDSs in the language commonly print; some of them are, or
 * begin with, the Annex II titles of sub-sections 1.1 to 1.4.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Central/eastern EU label set: Regulation (EU) 2020/878, Annex II (Hungarian text) for the
 * sub-section titles 9.1, 14.2 'Az ENSZ szerinti megfelelő szállítási megnevezés', 14.3
 * 'Szállítási veszélyességi osztály(ok)' and the property names 'Olvadáspont/fagyáspont',
 * 'Forráspont vagy kezdő forráspont és forrásponttartomány', 'Sűrűség és/vagy relatív sűrűség';
 * the 453/2010 forms 'Kezdő forráspont és forrásponttartomány', 'Relatív sűrűség', 'Külső
 * jellemzők' (appearance); as the 14.3 field label 'Szállítási veszélyességi osztály' (14.3
 * without its bracket), because a label cannot hold brackets. The labels SDSs in the language
 * commonly print: 'Termék neve', 'Jelzőszó', 'Előző kiadás'/'Előző verzió' (the previous edition's
 * date), 'Verzió'; CLP terms 'Figyelmeztetés' (signal word), 'Figyelmeztető mondatok',
 * 'Óvintézkedésre vonatkozó mondatok', 'Veszélyt jelző piktogramok' (Regulation (EC) No 1272/2008,
 * Hungarian text).
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
  id: 'hu',
  iso: 'hu',
  name: 'Hungarian',
  script: 'latin',
  ocr: ['hun'],
  sections: {
    1: ['azonosít'],
    2: ['veszély'],
    3: ['összetétel'],
    4: ['elsősegély'],
    5: ['tűzolt', 'tűzvédelm'],
    6: ['véletlenszerű'],
    7: ['kezelés', 'tárolás'],
    8: ['expozíció'],
    9: ['fizikai'],
    10: ['stabilitás', 'reakciókészség'],
    11: ['toxikológ'],
    12: ['ökológ'],
    13: ['ártalmatlanít'],
    14: ['szállítás'],
    15: ['szabályoz'],
    16: ['egyéb információk'],
  },
  sectionWords: ['szakasz'],
  documentTitles: ['biztonsági adatlap'],
  signalWords: { Danger: ['veszély'], Warning: ['figyelem'] },
  functionWords: [
    'a',
    'az',
    'és',
    'nem',
    'szakasz',
    'keverék',
    'vagy',
    'szerint',
    'anyag',
    'esetén',
    'kell',
    'is',
  ],
  subsections: {
    '1.1': ['Termékazonosító'],
    '1.3': ['A biztonsági adatlap szállítójának adatai'],
    '1.4': ['Sürgősségi telefonszám'],
    '2.1': ['Az anyag vagy keverék osztályozása'],
    '2.2': ['Címkézési elemek'],
    '9.1': ['Az alapvető fizikai és kémiai tulajdonságokra vonatkozó információk'],
    '14.1': ['UN-szám vagy azonosító szám', 'UN-szám'],
    '14.2': ['Az ENSZ szerinti megfelelő szállítási megnevezés'],
    '14.3': ['Szállítási veszélyességi osztály(ok)'],
    '14.4': ['Csomagolási csoport'],
  },
  dateLabels: { revision: ['Felülvizsgálat dátuma'], issue: ['Kiadás dátuma'] },
  physicalState: {
    labels: ['Halmazállapot', 'Fizikai állapot'],
    words: {
      liquid: ['folyadék'],
      solid: ['szilárd'],
      gas: ['gáz'],
      aerosol: ['aeroszol'],
      paste: ['paszta'],
    },
    matches: {
      aerosol: { anywhere: ['aeroszol'] },
      paste: { anywhere: ['paszta'] },
      liquid: { anywhere: ['oldat', 'folyadék', 'folyékony'] },
      solid: { anywhere: ['szilárd'], whole: ['por'] },
    },
  },
  fieldLabels: {
    componentName: ['Kémiai név', 'Összetevő', 'Komponens', 'Név'],
    identifiedUsesTitle: [
      'Az anyag vagy keverék megfelelő azonosított felhasználása, illetve ellenjavallt felhasználása',
    ],
    productName: ['Kereskedelmi név', 'Terméknév', 'Termék neve'],
    productIdentifier: ['Termékazonosító'],
    productCode: ['Termékkód'],
    recommendedUse: ['Azonosított felhasználás'],
    usesAdvisedAgainst: ['Ellenjavallt felhasználás'],
    supplier: [
      'Biztonsági adatlap szállítójának',
      'A biztonsági adatlap szállítójának',
      'Szállító',
      'Gyártó',
      'Forgalmazó',
    ],
    supplierAddress: ['Cím'],
    supplierPhone: ['Telefon'],
    contactItem: ['Telefon'],
    emergencyPhone: ['Sürgősségi telefonszám'],
    revisionDate: ['Felülvizsgálat dátuma', 'Felülvizsgálat'],
    issueDate: ['Kiadás dátuma'],
    printDate: ['Nyomtat'],
    versionNumber: ['Verzió'],
    labelElements: ['Címkézési elemek'],
    signalWord: ['Figyelmeztetés', 'Figyelmeztető szó', 'Jelzőszó'],
    hazardStatements: ['Figyelmeztető H-mondatok', 'Figyelmeztető mondatok'],
    precautionaryStatements: ['Óvintézkedés', 'Óvintézkedésre vonatkozó mondatok'],
    pictogram: ['Piktogr', 'Veszélyt jelző piktogramok'],
    density: ['Relatív sűrűség', 'Sűrűség', 'Sűrűség és/vagy relatív sűrűség'],
    transportHazardClass: ['Osztály', 'Szállítási veszélyességi osztály'],
    packingGroup: ['Csomagolási csoport'],
    shippingName: ['Az ENSZ szerinti megfelelő szállítási megnevezés', 'Helyes szállítási megnevezés'],
    flashPoint: ['Lobbanáspont'],
    boilingPoint: [
      'Forráspont vagy kezdő forráspont és forrásponttartomány',
      'Kezdő forráspont és forrásponttartomány',
      'Forráspont',
      'Kezdeti forráspont',
    ],
    meltingPoint: ['Olvadáspont/fagyáspont', 'Olvadáspont'],
    appearance: ['Megjelenés', 'Külső jellemzők'],
    colour: ['Szín'],
    odour: ['Szag'],
    vapourPressure: ['Gőznyomás'],
    substance: ['Anyag'],
    mixture: ['Keverék'],
    eyeProtection: ['Szemvédelem', 'Védőszemüveg'],
    handProtection: ['Kézvédelem', 'Védőkesztyű'],
    skinProtection: ['Védőruha'],
    respiratoryProtection: ['Légzésvédelem', 'Légzőkészülék'],
    hazardCategory: ['Kategória'],
    shortTermLimit: ['CK-érték', 'CK', 'Rövid időtartamú', 'Rövid idejű'],
    longTermLimit: ['ÁK-érték', 'ÁK', 'Idővel súlyozott átlag'],
    ceilingLimit: ['MK-érték', 'MK'],
    supersededDate: ['Előző kiadás', 'Előző verzió'],
    marinePollutant: ['Tengervízszennyező anyag', 'Tengeri szennyező anyag', 'Tengerszennyező anyag'],
    environmentalHazards: ['Környezeti veszélyek', 'Környezeti veszély', 'Környezetre veszélyes'],
  },
  valuePhrases: {
    notRegulated: ['nem tartozik'],
    notApplicable: ['nem alkalmazható'],
    none: ['nincs'],
    decomposes: ['bomlik'],
    dermalRoute: ['bőr'],
    inhalationRoute: ['belégz'],
    testSpecies: ['patkány', 'nyúl'],
    wear: ['viselet'],
    avoid: ['kerülje'],
    glove: ['kesztyű'],
    yes: ['igen'],
    no: ['nem', 'nincs'],
    notAvailable: ['nincs adat', 'nem áll rendelkezésre', 'nem meghatározott'],
  },
  matchedWords: {
    identifierLabel: { whole: ['EK', 'Index', 'Regisztrációs'] },
    vapour: { anywhere: ['gőz'] },
    airReference: { whole: ['levegő'] },
    waterReference: { anywhere: ['víz'] },
    ppeNotNeeded: { anywhere: ['nem szükséges'] },
    clothingHygiene: { wordStart: ['levetni', 'mosni'] },
    bodyEquipment: { anywhere: ['ruha', 'kötény', 'csizma'] },
    ppeCondition: { whole: ['ha'] },
    noneValue: { whole: ['nincs'] },
    equipmentName: { anywhere: ['kesztyű', 'szemüveg'] },
    colourWord: {
      wordStart: [
        'színtelen',
        'fehér',
        'fekete',
        'sárga',
        'piros',
        'vörös',
        'zöld',
        'kék',
        'barna',
        'szürke',
        'narancs',
        'lila',
        'rózsaszín',
      ],
    },
  },
} satisfies LanguageModule;
