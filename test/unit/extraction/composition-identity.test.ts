import { extractComposition } from '../../../src/extraction/fields/composition.js';
import { joinName } from '../../../src/extraction/fields/component-rows.js';
import { contextFor } from './text-document.js';
import { withSubstanceName } from '../../../src/extraction/fields/substance-name.js';

const readSection3 = (title: string, rows: string[], next = 'SECTION 4: First aid measures') => {
  const ctx = contextFor([title, ...rows, next]);
  return { ctx, composition: extractComposition(ctx) };
};
const section3 = (...rows: string[]) =>
  readSection3('SECTION 3: Composition/information on ingredients', rows);

/** [CAS number, name, EC number] of each component. */
const identitiesOf = (...rows: string[]) =>
  section3(...rows).composition.components.map((c) => [c.cas_number, c.name, c.ec_number]);

describe("a component's name printed beside its CAS number's line", () => {
  it('reads a name printed above the CAS line in a cell spanning several lines, with low confidence', () => {
    const { ctx, composition } = section3(
      '3.2 Mixtures',
      '       Identification                  Chemical name/Classification            Concentration',
      '                                 Ethoxylated fatty alcohol',
      '       CAS:   68439-46-3                                                        2.5 - <10 %',
      '                                 Acute Tox. 4: H302; Eye Dam. 1: H318',
      '                                 propan-2-ol',
      '       CAS:   67-63-0                                                           2.5 - <10 %',
      '                                 Eye Irrit. 2: H319; Flam. Liq. 2: H225',
    );
    expect(composition.components.map((c) => [c.cas_number, c.name])).toEqual([
      ['68439-46-3', 'Ethoxylated fatty alcohol'],
      ['67-63-0', 'propan-2-ol'],
    ]);
    expect(ctx.evidence['composition.components[0].name']?.confidence).toBeLessThanOrEqual(0.6);
    expect(composition.components[1]?.classification).toEqual(['Eye Irrit. 2', 'Flam. Liq. 2']);
  });

  it('joins a name centred around its CAS line (Portuguese), and keeps the next row its own name', () => {
    expect(
      identitiesOf(
        '                                    Componentes            Concentração (%)      Nº CAS',
        '                                  Alquil Benzeno Linear',
        '                                                               < 10              85536-14-7',
        '                                      Sulfonado',
        '                                    Hidróxido de sódio          <2               1310-73-2',
      ),
    ).toEqual([
      ['85536-14-7', 'Alquil Benzeno Linear Sulfonado', null],
      ['1310-73-2', 'Hidróxido de sódio', null],
    ]);
  });

  it('joins a name wrapped over two lines of its cell (Finnish, German), confidently', () => {
    const { ctx, composition } = section3(
      'Aineosa                     CAS-nro          EINECS            Pitoisuus',
      'Dietyleeniglykoli-          1002-67-1        213-690-5         30–40 %',
      'etyylimetyylieetteri',
      'Gammabutyrolaktoni          96-48-0          202-509-5         20–30 %',
    );
    expect(composition.components.map((c) => [c.name, c.ec_number])).toEqual([
      ['Dietyleeniglykoli-etyylimetyylieetteri', '213-690-5'],
      ['Gammabutyrolaktoni', '202-509-5'],
    ]);
    expect(ctx.evidence['composition.components[0].name']?.confidence).toBeGreaterThanOrEqual(0.7);
    expect(
      identitiesOf(
        '    Chemische Bezeichnung                   CAS-Nr.                  Einstufung               Konzentration',
        '    Alkohole, C12-14, ethoxyliert,          68891-38-3               Skin Irrit. 2; H315       >= 2,5 - < 3',
        '    sulfatiert, Natriumsalz                                          Eye Dam. 1; H318',
        '    Ethanol                                 64-17-5                  Flam. Liq. 2; H225        >= 2 - < 5',
        '                                            200-578-6',
      ),
    ).toEqual([
      ['68891-38-3', 'Alkohole, C12-14, ethoxyliert, sulfatiert, Natriumsalz', null],
      ['64-17-5', 'Ethanol', '200-578-6'],
    ]);
  });

  it('reads a name that starts its row above stacked identifiers (Danish "REACH #:", "EF:", "CAS:")', () => {
    expect(
      identitiesOf(
        'Produkt/ingrediens navn         Identifikatorer           %              Klassificering',
        'xylen                           REACH #:                  ≥10 - <25      Flam. Liq. 3, H226',
        '                                01-2119488216-32                         Acute Tox. 4, H312',
        '                                EF: 215-535-7                            Acute Tox. 4, H332',
        '                                CAS: 1330-20-7                           Skin Irrit. 2, H315',
        '2-ethoxy-1-methylethyl          REACH #:                  ≤10            Flam. Liq. 3, H226',
        'acetat                          01-2119475116-39                         STOT SE 3, H336',
        '                                EF: 259-370-9',
        '                                CAS: 54839-24-6',
      ),
    ).toEqual([
      ['1330-20-7', 'xylen', '215-535-7'],
      ['54839-24-6', '2-ethoxy-1-methylethyl acetat', '259-370-9'],
    ]);
  });

  it('does not take a row without a CAS number (its own amount) for the wrapped end of a name', () => {
    expect(
      identitiesOf(
        'INGREDIENT                      C.A.S. NO.          % BY WT',
        'ALUMINIUM OXIDE                 1344-28-1           20 - 65',
        'BONDING RESIN                   UNKNOWN             5 - 45',
        'FILLER                          1317-65-3           0 - 30',
      ),
    ).toEqual([
      ['1344-28-1', 'ALUMINIUM OXIDE', null],
      ['1317-65-3', 'FILLER', null],
    ]);
  });
});

describe('a name run together with the identifiers in one cell', () => {
  it('reads "Acetone CAS 67-64-1 EC 200-662-2 50 - 70 %" and a name after its CAS number', () => {
    expect(identitiesOf('Dangerous components:', 'Acetone CAS 67-64-1 EC 200-662-2 50 - 70 %')).toEqual([
      ['67-64-1', 'Acetone', '200-662-2'],
    ]);
    expect(
      identitiesOf(
        'Dangerous components:',
        '      64-17-5 Ethyl alcohol     Flam. Liq. 2, H225                     90.0%',
        '      67-56-1 Methanol          Flam. Liq. 2, H225; Acute Tox. 3, H301  5.0%',
      ),
    ).toEqual([
      ['64-17-5', 'Ethyl alcohol', null],
      ['67-56-1', 'Methanol', null],
    ]);
  });
});

describe("EC numbers printed on another line of the component's row", () => {
  it('reads the EC number under the CAS number (German "EG-Nr.", Spanish "No CE", Polish "WE")', () => {
    expect(
      identitiesOf(
        '  CAS-Nr.            Bezeichnung                                   Anteil',
        '                     EG-Nr.                   Index-Nr.',
        '  71-23-8            Propan-1-ol                                   20 - < 25 %',
        '                     200-746-9                603-003-00-0',
        '                     Flam. Liq. 2, Eye Dam. 1; H225 H318',
        '  64-18-6            Ameisensäure                                  1 - < 5 %',
        '                     200-579-1                607-001-00-0',
      ),
    ).toEqual([
      ['71-23-8', 'Propan-1-ol', '200-746-9'],
      ['64-18-6', 'Ameisensäure', '200-579-1'],
    ]);
    expect(
      identitiesOf(
        '    Nombre de la sustancia              Identificador       %M            Clasificación',
        '    Edetato tetrasódico                 No CAS              10 – < 25     Acute Tox. 4 / H302',
        '                                        64-02-8                           Eye Dam. 1 / H318',
        '                                        No CE',
        '                                        200-573-9',
      ),
    ).toEqual([['64-02-8', 'Edetato tetrasódico', '200-573-9']]);
    expect(
      identitiesOf(
        ' Nazwa                 Numery               Klasyfikacja              % wagowy',
        ' Podchloryn sodu       CAS: 7681-52-9 WE:   Skin Corr. 1B, H314       0,5%',
        '                       231-668-3            STOT SE 3, H335',
      ),
    ).toEqual([['7681-52-9', 'Podchloryn sodu', '231-668-3']]);
  });

  it('reads the EC number of a row whose EC line comes first (German "EG-Nr." over "CAS-Nr.")', () => {
    expect(
      identitiesOf(
        ' EG-Nr.                      Bezeichnung                                    Anteil',
        ' CAS-Nr.                     Einstufung gemäß Verordnung (EG) Nr. 1272/2008',
        ' 248-312-8                   Dodecylphenol                                  < 2,5 %',
        ' 27193-86-8                  Skin Corr. 1B; H314',
        ' 202-859-9                   Benzylalkohol                                  1-5 %',
        ' 100-51-6                    Acute Tox. 4; H332 H302',
      ),
    ).toEqual([
      ['27193-86-8', 'Dodecylphenol', '248-312-8'],
      ['100-51-6', 'Benzylalkohol', '202-859-9'],
    ]);
  });
});

describe('a name that is a label or heading', () => {
  it('leaves the name null where only labels stand beside the CAS number', () => {
    expect(
      identitiesOf('3.1 Substances', '    Formula           C2H6O', '    CAS-No.           64-17-5'),
    ).toEqual([['64-17-5', null, null]]);
  });

  it('takes the name of a later row of the same CAS number when its first has none', () => {
    expect(
      identitiesOf(
        '    Substance / Mixture            :   Substance',
        '    Substance name                 :   Sodium hydroxide',
        '    CAS-No.                        :   1310-73-2',
        '    Components',
        '    Chemical name            CAS-No.                      Concentration (% w/w)',
        '    Sodium hydroxide         1310-73-2                    >= 30 - <= 54',
      ),
    ).toEqual([['1310-73-2', 'Sodium hydroxide', null]]);
  });
});

describe('composition type from the sub-sections of section 3', () => {
  const typeOf = (title: string, ...rows: string[]) => {
    const { ctx, composition } = readSection3(title, rows);
    return [composition.type, ctx.evidence['composition.type']?.confidence ?? null];
  };

  it('takes the sub-section that is not "not applicable"', () => {
    expect(
      typeOf(
        'SECTION 3: Composition/information on ingredients',
        '3.1 Substances:',
        '    Not applicable',
        '3.2 Mixtures:',
        'Ethanol     64-17-5     10 - 20 %',
      ),
    ).toEqual(['mixture', 0.95]);
    expect(
      typeOf(
        '3. SZAKASZ: Összetétel',
        '3.1. Anyagok',
        'Etanol   64-17-5   100 %',
        '3.2. Keverékek   : Nem használható.',
      ),
    ).toEqual(['substance', 0.95]);
  });

  it('takes the type from the number of a sub-section whose title names both', () => {
    expect(
      typeOf(
        'SEZIONE 3: Composizione / Informazioni sugli ingredienti',
        '3.2 Classificazione della sostanza o miscela',
        '  Amido                 9005-25-8             <20%',
      ),
    ).toEqual(['mixture', 0.7]);
  });

  it('reads a UVCB as a substance', () => {
    expect(
      typeOf(
        'SECTION 3: Composition/information on ingredients',
        ' Substance/mixture                UVCB',
        ' Fuels, diesel        CAS: 68334-30-5       100 %',
      )[0],
    ).toBe('substance');
  });

  it('reads the numbered titles in several languages', () => {
    expect(
      typeOf('SEKCJA 3: Skład/informacja o składnikach', '3.1. Substancje', 'amoniak   7664-41-7   100 %')[0],
    ).toBe('substance');
    expect(
      typeOf(
        'SEZIONE 3: composizione/informazioni sugli ingredienti',
        '3.2. Miscele',
        'etanolo   64-17-5   5 %',
      )[0],
    ).toBe('mixture');
    expect(typeOf('ODDÍL 3: Složení/informace o složkách', '3.1 Látky', 'Chlor   7782-50-5   100 %')[0]).toBe(
      'substance',
    );
  });

  it("reads a label's value and a sentence that ends with the type", () => {
    expect(
      typeOf(
        'Section 3. Composition',
        'Substance/mixture     :   Substance',
        'Chlorine  7782-50-5  100 %',
      )[0],
    ).toBe('substance');
    expect(
      typeOf(
        'SECCIÓN 3: Composición/información sobre los componentes',
        'Sustancia/mezcla         Mezcla',
        'Etanol  64-17-5  5 %',
      )[0],
    ).toBe('mixture');
    expect(
      typeOf(
        'SECTION 3 COMPOSITION',
        'This material is defined as a substance.',
        'Pivalic acid  75-98-9  100 %',
      )[0],
    ).toBe('substance');
  });

  it('does not take a stray word for the type, and guesses a mixture from several components with low confidence', () => {
    const [type, confidence] = typeOf(
      'SECTION 3: Composition/information on ingredients',
      'Hazardous substances',
      'Ethanol     64-17-5     10 - 20 %',
      'Methanol    67-56-1      1 - 5 %',
    );
    expect(type).toBe('mixture');
    expect(confidence).toBeLessThanOrEqual(0.6);
    expect(
      typeOf('SECTION 3: Composition', 'Hazardous substances', 'Ethanol   64-17-5   10 - 20 %')[0],
    ).toBeNull();
  });
});

describe('joining the lines of a name cell', () => {
  it('joins a word broken after a syllable and keeps a hyphen between the parts of a name', () => {
    expect(joinName(['alcoholes isodecílicos, etoxi-', 'lados, propoxilados'])).toBe(
      'alcoholes isodecílicos, etoxilados, propoxilados',
    );
    expect(joinName(['Dipropyleeni-glykoli-', 'monometyylieetteri'])).toBe(
      'Dipropyleeni-glykoli-monometyylieetteri',
    );
    expect(joinName(['reaction product: bisphenol-A-', 'epichlorohydrin'])).toBe(
      'reaction product: bisphenol-A-epichlorohydrin',
    );
  });
});

describe('names without table marks, and a substance named after the product', () => {
  it('drops rule bars read from a scan and an identifier label cut off at the column edge', () => {
    expect(
      identitiesOf(
        '| Solvane                              | 123-45-8  |   10 - 20 %',
        'Glycolate sodium salt (CAS#             111-11-6      1 - 5 %',
      ).map(([, name]) => name),
    ).toEqual(['Solvane', 'Glycolate sodium salt']);
  });

  it("gives a substance's unnamed row the product name, less sure than a name of its own", () => {
    const ctx = contextFor([
      'SECTION 1: Identification',
      'Product name      Solvane pure',
      'SECTION 3: Composition/information on ingredients',
      '3.1 Substances',
      'CAS-No. 123-45-8      EC-No. 204-881-4      <= 100 %',
      'SECTION 4: First aid measures',
    ]);
    const composition = extractComposition(ctx);
    expect(composition.type).toBe('substance');
    const named = withSubstanceName(ctx, composition, 'Solvane pure');
    expect(named.components.map((c) => c.name)).toEqual(['Solvane pure']);
    expect(ctx.evidence['composition.components[0].name']?.confidence).toBeLessThan(0.7);
    const mixture = { ...composition, type: 'mixture' as const };
    expect(withSubstanceName(ctx, mixture, 'Solvane pure').components[0]?.name).toBeNull();
  });
});

describe('names that look like something else', () => {
  it('reads a name with an "N-" locant in the last column, not an old danger symbol', () => {
    expect(
      identitiesOf(
        '   CAS No                  %[weight]                Name',
        '   3147-75-9               1-<5                     N-methylated phenylbenzotriazole',
      ),
    ).toEqual([['3147-75-9', 'N-methylated phenylbenzotriazole', null]]);
  });

  it('reads the name before "(CAS# …)" on the lines of an old MSDS form', () => {
    expect(
      identitiesOf(
        'THIS PRODUCT CONTAINS:                 Magnesium Carbonate (CAS# 546-93-0)',
        'Sodium Sulfate (CAS# 7757-82-6)',
      ).map(([cas, name]) => [cas, name]),
    ).toEqual([
      ['546-93-0', 'Magnesium Carbonate'],
      ['7757-82-6', 'Sodium Sulfate'],
    ]);
  });
});
