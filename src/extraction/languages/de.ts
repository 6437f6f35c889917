/**
 * German. Sources: Regulation (EU) 2020/878, Annex II (German text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words). Older titles ("Ökologische
 * Angaben", "Mögliche Gefahren") are those of Regulation (EU) No 453/2010.
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
 * National formats (wave "major"): "Bearbeitungsdatum" as German sheets print the revision date
 * (beside "Druckdatum").
 * UN acronyms (`unAcronyms`): the acronym of the United Nations that SDSs in the language commonly print
 * before a UN number ("VN", "UNO").
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("Klasse").
 * Column headers (`fieldLabels` transportClassColumn, packingGroupColumn): the headers SDSs in the language
 * commonly print above the class column ("Klasse") and the packing-group column ("Verpackungsgruppe") of a
 * section 14 table.
 * Items after the shipping name (`fieldLabels` transportNextItem): the labels SDSs in the language commonly
 * print for the section 14 items that follow the shipping name (stems).
 * Transport modes (`fieldLabels` roadTransport, railTransport, seaTransport, airTransport…): the names of
 * the modes that SDSs in the language commonly print as section 14 headings.
 * Mode words before a value (`fieldLabels` transportModeBeforeValue): the mode words SDSs in the
 * language commonly print before a section 14 value ("Straße/See/Luft: 3").
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
  id: 'de',
  iso: 'de',
  name: 'German',
  script: 'latin',
  ocr: ['deu'],
  sections: {
    1: ['Bezeichnung'],
    2: ['Gefahr'],
    3: ['Zusammensetzung'],
    4: ['Erste Hilfe', 'Erste-Hilfe'],
    5: ['Brandbekämpfung', 'Brandbekaempfung'],
    6: ['Freisetzung'],
    7: ['Handhabung', 'Lagerung'],
    8: ['Expositionsbegrenzung', 'Überwachung der Exposition'],
    9: ['physikalisch'],
    10: ['Stabilität', 'Reaktivität'],
    11: ['toxikolog'],
    12: ['ökolog', 'umweltbezogen'],
    13: ['Entsorgung'],
    14: ['Transport'],
    15: ['Rechtsvorschrift'],
    16: ['Sonstige Angaben'],
  },
  sectionWords: ['Abschnitt'],
  documentTitles: ['Sicherheitsdatenblatt'],
  titleProductLinks: ['für'],
  signalWords: { Danger: ['Gefahr'], Warning: ['Achtung'] },
  functionWords: [
    'und',
    'der',
    'die',
    'das',
    'nicht',
    'mit',
    'für',
    'abschnitt',
    'gemisch',
    'ist',
    'bei',
    'oder',
  ],
  subsections: {
    '1.1': ['Produktidentifikator'],
    '1.3': ['Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt'],
    '1.4': ['Notrufnummer'],
    '2.1': ['Einstufung des Stoffs oder Gemischs'],
    '2.2': ['Kennzeichnungselemente'],
    '9.1': ['Angaben zu den grundlegenden physikalischen und chemischen Eigenschaften'],
    '14.1': ['UN-Nummer oder ID-Nummer', 'UN-Nummer'],
    '14.2': ['Ordnungsgemäße UN-Versandbezeichnung'],
    '14.3': ['Transportgefahrenklassen'],
    '14.4': ['Verpackungsgruppe'],
  },
  dateLabels: {
    revision: ['Überarbeitet am', 'Überarbeitungsdatum', 'Bearbeitungsdatum'],
    issue: ['Ausgabedatum'],
  },
  physicalState: {
    labels: ['Aggregatzustand'],
    words: {
      liquid: ['flüssig'],
      solid: ['fest'],
      gas: ['gasförmig'],
      aerosol: ['Aerosol'],
      paste: ['pastös'],
    },
    matches: {
      aerosol: { anywhere: ['Aerosol', 'Spray'] },
      gas: {
        wordStart: ['gasförmig'],
        wordEnd: ['Flüssiggas', 'Druckgas', 'Treibgas', 'Erdgas', 'Edelgas', 'Brenngas', 'Schutzgas'],
        whole: ['Gas'],
      },
      paste: { anywhere: ['pastös'], whole: ['Paste'] },
      liquid: { anywhere: ['flüssig', 'Lösung', 'Emulsion', 'Suspension', 'Fluid'] },
      solid: { anywhere: ['Feststoff', 'Pulver', 'Granul', 'Kristal', 'Perlen'], whole: ['fest'] },
    },
  },
  fieldLabels: {
    componentName: ['Chemische Bezeichnung', 'Bezeichnung', 'Stoffname', 'Inhaltsstoff', 'Name'],
    identifiedUsesTitle: [
      'Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird',
    ],
    productName: ['Handelsname', 'Produktname', 'Produktbezeichnung', 'Artikelbezeichnung', 'Bezeichnung'],
    productIdentifier: ['Produktidentifikator'],
    productNameBare: ['Name', 'Produkt'],
    productSynonym: ['Synonyme'],
    productCode: [
      'Produktnummer',
      'Produktcode',
      'Artikelnummer',
      'Artikel-Nr',
      'Materialnummer',
      'Identifikationsnummer',
      'Produkt-Nr',
      'Art.-Nr',
    ],
    recommendedUse: [
      'Relevante identifizierte Verwendungen',
      'Vorgesehene Verwendung',
      'Identifizierte Verwendungen',
      'Identifizierte Verwendung',
      'Verwendung des Stoffes',
      'Verwendung',
    ],
    usesAdvisedAgainst: ['Verwendungen, von denen abgeraten wird', 'Verwendungen von denen abgeraten wird'],
    supplier: [
      'Einzelheiten zum Lieferanten',
      'Firmenname',
      'Hersteller',
      'Lieferant',
      'Firma',
      'Inverkehrbringer',
      'Fabrikant',
    ],
    supplierAddress: ['Adresse', 'Anschrift', 'Straße', 'Strasse', 'Postfach'],
    addressPart: ['PLZ/Ort', 'PLZ', 'Postleitzahl', 'Ort', 'Land', 'Staat'],
    supplierPhone: ['Telefon', 'Tel'],
    supplierSubheading: ['Identifikation', 'Firma'],
    section1OtherField: [
      'Adresse',
      'Anschrift',
      'Straße',
      'Tel',
      'Postfach',
      'Artikel',
      'Index',
      'Version',
      'siehe',
    ],
    labelContinuation: ['oder', 'und', 'der', 'die'],
    headingContinuation: ['und', 'der', 'die', 'des'],
    contactItem: ['Tel', 'Telefon', 'Notruf', 'Kontakt'],
    emergencyPhone: ['Notrufnummer', 'Notruf'],
    notPhoneNumber: ['PLZ', 'Postfach'],
    companyRegistration: ['USt-IdNr', 'Handelsregister'],
    revisionDate: ['Überarbeitet am', 'Überarbeitungsdatum', 'Überarbeitet'],
    issueDate: ['Ausgabedatum'],
    preparationDate: ['Erstellungsdatum', 'Erstellt am'],
    supersededDate: ['letzten Ausgabe', 'vorherige', 'ersetzt'],
    printDate: ['Druck'],
    dateFormat: ['Datumsformat'],
    versionNumber: ['Revisionsnummer', 'Versionsnummer', 'Version'],
    labelElements: ['Kennzeichnungselemente'],
    signalWord: ['Signalwort'],
    hazardStatements: ['Gefahrenhinweise'],
    precautionaryStatements: ['Sicherheitshinweise'],
    otherHazards: ['Sonstige Gefahren'],
    pictogram: ['Piktogr', 'Symbol'],
    density: ['Relative Dichte', 'Dichte'],
    bulkDensity: ['Schüttdichte'],
    transportHazardClass: [
      'Klasse',
      'Transportgefahrenklassen',
      'Transportklasse',
      'Transportgefahrenklasse',
      'Gefahrenklassen',
      'Gefahrenklasse',
    ],
    packingGroup: ['Verpackungsgruppe'],
    shippingName: ['Ordnungsgemäße UN-Versandbezeichnung', 'UN-Versandbezeichnung', 'Versandbezeichnung'],
    flashPoint: ['Flammpunkt'],
    boilingPoint: ['Siedepunkt', 'Siedebeginn', 'Siedetemperatur', 'Siedebereich', 'Anfangssiedepunkt'],
    meltingPoint: ['Schmelztemperatur', 'Schmelzbereich', 'Schmelzpunkt'],
    physicalForm: ['Form'],
    appearance: ['Aussehen'],
    colour: ['Farbe'],
    odour: ['Geruch'],
    ph: ['pH-Wert'],
    vapourPressure: ['Dampfdruck'],
    substance: ['Stoff'],
    mixture: ['Gemisch'],
    eyeProtection: ['Augenschutz', 'Schutzbrille'],
    handProtection: ['Handschutz', 'Handschuhe'],
    skinProtection: ['Körperschutz', 'Schutzkleidung'],
    respiratoryProtection: ['Atemschutz'],
    hazardCategory: ['Kategorie', 'Kat'],
    shortTermLimit: ['Kurzzeitwert', 'Kurzzeit', 'KZW', 'Kurzzeitgrenzwert'],
    longTermLimit: ['Tagesmittelwert', 'Langzeitwert', 'Schichtmittelwert', 'Langzeit', 'Grenzwert (8 h)'],
    ceilingLimit: ['Momentanwert', 'Spitzenwert', 'Höchstwert'],
    transportClassWord: ['Klasse'],
    transportClassColumn: ['Klasse'],
    packingGroupColumn: ['Verpackungsgruppe'],
    transportNextItem: ['Klasse', 'Verpackungsgruppe'],
    roadTransport: ['Straßentransport'],
    railTransport: ['Eisenbahn'],
    seaTransport: ['Seeschiffstransport'],
    airTransport: ['Lufttransport'],
    transportModeBeforeValue: ['Straße', 'See', 'Luft'],
    marinePollutant: ['Meeresschadstoff', 'Meeresschadstoffe'],
    environmentalHazards: ['Umweltgefahren', 'Umweltgefährdend', 'Umweltgefährlich'],
  },
  months: {
    1: ['Januar', 'Jan'],
    2: ['Februar', 'Feb'],
    3: ['März', 'Maerz'],
    4: ['April', 'Apr'],
    5: ['Mai'],
    6: ['Juni', 'Jun'],
    7: ['Juli', 'Jul'],
    8: ['August', 'Aug'],
    9: ['September', 'Sep', 'Sept'],
    10: ['Oktober', 'Okt'],
    11: ['November', 'Nov'],
    12: ['Dezember', 'Dez'],
  },
  valuePhrases: {
    seeReference: ['siehe', 'vgl'],
    notClassified: ['nicht als gefährlich eingestuft', 'keine Einstufung'],
    notRegulated: ['kein Gefahrgut', 'nicht als Gefahrgut'],
    notApplicable: ['nicht anwendbar', 'nicht zutreffend', 'kein Gefahrgut'],
    none: ['keine', 'kein'],
    decomposes: ['zersetz'],
    oralRoute: ['oral'],
    dermalRoute: ['derm', 'Haut'],
    inhalationRoute: ['inhal', 'einatm'],
    testSpecies: ['Ratte', 'Maus', 'Kaninchen'],
    wear: ['tragen', 'verwenden'],
    avoid: ['vermeiden', 'vermeide'],
    except: ['außer'],
    glove: ['Handschuh'],
    yes: ['ja'],
    no: ['nein'],
    notAvailable: [
      'nicht verfügbar',
      'keine daten',
      'nicht bestimmt',
      'keine angaben',
      'nicht ermittelt',
      'nicht bekannt',
      'keine information',
    ],
  },
  unAcronyms: ['VN', 'UNO'],
  matchedWords: {
    ventilationWord: { anywhere: ['lüftung', 'absaug'] },
    respiratoryEquipment: { anywhere: ['atemschutz', 'atemgerät', 'maske', 'filter'] },
    otherDocumentTitle: {
      whole: [
        'Rechnung',
        'Technisches Datenblatt',
        'Technisches Merkblatt',
        'Produktdatenblatt',
        'Analysenzertifikat',
        'Lieferschein',
        'Preisliste',
      ],
    },
    identifierLabel: { whole: ['EG', 'EINECS', 'Index', 'Registriernummer', 'Registrierungsnummer'] },
    vapour: { anywhere: ['Dampf'] },
    airReference: { whole: ['Luft'] },
    waterReference: { anywhere: ['Wasser'] },
    amountHeading: { whole: ['Konzentration', 'Gehalt', 'Anteil', 'Gewicht'] },
    percentByWeight: { whole: ['Gew', 'Masse'] },
    casAlternative: { whole: ['oder'] },
    ppeNotNeeded: { anywhere: ['nicht erforderlich', 'nicht notwendig', 'nicht nötig'] },
    clothingHygiene: { wordStart: ['ausziehen', 'wechseln', 'waschen', 'aufbewahren'] },
    bodyEquipment: { anywhere: ['Kleidung', 'Schürze', 'Stiefel', 'Anzug', 'Overall'] },
    ppeCondition: { whole: ['wenn', 'falls', 'bei'] },
    noneValue: { whole: ['keine', 'kein'] },
    equipmentName: { anywhere: ['Brille', 'Handschuh', 'Maske', 'Filter'] },
    colourWord: {
      whole: ['rot'],
      wordStart: [
        'farblos',
        'weiß',
        'weiss',
        'schwarz',
        'gelb',
        'grün',
        'blau',
        'braun',
        'grau',
        'orange',
        'violett',
        'rosa',
        'bernstein',
        'beige',
        'hellgelb',
        'dunkel',
        'hell',
        'farbig',
      ],
    },
  },
} satisfies LanguageModule;
