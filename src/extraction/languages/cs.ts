/**
 * Czech. Sources: Regulation (EU) 2020/878, Annex II (Czech text: section and sub-section titles);
 * Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
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
 * Central/eastern EU label set: Regulation (EU) 2020/878, Annex II (Czech text) for the
 * sub-section titles 9.1 and the property names (d) 'Bod tání/bod tuhnutí', (e) 'Bod varu nebo
 * počáteční bod varu a rozmezí bodu varu' (453/2010: 'Počáteční bod varu a rozmezí bodu varu'),
 * 'Hustota a/nebo relativní hustota' (453/2010: 'Relativní hustota'), 14.2, 14.3 'Třída/třídy
 * nebezpečnosti pro přepravu'. The labels SDSs in the language commonly print: 'Nouzové telefonní
 * číslo', 'Verze'; CLP terms 'Signální slovo', 'Standardní věty o nebezpečnosti', 'Pokyny pro
 * bezpečné zacházení', 'Výstražné symboly nebezpečnosti' (Regulation (EC) No 1272/2008, Czech
 * text).
 * UN acronyms (`unAcronyms`): the acronym of the United Nations that SDSs in the language commonly print
 * before a UN number ("OSN").
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("třída").
 * Column headers (`fieldLabels` transportClassColumn, packingGroupColumn): the headers SDSs in the language
 * commonly print above the class column ("Třída") of a section 14 table.
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
  id: 'cs',
  iso: 'cs',
  name: 'Czech',
  script: 'latin',
  ocr: ['ces'],
  sections: {
    1: ['identifikace'],
    2: ['nebezpečn'],
    3: ['složení'],
    4: ['první pomoc'],
    5: ['hašení požáru', 'požár'],
    6: ['náhodném úniku'],
    7: ['zacházení', 'skladování'],
    8: ['omezování expozice'],
    9: ['fyzikální'],
    10: ['stálost', 'stabilita', 'reaktivita'],
    11: ['toxikolog'],
    12: ['ekolog'],
    13: ['odstraňování'],
    14: ['přeprav'],
    15: ['předpisech', 'předpisy'],
    16: ['další informace'],
  },
  sectionWords: ['oddíl'],
  documentTitles: ['bezpečnostní list'],
  signalWords: { Danger: ['nebezpečí'], Warning: ['varování'] },
  functionWords: ['a', 'v', 'na', 'se', 'nebo', 'oddíl', 'směsi', 'látky', 'pro', 'je', 'podle', 'nejsou'],
  subsections: {
    '1.1': ['Identifikátor výrobku'],
    '1.3': ['Podrobné údaje o dodavateli bezpečnostního listu'],
    '1.4': ['Telefonní číslo pro naléhavé situace'],
    '2.1': ['Klasifikace látky nebo směsi'],
    '2.2': ['Prvky označení'],
    '9.1': ['Informace o základních fyzikálních a chemických vlastnostech'],
    '14.1': ['UN číslo nebo ID číslo', 'UN číslo'],
    '14.2': ['Oficiální (OSN) pojmenování pro přepravu'],
    '14.3': ['Třída/třídy nebezpečnosti pro přepravu'],
    '14.4': ['Obalová skupina'],
  },
  dateLabels: { revision: ['Datum revize'], issue: ['Datum vydání'] },
  physicalState: {
    labels: ['Skupenství'],
    words: {
      liquid: ['kapalina'],
      solid: ['pevná látka'],
      gas: ['plyn'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
    matches: {
      aerosol: { anywhere: ['aerozol'] },
      gas: { wordStart: ['plyn'] },
      paste: { anywhere: ['pastóz', 'pastovit'] },
      liquid: { anywhere: ['roztok', 'suspenze', 'emulze', 'kapalin'], wordStart: ['kapaln'] },
      solid: { anywhere: ['prášek', 'krystal'], wordStart: ['pevn'] },
    },
  },
  fieldLabels: {
    componentName: ['Chemický název', 'Název látky', 'Složka', 'Název'],
    identifiedUsesTitle: ['Příslušná určená použití látky nebo směsi a nedoporučená použití'],
    productName: ['Obchodní název', 'Název výrobku'],
    productIdentifier: ['Identifikátor výrobku'],
    productNameBare: ['Produkt'],
    productCode: ['Kód výrobku'],
    recommendedUse: ['Identifikovaná použití', 'Určená použití'],
    usesAdvisedAgainst: ['Nedoporučená použití'],
    supplier: ['Podrobné údaje o dodavateli', 'Dodavatel', 'Výrobce', 'Firma'],
    supplierAddress: ['Adresa'],
    supplierPhone: ['Telefon'],
    labelContinuation: ['i', 'a'],
    contactItem: ['Telefon', 'Kontakt'],
    emergencyPhone: ['Telefonní číslo pro naléhavé situace', 'Nouzové telefonní číslo'],
    revisionDate: ['Datum revize', 'Revize'],
    issueDate: ['Datum vydání'],
    preparationDate: ['Datum vyhotovení'],
    supersededDate: ['předchozí', 'nahrazuje'],
    printDate: ['Tisk'],
    dateFormat: ['Formát data'],
    versionNumber: ['Verze', 'Revize'],
    labelElements: ['Prvky označení'],
    signalWord: ['Signální slovo'],
    hazardStatements: ['Standardní věty o nebezpečnosti', 'Věty o nebezpečnosti'],
    precautionaryStatements: ['Pokyny pro bezpečné zacházení'],
    pictogram: ['Piktogr', 'Symbol', 'Výstražné symboly nebezpečnosti'],
    density: [
      'Relativní hustota',
      'Hustota',
      'Relativní měrná hmotnost',
      'Měrná hmotnost',
      'Hustota a/nebo relativní hustota',
    ],
    transportHazardClass: ['Třída', 'Třída/třídy nebezpečnosti pro přepravu'],
    packingGroup: ['Obalová skupina'],
    shippingName: ['Oficiální (OSN) pojmenování pro přepravu', 'Oficiální název'],
    flashPoint: ['Bod vzplanutí'],
    boilingPoint: [
      'Bod varu nebo počáteční bod varu a rozmezí bodu varu',
      'Počáteční bod varu a rozmezí bodu varu',
      'Bod varu',
      'Počáteční bod varu',
      'Teplota varu',
    ],
    meltingPoint: ['Bod tání/bod tuhnutí', 'Bod tání'],
    appearance: ['Vzhled'],
    colour: ['Barva'],
    odour: ['Zápach', 'Pach'],
    ph: ['Hodnota pH', 'pH hodnota'],
    vapourPressure: ['Tlak par'],
    substance: ['Látk'],
    mixture: ['Směs'],
    eyeProtection: ['Ochrana očí', 'Brýle'],
    handProtection: ['Ochrana rukou', 'Rukavice'],
    skinProtection: ['Ochranný oděv', 'Ochrana kůže', 'Ochranné oděv'],
    respiratoryProtection: ['Ochrana dýchacích cest', 'Ochrana dýchacích orgánů'],
    hazardCategory: ['Kategorie', 'Kat'],
    shortTermLimit: ['NPK-P', 'Krátkodobý expoziční limit', 'Krátkodobý expoziční', 'Krátkodobý'],
    longTermLimit: ['PEL', 'Přípustný expoziční limit', 'Časově vážený průměr'],
    transportClassWord: ['třída'],
    transportClassColumn: ['Třída'],
    marinePollutant: ['Látka znečišťující moře'],
    environmentalHazards: ['Nebezpečnost pro životní prostředí', 'Nebezpečný pro životní prostředí'],
  },
  months: {
    1: ['Ledna'],
    2: ['Února'],
    3: ['Března'],
    4: ['Dubna'],
    5: ['Května'],
    6: ['Června'],
    7: ['Července'],
    8: ['Srpna'],
    9: ['Září'],
    10: ['Října'],
    11: ['Listopadu'],
    12: ['Prosince'],
  },
  valuePhrases: {
    seeReference: ['viz'],
    notRegulated: ['nepodléhá'],
    notApplicable: ['nepoužitelné', 'nevztahuje se'],
    none: ['žádné'],
    decomposes: ['rozklad'],
    dermalRoute: ['kůže', 'kožn'],
    inhalationRoute: ['vdech'],
    testSpecies: ['potkan', 'králík'],
    wear: ['použij', 'nosit'],
    avoid: ['vyhněte', 'zabraňte'],
    except: ['kromě'],
    glove: ['rukavic'],
    yes: ['ano'],
    no: ['ne'],
    notAvailable: ['nejsou k dispozici', 'není k dispozici', 'neurčeno', 'údaje nejsou'],
  },
  unAcronyms: ['OSN'],
  matchedWords: {
    ventilationWord: { anywhere: ['větrání', 'ventilac', 'odsávání'] },
    respiratoryEquipment: { anywhere: ['dýchac', 'respirátor', 'mask', 'filtr'] },
    identifierLabel: { whole: ['ES', 'Indexové', 'Registrační'] },
    vapour: { wordEnd: ['par'] },
    airReference: { whole: ['vzduch', 'vzduchu'] },
    waterReference: { anywhere: ['voda'] },
    amountHeading: { whole: ['koncentrace'] },
    ppeNotNeeded: { anywhere: ['není nutn', 'není potřeb'] },
    clothingHygiene: { wordStart: ['svléknout', 'vyprat'] },
    bodyEquipment: { anywhere: ['oblek', 'zástěr', 'obuv'] },
    ppeCondition: { whole: ['v případě', 'pokud'] },
    noneValue: { whole: ['žádné'] },
    equipmentName: { anywhere: ['brýle', 'rukavic', 'maska'] },
    colourWord: {
      wordStart: [
        'bezbarv',
        'bíl',
        'čern',
        'žlut',
        'červen',
        'zelen',
        'modr',
        'hněd',
        'šed',
        'oranž',
        'fialov',
        'růžov',
        'zelenožlut',
      ],
    },
  },
} satisfies LanguageModule;
