import { extractTransport } from '../../../src/extraction/fields/transport.js';
import { contextFor } from './text-document.js';

function shippingNameOf(section14: string[]): string | null {
  const ctx = contextFor([
    'SECTION 14: Transport information',
    ...section14,
    'SECTION 15: Regulatory information',
  ]);
  return extractTransport(ctx).proper_shipping_name;
}

describe('the UN proper shipping name from sub-section 14.2', () => {
  it('reads the first mode row under the numbered heading in any language', () => {
    expect(
      shippingNameOf([
        '14.1 UN číslo',
        '       UN čislo/ID                             : UN1017',
        '14.2 Oficiální (OSN) pojmenování pro přepravu',
        '       Silniční/železniční přeprava (ADR/RID)  : CHLOREX',
        '       Letecká přeprava (ICAO-TI / IATA-DGR)   : Chlorex',
        '14.3 Třída/třídy nebezpečnosti pro přepravu',
        '       Třída nebo Divize                       : 2',
      ]),
    ).toBe('CHLOREX');
  });

  it('does not take a fragment of the heading, and reads a value row printed after a page header', () => {
    expect(
      shippingNameOf([
        '14.1. Numero ONU',
        '        UN/ID No.                                 : UN1080',
        "14.2. Nome di spedizione dell'ONU",
        'Versione 1.8',
        'Trasporto su strada/ferrovia (ADR/RID)',
        ': GAS DI PROVA',
        ': Test gas',
        '14.3. Classi di pericolo connesso al trasporto',
      ]),
    ).toBe('GAS DI PROVA');
  });

  it('reads a table row whose first cell is the wrapped heading, and a row per mode label', () => {
    expect(
      shippingNameOf([
        '               ADR/RID          IMDG             IATA',
        ' 14.1 VN-nummer   UN 1202          UN 1202          UN 1202',
        ' 14.2 UN proper   GASOLIE          GASOLIE. Marien  GASOLIE',
        ' shipping name                     verontreiniger',
        ' 14.3             3                3                3',
      ]),
    ).toBe('GASOLIE');
    expect(
      shippingNameOf([
        '14.1 UN number                         UN1090',
        '14.2 UN proper shipping name',
        '     ADR proper shipping name          TESTANONE',
        '     IMDG proper shipping name         TESTANONE',
        '14.3 Transport hazard class(es)',
        '     ADR class                         3',
      ]),
    ).toBe('TESTANONE');
  });

  it('strips the UN number before the name, and reads a name alone below its mode', () => {
    expect(
      shippingNameOf([
        '· 14.1 UN-Number           UN1950',
        '· 14.2 UN proper shipping name',
        '                  · ADG                                         1950 AEROSOLS',
        '· 14.3 Transport hazard class(es)',
      ]),
    ).toBe('AEROSOLS');
    expect(
      shippingNameOf([
        '14.1   UN-Nummer',
        'UN 1744',
        '14.2   Ordnungsgemäße UN-Versandbezeichnung',
        'ADR/RID',
        'BROMEX',
        '14.3   Transportgefahrenklassen',
      ]),
    ).toBe('BROMEX');
  });

  it('gives no name when the first mode is not regulated, and no regulation name as a value', () => {
    const lines = [
      '14.1 UN number',
      '    49 CFR                      :  N/A',
      '    IMDG                        :  UN 3082',
      '14.2 UN proper shipping name',
      '    49 CFR                      :  Not regulated as a dangerous good',
      '    IMDG                        :  ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID,',
      '14.3 Transport hazard class(es)',
    ];
    expect(shippingNameOf(lines)).toBeNull();
  });

  it('joins a name that wraps after a comma, and keeps a name containing a mode word', () => {
    expect(
      shippingNameOf([
        'UN No: 3082',
        'Proper Shipping Name: ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S. (MARINE POLLUTANT)',
        'Packing Group: III',
      ]),
    ).toBe('ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S. (MARINE POLLUTANT)');
    expect(
      shippingNameOf([
        'UN number: UN3082',
        'UN proper shipping name',
        '      DOT        ENVIRONMENTALLY HAZARDOUS SUBSTANCE,',
        'LIQUID',
        'Transport hazard class(es)',
      ]),
    ).toBe('ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID');
  });

  it('reads an unnumbered label with a mode before it, but not the next item below an empty label', () => {
    expect(
      shippingNameOf(['IMDG Shipping Name: Aerosols', 'IMDG Hazard Class: 2.1', 'UN Number: UN1950']),
    ).toBe('Aerosols');
    expect(
      shippingNameOf([
        'UN number: UN1993',
        'Proper shipping name',
        'Transport hazard class: 3',
        'Packing group: II',
      ]),
    ).toBeNull();
  });
});

describe('shipping-name labels as printed in tables and under damaged or referring headings', () => {
  it('makes whole a label wrapped onto the next line of a regulation table', () => {
    expect(
      shippingNameOf([
        '                          DOT                  IMDG                 IATA',
        ' UN number                UN1263               UN1263               UN1263',
        ' UN proper shipping       LACQUER              LACQUER              LACQUER',
        'name',
        ' Transport hazard class   3                    3                    3',
      ]),
    ).toBe('LACQUER');
    expect(
      shippingNameOf([
        'ADR',
        '    UN-Nummer                 UN1263',
        '    Ordnungsgemäße UN-        LACK (enthält TESTSTOFF)',
        'Versandbezeichnung:',
        '    Transportgefahrenklassen:  3',
      ]),
    ).toBe('LACK (enthält TESTSTOFF)');
  });

  it('strips the whole official 14.2 title of the language module, not a fragment of it', () => {
    expect(
      shippingNameOf([
        '14.1. VN-nummer',
        '      UN/ID No.                                 : UN1053',
        '14.2. Juiste ladingnaam overeenkomstig de modelreglementen van de VN',
        '      Vervoer over de weg/per spoor (ADR/RID)   : PROEFGAS',
        '14.3. Transportgevarenklasse(n)',
      ]),
    ).toBe('PROEFGAS');
  });

  it('reads the labelled rows when the numbered 14.2 only refers to the tables above', () => {
    expect(
      shippingNameOf([
        'ADR',
        '    UN-Nummer                 UN1263',
        '    Ordnungsgemäße UN-Versandbezeichnung:   LACK',
        '14.1. UN-Nummer',
        'Siehe entsprechende Einträge für „UN-Nummer“ in den Tabellen oben.',
        '14.2. Ordnungsgemäße UN-Versandbezeichnung',
        'Siehe entsprechende Einträge für „Ordnungsgemäße UN-Versandbezeichnung“ der jeweiligen',
        'Vorschriften in den Tabellen oben.',
        '14.3. Transportgefahrenklassen',
      ]),
    ).toBe('LACK');
  });

  it('reads a row with any short label under the numbered heading, not its continuation', () => {
    expect(
      shippingNameOf([
        '14.1. UN-Nummer',
        '          UN-Nummer: UN3082',
        '14.2. Ordnungsgemäße UN-Versandbezeichnung',
        '   Korr. Bezeichn. des Gutes: UMWELTGEFÄHRDENDER STOFF, FLÜSSIG, N.A.G.',
        '                                (TESTSTOFF)',
        '14.3. Transportgefahrenklassen',
      ]),
    ).toBe('UMWELTGEFÄHRDENDER STOFF, FLÜSSIG, N.A.G.');
  });

  it('reads a heading whose number OCR printed with a comma, without the symbol OCR put before the value', () => {
    expect(
      shippingNameOf([
        '14.1. Numéro ONU',
        '  N° ONU                                  :  1006',
        "14.2, Désignation officielle de transport de l'ONU",
        '  Transport par route/rail (ADR/RID)      ©  GAZ DE TEST',
        '  Transport par mer (IMDG)                “  TEST GAS',
      ]),
    ).toBe('GAZ DE TEST');
  });
});

describe('the name on the 14.2 heading line when folding changes the title length', () => {
  it.each([
    ['14.2 ชื่อที่ถูกต้องในการขนส่งของสหประชาชาติ : แอลกอฮอล์ ไม่ระบุที่อื่น', 'แอลกอฮอล์ ไม่ระบุที่อื่น'],
    ['14.2 유엔 적정 선적명 : 자일렌 (XYLENES)', '자일렌 (XYLENES)'],
    ['14.2 유엔 적정 선적명 (UN proper shipping name) : 도료 (PAINT)', '도료 (PAINT)'],
    ['14.2 UN-forsendelsesbetegnelse: BRANDFARLIG VÆSKE, N.O.S.', 'BRANDFARLIG VÆSKE, N.O.S.'],
    ['14.2 Ordnungsgemäße UN-Versandbezeichnung: FARBE', 'FARBE'],
  ])('cuts "%s" where the title ends', (line, name) => {
    expect(shippingNameOf(['14.1 UN number: UN1993', line, '14.3 Class: 3'])).toBe(name);
  });
});

describe('the shipping-name row after an item number of a national format', () => {
  it.each([
    [
      ['가. 유엔번호 : 1307', '나. 유엔 적정 선적명 : 자일렌 (XYLENES)', '다. 운송에서의 위험성 등급 : 3'],
      '자일렌 (XYLENES)',
    ],
    [['(1) UN number: UN1993', '(2) UN proper shipping name: PAINT', '(3) Class: 3'], 'PAINT'],
  ])('reads %j as %s', (lines, name) => {
    expect(shippingNameOf(lines)).toBe(name);
  });
});

describe('shipping names of two Han or kana characters', () => {
  it.each([
    [['联合国危险货物编号(UN号)：1263', '联合国运输名称：塗料', '联合国危险性类别：3'], '塗料'],
    [['14.1 UN number: UN1170', '14.2 联合国运输名称：乙醇', '14.3 Class: 3'], '乙醇'],
    [['14.1 UN number: UN1170', '14.2 国連輸送名  エタノール', '14.3 Class: 3'], 'エタノール'],
  ])('reads %j as %s', (lines, name) => {
    expect(shippingNameOf(lines)).toBe(name);
  });

  it('does not take a fragment of a Han label, nor one Latin letter pair, as a name', () => {
    expect(
      shippingNameOf(['14.1 UN number: UN1170', '14.2 联合国运输名称：名称', '14.3 Class: 3']),
    ).toBeNull();
    expect(
      shippingNameOf(['14.1 UN number: UN1170', '14.2 UN proper shipping name: AB', '14.3 Class: 3']),
    ).toBeNull();
  });
});
