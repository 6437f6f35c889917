/**
 * Slovak. Sources: Regulation (EU) 2020/878, Annex II (Slovak text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, words that continue a wrapped label or heading,
 * uses, supplier, emergency telephone, section 16 dates, version number) and month names: the
 * labels SDSs in the language commonly print; some of them are, or begin with, the Annex II titles
 * of sub-sections 1.1 to 1.4.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Central/eastern EU label set: Regulation (EU) 2020/878, Annex II (Slovak text) for the
 * sub-section titles 9.1, 14.2 'Správne expedičné označenie OSN', 14.3 'Trieda, resp. triedy
 * nebezpečnosti pre dopravu' and the property names 'Teplota topenia/tuhnutia', 'Teplota varu
 * alebo počiatočná teplota varu a destilačný rozsah', 'Teplota vzplanutia', 'Hustota a/alebo
 * relatívna hustota'; as the 14.3 field label 'Triedy nebezpečnosti pre dopravu' (the end of the
 * 14.3 title), because a label cannot hold brackets. The labels SDSs in the language commonly
 * print: 'Nahrádza' (supersedes), 'Verzia'; CLP terms 'Výstražné slovo', 'Výstražné upozornenia',
 * 'Bezpečnostné upozornenia', 'Výstražné piktogramy' (Regulation (EC) No 1272/2008, Slovak text).
 * UN acronyms (`unAcronyms`): the acronym of the United Nations that SDSs in the language commonly print
 * before a UN number ("OSN").
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("trieda").
 * Column headers (`fieldLabels` transportClassColumn, packingGroupColumn): the headers SDSs in the language
 * commonly print above the class column ("Trieda") of a section 14 table.
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
  id: 'sk',
  iso: 'sk',
  name: 'Slovak',
  script: 'latin',
  ocr: ['slk'],
  sections: {
    1: ['identifikácia'],
    2: ['nebezpečn'],
    3: ['zloženie', 'zlozeni'],
    4: ['prvej pomoci', 'prvá pomoc'],
    5: ['protipožiarne'],
    6: ['náhodnom uniku', 'náhodnom uvoľnení'],
    7: ['zaobchádzanie', 'skladovanie'],
    8: ['kontroly expozície', 'kontrola expozície'],
    9: ['fyzikálne'],
    10: ['stabilita', 'reaktivita'],
    11: ['toxikolog'],
    12: ['ekolog'],
    13: ['zneškodňovaní'],
    14: ['doprave', 'preprav'],
    15: ['predpisoch', 'regulačné'],
    16: ['ďalšie informácie', 'iné informácie'],
  },
  sectionWords: ['oddiel'],
  documentTitles: ['karta bezpečnostných údajov'],
  signalWords: { Danger: ['nebezpečenstvo'], Warning: ['pozor'] },
  functionWords: ['a', 'v', 'na', 'sa', 'alebo', 'oddiel', 'zmesi', 'látky', 'pre', 'je', 'podľa', 'nie'],
  subsections: {
    '1.1': ['Identifikátor produktu'],
    '1.3': ['Podrobné údaje o dodávateľovi karty bezpečnostných údajov'],
    '1.4': ['Núdzové telefónne číslo'],
    '2.1': ['Klasifikácia látky alebo zmesi'],
    '2.2': ['Prvky označovania'],
    '9.1': ['Informácie o základných fyzikálnych a chemických vlastnostiach'],
    '14.1': ['Číslo OSN alebo identifikačné číslo', 'Číslo OSN'],
    '14.2': ['Správne expedičné označenie OSN'],
    '14.3': ['Trieda, resp. triedy nebezpečnosti pre dopravu'],
    '14.4': ['Obalová skupina'],
  },
  dateLabels: { revision: ['Dátum revízie'], issue: ['Dátum vydania'] },
  physicalState: {
    labels: ['Skupenstvo'],
    words: {
      liquid: ['kvapalina'],
      solid: ['tuhá látka'],
      gas: ['plyn'],
      aerosol: ['aerosól'],
      paste: ['pasta'],
    },
    matches: {
      aerosol: { anywhere: ['aerozól'] },
      gas: { wordStart: ['plyn'] },
      paste: { anywhere: ['pastóz', 'pastovit'] },
      liquid: { anywhere: ['roztok', 'kvapal'] },
      solid: { anywhere: ['prášok'], wordStart: ['pevn'] },
    },
  },
  fieldLabels: {
    componentName: ['Chemický názov', 'Názov látky', 'Zložka', 'Názov'],
    identifiedUsesTitle: [
      'Relevantné identifikované použitia látky alebo zmesi a použitia, ktoré sa neodporúčajú',
    ],
    productName: ['Obchodný názov', 'Názov výrobku'],
    productIdentifier: ['Identifikátor produktu'],
    productNameBare: ['Produkt'],
    productCode: ['Kód výrobku'],
    usesAdvisedAgainst: ['Nedoporúčané použitia'],
    supplier: ['Podrobnosti o dodávateľovi', 'Údaje o dodávateľovi', 'Dodávateľ'],
    supplierAddress: ['Adresa'],
    supplierPhone: ['Telefon'],
    labelContinuation: ['i', 'a'],
    contactItem: ['Telefon', 'Kontakt'],
    emergencyPhone: ['Núdzové telefónne číslo'],
    revisionDate: ['Dátum revízie', 'Revízia'],
    issueDate: ['Dátum vydania'],
    supersededDate: ['nahrádza'],
    versionNumber: ['Verzia', 'Revízia'],
    labelElements: ['Prvky označovania'],
    signalWord: ['Výstražné slovo'],
    precautionaryStatements: ['Bezpečnostné upozornenia'],
    pictogram: ['Piktogr', 'Symbol', 'Výstražné piktogramy'],
    density: [
      'Relatívna hustota',
      'Hustota',
      'Relatívna merná hmotnosť',
      'Merná hmotnosť',
      'Hustota a/alebo relatívna hustota',
    ],
    transportHazardClass: ['Trieda', 'Triedy nebezpečnosti pre dopravu'],
    shippingName: ['Správne expedičné označenie OSN', 'Náležitý názov'],
    flashPoint: ['Bod vzplanutia', 'Teplota vzplanutia'],
    boilingPoint: [
      'Teplota varu alebo počiatočná teplota varu a destilačný rozsah',
      'Počiatočná teplota varu a destilačný rozsah',
      'Bod varu',
      'Teplota varu',
    ],
    meltingPoint: ['Teplota topenia/tuhnutia', 'Teplota topenia', 'Bod topenia'],
    appearance: ['Vzhľad'],
    colour: ['Farba'],
    odour: ['Zápach', 'Pach'],
    ph: ['Hodnota pH', 'pH hodnota'],
    vapourPressure: ['Tlak pár'],
    substance: ['Látk'],
    mixture: ['Zmes'],
    eyeProtection: ['Ochrana očí', 'Okuliare'],
    handProtection: ['Ochrana rúk', 'Rukavice'],
    skinProtection: ['Ochranný odev', 'Ochranné odev'],
    respiratoryProtection: ['Ochrana dýchacích ciest'],
    hazardCategory: ['Kategória', 'Kat'],
    shortTermLimit: ['Krátkodobý', 'Krátkodobá', 'Krátkodobý expozičný limit'],
    longTermLimit: ['NPEL', 'Priemerný', 'Dlhodobý', 'Časovo vážený priemer'],
    ceilingLimit: ['Hraničná', 'Strop'],
    hazardStatements: ['Výstražné upozornenia'],
    transportClassWord: ['trieda'],
    transportClassColumn: ['Trieda'],
    marinePollutant: ['Látka znečisťujúca more', 'Látka znečisťujúca moria'],
    environmentalHazards: ['Nebezpečnosť pre životné prostredie'],
  },
  months: {
    1: ['Januára'],
    2: ['Februára'],
    3: ['Marca'],
    4: ['Apríla'],
    5: ['Mája'],
    6: ['Júna'],
    7: ['Júla'],
    8: ['Augusta'],
    9: ['Septembra'],
    10: ['Októbra'],
    11: ['Novembra'],
    12: ['Decembra'],
  },
  valuePhrases: {
    notRegulated: ['nepodlieha'],
    notApplicable: ['neuplatňuje sa'],
    none: ['žiadne'],
    decomposes: ['rozklad'],
    dermalRoute: ['kožn'],
    testSpecies: ['potkan', 'králik'],
    wear: ['nosiť'],
    avoid: ['zabráňte'],
    glove: ['rukavic'],
    yes: ['áno'],
    no: ['nie', 'ne'],
    notAvailable: ['nie je k dispozícii', 'nie sú k dispozícii', 'neurčené', 'údaje nie sú'],
  },
  unAcronyms: ['OSN'],
  matchedWords: {
    identifierLabel: { whole: ['ES', 'Indexové', 'Registračné'] },
    vapour: { wordEnd: ['pár'] },
    airReference: { whole: ['vzduch', 'vzduchu'] },
    waterReference: { anywhere: ['voda'] },
    amountHeading: { whole: ['koncentrácia'] },
    ppeNotNeeded: { anywhere: ['nie je potreb', 'nie je nutn'] },
    bodyEquipment: { anywhere: ['odev', 'oblek', 'obuv'] },
    ppeCondition: { whole: ['v prípade'] },
    noneValue: { whole: ['žiadne'] },
    equipmentName: { anywhere: ['rukavic', 'maska'] },
    colourWord: {
      wordStart: [
        'bezfarebn',
        'biel',
        'čiern',
        'žlt',
        'červen',
        'zelen',
        'modr',
        'hned',
        'šed',
        'siv',
        'oranž',
        'fialov',
        'ružov',
      ],
    },
  },
} satisfies LanguageModule;
