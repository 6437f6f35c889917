/**
 * The shape every language module fills: the regulated vocabulary of a safety data sheet in one
 * language. Words are written as the regulation prints them (accents included); the registry folds
 * them (`fold` in text.ts) once, so matching is accent- and case-insensitive.
 */

/** The writing systems the engine tells apart before it looks at words. */
export type Script = 'latin' | 'cyrillic' | 'greek' | 'arabic' | 'han' | 'kana' | 'hangul' | 'thai';

/** Sub-sections of Annex II whose titles the modules state (the anchors field extractors start from). */
export type SubsectionKey = '1.1' | '1.3' | '1.4' | '2.1' | '2.2' | '9.1' | '14.1' | '14.2' | '14.3' | '14.4';

/**
 * Fields whose value an SDS prints after a label (section 1 product name, section 9 density…): the
 * label words of each language live in its module. Keys are added as extractors move their words here.
 */
export type FieldLabelKey =
  // Section 1: the product's name (a "product name" label, the 1.1 "product identifier" heading, a bare
  // "Name"/"Product"), its code and uses; the supplier, its address and telephone, the sub-headings
  // printed between the supplier heading and the company ("Identification de la société").
  | 'productName'
  | 'productIdentifier'
  | 'productNameBare'
  | 'productCode'
  // A synonym printed in 1.1, which names the product by its article number when it is a bare number.
  | 'productSynonym'
  | 'recommendedUse'
  | 'usesAdvisedAgainst'
  // Section 1.2: its title (Annex II, and the UN GHS "recommended use" heading), which is never a use.
  | 'identifiedUsesTitle'
  | 'supplier'
  | 'supplierAddress'
  // Section 1.3: the labels of an address's own rows below its street (city, postcode, country).
  | 'addressPart'
  | 'supplierPhone'
  | 'supplierSubheading'
  // Section 1: the labels of neighbouring fields (a "name" that starts with one is the next label), the
  // words that continue a label wrapped onto the value column ("Nome da substância ou / mistura") or a
  // heading ("Recommended use / of the chemical"), the contact items that end an address block.
  | 'section1OtherField'
  | 'labelContinuation'
  | 'headingContinuation'
  | 'contactItem'
  // Section 1.4: the emergency telephone, and the labels of numbers printed like telephone numbers
  // (postal codes, tax and company registrations), which are not one.
  | 'emergencyPhone'
  | 'notPhoneNumber'
  // Section 1.3: a company's tax or trade registration printed in its address block (VAT, ABN, CNPJ).
  | 'companyRegistration'
  // Section 16 and the page header: the sheet's dates (beyond `dateLabels`, which come last), the
  // superseded edition's and the print date (dates that are not the revision's), the label of the
  // date format a sheet states ("Date format: dd.mm.yyyy"); the version number.
  | 'revisionDate'
  | 'issueDate'
  | 'preparationDate'
  | 'supersededDate'
  | 'printDate'
  | 'dateFormat'
  | 'versionNumber'
  | 'labelElements'
  | 'emergencyOverview'
  | 'signalWord'
  | 'hazardStatements'
  | 'precautionaryStatements'
  | 'otherHazards'
  | 'supplementalLabelElements'
  | 'pictogram'
  | 'density'
  | 'bulkDensity'
  | 'transportHazardClass'
  | 'packingGroup'
  | 'shippingName'
  | 'flashPoint'
  | 'boilingPoint'
  | 'meltingPoint'
  | 'physicalForm'
  | 'appearance'
  | 'colour'
  | 'odour'
  | 'ph'
  | 'vapourPressure'
  | 'substance'
  | 'mixture'
  // Section 3: the heading of the components' name column, or the label of a component's name
  // ("Chemical name", "Bezeichnung", "Nome químico"), matched at the start of a cell.
  | 'componentName'
  | 'eyeProtection'
  | 'handProtection'
  | 'skinProtection'
  | 'skinProtectionLabel'
  | 'respiratoryProtection'
  | 'hazardCategory'
  | 'shortTermLimit'
  | 'longTermLimit'
  | 'ceilingLimit'
  // Section 14: the word "class" printed before the class number ("Klasse 3", "クラス8"; Chinese prints
  // the ordinal prefix of "第3类"), matched as a whole word right before the number.
  | 'transportClassWord'
  // Section 14 tables: the header of the class column and of the packing-group column ("Class", "Klasse";
  // "PG", "Verpackungsgruppe"), matched at the start of a header cell, as whole words.
  | 'transportClassColumn'
  | 'packingGroupColumn'
  // Section 14 without numbering: the items printed after the shipping name (class, packing group, UN
  // number, environmental hazards), which end its block; stems, matched at the start of a line.
  | 'transportNextItem'
  // Section 14: the names of the transport modes as headings and table rows print them ("Road transport",
  // "Transport maritime", "Lufttransport"), matched at the start of a heading: a name of four letters or
  // fewer as a whole word ("Air", not "Airtight"), a longer one as a stem ("Eisenbahn", "Eisenbahntransport").
  | 'roadTransport'
  | 'railTransport'
  | 'seaTransport'
  | 'airTransport'
  | 'inlandWaterwayTransport'
  // Section 14: the mode words printed before a value ("Road/Sea/Air: 3", "Terre/Mer/Aérien : 3"), whole
  // words stripped from the value's start.
  | 'transportModeBeforeValue'
  // Section 14: mode words that make a cell a label, not a shipping name ("Road", "Inland"), whole words.
  | 'transportModeInLabel'
  // Section 14.5: the label of the marine-pollutant answer ("Marine pollutant", "Meeresschadstoff") and of
  // the environmental hazards (the 14.5 title, "Environmentally hazardous"), matched at a cell's start.
  | 'marinePollutant'
  | 'environmentalHazards';

/** The months of the year, January = 1. */
export type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * Words and phrases a field's value is recognised by: a verdict or "none" (section 2 "not classified",
 * section 14 "not regulated", a signal word "none"), or a value's own words (a boiling point
 * "decomposes", section 11's route and test species, the verbs and equipment of section 8's PPE
 * statements). The phrases of each language live in its module.
 */
export type ValuePhraseKey =
  | 'notClassified'
  | 'notRegulated'
  | 'notApplicable'
  | 'none'
  // The words that answer a yes/no label ("Marine pollutant: No"), matched as the value's first word.
  | 'yes'
  | 'no'
  // A property printed without data ("not available", "Nicht verfügbar"): no value.
  | 'notAvailable'
  // A value that points elsewhere ("see quality description", "siehe Abschnitt 16"): no value either.
  | 'seeReference'
  | 'decomposes'
  | 'oralRoute'
  | 'dermalRoute'
  | 'inhalationRoute'
  | 'testSpecies'
  | 'wear'
  | 'avoid'
  | 'except'
  | 'glove';

/** The five physical states of section 9.1 (a) the engine reports. */
export type PhysicalStateWord = 'liquid' | 'solid' | 'gas' | 'aerosol' | 'paste';

/**
 * Words matched in folded text by where they must stand: anywhere (a stem inside a longer word,
 * "flüssig" in "Flüssigkeit"), at the start of a word ("gaz" of "gazeux"), at the end of one (the last
 * part of a compound, "Erdgas"), or as whole words ("fest", not "Feststoff"). A word's edge is a
 * character that is no letter, digit or "_". In a phrase, " … " stands for up to three words ("no … is
 * required": "no respirator is required", "no special equipment is required").
 */
export interface MatchedWords {
  anywhere?: readonly string[];
  wordStart?: readonly string[];
  wordEnd?: readonly string[];
  whole?: readonly string[];
}

/**
 * Word lists an extractor matches in a shape of its own (`MatchedWords`): section 9's vapour density
 * label words, the word for air before "= 1" ("(air = 1)": a gas or vapour density), phrases that say
 * "relative to air" alone, the word for water before "= 1" (the reference of a relative density);
 * section 8's wording of PPE statements (equipment not needed, clothing
 * hygiene, body equipment, conditions, a bare "none", equipment names); section 3's concentration
 * column heading ("Concentration", "Gehalt"), the abbreviations of a per cent by weight heading
 * ("wt %", "Gew.-%"), the word "or" that joins two CAS numbers of one component, the words of the
 * labels of a component's identifiers ("CAS", "EC", "EINECS", "Número CE", "EG-Nr.", "Indeks"), and the
 * titles of documents that are not SDSs ("Invoice", "Technical data sheet"), matched at the start of a top line.
 */
export type MatchedWordKey =
  | 'vapour'
  | 'airReference'
  | 'relativeToAir'
  | 'waterReference'
  | 'ppeNotNeeded'
  | 'clothingHygiene'
  | 'bodyEquipment'
  | 'ppeCondition'
  | 'noneValue'
  | 'equipmentName'
  | 'amountHeading'
  | 'percentByWeight'
  | 'casAlternative'
  | 'otherDocumentTitle'
  | 'identifierLabel'
  // Section 2.2: a signal word "Warning" of a national translation beside the official one, which the
  // OCR's language guess does not weigh (unlike `signalWords`).
  | 'regionalWarningWord'
  // Section 8.2: words for ventilation and local exhaust, which a respiratory row may name instead of equipment.
  | 'ventilationWord'
  // Section 8.2: respiratory equipment (respirator, mask, filter, breathing apparatus) named in a statement.
  | 'respiratoryEquipment'
  // Section 9.1: the colour words (stems) a colour or appearance value prints ("colourless", "gelb").
  | 'colourWord';

export type SectionNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;

export interface LanguageModule {
  /** Module id: the ISO 639-1 code, with a script suffix where one language has two modules (zh-hant). */
  id: string;
  /** ISO 639-1 code reported as the document's language. */
  iso: string;
  /** English name, for documentation and messages. */
  name: string;
  script: Script;
  /** tesseract language data that reads the language, best first: OCR uses the first one installed. */
  ocr: readonly string[];
  /**
   * Fragments of the 16 section titles (and of older national titles for the same topics) that
   * identify a heading's topic. A fragment must not occur in another section's title.
   */
  sections: Partial<Record<SectionNumber, readonly string[]>>;
  /** The word printed before or after a section number ("Abschnitt 2", "2. szakasz"). */
  sectionWords: readonly string[];
  /** Titles of the document itself: what marks a document as a safety data sheet. */
  documentTitles: readonly string[];
  /** The word linking a document title to its product on old forms ("Material Safety Data Sheet" / "FOR: …"). */
  titleProductLinks?: readonly string[];
  /** The two GHS signal words. */
  signalWords: { Danger: readonly string[]; Warning: readonly string[] };
  /** Frequent short words of SDS prose, for telling the language of Latin-script text. */
  functionWords: readonly string[];
  /** Official sub-section titles (only those the module's source states). */
  subsections: Partial<Record<SubsectionKey, readonly string[]>>;
  /**
   * Labels of the sheet's dates (section 16 and the page header): of the revision, then of the issue
   * (taken when no revision date is printed).
   */
  dateLabels: { revision: readonly string[]; issue: readonly string[] };
  /**
   * Section 9.1 (a): the labels of the physical state and the words for each state (whole words where
   * the script separates words by spaces); `matches`, more words for a state each matched as its list
   * says (stems of its forms, "flüssig"/"Flüssigkeit"; forms of a solid, "Pulver"; a compound's end,
   * "Erdgas").
   */
  physicalState: {
    labels: readonly string[];
    words: Record<PhysicalStateWord, readonly string[]>;
    matches?: Partial<Record<PhysicalStateWord, MatchedWords>>;
  };
  /**
   * Label words per field, as SDSs in the language print them (Annex II names few of them: the header
   * says which come from a regulation and which from common practice).
   */
  fieldLabels?: Partial<Record<FieldLabelKey, readonly string[]>>;
  /** Month names and their abbreviations as dates print them ("12 März 2021", "Sept 3, 2019"). */
  months?: Partial<Record<MonthNumber, readonly string[]>>;
  /**
   * Phrases per field that stand for a verdict or for no value, or that make up a value, as SDSs in the
   * language print them (matched in folded text; a phrase may end mid-word to take every ending: "no
   * está clasificad").
   */
  valuePhrases?: Partial<Record<ValuePhraseKey, readonly string[]>>;
  /**
   * The acronym of the United Nations the language's SDSs print before a UN number ("ONU 1993", "VN 1263",
   * "YK 1866"), written as printed: it is matched as a whole word, case included (a lowercase "un" or "nu"
   * is a word of French or Romanian).
   */
  unAcronyms?: readonly string[];
  /** Word lists an extractor matches anywhere, at a word's start or end, or whole (`MatchedWordKey`). */
  matchedWords?: Partial<Record<MatchedWordKey, MatchedWords>>;
}
