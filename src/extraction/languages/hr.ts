/**
 * Croatian. Sources: Regulation (EU) 2020/878, Annex II (Croatian text: section titles);
 * Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (emergency telephone, version number): the labels SDSs in the language commonly
 * print; some of them are, or begin with, the Annex II titles of sub-sections 1.1 to 1.4.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Central/eastern EU label set: Regulation (EU) 2020/878, Annex II (Croatian text) for the
 * sub-section titles 1.1, 1.3, 1.4, 2.1, 2.2 ('Elementi označivanja'; 'Elementi označavanja' as
 * printed), 9.1, 14.1-14.4 and the property names 'Boja', 'Miris', 'Talište/ledište', 'Vrelište
 * ili početno vrelište i raspon vrelišta', 'Plamište', 'Gustoća i/ili relativna gustoća'; as the
 * 14.3 field label 'Opasnosti pri prijevozu' (14.3 'Razred(i) opasnosti pri prijevozu' after its
 * bracket), because a label cannot hold brackets. The labels SDSs in the language commonly print:
 * 'Trgovački naziv', 'Naziv proizvoda', 'Dobavljač', 'Proizvođač', 'Verzija', 'Broj verzije',
 * 'Zamjenjuje' (supersedes); CLP terms 'Oznaka opasnosti' (signal word), 'Oznake upozorenja',
 * 'Oznake obavijesti', 'Piktogrami opasnosti' (Regulation (EC) No 1272/2008, Croatian text).
 * Density: only the whole 9.1 title; its short forms also begin the (q) relative vapour density
 * row, whose vapour word the density reader does not know in this language.
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
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'hr',
  iso: 'hr',
  name: 'Croatian',
  script: 'latin',
  ocr: ['hrv'],
  sections: {
    1: ['identifikacija tvari', 'podaci o tvrtki'],
    2: ['identifikacija opasnosti'],
    3: ['sastav/', 'sastojcima'],
    4: ['prve pomoći'],
    5: ['gašenje požara'],
    6: ['slučajnog ispuštanja'],
    7: ['rukovanje i skladištenje', 'skladištenje'],
    8: ['nadzor nad izloženošću', 'izloženošću'],
    9: ['fizikalna i kemijska'],
    10: ['stabilnost i reaktivnost'],
    11: ['toksikološke'],
    12: ['ekološke'],
    13: ['zbrinjavanje'],
    14: ['prijevozu'],
    15: ['propisima'],
    16: ['ostale informacije'],
  },
  sectionWords: ['odjeljak'],
  documentTitles: ['sigurnosno-tehnički list'],
  signalWords: { Danger: ['opasnost'], Warning: ['upozorenje'] },
  functionWords: ['i', 'u', 'je', 'na', 'za', 'se', 'ili', 'od', 'nije', 'smjese', 'odjeljak', 'tvari'],
  subsections: {
    '1.1': ['Identifikacijska oznaka proizvoda'],
    '1.3': ['Podaci o dobavljaču koji isporučuje sigurnosno-tehnički list'],
    '1.4': ['Broj telefona za izvanredna stanja'],
    '2.1': ['Razvrstavanje tvari ili smjese'],
    '2.2': ['Elementi označivanja', 'Elementi označavanja'],
    '9.1': ['Informacije o osnovnim fizikalnim i kemijskim svojstvima'],
    '14.1': ['UN broj ili ID broj', 'UN broj'],
    '14.2': ['Pravilno otpremno ime UN-a'],
    '14.3': ['Razred(i) opasnosti pri prijevozu'],
    '14.4': ['Skupina ambalaže'],
  },
  dateLabels: { revision: ['Datum revizije'], issue: ['Datum izdavanja'] },
  physicalState: {
    labels: ['Agregatno stanje'],
    words: {
      liquid: ['tekućina'],
      solid: ['kruto'],
      gas: ['plin'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
    matches: { aerosol: { anywhere: ['aerosol'] }, liquid: { anywhere: ['tekuć'] } },
  },
  fieldLabels: {
    substance: ['Tvar'],
    mixture: ['Smjesa', 'Smjese'],
    identifiedUsesTitle: ['Odgovarajuće utvrđene uporabe tvari ili smjese i uporabe koje se ne preporučuju'],
    emergencyPhone: ['Broj telefona za hitne slučajeve', 'Broj telefona za izvanredna stanja'],
    versionNumber: ['Verzija', 'Broj verzije'],
    signalWord: ['Oznaka opasnosti'],
    hazardStatements: ['Oznake upozorenja'],
    precautionaryStatements: ['Oznake obavijesti'],
    transportHazardClass: ['Klasa', 'Opasnosti pri prijevozu'],
    hazardCategory: ['Kategorija'],
    productName: ['Trgovački naziv', 'Naziv proizvoda'],
    supplier: ['Podaci o dobavljaču koji isporučuje sigurnosno-tehnički list', 'Dobavljač', 'Proizvođač'],
    supersededDate: ['Zamjenjuje'],
    pictogram: ['Piktogrami opasnosti'],
    colour: ['Boja'],
    odour: ['Miris'],
    meltingPoint: ['Talište/ledište', 'Talište'],
    boilingPoint: [
      'Vrelište ili početno vrelište i raspon vrelišta',
      'Početno vrelište i raspon vrelišta',
      'Vrelište',
    ],
    flashPoint: ['Plamište'],
    density: ['Gustoća i/ili relativna gustoća'],
    packingGroup: ['Skupina ambalaže'],
    shippingName: ['Pravilno otpremno ime UN-a'],
    transportClassWord: ['klasa'],
    transportClassColumn: ['Klasa'],
    marinePollutant: ['Onečišćivač mora'],
    environmentalHazards: ['Opasnosti za okoliš'],
  },
  valuePhrases: {
    yes: ['da'],
    no: ['ne'],
  },
  matchedWords: {
    identifierLabel: { whole: ['EZ', 'Indeksni'] },
    vapour: { anywhere: ['hlap'], wordEnd: ['pare'] },
    waterReference: { anywhere: ['voda'] },
  },
} satisfies LanguageModule;
