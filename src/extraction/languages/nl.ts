/**
 * Dutch. Sources: Regulation (EU) 2020/878, Annex II (Dutch text: section and sub-section titles);
 * Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, the labels of neighbouring section 1 fields,
 * words that continue a wrapped label or heading, uses, supplier, emergency telephone, section 16
 * dates, version number) and month names: the labels SDSs in the language commonly print; some of
 * them are, or begin with, the Annex II titles of sub-sections 1.1 to 1.4.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * National formats (wave "major"): the 14.3 title "Transportgevarenklasse(n)" (Annex II) as a class
 * label.
 * UN acronyms (`unAcronyms`): the acronym of the United Nations that SDSs in the language commonly print
 * before a UN number ("VN").
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("klasse").
 * Column headers (`fieldLabels` transportClassColumn, packingGroupColumn): the headers SDSs in the language
 * commonly print above the class column ("klasse") of a section 14 table.
 * Items after the shipping name (`fieldLabels` transportNextItem): the labels SDSs in the language commonly
 * print for the section 14 items that follow the shipping name (stems).
 * Transport modes (`fieldLabels` roadTransport, railTransport, seaTransport, airTransport…): the names of
 * the modes that SDSs in the language commonly print as section 14 headings.
 * Physical-state forms (`physicalState.matches`): the words SDSs in the language commonly print for a
 * state (stems of its forms, powders and crystals for a solid), as the physical-state extractor held them.
 * Matched words (`matchedWords`): the words SDSs in the language commonly print in the wording the
 * extractors read (density references, PPE statements, composition tables), as the extractors held them;
 * `otherDocumentTitle`, the titles of the documents a supplier also sends (invoices, delivery notes,
 * technical data sheets, certificates of analysis), which a top line starts with when the document is one.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 * Section 9.1 colour (`valuePhrases` notAvailable; `matchedWords` colourWord): the phrases SDSs in the
 * language commonly print for a property without data, and the colour words (stems) its 9.1 values print.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'nl',
  iso: 'nl',
  name: 'Dutch',
  script: 'latin',
  ocr: ['nld'],
  sections: {
    1: ['identificatie'],
    2: ['gevaren'],
    3: ['samenstelling'],
    4: ['eerste hulp', 'eerstehulp'],
    5: ['brandbestrijding'],
    6: ['vrijkomen'],
    7: ['hantering', 'opslag'],
    8: ['blootstelling'],
    9: ['fysische'],
    10: ['stabiliteit', 'reactiviteit'],
    11: ['toxicolog'],
    12: ['ecolog'],
    13: ['verwijdering'],
    14: ['vervoer', 'transport'],
    15: ['wettelijke', 'regelgeving'],
    16: ['overige informatie'],
  },
  sectionWords: ['rubriek'],
  documentTitles: ['veiligheidsinformatieblad'],
  titleProductLinks: ['voor'],
  signalWords: { Danger: ['gevaar'], Warning: ['waarschuwing'] },
  functionWords: [
    'en',
    'het',
    'van',
    'de',
    'voor',
    'met',
    'rubriek',
    'mengsel',
    'niet',
    'een',
    'zijn',
    'bij',
  ],
  subsections: {
    '1.1': ['Productidentificatie', 'Productidentificatiecode'],
    '1.3': ['Details betreffende de verstrekker van het veiligheidsinformatieblad'],
    '1.4': ['Telefoonnummer voor noodgevallen'],
    '2.1': ['Indeling van de stof of het mengsel'],
    '2.2': ['Etiketteringselementen'],
    '9.1': ['Informatie over fysische en chemische basiseigenschappen'],
    '14.1': ['VN-nummer of ID-nummer', 'VN-nummer'],
    '14.2': ['Juiste ladingnaam overeenkomstig de modelreglementen van de VN'],
    '14.3': ['Transportgevarenklasse(n)'],
    '14.4': ['Verpakkingsgroep'],
  },
  dateLabels: { revision: ['Herzieningsdatum', 'Revisiedatum'], issue: ['Datum van uitgifte'] },
  physicalState: {
    labels: ['Fysische toestand'],
    words: {
      liquid: ['vloeistof', 'vloeibaar'],
      solid: ['vast'],
      gas: ['gas'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
    matches: {
      aerosol: { anywhere: ['aerosol'] },
      gas: { wordEnd: ['aardgas', 'drijfgas'], whole: ['gas'] },
      liquid: { anywhere: ['oplossing', 'vloei'] },
      solid: { anywhere: ['poeder', 'kristal'], wordStart: ['vast'] },
    },
  },
  fieldLabels: {
    componentName: ['Chemische naam', 'Naam van de stof', 'Bestanddeel', 'Naam'],
    identifiedUsesTitle: ['Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik'],
    productName: ['Handelsnaam', 'Productnaam'],
    productIdentifier: ['Productidentificatie', 'Product identificatie'],
    productNameBare: ['Naam', 'Product'],
    productSynonym: ['Synoniemen'],
    productCode: ['Productcode', 'Productnummer'],
    recommendedUse: ['Gebruik van de stof', 'Geïdentificeerd gebruik'],
    usesAdvisedAgainst: ['Ontraden gebruik'],
    supplier: [
      'Gegevens over de leverancier',
      'Details betreffende de verstrekker',
      'Leverancier',
      'Fabrikant',
      'Producent',
    ],
    supplierAddress: ['Adres'],
    addressPart: ['Woonplaats', 'Plaats', 'Postcode', 'Land'],
    section1OtherField: ['Adres'],
    labelContinuation: ['of', 'van', 'de', 'der'],
    headingContinuation: ['van', 'het', 'de', 'der'],
    contactItem: ['Tel', 'Telefoon'],
    emergencyPhone: ['Telefoonnummer voor noodgevallen', 'Noodnummer'],
    notPhoneNumber: ['Postcode'],
    companyRegistration: ['KvK', 'BTW'],
    revisionDate: ['Revisiedatum', 'Revisie', 'Herzieningsdatum', 'Herziening'],
    issueDate: ['Datum uitgifte', 'Datum van uitgave', 'Uitgiftedatum'],
    supersededDate: ['vorige', 'vervangt'],
    printDate: ['Afdruk'],
    dateFormat: ['Datumformaat'],
    versionNumber: ['Versie', 'Revisie'],
    labelElements: ['Etiketteringselementen'],
    signalWord: ['Signaalwoord'],
    hazardStatements: ['Gevarenaanduidingen'],
    precautionaryStatements: ['Veiligheidsaanbevelingen'],
    otherHazards: ['Andere gevaren'],
    pictogram: ['Pictogr'],
    density: ['Relatieve dichtheid', 'Dichtheid', 'Soortelijk gewicht'],
    bulkDensity: ['Stortgewicht'],
    transportHazardClass: ['Klasse', 'Transportgevarenklasse'],
    packingGroup: ['Verpakkingsgroep'],
    shippingName: [
      'Juiste ladingnaam overeenkomstig de VN-modelregelgeving',
      'Juiste ladingnaam',
      'Officiële vervoersnaam',
    ],
    flashPoint: ['Vlampunt'],
    boilingPoint: ['Kookpunt', 'Initieel kookpunt', 'Beginkookpunt'],
    meltingPoint: ['Smeltpunt'],
    physicalForm: ['Vorm'],
    appearance: ['Voorkomen', 'Uiterlijk'],
    colour: ['Kleur'],
    odour: ['Geur'],
    ph: ['pH-waarde'],
    vapourPressure: ['Dampspanning'],
    substance: ['Stof'],
    mixture: ['Mengsel'],
    eyeProtection: ['Oogbescherming', 'Veiligheidsbril'],
    handProtection: ['Handbescherming', 'Handschoenen'],
    skinProtection: [
      'Beschermende kleding',
      'Lichaamsbescherming',
      'Bescherming van de huid',
      'Huidbescherming',
    ],
    skinProtectionLabel: ['Bescherming van de huid', 'Huidbescherming'],
    respiratoryProtection: ['Ademhalingsbescherming', 'Adembescherming'],
    hazardCategory: ['Categorie'],
    shortTermLimit: [
      'Kortdurend',
      'Korte termijn',
      'TGG-15 min',
      'TGG 15 min',
      'Kortetermijn',
      'Korte termijn blootstellingsgrens',
    ],
    longTermLimit: [
      'Lange termijn',
      'TGG-8 uur',
      'TGG 8 uur',
      'TGG',
      'Tijdgewogen gemiddelde',
      'Gewogen gemiddelde',
    ],
    ceilingLimit: ['Plafondwaarde', 'Plafond'],
    transportClassWord: ['klasse'],
    transportClassColumn: ['klasse'],
    transportNextItem: ['klasse'],
    roadTransport: ['Wegvervoer'],
    seaTransport: ['Zeevervoer'],
    airTransport: ['Luchtvervoer'],
    marinePollutant: [
      'Mariene verontreiniging',
      'Mariene-milieuverontreinigende stof',
      'Mariene verontreinigende stof',
      'Zeeverontreinigende stof',
    ],
    environmentalHazards: ['Milieugevaren', 'Milieugevaarlijk'],
  },
  months: {
    1: ['Januari', 'Jan'],
    2: ['Februari', 'Feb'],
    3: ['Maart'],
    4: ['April', 'Apr'],
    5: ['Mei'],
    6: ['Juni', 'Jun'],
    7: ['Juli', 'Jul'],
    8: ['Augustus', 'Aug'],
    9: ['September', 'Sep', 'Sept'],
    10: ['Oktober', 'Okt'],
    11: ['November', 'Nov'],
    12: ['December', 'Dec'],
  },
  valuePhrases: {
    seeReference: ['zie'],
    notClassified: ['niet ingedeeld als gevaarlijk'],
    notRegulated: ['niet gereglementeerd', 'geen gevaarlijke'],
    notApplicable: ['niet van toepassing', 'niet gereglementeerd'],
    none: ['geen'],
    oralRoute: ['oraal'],
    dermalRoute: ['derm', 'huid'],
    inhalationRoute: ['inadem'],
    testSpecies: ['rat', 'konijn'],
    wear: ['dragen', 'gebruik'],
    avoid: ['vermijd'],
    except: ['behalve'],
    glove: ['handschoen'],
    yes: ['ja'],
    no: ['nee'],
    notAvailable: ['niet beschikbaar', 'geen gegevens', 'niet bepaald', 'geen informatie'],
  },
  unAcronyms: ['VN'],
  matchedWords: {
    ventilationWord: { anywhere: ['ventilatie', 'afzuiging'] },
    respiratoryEquipment: { anywhere: ['adembescherming', 'ademhaling', 'masker', 'filter'] },
    otherDocumentTitle: {
      whole: [
        'factuur',
        'technisch informatieblad',
        'technische fiche',
        'analysecertificaat',
        'pakbon',
        'prijslijst',
      ],
    },
    identifierLabel: { whole: ['EG', 'Index', 'Registratienummer'] },
    vapour: { anywhere: ['damp'] },
    airReference: { whole: ['lucht'] },
    amountHeading: { whole: ['gewicht'] },
    ppeNotNeeded: { anywhere: ['niet nodig', 'niet vereist'] },
    clothingHygiene: { wordStart: ['uittrekken', 'wassen'] },
    bodyEquipment: { anywhere: ['kledij', 'werkpak', 'kleding', 'schort', 'laarzen', 'overall'] },
    ppeCondition: { whole: ['in geval', 'indien'] },
    noneValue: { whole: ['geen'] },
    equipmentName: { anywhere: ['bril', 'handschoen', 'masker'] },
    colourWord: {
      whole: ['wit'],
      wordStart: [
        'kleurloos',
        'zwart',
        'geel',
        'rood',
        'groen',
        'blauw',
        'bruin',
        'grijs',
        'oranje',
        'paars',
        'roze',
        'amber',
        'barnsteen',
        'donker',
        'licht',
      ],
    },
  },
} satisfies LanguageModule;
