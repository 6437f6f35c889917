/**
 * Swedish. Sources: Regulation (EU) 2020/878, Annex II (Swedish text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, supplier, emergency telephone, version number):
 * the labels SDSs in the language commonly print; some of them are, or begin with, the Annex II
 * titles of sub-sections 1.1 to 1.4.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Label words of the Nordic-Baltic pass, sources: Annex II of Regulation (EU) 2020/878 (Swedish text: 9.1
 * "Smältpunkt/fryspunkt", "Kokpunkt eller initial kokpunkt och kokpunktsintervall", "Flampunkt", "Färg",
 * "Lukt", "Densitet och/eller relativ densitet"; 14.3 "Faroklass för transport", 14.4 "Förpackningsgrupp");
 * the 453/2010 titles still printed ("14.1 FN-nummer", "Initial kokpunkt och kokpunktsintervall"); and the
 * labels Swedish SDSs print (seen in public SDS transcriptions: supplier "Leverantör", "Tillverkare",
 * "Tillverkare/leverantör", "Företag"; dates "Omarbetad", "Reviderat den", "Utfärdat", "Ersätter",
 * "Utskriftsdatum", "Datum för utskriften"; "Versionsnummer"; "Fysikaliskt/Fysiskt tillstånd").
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("klass").
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
  id: 'sv',
  iso: 'sv',
  name: 'Swedish',
  script: 'latin',
  ocr: ['swe'],
  sections: {
    1: ['namnet på ämnet', 'identifiering'],
    2: ['farliga egenskaper'],
    3: ['sammansättning'],
    4: ['första hjälpen'],
    5: ['brandbekämpning'],
    6: ['oavsiktliga utsläpp'],
    7: ['hantering och lagring', 'lagring'],
    8: ['begränsning av exponeringen', 'personligt skydd'],
    9: ['fysikaliska'],
    10: ['stabilitet', 'reaktivitet'],
    11: ['toxikolog'],
    12: ['ekolog'],
    13: ['avfallshantering'],
    14: ['transport'],
    15: ['gällande föreskrifter', 'föreskrifter'],
    16: ['annan information'],
  },
  sectionWords: ['avsnitt'],
  documentTitles: ['säkerhetsdatablad'],
  signalWords: { Danger: ['fara'], Warning: ['varning'] },
  functionWords: ['och', 'att', 'som', 'av', 'inte', 'med', 'på', 'eller', 'vid', 'ska', 'kan', 'avsnitt'],
  subsections: {
    '1.1': ['Produktbeteckning'],
    '1.3': ['Närmare upplysningar om den som tillhandahåller säkerhetsdatablad'],
    '1.4': ['Telefonnummer för nödsituationer'],
    '2.1': ['Klassificering av ämnet eller blandningen'],
    '2.2': ['Märkningsuppgifter'],
    '14.1': ['UN-nummer eller ID-nummer', 'UN-nummer', 'FN-nummer'],
    '14.2': ['Officiell transportbenämning'],
    '14.3': ['Faroklass för transport'],
    '14.4': ['Förpackningsgrupp'],
  },
  dateLabels: {
    revision: ['Revisionsdatum', 'Omarbetad', 'Reviderat den'],
    issue: ['Utfärdandedatum', 'Utfärdat'],
  },
  physicalState: {
    labels: ['Aggregationstillstånd', 'Fysikaliskt tillstånd', 'Fysiskt tillstånd'],
    words: {
      liquid: ['vätska'],
      solid: ['fast'],
      gas: ['gas'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
    matches: {
      aerosol: { anywhere: ['aerosol'] },
      gas: { whole: ['gas'] },
      liquid: { anywhere: ['flytande', 'vätska'] },
      solid: { anywhere: ['pulver'], whole: ['fast', 'fasta'] },
    },
  },
  fieldLabels: {
    componentName: ['Kemiskt namn', 'Beståndsdel', 'Namn'],
    substance: ['Ämne'],
    mixture: ['Blandning'],
    identifiedUsesTitle: [
      'Relevanta identifierade användningar av ämnet eller blandningen och användningar som det avråds från',
    ],
    productName: ['Produktnamn', 'Handelsnamn'],
    productNameBare: ['Produkt'],
    productCode: ['Produktnummer'],
    supplier: ['Producent', 'Firma', 'Tillverkare/leverantör', 'Leverantör', 'Tillverkare', 'Företag'],
    supplierPhone: ['Telefon'],
    contactItem: ['Telefon', 'Kontakt'],
    emergencyPhone: ['Telefonnummer för nödsituationer'],
    versionNumber: ['Utgåva', 'Versionsnummer'],
    signalWord: ['Signalord'],
    hazardStatements: ['Faroangivelser'],
    precautionaryStatements: ['Skyddsangivelser'],
    pictogram: ['Piktogr', 'Symbol'],
    density: ['Densitet och/eller relativ densitet', 'Relativ densitet', 'Densitet'],
    shippingName: ['Officiell transportbenämning'],
    boilingPoint: [
      'Kokpunkt eller initial kokpunkt och kokpunktsintervall',
      'Initial kokpunkt och kokpunktsintervall',
      'Kokpunkt',
    ],
    meltingPoint: ['Smältpunkt/fryspunkt', 'Smältpunkt'],
    appearance: ['Utseende'],
    hazardCategory: ['Kategori'],
    shortTermLimit: ['KGV', 'Korttidsgränsvärde', 'Korttidsvärde'],
    longTermLimit: ['NGV', 'Nivågränsvärde'],
    ceilingLimit: ['Takgränsvärde', 'TGV'],
    supersededDate: ['Ersätter'],
    printDate: ['Utskriftsdatum', 'Datum för utskriften'],
    flashPoint: ['Flampunkt'],
    colour: ['Färg'],
    odour: ['Lukt'],
    transportHazardClass: ['Faroklass för transport'],
    packingGroup: ['Förpackningsgrupp'],
    transportClassWord: ['klass'],
    marinePollutant: ['Marin förorening', 'Havsförorenande ämne'],
    environmentalHazards: ['Miljöfaror', 'Miljöfarlig'],
  },
  valuePhrases: {
    seeReference: ['se'],
    none: ['ingen'],
    yes: ['ja'],
    no: ['nej'],
    notAvailable: ['inte tillgänglig', 'ej tillgänglig', 'inga data', 'inte fastställd', 'ej fastställd'],
  },
  matchedWords: {
    ventilationWord: { anywhere: ['ventilation', 'utsug'] },
    respiratoryEquipment: { anywhere: ['andningsskydd', 'mask', 'filter'] },
    identifierLabel: { whole: ['EG', 'Index', 'Registreringsnummer'] },
    airReference: { whole: ['luft'] },
    waterReference: { anywhere: ['vatten'] },
    amountHeading: { wordStart: ['koncentrat'] },
    noneValue: { whole: ['ingen'] },
    colourWord: {
      wordStart: [
        'färglös',
        'vit',
        'svart',
        'gul',
        'röd',
        'grön',
        'blå',
        'brun',
        'grå',
        'orange',
        'lila',
        'rosa',
        'bärnsten',
      ],
    },
  },
} satisfies LanguageModule;
