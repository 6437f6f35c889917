/**
 * French. Sources: Regulation (EU) 2020/878, Annex II (French text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words); WHMIS 2015 (Règlement sur les
 * produits dangereux, annexe 1: Canadian French titles).
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
 * National formats (wave "major"): "Identificateur du fournisseur initial" is the supplier element of
 * WHMIS 2015 (Règlement sur les produits dangereux, annexe 1, article 1 d)).
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
 * language commonly print before a section 14 value ("Terre/Mer/Aérien : 3").
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
  id: 'fr',
  iso: 'fr',
  name: 'French',
  script: 'latin',
  ocr: ['fra'],
  sections: {
    1: ['identification'],
    2: ['danger'],
    3: ['composition'],
    4: ['premiers secours', 'premiers soins'],
    5: ['incendie'],
    6: ['dispersion accidentelle', 'rejet accidentel'],
    7: ['manipulation', 'stockage'],
    8: ["contrôles de l'exposition", 'contrôles de l', 'exposition'],
    9: ['physiques'],
    10: ['stabilité', 'réactivité'],
    11: ['toxicolog'],
    12: ['écolog'],
    13: ['élimination'],
    14: ['transport'],
    15: ['réglementaire', 'réglementation'],
    16: ['autres informations'],
  },
  sectionWords: ['rubrique', 'section'],
  documentTitles: ['fiche de données de sécurité'],
  titleProductLinks: ['pour'],
  signalWords: { Danger: ['danger'], Warning: ['attention'] },
  functionWords: [
    'et',
    'les',
    'des',
    'du',
    'la',
    'pour',
    'avec',
    'rubrique',
    'mélange',
    'est',
    'sur',
    'dans',
  ],
  subsections: {
    '1.1': ['Identificateur de produit'],
    '1.3': ['Renseignements concernant le fournisseur de la fiche de données de sécurité'],
    '1.4': ["Numéro d'appel d'urgence"],
    '2.1': ['Classification de la substance ou du mélange'],
    '2.2': ["Éléments d'étiquetage"],
    '9.1': ['Informations sur les propriétés physiques et chimiques essentielles'],
    '14.1': ["Numéro ONU ou numéro d'identification", 'Numéro ONU'],
    '14.2': ["Désignation officielle de transport de l'ONU"],
    '14.3': ['Classe(s) de danger pour le transport'],
    '14.4': ["Groupe d'emballage"],
  },
  dateLabels: { revision: ['Date de révision'], issue: ["Date d'émission"] },
  physicalState: {
    labels: ['État physique'],
    words: {
      liquid: ['liquide'],
      solid: ['solide'],
      gas: ['gaz'],
      aerosol: ['aérosol'],
      paste: ['pâteux', 'pâte'],
    },
    matches: {
      aerosol: { anywhere: ['aérosol'] },
      gas: { wordStart: ['gaz'] },
      paste: { whole: ['pâte'] },
      liquid: { anywhere: ['liquid', 'solution', 'émulsion', 'suspension', 'fluid'] },
      solid: { anywhere: ['solid', 'poudre', 'granul', 'cristal'] },
    },
  },
  fieldLabels: {
    componentName: ['Nom chimique', 'Nom du produit', 'Composant', 'Nom'],
    identifiedUsesTitle: [
      'Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées',
      "Utilisation recommandée et restrictions d'utilisation",
    ],
    productName: ['Nom du produit', 'Nom commercial', 'Désignation commerciale', 'Nom de la matière'],
    productIdentifier: ['Identificateur de produit', 'Identificateur du produit'],
    productNameBare: ['Nom', 'Produit'],
    productSynonym: ['Synonymes'],
    productCode: [
      'Code du produit',
      'Code produit',
      'Référence produit',
      'Numéro de code',
      'Numéro de produit',
      "Numéro d'article",
    ],
    recommendedUse: [
      'Utilisations identifiées',
      'Utilisation identifiée',
      'Utilisation recommandée',
      'Utilisations répertoriées',
    ],
    usesAdvisedAgainst: ['Utilisations déconseillées', 'Utilisations à éviter'],
    supplier: [
      'Renseignements concernant le fournisseur',
      'Nom de la société',
      'Raison sociale',
      'Fournisseur',
      'Fabricant',
      'Société',
      'Identificateur du fournisseur initial',
      'Fourni par',
      'Fournie par',
      'Distribué par',
      'Fabriqué par',
    ],
    supplierAddress: ['Adresse'],
    addressPart: ['Ville', 'Localité', 'Code postal', 'Pays'],
    supplierPhone: ['Téléphone', 'Tél'],
    supplierSubheading: ['Identification', 'Société'],
    section1OtherField: ['Adresse', 'Tél', 'Version', 'Révision', 'Date', 'Section', 'voir'],
    labelContinuation: ['ou', 'et', 'de', 'du', 'des'],
    headingContinuation: ['et', 'ou', 'de', 'des', 'du', 'pertinentes'],
    contactItem: ['Tel'],
    emergencyPhone: ['Urgence', "Numéro d'appel d'urgence", "Téléphone d'urgence"],
    notPhoneNumber: ['Code postal'],
    companyRegistration: ['SIRET', 'SIREN', 'TVA intracommunautaire'],
    revisionDate: ['Date de révision', 'Révision le', 'Révision'],
    issueDate: ["Date d'émission", "Date d'édition"],
    preparationDate: ['Date de création'],
    supersededDate: ['dernière édition', 'précédente', 'remplace'],
    printDate: ['Impression'],
    dateFormat: ['Format de date', 'Format des dates'],
    versionNumber: ['Édition révisée', 'Version', 'Révision', 'Édition'],
    labelElements: ["Éléments d'étiquetage", 'Éléments d’étiquetage'],
    signalWord: ["Mention d'avertissement", 'Mention d’avertissement', 'Mot indicateur', 'Mot-indicateur'],
    hazardStatements: ['Mentions de danger'],
    precautionaryStatements: ['Conseils de prudence'],
    otherHazards: ['Autres dangers'],
    pictogram: ['Pictogr'],
    density: ['Densité relative', 'Densité', 'Masse volumique'],
    bulkDensity: ['Densité apparente'],
    transportHazardClass: ['Classe'],
    packingGroup: ["Groupe d'emballage", 'Groupe demballage'],
    shippingName: [
      "Désignation officielle de transport de l'ONU",
      'Désignation officielle de transport',
      "Nom d'expédition des Nations unies",
    ],
    flashPoint: ["Point d'éclair", 'Point éclair'],
    boilingPoint: ["Point d'ébullition", "Point initial d'ébullition"],
    meltingPoint: ['Point de fusion'],
    appearance: ['Aspect'],
    colour: ['Couleur'],
    odour: ['Odeur'],
    ph: ['Valeur pH', 'Valeur du pH'],
    vapourPressure: ['Pression de vapeur'],
    substance: ['Substance'],
    mixture: ['Mélange', 'Préparation'],
    eyeProtection: ['Protection des yeux', 'Protection oculaire', 'Lunettes'],
    handProtection: ['Protection des mains', 'Gants'],
    skinProtection: ['Protection du corps', 'Vêtements de protection'],
    respiratoryProtection: ['Protection respiratoire', 'Appareil respiratoire'],
    hazardCategory: ['Catégorie', 'Cat'],
    shortTermLimit: [
      'VLE',
      'VLCT',
      'VLE-CT',
      'Court terme',
      'Valeur limite court terme',
      'Valeur courte durée',
    ],
    longTermLimit: ['VME', 'VLEP 8h', 'VLEP-8h', 'Long terme', 'Moyenne pondérée', 'Valeur moyenne'],
    ceilingLimit: ['Plafond', 'Valeur plafond'],
    transportClassWord: ['classe'],
    transportClassColumn: ['Classe'],
    transportNextItem: ['Classe'],
    roadTransport: ['Transport routier'],
    railTransport: ['Transport ferroviaire'],
    seaTransport: ['Transport maritime'],
    airTransport: ['Transport aérien'],
    transportModeBeforeValue: ['transport', 'terre', 'mer', 'aérien', 'maritime'],
    marinePollutant: ['Polluant marin'],
    environmentalHazards: [
      "Dangers pour l'environnement",
      'Dangers pour l’environnement',
      "Danger pour l'environnement",
      'Danger pour l’environnement',
      "Dangereux pour l'environnement",
      'Dangereux pour l’environnement',
    ],
  },
  months: {
    1: ['Janvier', 'Janv'],
    2: ['Février', 'Févr'],
    3: ['Mars'],
    4: ['Avril', 'Avr'],
    5: ['Mai'],
    6: ['Juin'],
    7: ['Juillet', 'Juil'],
    8: ['Août'],
    9: ['Septembre', 'Sept'],
    10: ['Octobre', 'Oct'],
    11: ['Novembre', 'Nov'],
    12: ['Décembre', 'Déc'],
  },
  valuePhrases: {
    seeReference: ['voir'],
    notClassified: ["n'est pas classé"],
    notRegulated: ['non soumis', 'non réglementé'],
    notApplicable: ['non applicable', 'sans objet', 'non soumis'],
    none: ['aucun', 'aucune'],
    decomposes: ['décompo'],
    oralRoute: ['oral', 'orale'],
    dermalRoute: ['derm', 'cutan', 'peau'],
    inhalationRoute: ['inhal'],
    testSpecies: ['rat'],
    wear: ['porter', 'utiliser'],
    avoid: ['éviter'],
    except: ['sauf'],
    glove: ['gants'],
    yes: ['oui'],
    no: ['non'],
    notAvailable: [
      'non disponible',
      'pas de données',
      'non déterminé',
      'aucune donnée',
      'donnée non disponible',
      'non connu',
    ],
  },
  unAcronyms: ['ONU'],
  matchedWords: {
    ventilationWord: { anywhere: ['ventilation', 'aspiration'] },
    respiratoryEquipment: { anywhere: ['respiratoire', 'masque', 'filtre', 'appareil'] },
    // Canadian French sheets print "Avertissement" for the GHS "Warning".
    regionalWarningWord: { whole: ['avertissement'] },
    otherDocumentTitle: {
      whole: ['facture', 'fiche technique', "certificat d'analyse", 'bon de livraison', 'liste de prix'],
    },
    identifierLabel: { whole: ['CE', 'Index', 'Enregistrement'] },
    vapour: { anywhere: ['vapeur'] },
    waterReference: { anywhere: ['eau'] },
    amountHeading: { wordStart: ['concentra'], whole: ['teneur', 'poids'] },
    casAlternative: { whole: ['ou'] },
    ppeNotNeeded: {
      anywhere: ['non nécessaire', 'non requis', 'pas nécessaire', 'pas indispensable', 'pas requis'],
    },
    clothingHygiene: { wordStart: ['retirer', 'enlever', 'laver', 'ranger'] },
    bodyEquipment: { anywhere: ['vêtement', 'tablier', 'bottes', 'combinaison'] },
    ppeCondition: { whole: ['si'] },
    noneValue: { whole: ['aucun', 'aucune'] },
    equipmentName: { anywhere: ['lunettes', 'gants', 'masque'] },
    colourWord: {
      wordStart: [
        'incolore',
        'blanc',
        'blanche',
        'noir',
        'jaune',
        'rouge',
        'vert',
        'bleu',
        'brun',
        'gris',
        'orange',
        'violet',
        'rose',
        'ambre',
        'beige',
        'marron',
        'coloré',
      ],
    },
  },
} satisfies LanguageModule;
