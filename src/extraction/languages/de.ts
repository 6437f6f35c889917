/**
 * German. Sources: Regulation (EU) 2020/878, Annex II (German text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words). Older titles ("Ökologische
 * Angaben", "Mögliche Gefahren") are those of Regulation (EU) No 453/2010.
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
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
  dateLabels: { revision: ['Überarbeitet am', 'Überarbeitungsdatum'], issue: ['Ausgabedatum'] },
  physicalState: {
    labels: ['Aggregatzustand'],
    words: {
      liquid: ['flüssig'],
      solid: ['fest'],
      gas: ['gasförmig'],
      aerosol: ['Aerosol'],
      paste: ['pastös'],
    },
  },
  fieldLabels: {
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
  },
  valuePhrases: {
    notClassified: ['nicht als gefährlich eingestuft', 'keine Einstufung'],
    notRegulated: ['kein Gefahrgut', 'nicht als Gefahrgut'],
    notApplicable: ['nicht anwendbar', 'nicht zutreffend', 'kein Gefahrgut'],
    none: ['keine', 'kein'],
    decomposes: ['zersetz'],
    oralRoute: ['oral'],
    dermalRoute: ['derm', 'Haut'],
    inhalationRoute: ['inhal', 'einatm'],
    testSpecies: ['Ratte', 'Maus', 'Kaninchen'],
  },
} satisfies LanguageModule;
