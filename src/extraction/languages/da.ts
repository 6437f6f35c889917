/**
 * Danish. Sources: Regulation (EU) 2020/878, Annex II (Danish text: section and sub-section
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
 * Label words of the Nordic-Baltic pass: 14.3 "Transportfareklasse" (Annex II, Danish text); "FN-nummer"
 * (14.1) and "Dato for forrige udgave" as Danish SDSs print them; "Udgivelsesdato" (issue date label of
 * Danish SDSs, "Udgivelsesdato/Revisionsdato").
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("klasse").
 * Column headers (`fieldLabels` transportClassColumn, packingGroupColumn): the headers SDSs in the language
 * commonly print above the class column ("klasse") of a section 14 table.
 * Items after the shipping name (`fieldLabels` transportNextItem): the labels SDSs in the language commonly
 * print for the section 14 items that follow the shipping name (stems).
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
  id: 'da',
  iso: 'da',
  name: 'Danish',
  script: 'latin',
  ocr: ['dan'],
  sections: {
    1: ['identifikation'],
    2: ['fareidentifikation'],
    3: ['sammensætning'],
    4: ['førstehjælp'],
    5: ['brandbekæmp'],
    6: ['udslip'],
    7: ['håndtering', 'opbevaring'],
    8: ['eksponering'],
    9: ['fysiske'],
    10: ['stabilitet', 'reaktivitet'],
    11: ['toksikolog'],
    12: ['miljøoplysninger', 'økolog'],
    13: ['bortskaffelse'],
    14: ['transport'],
    15: ['regulering'],
    16: ['andre oplysninger'],
  },
  sectionWords: ['punkt'],
  documentTitles: ['sikkerhedsdatablad'],
  signalWords: { Danger: ['fare'], Warning: ['advarsel'] },
  functionWords: [
    'og',
    'af',
    'til',
    'med',
    'ikke',
    'punkt',
    'blandingen',
    'eller',
    'er',
    'for',
    'ved',
    'den',
  ],
  subsections: {
    '1.1': ['Produktidentifikator'],
    '1.3': ['Nærmere oplysninger om leverandøren af sikkerhedsdatabladet'],
    '1.4': ['Nødtelefon'],
    '2.1': ['Klassificering af stoffet eller blandingen'],
    '2.2': ['Mærkningselementer'],
    '14.1': ['UN-nummer eller ID-nummer', 'UN-nummer', 'FN-nummer'],
    '14.2': ['UN-forsendelsesbetegnelse'],
    '14.3': ['Transportfareklasse(r)'],
    '14.4': ['Emballagegruppe'],
  },
  dateLabels: { revision: ['Revisionsdato'], issue: ['Udstedelsesdato', 'Udgivelsesdato'] },
  physicalState: {
    labels: ['Tilstandsform', 'Fysisk tilstand', 'Fysisk form'],
    words: {
      liquid: ['væske'],
      solid: ['fast stof'],
      gas: ['gas'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
    matches: {
      aerosol: { anywhere: ['aerosol'] },
      gas: { whole: ['gas'] },
      liquid: { anywhere: ['væske', 'flydende'] },
      solid: { anywhere: ['pulver', 'krystal'], whole: ['fast'] },
    },
  },
  fieldLabels: {
    componentName: ['Kemisk betegnelse', 'Kemisk navn', 'Bestanddel', 'Navn'],
    substance: ['Stof'],
    identifiedUsesTitle: [
      'Relevante identificerede anvendelser af stoffet eller blandingen samt anvendelser, der frarådes',
    ],
    productName: ['Handelsnavn', 'Produktnavn'],
    productIdentifier: ['Produktidentifikator'],
    productNameBare: ['Produkt'],
    productCode: ['Varenummer', 'Produktkode', 'Produktnummer'],
    recommendedUse: ['Identificerede anvendelser'],
    usesAdvisedAgainst: ['Frarådede anvendelser'],
    supplier: ['Nærmere oplysninger om leverandøren', 'Leverandør', 'Producent', 'Firma'],
    supplierAddress: ['Adresse'],
    supplierPhone: ['Telefon'],
    contactItem: ['Telefon', 'Kontakt'],
    emergencyPhone: ['Nødtelefonnummer', 'Nødtelefon'],
    revisionDate: ['Revisionsdato', 'Revideret'],
    issueDate: ['Udstedelsesdato'],
    preparationDate: ['Udarbejdet'],
    supersededDate: ['erstatter', 'Dato for forrige udgave'],
    printDate: ['Udskriv'],
    dateFormat: ['Datoformat'],
    versionNumber: ['Udgave'],
    labelElements: ['Mærkningselementer'],
    signalWord: ['Signalord'],
    hazardStatements: ['Faresætninger'],
    precautionaryStatements: ['Sikkerhedssætninger'],
    pictogram: ['Piktogr', 'Symbol'],
    density: ['Relativ massefylde', 'Massefylde', 'Relativ densitet', 'Densitet'],
    transportHazardClass: ['Transportfareklasse', 'Klasse'],
    packingGroup: ['Emballagegruppe'],
    shippingName: ['UN-forsendelsesbetegnelse'],
    flashPoint: ['Flammepunkt'],
    boilingPoint: ['Kogepunkt', 'Begyndelseskogepunkt'],
    meltingPoint: ['Smeltepunkt'],
    appearance: ['Udseende'],
    colour: ['Farve'],
    odour: ['Lugt'],
    ph: ['pH-værdi'],
    vapourPressure: ['Damptryk'],
    mixture: ['Blanding'],
    eyeProtection: ['Øjenværn', 'Beskyttelsesbriller'],
    handProtection: ['Håndbeskyttelse', 'Handsker'],
    skinProtection: ['Beskyttelsestøj', 'Beskyttelsesdragt', 'Beskyttelse af hud'],
    skinProtectionLabel: ['Beskyttelse af hud'],
    respiratoryProtection: ['Aandedrætsværn', 'Åndedrætsværn'],
    hazardCategory: ['Kategori'],
    shortTermLimit: ['Korttidsværdi', 'Korttid'],
    longTermLimit: [
      'Grænseværdi',
      'Tidsvægtet gennemsnit',
      'Gennemsnitværdi',
      'Gennemsnitværdier',
      'Gennemsnitsværdi',
      'Gennemsnitsværdier',
      'GV',
    ],
    ceilingLimit: ['Loftværdi'],
    transportClassWord: ['klasse'],
    transportClassColumn: ['klasse'],
    transportNextItem: ['klasse'],
    marinePollutant: ['Marin forureningsfaktor', 'Havforurenende stof'],
    environmentalHazards: ['Miljøfarer', 'Miljøfarligt', 'Miljøfarlig'],
  },
  months: {
    1: ['Januar'],
    2: ['Februar'],
    3: ['Marts'],
    5: ['Maj'],
  },
  valuePhrases: {
    seeReference: ['se'],
    notRegulated: ['ikke reguleret', 'ikke omfattet'],
    notApplicable: ['ikke relevant', 'ikke reguleret'],
    none: ['ingen'],
    dermalRoute: ['gennem huden'],
    inhalationRoute: ['indånd'],
    testSpecies: ['rotte', 'kanin'],
    wear: ['bruge'],
    avoid: ['undgå'],
    except: ['medmindre'],
    glove: ['handsker'],
    yes: ['ja'],
    no: ['nej'],
    notAvailable: ['ikke tilgængelig', 'ingen data', 'ikke bestemt', 'ingen oplysninger'],
  },
  matchedWords: {
    ventilationWord: { anywhere: ['ventilation', 'udsugning'] },
    respiratoryEquipment: { anywhere: ['åndedrætsværn', 'aandedrætsværn', 'maske', 'filter'] },
    identifierLabel: { whole: ['EF', 'Indeks', 'Registreringsnummer'] },
    vapour: { anywhere: ['damp'] },
    airReference: { whole: ['luft'] },
    waterReference: { anywhere: ['vand'] },
    amountHeading: { wordStart: ['koncentrat'] },
    percentByWeight: { whole: ['vægt'] },
    ppeNotNeeded: { anywhere: ['ikke nødvendig'] },
    clothingHygiene: { wordStart: ['tage af', 'vaske'] },
    bodyEquipment: { anywhere: ['beklædning', 'forklæde', 'støvler', 'dragt', 'tøj'] },
    ppeCondition: { whole: ['hvis'] },
    noneValue: { whole: ['ingen'] },
    equipmentName: { anywhere: ['briller', 'handsker'] },
    colourWord: {
      whole: ['sort'],
      wordStart: ['farveløs', 'hvid', 'gul', 'rød', 'grøn', 'blå', 'brun', 'grå', 'orange', 'lilla', 'rav'],
    },
  },
} satisfies LanguageModule;
