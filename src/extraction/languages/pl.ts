/**
 * Polish. Sources: Regulation (EU) 2020/878, Annex II (Polish text: section and sub-section
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
 * Central/eastern EU label set: Regulation (EU) 2020/878, Annex II (Polish text) for the
 * sub-section titles 9.1 titles and property names (d) 'Temperatura topnienia/krzepnięcia', (e)
 * 'Temperatura wrzenia lub początkowa temperatura wrzenia i zakres temperatur wrzenia', (n)
 * 'Gęstość i/lub gęstość względna'; the 453/2010 form (f) 'Początkowa temperatura wrzenia i zakres
 * temperatur wrzenia'; as the 14.3 field label 'Zagrożenia w transporcie' (14.3 'Klasa(-y)
 * zagrożenia w transporcie' after its bracket), because a label cannot hold brackets. The labels
 * SDSs in the language commonly print: 'Słowo sygnalizacyjne' (signal word, a common variant of
 * the CLP term), 'Data zmiany' (revision date).
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("klasa").
 * Column headers (`fieldLabels` transportClassColumn, packingGroupColumn): the headers SDSs in the language
 * commonly print above the class column ("Klasa") of a section 14 table.
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
    '9.1': ['Informacje na temat podstawowych właściwości fizycznych i chemicznych'],
    '14.1': ['Numer UN lub numer identyfikacyjny ID', 'Numer UN'],
    '14.2': ['Prawidłowa nazwa przewozowa UN'],
    '14.3': ['Klasa(-y) zagrożenia w transporcie'],
    '14.4': ['Grupa pakowania'],
  },
  dateLabels: { revision: ['Data aktualizacji', 'Data zmiany'], issue: ['Data wydania'] },
  physicalState: {
    labels: ['Stan skupienia', 'Stan fizyczny'],
    words: {
      liquid: ['ciecz'],
      solid: ['ciało stałe'],
      gas: ['gaz'],
      aerosol: ['aerozol'],
      paste: ['pasta'],
    },
    matches: {
      aerosol: { anywhere: ['aerozol'] },
      gas: { wordStart: ['gaz'] },
      paste: { anywhere: ['pastowat'], whole: ['pasta'] },
      liquid: { anywhere: ['roztwór', 'zawiesina', 'emulsja', 'ciecz', 'ciekł'] },
      solid: { anywhere: ['proszek', 'granul', 'kryształ'], wordStart: ['stały', 'stała'] },
    },
  },
  fieldLabels: {
    componentName: ['Nazwa chemiczna', 'Nazwa substancji', 'Składnik', 'Nazwa'],
    identifiedUsesTitle: [
      'Istotne zidentyfikowane zastosowania substancji lub mieszaniny oraz zastosowania odradzane',
    ],
    productName: ['Nazwa handlowa', 'Nazwa produktu'],
    productIdentifier: ['Identyfikator produktu'],
    productNameBare: ['Nazwa', 'Produkt'],
    productCode: ['Kod produktu'],
    recommendedUse: ['Zidentyfikowane zastosowania', 'Zastosowanie'],
    usesAdvisedAgainst: ['Zastosowania odradzane'],
    supplier: ['Dane dotyczące dostawcy', 'Dostawca', 'Producent', 'Firma'],
    supplierAddress: ['Adres'],
    supplierPhone: ['Telefon'],
    section1OtherField: ['Adres'],
    labelContinuation: ['i', 'a'],
    contactItem: ['Telefon', 'Kontakt'],
    emergencyPhone: ['Numer telefonu alarmowego'],
    revisionDate: ['Data aktualizacji', 'Aktualizacja', 'Data zmiany'],
    issueDate: ['Data wydania'],
    preparationDate: ['Data:', 'Data sporządzenia'],
    supersededDate: ['poprzedni', 'zastępuje'],
    printDate: ['Wydruk'],
    dateFormat: ['Format daty'],
    versionNumber: ['Wersja'],
    labelElements: ['Elementy oznakowania'],
    signalWord: ['Hasło ostrzegawcze', 'Słowo sygnalizacyjne'],
    hazardStatements: ['Zwroty wskazujące rodzaj zagrożenia'],
    precautionaryStatements: ['Zwroty wskazujące środki ostrożności'],
    otherHazards: ['Inne zagrożenia'],
    pictogram: ['Piktogr', 'Symbol'],
    density: ['Gęstość względna', 'Gęstość', 'Gęstość i/lub gęstość względna'],
    transportHazardClass: ['Klasa', 'Klasa zagrożenia', 'Zagrożenia w transporcie'],
    packingGroup: ['Grupa pakowania'],
    shippingName: ['Prawidłowa nazwa przewozowa UN', 'Prawidłowa nazwa przewozowa'],
    flashPoint: ['Temperatura zapłonu'],
    boilingPoint: [
      'Temperatura wrzenia lub początkowa temperatura wrzenia i zakres temperatur wrzenia',
      'Początkowa temperatura wrzenia i zakres temperatur wrzenia',
      'Temperatura wrzenia',
      'Początkowa temperatura wrzenia',
    ],
    meltingPoint: ['Temperatura topnienia/krzepnięcia', 'Temperatura topnienia'],
    physicalForm: ['Postać', 'Forma'],
    appearance: ['Wygląd'],
    colour: ['Barwa', 'Kolor'],
    odour: ['Zapach'],
    ph: ['Wartość pH'],
    vapourPressure: ['Prężność par', 'Ciśnienie pary'],
    substance: ['Substancj'],
    mixture: ['Mieszanin'],
    eyeProtection: ['Ochrona oczu', 'Okulary'],
    handProtection: ['Ochrona rąk', 'Rękawice'],
    skinProtection: ['Odzież ochronna'],
    respiratoryProtection: ['Ochrona dróg oddechowych'],
    hazardCategory: ['Kategoria', 'Kat'],
    shortTermLimit: ['NDSCh', 'krótkotrwałego', 'krótkotrwałego narażenia'],
    longTermLimit: ['NDS', 'Średnia ważona', 'Średnia Ważona Czasu'],
    ceilingLimit: ['NDSP'],
    transportClassWord: ['klasa'],
    transportClassColumn: ['Klasa'],
    marinePollutant: [
      'Substancja zanieczyszczająca środowisko morskie',
      'Substancja zanieczyszczająca morze',
      'Substancja zanieczyszczająca',
      'Zanieczyszczenie morza',
    ],
    environmentalHazards: ['Zagrożenia dla środowiska', 'Zagrożenie dla środowiska'],
  },
  months: {
    1: ['Stycznia', 'Styczeń'],
    2: ['Lutego', 'Luty'],
    3: ['Marca', 'Marzec'],
    4: ['Kwietnia', 'Kwiecień'],
    5: ['Maja', 'Maj'],
    6: ['Czerwca', 'Czerwiec'],
    7: ['Lipca', 'Lipiec'],
    8: ['Sierpnia', 'Sierpień'],
    9: ['Września', 'Wrzesień'],
    10: ['Października', 'Październik'],
    11: ['Listopada', 'Listopad'],
    12: ['Grudnia', 'Grudzień'],
  },
  valuePhrases: {
    seeReference: ['patrz', 'zob'],
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
    yes: ['tak'],
    no: ['nie'],
    notAvailable: ['brak danych', 'nie określono', 'nie oznaczono', 'niedostępne'],
  },
  matchedWords: {
    ventilationWord: { anywhere: ['wentylac'] },
    respiratoryEquipment: { anywhere: ['oddech', 'mask', 'filtr', 'aparat'] },
    identifierLabel: { whole: ['WE', 'Indeks', 'Rejestracji'] },
    vapour: { anywhere: ['pary'] },
    airReference: { wordStart: ['powietrz'] },
    waterReference: { anywhere: ['woda'] },
    amountHeading: { whole: ['stężenie'] },
    ppeNotNeeded: { anywhere: ['nie jest wymagan', 'nie jest konieczn'] },
    clothingHygiene: { wordStart: ['zdjąć', 'wyprać'], whole: ['prać'] },
    bodyEquipment: { anywhere: ['odzież', 'fartuch', 'kombinezon'] },
    ppeCondition: { whole: ['w przypadku', 'jeżeli'] },
    noneValue: { whole: ['brak'] },
    equipmentName: { anywhere: ['okulary', 'rękawic', 'maska'] },
    colourWord: {
      wordStart: [
        'bezbarwn',
        'biał',
        'czarn',
        'żółt',
        'czerwon',
        'zielon',
        'niebiesk',
        'brązow',
        'szar',
        'pomarańcz',
        'fiolet',
        'różow',
      ],
    },
  },
} satisfies LanguageModule;
