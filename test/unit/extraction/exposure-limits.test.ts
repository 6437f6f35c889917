import { extractExposureControls } from '../../../src/extraction/fields/ppe.js';
import { contextFor } from './text-document.js';

const limitsOf = (...lines: string[]) =>
  extractExposureControls(
    contextFor(['SECTION 8: Exposure controls/personal protection', ...lines, 'SECTION 9: Properties']),
  ).occupational_exposure_limits;

/** value, unit, kind and list of each limit, the way a reader checks them. */
const brief = (...lines: string[]) =>
  limitsOf(...lines).map(({ value, unit, kind, list }) => [value, unit, kind, list]);

describe('occupational exposure limits', () => {
  it('reads a limit table with the substance row, a second unit below and the list', () => {
    expect(
      limitsOf(
        '     Solvane            123-45-8    TWA        10 ppm        Europe. COMMISSION',
        '                                               40 mg/m3      DIRECTIVE 2009/161/EU',
        '                                    STEL       20 ppm        Europe. COMMISSION',
      ),
    ).toEqual([
      {
        substance: 'Solvane',
        cas_number: '123-45-8',
        kind: 'long_term',
        list: null,
        country: null,
        value: 10,
        unit: 'ppm',
        source: 'Europe. COMMISSION',
      },
      {
        substance: 'Solvane',
        cas_number: '123-45-8',
        kind: 'long_term',
        list: null,
        country: null,
        value: 40,
        unit: 'mg/m3',
        source: 'DIRECTIVE 2009/161/EU',
      },
      {
        substance: 'Solvane',
        cas_number: '123-45-8',
        kind: 'short_term',
        list: null,
        country: null,
        value: 20,
        unit: 'ppm',
        source: 'Europe. COMMISSION',
      },
    ]);
  });

  it('reads "long-term value" limits with their list and country, skips DNELs and ambiguous thousands', () => {
    const limits = limitsOf(
      'Ethanol (64-17-5)',
      '       PEL (USA)    Long-term value: 1900 mg/m³, 1000 ppm',
      'EV (Canada) Long-term value: 1.900 mg/m³, 1.000 ppm',
      'DNEL worker, long-term value, inhalation: 950 mg/m³',
    );
    expect(limits).toEqual([
      {
        substance: 'Ethanol',
        cas_number: '64-17-5',
        kind: 'long_term',
        list: 'PEL',
        country: 'US',
        value: 1900,
        unit: 'mg/m3',
        source: 'USA',
      },
      {
        substance: 'Ethanol',
        cas_number: '64-17-5',
        kind: 'long_term',
        list: 'PEL',
        country: 'US',
        value: 1000,
        unit: 'ppm',
        source: 'USA',
      },
    ]);
  });

  it('gives each value of a row the kind printed nearest before it, apart from the list', () => {
    expect(brief('Solvane 123-45-8   WEL   TWA 500 ppm 1210 mg/m3   STEL 1500 ppm 3620 mg/m3')).toEqual([
      [500, 'ppm', 'long_term', 'WEL'],
      [1210, 'mg/m3', 'long_term', 'WEL'],
      [1500, 'ppm', 'short_term', 'WEL'],
      [3620, 'mg/m3', 'short_term', 'WEL'],
    ]);
  });

  it('takes the kind of the header column a value stands under', () => {
    expect(
      brief(
        'Substance        List     Long-term exposure limit (8-hour TWA)    Short-term exposure limit (15-minute)',
        'Solvane          WEL      500 ppm                                  1500 ppm',
      ),
    ).toEqual([
      [500, 'ppm', 'long_term', 'WEL'],
      [1500, 'ppm', 'short_term', 'WEL'],
    ]);
  });

  it('reads German, French, Spanish and Polish kinds, ml/m³ as ppm and a ceiling', () => {
    expect(brief('Solvan  AGW  Tagesmittelwert 200 ml/m³  Kurzzeitwert 400 ml/m³')).toEqual([
      [200, 'ppm', 'long_term', 'AGW'],
      [400, 'ppm', 'short_term', 'AGW'],
    ]);
    expect(brief('VLEP (France)   VME 50 mg/m3   VLCT 100 mg/m3')).toEqual([
      [50, 'mg/m3', 'long_term', 'VLEP'],
      [100, 'mg/m3', 'short_term', 'VLEP'],
    ]);
    expect(brief('VLA-ED 20 ppm   VLA-EC 40 ppm')).toEqual([
      [20, 'ppm', 'long_term', 'VLA'],
      [40, 'ppm', 'short_term', 'VLA'],
    ]);
    expect(brief('NDS 5 mg/m3   NDSCh 10 mg/m3   NDSP 20 mg/m3')).toEqual([
      [5, 'mg/m3', 'long_term', 'NDS'],
      [10, 'mg/m3', 'short_term', 'NDS'],
      [20, 'mg/m3', 'ceiling', 'NDS'],
    ]);
    expect(brief('ACGIH TLV-C 0.05 ppm')).toEqual([[0.05, 'ppm', 'ceiling', 'TLV']]);
  });

  it('reads no value that has neither a kind nor a list, nor a biological limit', () => {
    expect(
      brief('Measured concentration in the workplace: 3 mg/m3', 'Biological limit value: 5 mg/m3 TWA'),
    ).toEqual([]);
  });

  it('takes the kind from a label cell wrapped onto the next line, in the languages of the document', () => {
    expect(
      brief(
        '  Solvan        Krátkodobý expoziční        0,5 ppm       1,5 mg/m3    EU. Směrné limitní',
        '                limit (STEL)                                           hodnoty',
        '  Solvan        Időtartam súlyozott       -          180 mg/m3     NDS',
        '                (TWA)',
      ),
    ).toEqual([
      [0.5, 'ppm', 'short_term', null],
      [1.5, 'mg/m3', 'short_term', null],
      [180, 'mg/m3', 'long_term', 'NDS'],
    ]);
  });

  it('reads no row of a DNEL block, whose rows name no limit, up to the next limit row', () => {
    expect(
      brief(
        'DNEL',
        'Long-term systemic effects, inhalation    : 183 mg/m3',
        'Acute local effects   : 1,5 mg/m3',
        'OEL (NDS)   20 mg/m3',
      ),
    ).toEqual([[20, 'mg/m3', 'long_term', 'NDS']]);
  });

  it('names the component a row names without its CAS number, and gives a single substance its own limits', () => {
    const amount = { min: null, max: null, unit: null, text: null };
    const component = (name: string, cas: string) => ({
      name,
      cas_number: cas,
      ec_number: null,
      concentration: amount,
      classification: [],
    });
    const ctx = () =>
      contextFor([
        'SECTION 8: Exposure controls/personal protection',
        'Solvane          TWA   10 ppm    WEL',
        'Glycolate        STEL  20 ppm    WEL',
        'SECTION 9: Properties',
      ]);
    const mixture = extractExposureControls(ctx(), [
      component('Solvane', '123-45-8'),
      component('Glycolate', '111-11-6'),
    ]).occupational_exposure_limits;
    expect(mixture.map(({ cas_number, kind }) => [cas_number, kind])).toEqual([
      ['123-45-8', 'long_term'],
      ['111-11-6', 'short_term'],
    ]);
    const substance = extractExposureControls(
      contextFor(['SECTION 8: Exposure controls', 'TWA 5 ppm   STEL 10 ppm   OEL', 'SECTION 9: Properties']),
      [component('Solvane', '123-45-8')],
    ).occupational_exposure_limits;
    expect(substance.map(({ substance: name, cas_number }) => [name, cas_number])).toEqual([
      ['Solvane', '123-45-8'],
      ['Solvane', '123-45-8'],
    ]);
  });

  it('reads bare numbers under the unit cells of a header row, with the kind of the column above', () => {
    expect(
      brief(
        'National occupational exposure limits:',
        '                                                       TWA                  STEL            NOTICES',
        '                                                   ppm       mg/m3      ppm       mg/m3',
        ' Solvane                                          500        606        750       908        (bio)',
        ' Glycolate                                        1,185      20',
      ),
    ).toEqual([
      [500, 'ppm', 'long_term', null],
      [606, 'mg/m3', 'long_term', null],
      [750, 'ppm', 'short_term', null],
      [908, 'mg/m3', 'short_term', null],
      [20, 'mg/m3', 'long_term', null],
    ]);
    expect(
      brief(
        'Arbeitsplatzgrenzwerte (TRGS 900)',
        '  CAS-Nr.       Bezeichnung              ppm     mg/m³      F/m³   Spitzenbegr.        Art',
        '  123-45-8      Solvane                    5        9,5                2(I)',
        'DNEL Arbeitnehmer    ppm',
        '  123-45-8      Solvane                    7        9',
      ),
    ).toEqual([
      [5, 'ppm', 'long_term', 'AGW'],
      [9.5, 'mg/m3', 'long_term', 'AGW'],
    ]);
  });

  it('reads the ceiling letter of a value-type cell or before a colon, and "CEIL", but not a carbon count', () => {
    expect(
      brief(
        '     Components        CAS-No.       Value type     Control parameters    Basis',
        '     Causticane        1310-73-2     (c)            2 mg/m3               CA AB OEL',
        '                                     C              2 mg/m3               ACGIH',
        'OSHA PEL (United States).',
        'CEIL: 2 mg/m³',
        'ACGIH TLV (United States).',
        'C: 3 mg/m³',
        'DNEL',
        'Alkohole, C12-14, ethoxyliert   Langzeit - systemische Effekte',
        'Wert: 175 mg/m3',
      ).map(([value, , kind]) => [value, kind]),
    ).toEqual([
      [2, 'ceiling'],
      [2, 'ceiling'],
      [2, 'ceiling'],
      [3, 'ceiling'],
    ]);
  });

  it('reads the averaging time printed right after a value, and Danish average values', () => {
    expect(
      brief(
        '  Solvane                    Arbejdstilsynet (Danmark).',
        'Gennemsnitværdier: 25 ppm 8 timer.',
        '  Glycolate   123-45-8       500 ppm (TWA)',
      ).map(([value, , kind]) => [value, kind]),
    ).toEqual([
      [25, 'long_term'],
      [500, 'long_term'],
    ]);
  });

  it('takes the kind word of a header starting over a value, else the one starting before it', () => {
    expect(
      brief(
        '   Component        STD        TWA (8 Hrs)                 STEL (15mins)          Notes',
        '   Solvane          WEL        500 ppm    1210 mg/m3       1500 ppm    3620 mg/m3',
      ).map(([value, , kind]) => [value, kind]),
    ).toEqual([
      [500, 'long_term'],
      [1210, 'long_term'],
      [1500, 'short_term'],
      [3620, 'short_term'],
    ]);
    expect(
      brief(
        '   Source        Material name     TWA                      STEL                    Peak            Notes',
        '   WES (AU)      Solvane           20 ppm / 96.9 mg/m3      242 mg/m3 / 50 ppm      Not Available   -',
      ).map(([value, , kind]) => [value, kind]),
    ).toEqual([
      [20, 'long_term'],
      [96.9, 'long_term'],
      [242, 'short_term'],
      [50, 'short_term'],
    ]);
  });

  it('reads a kind spelt by a label cell cut after its number ("OELV - 15" over "min")', () => {
    expect(
      brief(
        '     Solvane    123-45-8   OELV - 8   10 ppm        Ireland. List of Chemical Agents',
        '                           hrs (TWA) 40 mg/m3       and Occupational Exposure',
        '                           OELV - 15 20 ppm         Ireland. List of Chemical Agents',
        '                           min        80 mg/m3      and Occupational Exposure',
      ).map(([value, , kind]) => [value, kind]),
    ).toEqual([
      [10, 'long_term'],
      [40, 'long_term'],
      [20, 'short_term'],
      [80, 'short_term'],
    ]);
  });

  it('reads a kind from a label cell wrapped over several lines, left of the values', () => {
    expect(
      brief(
        '     Solvane    Średnia Ważona         20 ppm       14 mg/m3     UE. Wskaźnikowe wartości',
        '                Czasu (TWA)                                      narażenia zawodowego',
        '     Solvane    Wartość graniczna      50 ppm       36 mg/m3     UE. Wskaźnikowe wartości',
        '                narażenia                                        narażenia zawodowego (TWA)',
        '                krótkotrwałego',
        '                (STEL)',
      ).map(([value, , kind]) => [value, kind]),
    ).toEqual([
      [20, 'long_term'],
      [14, 'long_term'],
      [50, 'short_term'],
      [36, 'short_term'],
    ]);
  });

  it('reads the limit columns of an older MSDS ingredients table when section 8 prints none', () => {
    const limitsIn = (section8: string[]) =>
      extractExposureControls(
        contextFor([
          'SECTION 3: Composition/information on ingredients',
          'CAS #          Hazardous Components                    %      OSHA    ACGIH     OTHER',
          '               CHEMICAL NAME                                  (PEL)    (TLV)    (LIMITS)',
          '123-45-8       Solvane                                 45     25ppm   50ppm     25ppm STEL',
          'SECTION 8: Exposure controls/personal protection',
          ...section8,
          'SECTION 9: Properties',
        ]),
      ).occupational_exposure_limits.map(({ cas_number, value, kind }) => [cas_number, value, kind]);
    expect(limitsIn(['Use with adequate ventilation.'])).toEqual([
      ['123-45-8', 25, 'long_term'],
      ['123-45-8', 50, 'long_term'],
      ['123-45-8', 25, 'short_term'],
    ]);
    expect(limitsIn(['Solvane   123-45-8   TWA   20 ppm'])).toEqual([['123-45-8', 20, 'long_term']]);
  });
});
