/**
 * Norwegian (bokmål). Sources: the REACH regulation as taken into Norwegian law through the EEA
 * Agreement (REACH-forskriften, Annex II: section titles); CLP-forskriften (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, supplier, emergency telephone, section 16 dates,
 * version number) and month names: the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Label words of the Nordic-Baltic pass, sources: the EEA text of Annex II as Norwegian SDSs print it
 * (1.3 "Opplysninger om leverandøren av sikkerhetsdatabladet", 14.3 "Transportfareklasse(r)", 14.4
 * "Emballasjegruppe"); CLP-forskriften ("Varselord"); the labels Norwegian SDSs print ("Varenavn",
 * "Foretaket", "Versjon", "Farge", "Lukt", "Kokepunkt", "Tetthet", "Relativ tetthet").
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
  id: 'no',
  iso: 'no',
  name: 'Norwegian',
  script: 'latin',
  ocr: ['nor'],
  sections: {
    1: ['identifikasjon'],
    2: ['fareidentifikasjon', 'farlige egenskaper'],
    3: ['sammensetning'],
    4: ['førstehjelp'],
    5: ['brannslokking', 'brannbekjemp'],
    6: ['utilsiktet utslipp'],
    7: ['håndtering og lagring', 'lagring'],
    8: ['eksponeringskontroll', 'personlig beskyttelse'],
    9: ['fysiske og kjemiske'],
    10: ['stabilitet', 'reaktivitet'],
    11: ['toksikolog'],
    12: ['økolog'],
    13: ['disponering', 'avfallshåndtering'],
    14: ['transport'],
    15: ['regelverk'],
    16: ['andre opplysninger'],
  },
  sectionWords: ['avsnitt', 'seksjon'],
  documentTitles: ['sikkerhetsdatablad'],
  signalWords: { Danger: ['fare'], Warning: ['advarsel'] },
  functionWords: [
    'og',
    'av',
    'til',
    'med',
    'ikke',
    'avsnitt',
    'eller',
    'etter',
    'bruk',
    'uten',
    'mot',
    'ved',
  ],
  subsections: {
    '1.1': ['Produktidentifikator'],
    '1.3': ['Opplysninger om leverandøren av sikkerhetsdatabladet'],
    '1.4': ['Nødtelefonnummer'],
    '2.1': ['Klassifisering av stoffet eller stoffblandingen'],
    '2.2': ['Merkingselementer'],
    '14.1': ['UN-nummer'],
    '14.3': ['Transportfareklasse(r)'],
    '14.4': ['Emballasjegruppe'],
  },
  dateLabels: { revision: ['Revisjonsdato'], issue: ['Utgivelsesdato'] },
  physicalState: {
    labels: ['Aggregattilstand', 'Fysisk tilstand', 'Fysisk form'],
    words: {
      liquid: ['væske'],
      solid: ['fast stoff'],
      gas: ['gass'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
    matches: {
      aerosol: { anywhere: ['aerosol'] },
      liquid: { anywhere: ['væske', 'flytende'] },
      solid: { anywhere: ['pulver', 'krystal'], whole: ['fast'] },
    },
  },
  fieldLabels: {
    componentName: ['Kjemisk navn', 'Bestanddel', 'Navn'],
    substance: ['Stoff'],
    identifiedUsesTitle: [
      'Relevante identifiserte bruksområder for stoffet eller stoffblandingen og bruksområder som frarådes',
    ],
    productName: ['Handelsnavn', 'Produktnavn', 'Varenavn'],
    productIdentifier: ['Produktidentifikator'],
    productNameBare: ['Produkt'],
    productCode: ['Varenummer', 'Produktkode', 'Produktnummer'],
    supplier: ['Leverandør', 'Firma', 'Foretaket'],
    supplierAddress: ['Adresse'],
    supplierPhone: ['Telefon'],
    contactItem: ['Telefon', 'Kontakt'],
    emergencyPhone: ['Nødtelefonnummer', 'Nødtelefon'],
    supersededDate: ['erstatter'],
    dateFormat: ['Datoformat'],
    versionNumber: ['Utgave', 'Versjon'],
    signalWord: ['Varselord', 'Signalord'],
    hazardStatements: ['Faresetninger'],
    precautionaryStatements: ['Sikkerhetssetninger'],
    pictogram: ['Piktogr', 'Symbol'],
    transportHazardClass: ['Transportfareklasse', 'Klasse'],
    shippingName: ['UN-forsendelsesnavn'],
    flashPoint: ['Flammepunkt'],
    meltingPoint: ['Smeltepunkt'],
    appearance: ['Utseende'],
    mixture: ['Blanding'],
    hazardCategory: ['Kategori'],
    shortTermLimit: ['Korttidsverdi', 'Korttidsgrense'],
    longTermLimit: ['Gjennomsnittsverdi', '8 timer', 'Grenseverdi'],
    ceilingLimit: ['Takverdi'],
    colour: ['Farge'],
    odour: ['Lukt'],
    boilingPoint: ['Kokepunkt'],
    density: ['Relativ tetthet', 'Tetthet'],
    packingGroup: ['Emballasjegruppe'],
    transportClassWord: ['klasse'],
    transportClassColumn: ['klasse'],
    transportNextItem: ['klasse'],
    marinePollutant: ['Marin forurensning', 'Havforurensende stoff'],
    environmentalHazards: ['Miljøfarer', 'Miljøfarlig'],
  },
  months: {
    1: ['Januar'],
    2: ['Februar'],
  },
  valuePhrases: {
    seeReference: ['se'],
    notRegulated: ['ikke omfattet'],
    notApplicable: ['ikke relevant'],
    none: ['ingen'],
    testSpecies: ['rotte', 'kanin'],
    except: ['bortsett fra'],
    yes: ['ja'],
    no: ['nei'],
    notAvailable: ['ikke tilgjengelig', 'ingen data', 'ikke bestemt'],
  },
  matchedWords: {
    identifierLabel: { whole: ['EF', 'EC', 'Indeks', 'Registreringsnummer'] },
    airReference: { whole: ['luft'] },
    waterReference: { anywhere: ['vann'] },
    amountHeading: { wordStart: ['koncentrat'] },
    ppeNotNeeded: { anywhere: ['ikke nødvendig'] },
    clothingHygiene: { wordStart: ['vaske'] },
    ppeCondition: { whole: ['hvis'] },
    noneValue: { whole: ['ingen'] },
    equipmentName: { anywhere: ['briller'] },
    colourWord: {
      wordStart: [
        'fargeløs',
        'hvit',
        'svart',
        'gul',
        'rød',
        'grønn',
        'blå',
        'brun',
        'grå',
        'oransje',
        'lilla',
        'rav',
      ],
    },
  },
} satisfies LanguageModule;
