/**
 * Greek. Sources: Regulation (EU) 2020/878, Annex II (Greek text: section titles); Regulation (EC)
 * No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Central/eastern EU label set: Regulation (EU) 2020/878, Annex II (Greek text) for the
 * sub-section titles 1.1, 1.3, 1.4, 2.1, 2.2, 9.1, 14.1-14.4 and the property names 'Χρώμα',
 * 'Οσμή', 'Σημείο τήξης/σημείο πήξης', 'Σημείο ζέσεως ή αρχικό σημείο ζέσεως και περιοχή ζέσεως',
 * 'Σημείο ανάφλεξης', 'Πυκνότητα ή/και σχετική πυκνότητα'; as the 14.3 field label 'Κινδύνου κατά
 * τη μεταφορά' (14.3 'Τάξη(-εις) κινδύνου κατά τη μεταφορά' after its bracket), because a label
 * cannot hold brackets. The labels SDSs in the language commonly print: 'Εμπορική ονομασία',
 * 'Ονομασία του προϊόντος στο εμπόριο', 'Όνομα προϊόντος', 'Προμηθευτής', 'Παραγωγός',
 * 'Αντικαθιστά' (supersedes), 'Σημείο βρασμού'; section 1 as printed 'Προσδιορισμός ουσίας'; CLP
 * terms 'Προειδοποιητική λέξη', 'Δηλώσεις επικινδυνότητας', 'Δηλώσεις προφύλαξης', 'Εικονογράμματα
 * κινδύνου' (Regulation (EC) No 1272/2008, Greek text).
 * Density: only the whole 9.1 title; its short forms also begin the (q) relative vapour density
 * row, whose vapour word the density reader does not know in this language.
 * Physical-state forms (`physicalState.matches`): the words SDSs in the language commonly print for a
 * state (stems of its forms, powders and crystals for a solid), as the physical-state extractor held them.
 * Matched words (`matchedWords`): the words SDSs in the language commonly print in the wording the
 * extractors read (density references, PPE statements, composition tables), as the extractors held them.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'el',
  iso: 'el',
  name: 'Greek',
  script: 'greek',
  ocr: ['ell'],
  sections: {
    1: ['στοιχεία ουσίας', 'στοιχεια του προϊοντος', 'προσδιορισμός ουσίας'],
    2: ['επικινδυνότητ'],
    3: ['σύνθεση'],
    4: ['πρώτων βοηθειών'],
    5: ['πυρκαγιάς'],
    6: ['τυχαίας έκλυσης'],
    7: ['χειρισμός και αποθήκευση', 'αποθήκευση'],
    8: ['έλεγχοι έκθεσης', 'ατομική προστασία'],
    9: ['φυσικές και χημικές'],
    10: ['σταθερότητα'],
    11: ['τοξικολογικ'],
    12: ['οικολογικ'],
    13: ['διάθεση'],
    14: ['μεταφορά'],
    15: ['κανονιστικ'],
    16: ['άλλες πληροφορίες'],
  },
  sectionWords: ['τμήμα'],
  documentTitles: ['δελτίο δεδομένων ασφαλείας'],
  signalWords: { Danger: ['κίνδυνος'], Warning: ['προσοχή'] },
  functionWords: ['και', 'το', 'η', 'του', 'της', 'των', 'για', 'με', 'σε', 'δεν', 'ή', 'από'],
  subsections: {
    '1.1': ['Αναγνωριστικός κωδικός προϊόντος'],
    '1.3': ['Στοιχεία του προμηθευτή του δελτίου δεδομένων ασφαλείας'],
    '1.4': ['Αριθμός τηλεφώνου επείγουσας ανάγκης'],
    '2.1': ['Ταξινόμηση της ουσίας ή του μείγματος'],
    '2.2': ['Στοιχεία επισήμανσης'],
    '9.1': ['Πληροφορίες για βασικές φυσικές και χημικές ιδιότητες'],
    '14.1': ['Αριθμός ΟΗΕ ή αριθμός ID', 'Αριθμός ΟΗΕ'],
    '14.2': ['Οικεία ονομασία αποστολής ΟΗΕ'],
    '14.3': ['Τάξη(-εις) κινδύνου κατά τη μεταφορά'],
    '14.4': ['Ομάδα συσκευασίας'],
  },
  dateLabels: { revision: ['Ημερομηνία αναθεώρησης'], issue: ['Ημερομηνία έκδοσης'] },
  physicalState: {
    labels: ['Φυσική κατάσταση'],
    words: {
      liquid: ['υγρό'],
      solid: ['στερεό'],
      gas: ['αέριο'],
      aerosol: ['αεροζόλ'],
      paste: ['πάστα'],
    },
    matches: {
      aerosol: { anywhere: ['αεροζόλ'] },
      gas: { anywhere: ['αέριο'] },
      liquid: { anywhere: ['υγρό'] },
      solid: { anywhere: ['στερεό'] },
    },
  },
  fieldLabels: {
    substance: ['Ουσία', 'Ουσίες'],
    mixture: ['Μείγμα', 'Μείγματα'],
    versionNumber: ['Έκδοση'],
    signalWord: ['Προειδοποιητική λέξη'],
    hazardStatements: ['Δηλώσεις επικινδυνότητας'],
    precautionaryStatements: ['Δηλώσεις προφύλαξης'],
    hazardCategory: ['Κατηγορία'],
    productName: ['Εμπορική ονομασία', 'Ονομασία του προϊόντος στο εμπόριο', 'Όνομα προϊόντος'],
    supplier: ['Στοιχεία του προμηθευτή του δελτίου δεδομένων ασφαλείας', 'Προμηθευτής', 'Παραγωγός'],
    emergencyPhone: ['Αριθμός τηλεφώνου επείγουσας ανάγκης'],
    supersededDate: ['Αντικαθιστά'],
    pictogram: ['Εικονογράμματα κινδύνου'],
    colour: ['Χρώμα'],
    odour: ['Οσμή'],
    meltingPoint: ['Σημείο τήξης/σημείο πήξης', 'Σημείο τήξης'],
    boilingPoint: [
      'Σημείο ζέσεως ή αρχικό σημείο ζέσεως και περιοχή ζέσεως',
      'Αρχικό σημείο ζέσεως και περιοχή ζέσεως',
      'Σημείο ζέσεως',
      'Σημείο βρασμού',
    ],
    flashPoint: ['Σημείο ανάφλεξης'],
    density: ['Πυκνότητα ή/και σχετική πυκνότητα'],
    transportHazardClass: ['Κινδύνου κατά τη μεταφορά'],
    packingGroup: ['Ομάδα συσκευασίας'],
    shippingName: ['Οικεία ονομασία αποστολής ΟΗΕ'],
    marinePollutant: ['Θαλάσσιος ρύπος', 'Θαλάσσιος ρυπαντής'],
    environmentalHazards: ['Περιβαλλοντικοί κίνδυνοι'],
  },
  valuePhrases: {
    yes: ['ναι'],
    no: ['όχι'],
  },
  matchedWords: {
    identifierLabel: { whole: ['ΕΚ', 'Ευρετηρίου'] },
    vapour: { anywhere: ['ατμ'] },
  },
} satisfies LanguageModule;
