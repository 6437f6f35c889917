/**
 * German. Sources: Regulation (EU) 2020/878, Annex II (German text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words). Older titles ("Ökologische
 * Angaben", "Mögliche Gefahren") are those of Regulation (EU) No 453/2010.
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
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
  },
} satisfies LanguageModule;
