/**
 * Polish. Sources: Regulation (EU) 2020/878, Annex II (Polish text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
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
  id: 'pl',
  iso: 'pl',
  name: 'Polish',
  script: 'latin',
  ocr: ['pol'],
  sections: {
    1: ['identyfikacja'],
    2: ['zagrożeń'],
    3: ['skład/', 'skład i', 'składnik'],
    4: ['pierwszej pomocy'],
    5: ['pożar'],
    6: ['niezamierzonego uwolnienia'],
    7: ['postępowanie z substancjami', 'magazynowanie'],
    8: ['narażenia'],
    9: ['fizyczne'],
    10: ['stabilność', 'reaktywność'],
    11: ['toksykolog'],
    12: ['ekolog'],
    13: ['unieszkodliw', 'postępowanie z odpadami'],
    14: ['transport'],
    15: ['przepisów'],
    16: ['inne informacje'],
  },
  sectionWords: ['sekcja'],
  documentTitles: ['karta charakterystyki'],
  signalWords: { Danger: ['niebezpieczeństwo'], Warning: ['uwaga'] },
  functionWords: ['i', 'w', 'nie', 'na', 'sekcja', 'mieszaniny', 'lub', 'dla', 'jest', 'oraz', 'do', 'z'],
  subsections: {
    '1.1': ['Identyfikator produktu'],
    '1.3': ['Dane dotyczące dostawcy karty charakterystyki'],
    '1.4': ['Numer telefonu alarmowego'],
    '2.1': ['Klasyfikacja substancji lub mieszaniny'],
    '2.2': ['Elementy oznakowania'],
    '14.1': ['Numer UN lub numer identyfikacyjny ID', 'Numer UN'],
    '14.2': ['Prawidłowa nazwa przewozowa UN'],
    '14.3': ['Klasa(-y) zagrożenia w transporcie'],
    '14.4': ['Grupa pakowania'],
  },
  dateLabels: { revision: ['Data aktualizacji'], issue: ['Data wydania'] },
  physicalState: {
    labels: ['Stan skupienia', 'Stan fizyczny'],
    words: {
      liquid: ['ciecz'],
      solid: ['ciało stałe'],
      gas: ['gaz'],
      aerosol: ['aerozol'],
      paste: ['pasta'],
    },
  },
  fieldLabels: {
    labelElements: ['Elementy oznakowania'],
    signalWord: ['Hasło ostrzegawcze'],
    hazardStatements: ['Zwroty wskazujące rodzaj zagrożenia'],
    precautionaryStatements: ['Zwroty wskazujące środki ostrożności'],
    otherHazards: ['Inne zagrożenia'],
    pictogram: ['Piktogr', 'Symbol'],
    density: ['Gęstość względna', 'Gęstość'],
    transportHazardClass: ['Klasa', 'Klasa zagrożenia'],
    packingGroup: ['Grupa pakowania'],
    shippingName: ['Prawidłowa nazwa przewozowa UN', 'Prawidłowa nazwa przewozowa'],
    flashPoint: ['Temperatura zapłonu'],
    boilingPoint: ['Temperatura wrzenia', 'Początkowa temperatura wrzenia'],
    meltingPoint: ['Temperatura topnienia'],
    physicalForm: ['Postać', 'Forma'],
    appearance: ['Wygląd'],
    colour: ['Barwa', 'Kolor'],
    odour: ['Zapach'],
    ph: ['Wartość pH'],
    vapourPressure: ['Prężność par', 'Ciśnienie pary'],
    substance: ['Substancja'],
    mixture: ['Mieszanin'],
    eyeProtection: ['Ochrona oczu', 'Okulary'],
    handProtection: ['Ochrona rąk', 'Rękawice'],
    skinProtection: ['Odzież ochronna'],
    respiratoryProtection: ['Ochrona dróg oddechowych'],
    hazardCategory: ['Kategoria', 'Kat'],
    shortTermLimit: ['NDSCh'],
    longTermLimit: ['NDS'],
  },
  valuePhrases: {
    notClassified: ['nie jest klasyfikowan'],
    notRegulated: ['nie podlega'],
    notApplicable: ['nie dotyczy'],
    none: ['brak', 'żadne'],
    decomposes: ['rozkład'],
    oralRoute: ['oralny'],
    dermalRoute: ['skór'],
    inhalationRoute: ['wdych'],
    testSpecies: ['szczur', 'królik'],
    wear: ['stosować', 'używać'],
    avoid: ['unikać', 'unikat'],
    except: ['chyba że'],
    glove: ['rękawic'],
  },
} satisfies LanguageModule;
