/**
 * Italian. Sources: Regulation (EU) 2020/878, Annex II (Italian text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
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
 * National formats (wave "major"): the 14.3 title "Classi di pericolo connesso al trasporto" (Annex II)
 * as a class label; "Versione n." / "Rev. n." as Italian sheets print the version.
 * UN acronyms (`unAcronyms`): the acronym of the United Nations that SDSs in the language commonly print
 * before a UN number ("ONU").
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("classe").
 * Column headers (`fieldLabels` transportClassColumn, packingGroupColumn): the headers SDSs in the language
 * commonly print above the class column ("Classe") of a section 14 table.
 * Items after the shipping name (`fieldLabels` transportNextItem): the labels SDSs in the language commonly
 * print for the section 14 items that follow the shipping name (stems).
 * Transport modes (`fieldLabels` roadTransport, railTransport, seaTransport, airTransport…): the names of
 * the modes that SDSs in the language commonly print as section 14 headings.
 * Mode words before a value (`fieldLabels` transportModeBeforeValue): the mode words SDSs in the
 * language commonly print before a section 14 value ("Terrestre/Aereo: 3").
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
  id: 'it',
  iso: 'it',
  name: 'Italian',
  script: 'latin',
  ocr: ['ita'],
  sections: {
    1: ['identificazione'],
    2: ['pericol'],
    3: ['composizione'],
    4: ['primo soccorso'],
    5: ['antincendio'],
    6: ['rilascio accidentale'],
    7: ['manipolazione', 'immagazzinamento'],
    8: ['controllo dell', 'controlli dell', 'esposizione'],
    9: ['fisiche'],
    10: ['stabilità', 'reattività'],
    11: ['tossicolog'],
    12: ['ecolog'],
    13: ['smaltimento'],
    14: ['trasporto'],
    15: ['regolamentazione'],
    16: ['altre informazioni'],
  },
  sectionWords: ['sezione'],
  documentTitles: ['scheda di dati di sicurezza', 'scheda dati di sicurezza'],
  titleProductLinks: ['per'],
  signalWords: { Danger: ['pericolo'], Warning: ['attenzione'] },
  functionWords: ['e', 'il', 'della', 'di', 'per', 'con', 'sezione', 'miscela', 'non', 'delle', 'che', 'gli'],
  subsections: {
    '1.1': ['Identificatore del prodotto'],
    '1.3': ['Informazioni sul fornitore della scheda di dati di sicurezza'],
    '1.4': ['Numero telefonico di emergenza'],
    '2.1': ['Classificazione della sostanza o della miscela'],
    '2.2': ["Elementi dell'etichetta"],
    '9.1': ['Informazioni sulle proprietà fisiche e chimiche fondamentali'],
    '14.1': ['Numero ONU o numero ID', 'Numero ONU'],
    '14.2': ['Designazione ufficiale ONU di trasporto'],
    '14.3': ['Classi di pericolo connesso al trasporto'],
    '14.4': ["Gruppo d'imballaggio"],
  },
  dateLabels: { revision: ['Data di revisione'], issue: ['Data di emissione'] },
  physicalState: {
    labels: ['Stato fisico', 'Stato'],
    words: {
      liquid: ['liquido'],
      solid: ['solido'],
      gas: ['gas'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
    matches: {
      aerosol: { anywhere: ['aerosol'] },
      gas: { whole: ['gas'] },
      paste: { whole: ['pasta'] },
      liquid: { anywhere: ['liquid', 'soluzione', 'sospensione'] },
      solid: { anywhere: ['solid', 'granul', 'cristal'] },
    },
  },
  fieldLabels: {
    componentName: ['Nome chimico', 'Nome della sostanza', 'Componente', 'Nome'],
    identifiedUsesTitle: ['Usi pertinenti identificati della sostanza o miscela e usi sconsigliati'],
    productName: ['Nome commerciale', 'Nome del prodotto'],
    productIdentifier: ['Identificatore del prodotto'],
    productNameBare: ['Nome', 'Prodotto'],
    productSynonym: ['Sinonimi'],
    productCode: ['Codice prodotto', 'Codice del prodotto'],
    recommendedUse: ['Usi identificati', 'Usi consigliati', 'Uso raccomandato'],
    usesAdvisedAgainst: ['Usi sconsigliati'],
    supplier: [
      'Dettagli del fornitore della scheda',
      'Informazioni sul fornitore',
      'Azienda',
      'Ragione sociale',
      'Fornitore',
      'Produttore',
    ],
    supplierAddress: ['Indirizzo'],
    companyRegistration: ['P.IVA', 'P. IVA', 'Partita IVA'],
    addressPart: ['Città', 'Località', 'CAP', 'Provincia', 'Paese', 'Nazione'],
    supplierPhone: ['Telefono', 'Tel'],
    supplierSubheading: ['Identificazione'],
    section1OtherField: ['Indirizzo', 'Tel'],
    labelContinuation: ['o', 'e', 'del', 'della'],
    headingContinuation: ['e', 'o', 'di', 'del', 'della', 'rilevanti'],
    contactItem: ['Tel', 'Telefono'],
    emergencyPhone: ['Emergenza', 'Numero telefonico di emergenza'],
    revisionDate: ['Ultima revisione', 'Data di revisione', 'Revisione'],
    issueDate: ['Data di emissione'],
    preparationDate: ['Data:', 'Data di compilazione'],
    supersededDate: ['precedente', 'sostituisce'],
    printDate: ['Stampa'],
    dateFormat: ['Formato data'],
    versionNumber: ['Versione', 'Revisione', 'Versione n.', 'Rev. n.'],
    labelElements: ["Elementi dell'etichetta", 'Elementi dell’etichetta'],
    signalWord: ['Avvertenza', 'Avvertenze', 'Parola segnaletica'],
    hazardStatements: ['Indicazioni di pericolo'],
    precautionaryStatements: ['Consigli di prudenza'],
    otherHazards: ['Altri pericoli'],
    pictogram: ['Pittogr', 'Simbolo'],
    density: ['Densità relativa', 'Densità', 'Massa volumica', 'Peso specifico'],
    transportHazardClass: ['Classe', 'Classi di pericolo connesso al trasporto'],
    packingGroup: ["Gruppo d'imballaggio", 'Gruppo di imballaggio'],
    shippingName: [
      "Nome di spedizione dell'ONU",
      'Nome di spedizione',
      'Designazione ufficiale ONU di trasporto',
      'Designazione ufficiale di trasporto',
    ],
    flashPoint: ['Punto di infiammabilità'],
    boilingPoint: ['Punto di ebollizione', 'Punto iniziale di ebollizione'],
    meltingPoint: ['Punto di fusione'],
    physicalForm: ['Forma'],
    appearance: ['Aspetto'],
    colour: ['Colore'],
    odour: ['Odore'],
    ph: ['Valore pH', 'Valore del pH'],
    vapourPressure: ['Tensione di vapore', 'Pressione di vapore'],
    substance: ['Sostanz'],
    mixture: ['Miscel'],
    eyeProtection: ['Protezione degli occhi', 'Protezione per gli occhi', 'Occhiali'],
    handProtection: ['Protezione delle mani', 'Guanti'],
    skinProtection: ['Indumenti protettivi', 'Protezione del corpo', 'Protezione della pelle'],
    skinProtectionLabel: ['Protezione della pelle'],
    respiratoryProtection: ['Protezione respiratoria', 'Protezione delle vie respiratorie'],
    hazardCategory: ['Categoria', 'Cat'],
    shortTermLimit: ['Breve termine', 'Breve durata', 'VLCT'],
    longTermLimit: [
      'Lungo termine',
      'Media ponderata',
      'VLEP 8h',
      'Media ponderata dei tempi',
      'Media ponderata nel tempo',
    ],
    ceilingLimit: ['Soglia massima', 'Valore massimo', 'Plafond'],
    transportClassWord: ['classe'],
    transportClassColumn: ['Classe'],
    transportNextItem: ['Classe'],
    roadTransport: ['Trasporto stradale'],
    seaTransport: ['Trasporto marittimo'],
    airTransport: ['Trasporto aereo'],
    transportModeBeforeValue: ['terrestre', 'aereo'],
    marinePollutant: ['Inquinante marino'],
    environmentalHazards: [
      "Pericoli per l'ambiente",
      'Pericoli per l’ambiente',
      "Pericoloso per l'ambiente",
      'Pericoloso per l’ambiente',
    ],
  },
  months: {
    1: ['Gennaio', 'Gen'],
    2: ['Febbraio', 'Feb'],
    3: ['Marzo', 'Mar'],
    4: ['Aprile', 'Apr'],
    5: ['Maggio', 'Mag'],
    6: ['Giugno', 'Giu'],
    7: ['Luglio', 'Lug'],
    8: ['Agosto', 'Ago'],
    9: ['Settembre', 'Set'],
    10: ['Ottobre', 'Ott'],
    11: ['Novembre', 'Nov'],
    12: ['Dicembre', 'Dic'],
  },
  valuePhrases: {
    seeReference: ['vedi', 'vedere'],
    notClassified: ['non è classificat'],
    notRegulated: ['non regolamentato', 'non pericoloso'],
    notApplicable: ['non applicabile', 'non regolamentato'],
    none: ['nessuno', 'nessuna', 'nessun'],
    decomposes: ['decompo'],
    oralRoute: ['orale'],
    dermalRoute: ['derm', 'cutan'],
    inhalationRoute: ['inal'],
    testSpecies: ['ratto', 'coniglio'],
    wear: ['usare', 'indossare'],
    avoid: ['evitare'],
    except: ['tranne'],
    glove: ['guanti'],
    yes: ['sì'],
    no: ['no'],
    notAvailable: ['non disponibile', 'dati non disponibili', 'non determinato', 'nessun dato'],
  },
  unAcronyms: ['ONU'],
  matchedWords: {
    ventilationWord: { anywhere: ['ventilazione', 'aspirazione'] },
    respiratoryEquipment: { anywhere: ['respirat', 'maschera', 'filtro'] },
    otherDocumentTitle: {
      whole: ['fattura', 'scheda tecnica', 'certificato di analisi', 'listino prezzi'],
    },
    identifierLabel: { whole: ['CE', 'Indice', 'Registrazione'] },
    vapour: { anywhere: ['vapore'] },
    airReference: { whole: ['aria'] },
    waterReference: { anywhere: ['acqua'] },
    amountHeading: { wordStart: ['concentra'], whole: ['peso'] },
    casAlternative: { whole: ['o'] },
    ppeNotNeeded: { anywhere: ['non necessari', 'non richiest', 'non è obbligatori'] },
    clothingHygiene: { wordStart: ['togliere', 'lavare', 'conservare'] },
    bodyEquipment: { anywhere: ['indument', 'grembiul', 'stival', 'tuta'] },
    ppeCondition: { whole: ['se', 'caso'] },
    noneValue: { whole: ['nessuno', 'nessuna'] },
    equipmentName: { anywhere: ['occhiali', 'guanti', 'maschera'] },
    colourWord: {
      wordStart: [
        'incolor',
        'bianc',
        'ner',
        'giall',
        'ross',
        'verde',
        'blu',
        'azzurr',
        'marrone',
        'grigi',
        'arancio',
        'viola',
        'rosa',
        'ambra',
      ],
    },
  },
} satisfies LanguageModule;
