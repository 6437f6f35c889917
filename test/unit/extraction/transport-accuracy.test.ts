import { extractTransport } from '../../../src/extraction/fields/transport.js';
import { contextFor } from './text-document.js';

const section14 = (...lines: string[]) =>
  extractTransport(
    contextFor(['SECTION 14: Transport information', ...lines, 'SECTION 15: Regulatory information']),
  );

describe('section 14 as a table with one row per regulation', () => {
  it('reads class, packing group and shipping name from the columns of the UN number row', () => {
    expect(
      section14(
        ' Regulatory          UN number     Proper shipping       Classes        PG* Label          Additional',
        ' information                       name                                                    information',
        ' DOT Classification  UN1950        Aerosols, flammable   2.1 (8)        -                  Limited quantity',
        ' IATA-DGR Class      UN1950        AEROSOLS,             2.1 (8)        -                  See DG List.',
        'flammable, containing substances in Class',
        '8 packing group II',
      ),
    ).toMatchObject({
      un_number: 'UN1950',
      transport_hazard_class: '2.1',
      packing_group: null,
      proper_shipping_name: 'Aerosols, flammable',
    });
  });
});

describe('section 14 as labels', () => {
  it('reads values printed below the label after the regulations they apply to', () => {
    expect(
      section14(
        'UN-Number',
        '      DOT, IMDG, IATA                                                             UN1987',
        'UN proper shipping name',
        '      DOT                                                                         Alcohols, n.o.s.',
        'Packing group',
        '      DOT, IMDG, IATA                                                           II',
      ),
    ).toMatchObject({ packing_group: 'II', proper_shipping_name: 'Alcohols, n.o.s.' });
  });

  it('reads the value after the colon of a long label, and German compound labels', () => {
    expect(
      section14(
        'ONU: 1072',
        'Nome apropriado para embarque: OXIGÊNIO, COMPRIMIDO',
        'Classe de risco/subclasse de risco: 2.2 (5.1)',
        'Grupo de embalagem: NA',
      ),
    ).toMatchObject({
      un_number: 'UN1072',
      transport_hazard_class: '2.2',
      packing_group: null,
      proper_shipping_name: 'OXIGÊNIO, COMPRIMIDO',
    });
    expect(
      section14(
        '14.1   UN-Nummer',
        'UN 1744',
        '14.2   Ordnungsgemäße UN-Versandbezeichnung',
        'ADR/RID',
        'BROM',
        '14.3   Transportgefahrenklassen',
        '8 (6.1)',
        '14.4   Verpackungsgruppe',
        'I',
      ),
    ).toMatchObject({ transport_hazard_class: '8', packing_group: 'I', proper_shipping_name: 'BROM' });
  });

  it('reads an abbreviated packing group label ("UN Pkg Group")', () => {
    expect(section14('  UN#:        1180', '  UN Pkg Group:    III')).toMatchObject({
      un_number: 'UN1180',
      packing_group: 'III',
    });
  });

  it('reads a letter-spaced packing group as one numeral, and a spaced word after it as text', () => {
    expect(
      section14(
        '14.1. UN number:        UN 1263',
        '14.3. Transport hazard class(es):   3',
        '14.4. Packing group:   I I I',
      ),
    ).toMatchObject({ packing_group: 'III' });
    expect(section14('UN number: UN1263', 'Packing group: I in ADR')).toMatchObject({ packing_group: 'I' });
  });

  it('reads "label   :  value" lines as labels, not as a table whose header is the label', () => {
    expect(
      section14(
        'UNRTDG',
        '    UN number                  : UN 1824',
        '    Class                      :  8',
        '    Packing group              :  II',
        '    Labels                     :  8',
        'IATA-DGR',
        '    UN/ID No.                  : UN 1824',
      ),
    ).toMatchObject({ transport_hazard_class: '8', packing_group: 'II' });
  });

  it('falls back to the dangerous goods description "UN1987, name, class, PG"', () => {
    expect(
      section14('UN "Model Regulation":   UN1987, Alcohols, n.o.s., special provision 640D, 3, II'),
    ).toMatchObject({ transport_hazard_class: '3', packing_group: 'II' });
  });
});

describe('per-mode transport entries', () => {
  it('gives one entry per regulation row of a table', () => {
    const modes = section14(
      ' Regulatory          UN number     Proper shipping       Classes        PG* Label',
      ' DOT Classification  UN1950        Aerosols, flammable   2.1 (8)        -',
      ' IMDG Class          UN1950        Aerosols, flammable   2.1 (8)        -',
    ).modes;
    expect(modes.map((entry) => entry.mode)).toEqual(['us_dot', 'sea']);
    expect(modes[1]).toEqual({
      mode: 'sea',
      un_number: 'UN1950',
      proper_shipping_name: 'Aerosols, flammable',
      transport_hazard_class: '2.1',
      packing_group: null,
    });
  });

  it('gives one entry per regulation heading with its own labels', () => {
    const modes = section14(
      'ADR/RID',
      'UN number: UN1133',
      'Proper shipping name: ADHESIVES',
      'Class: 3',
      'Packing group: III',
      'IATA',
      'UN number: UN1133',
      'Class: 3',
      'Packing group: III',
    ).modes;
    expect(modes).toEqual([
      {
        mode: 'road',
        un_number: 'UN1133',
        proper_shipping_name: 'ADHESIVES',
        transport_hazard_class: '3',
        packing_group: 'III',
      },
      {
        mode: 'air',
        un_number: 'UN1133',
        proper_shipping_name: null,
        transport_hazard_class: '3',
        packing_group: 'III',
      },
    ]);
  });
});

describe('not regulated for transport', () => {
  it('reads "not classified as a dangerous good" and "UN number: not applicable"', () => {
    expect(
      section14('IMDG', 'Not classified as a dangerous good under transport regulations').regulated,
    ).toBe(false);
    expect(
      section14('14.1 Numero ONU o numero ID', 'Non applicabile', '14.2 Nome di spedizione').regulated,
    ).toBe(false);
  });
});

describe('section 14 subsections', () => {
  it('reads the class after the 14.3 number when the label wraps below the values', () => {
    expect(
      section14(
        '                           ADR/RID                  ADN                   IMDG',
        ' 14.1 FN-nummer      UN1263                UN1263                 UN1263',
        ' 14.3                3                     3                      3',
        'Transportfareklasse',
        ' 14.4                III                   III                    III',
        'Emballagegruppe',
      ),
    ).toMatchObject({ un_number: 'UN1263', transport_hazard_class: '3', packing_group: 'III' });
  });

  it('reads a value labelled again on the line below, and values after an asterisk', () => {
    expect(
      section14(
        '14.1. Číslo OSN',
        '       Kód OSN/ID        : UN3159',
        '14.3. Trieda nebezpečnosti pre dopravu',
        '       Štítok(y)         : 2.2',
      ),
    ).toMatchObject({ transport_hazard_class: '2.2' });
    expect(section14('UN-Nummer: * UN3082', 'Transportklasse: * 9')).toMatchObject({
      transport_hazard_class: '9',
    });
  });
});

describe('labels wrapped in a regulation table', () => {
  it('reads the class beside "Transport hazard" when "class(es)" wraps below', () => {
    expect(
      section14(
        '                             ADG                ADR/RID                IMDG',
        '  UN number          UN1950               UN1950               UN1950',
        '  Transport hazard   2.1 (8)              2 (8)                2.1 (8)',
        ' class(es)',
        '  Packing group      -                    -                    -',
      ),
    ).toMatchObject({ transport_hazard_class: '2.1', packing_group: null });
  });
});

describe('UN numbers in wide tables', () => {
  it('reads a UN number far right of its label, quickly, and ignores US NA numbers', () => {
    expect(section14('14.1. Numéro ONU', `  N* ONU${' '.repeat(39)}:  1006`).un_number).toBe('UN1006');
    expect(section14(`UN${' '.repeat(5000)}x`).un_number).toBeNull();
    expect(section14('  14.1 UN-Nummer      |Nicht unterstellt.   9006').un_number).toBeNull();
  });
});

describe('a first mode that is not regulated', () => {
  it('gives no UN number, class, packing group or name although sea transport is regulated', () => {
    const transport = section14(
      'Road and Rail Transport (ADG Code):',
      'Not classified as Dangerous Goods according to the road and rail code.',
      'Note: substances meeting the descriptions of UN 3077 or UN 3082 are not subject to this Code.',
      'Marine Transport (IMO/IMDG):',
      'Class/Division: 9',
      'UN No: 3082',
      'Proper Shipping Name: ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S.',
      'Packing Group: III',
    );
    expect(transport).toMatchObject({
      regulated: false,
      un_number: null,
      transport_hazard_class: null,
      packing_group: null,
      proper_shipping_name: null,
    });
    expect(transport.modes).toEqual([
      expect.objectContaining({ mode: 'sea', un_number: 'UN3082', transport_hazard_class: '9' }),
    ]);
  });

  it('keeps the document values when the first mode is regulated and a later one is not', () => {
    expect(section14('ADR/RID:', 'UN number: UN1263', 'Class: 3', 'IATA:', 'Not regulated.')).toMatchObject({
      un_number: 'UN1263',
      transport_hazard_class: '3',
    });
  });
});

describe('section 14 as a grid of modes, each sub-section title above its row of values', () => {
  it('reads the UN number from the row under a 14.1 title that holds none, and the class below 14.3', () => {
    const transport = section14(
      '         ADR         |        IMDG        |        IATA        |        RID',
      '14.1. UN number                :',
      '         1263        |        1263               1263        |        1263',
      '14.2. UN proper shipping name',
      '   PAINT                  PAINT                Paint               PAINT',
      '14.3. Transport hazard class(es)',
      '                              3                    3                   3',
      '14.4. Packing group',
      '         III                III                  III                 III',
    );
    expect(transport).toMatchObject({
      regulated: true,
      un_number: 'UN1263',
      transport_hazard_class: '3',
      packing_group: 'III',
    });
  });

  it('does not take a row of numbers under a 14.1 title whose line already says there is none', () => {
    expect(
      section14('14.1. UN number : Not applicable', '         2020        |        2021').un_number,
    ).toBeNull();
  });
});
