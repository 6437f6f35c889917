import { extractIdentification } from '../../../src/extraction/fields/identification.js';
import { extractRevision } from '../../../src/extraction/fields/revision.js';
import { parseHeading } from '../../../src/extraction/sections/headings.js';
import { contextFor } from './text-document.js';

describe('product name and supplier', () => {
  it('takes the value of a labelled table row below a "product identifier" heading, without the label', () => {
    const ctx = contextFor([
      'RUBRIEK 1: Identificatie van de stof of het mengsel',
      '1.1 Productidentificatie',
      '  Productnaam                  Glanzol RX 12',
      '1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad',
      '  Leverancier                  Castor Lubes',
      'RUBRIEK 2: Identificatie van de gevaren',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      product_name: 'Glanzol RX 12',
      supplier_name: 'Castor Lubes',
    });
  });

  it('takes the name under a numbered 1.1 whose title it does not know, beside or below the number', () => {
    const below = contextFor(['1. Zorbavek talumi', '1.1 Drofnak pelu', 'Quenzol 40', '1.2 Miltu']);
    expect(extractIdentification(below).product_name).toBe('Quenzol 40');
    const beside = contextFor(['1. Zorbavek talumi', '1.1 Drofnak pelu       Quenzol 40', '1.2 Miltu']);
    expect(extractIdentification(beside).product_name).toBe('Quenzol 40');
  });

  it('reads the 1.1 title of a language module as the product identifier heading', () => {
    const ctx = contextFor([
      'AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget',
      '1.1 Produktbeteckning: Quenzol 40',
      '1.3 Närmare upplysningar om den som tillhandahåller säkerhetsdatablad',
    ]);
    expect(extractIdentification(ctx).product_name).toBe('Quenzol 40');
  });

  it('prefers a "product name" label elsewhere on page 1 over a bare "Name" label of a contact block', () => {
    const ctx = contextFor([
      'Safety Data Sheet',
      '1 – Product Identifier & Identity for the Chemical',
      'Local Contact Details:',
      'Name:          Widget Distribution Limited',
      'Address:      7 Orbit Drive',
      '2 – Hazards Identification',
      'Product Name: Glide-9 Spray',
    ]);
    expect(extractIdentification(ctx).product_name).toBe('Glide-9 Spray');
  });

  it('does not take the wrapped rest of a label ("ou") as the product name', () => {
    const ctx = contextFor([
      '1. IDENTIFICAÇÃO',
      'Nome da substância ou',
      'NITROGÊNIO COMPRIMIDO',
      'mistura (nome comercial)',
      'Nome da Empresa                GASES DO SUL LTDA',
      '2. IDENTIFICAÇÃO DE PERIGOS',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      product_name: 'NITROGÊNIO COMPRIMIDO',
      supplier_name: 'GASES DO SUL LTDA',
    });
  });

  it('reads the US "product identifier used on the label" heading and "Distributed by" suppliers', () => {
    const ctx = contextFor([
      '1. Product and company identification',
      'Product identifier used on the label',
      'POLYMAX B7 NATURAL',
      ' Distributed by              : Harbor Household Products LLC.',
      '2. Hazards identification',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      product_name: 'POLYMAX B7 NATURAL',
      supplier_name: 'Harbor Household Products LLC.',
    });
  });

  it('accepts short company names, names that start like a label word, and a supplier in the letterhead', () => {
    expect(
      extractIdentification(
        contextFor([
          'SECTION 1: PRODUCT AND COMPANY IDENTIFICATION',
          'MANUFACTURER: 7X',
          'SECTION 2: HAZARDS',
        ]),
      ).supplier_name,
    ).toBe('7X');
    expect(
      extractIdentification(
        contextFor(['SECTION 1: Identification', 'Supplier: Castellan Oils Ltd', 'SECTION 2: Hazards']),
      ).supplier_name,
    ).toBe('Castellan Oils Ltd');
    const letterhead = contextFor([
      'MATERIAL SAFETY DATA SHEET',
      'Manufacturer:         LEMON GROVE ESSENCES LTD.',
      'Address:              12 Orchard Way',
      ' Section 1.            Chemical Identification',
      'CODE 1234',
      ' Section 2.            Composition/Information of Ingredients',
    ]);
    expect(extractIdentification(letterhead).supplier_name).toBe('LEMON GROVE ESSENCES LTD.');
  });

  it('does not take a street address below "Supplier Address" as the company', () => {
    const ctx = contextFor([
      '1. IDENTIFICATION',
      'Supplier Address',
      '1221 Harbour Street',
      '2. HAZARDS IDENTIFICATION',
    ]);
    expect(extractIdentification(ctx).supplier_name).toBeNull();
  });
});

describe('section headings drawn with rules or boxes', () => {
  it('recognises "------SECTION 1: ... ------" and an OCR-read box edge "[2 IDENTIFICACAO DOS PERIGOS"', () => {
    expect(parseHeading('------SECTION 1: PRODUCT AND COMPANY IDENTIFICATION ------')?.number).toBe(1);
    expect(parseHeading('[2 IDENTIFICACAO DOS PERIGOS')?.number).toBe(2);
  });
});

describe('revision date', () => {
  it.each([
    ['Дата на преразглеждане: 15.03.2024', '2024-03-15'],
    ['Pārskatīšanas datums 15.03.2024', '2024-03-15'],
    ['Ngày sửa đổi: 15/03/2024', '2024-03-15'],
    ['Tarikh dikeluarkan: 15.03.2024', '2024-03-15'],
  ])('reads the date labels of the language modules: "%s"', (line, iso) => {
    expect(extractRevision(contextFor(['1. Zorbavek', line])).revision_date).toBe(iso);
  });

  it('reads a revision date printed far right of a header line', () => {
    const ctx = contextFor([
      'SAFETY DATA SHEET                                                   Revision Date 14.07.2021',
      'according to Regulation (EC) No. 1907/2006                            Print Date 08.03.2022',
      'SECTION 1: Identification',
    ]);
    expect(extractRevision(ctx).revision_date).toBe('2021-07-14');
  });

  it('does not take the previous issue date printed below a wrapped revision label', () => {
    const ctx = contextFor([
      'SECCIÓN 1: Identificación',
      'SECCIÓN 16: Otra información',
      ' Fecha de emisión/ Fecha de      30/10/2019.',
      'revisión',
      ' Fecha de la emisión anterior   16/01/2019.',
    ]);
    expect(extractRevision(ctx).revision_date).toBe('2019-10-30');
  });

  it('takes the date OCR put on the line above a label without a value, not the other label’s date', () => {
    const ctx = contextFor([
      '                             08-9660-5                   No. da versão:              13.00',
      'No. do Documento:',
      '                             21/02/2017                  Substitui a data:           12/08/2016',
      'Data da Publicação:',
      '1 IDENTIFICAÇÃO',
    ]);
    expect(extractRevision(ctx)).toMatchObject({
      revision_date: '2017-02-21',
      supersedes_date: '2016-08-12',
    });
  });

  it('does not take a labelled date of the line above for a label without a value', () => {
    const ctx = contextFor(['Print date: 01/02/2020', 'Revision date:', '1 IDENTIFICATION']);
    expect(extractRevision(ctx).revision_date).toBeNull();
  });

  it('reads "Data última revisão", "erstellt am", "Issued:" and the date of a version', () => {
    const revisionOf = (line: string) =>
      extractRevision(contextFor([line, 'SECTION 1: Identification'])).revision_date;
    expect(revisionOf('FIS 23.020       Revisão 11       Data última revisão: 20/06/2016')).toBe(
      '2016-06-20',
    );
    expect(revisionOf('erstellt am: 11.04.2011                        Brom')).toBe('2011-04-11');
    expect(revisionOf(' Issued: 18 June 2021              Version: 4.0')).toBe('2021-06-18');
    expect(revisionOf('Versione 2.0 del 22 aprile 2026 – sostituisce versione precedente: 1.0')).toBe(
      '2026-04-22',
    );
  });
});

describe('Dutch revision label split over two lines', () => {
  it('reads "Datum van uitgave/ Revisie" with its date', () => {
    const ctx = contextFor([
      'RUBRIEK 1: Identificatie',
      'RUBRIEK 16: Overige informatie',
      '  Datum van uitgave/ Revisie      10/12/2015.',
      'datum',
      '  Datum vorige uitgave           07/10/2015.',
    ]);
    expect(extractRevision(ctx).revision_date).toBe('2015-12-10');
  });
});

describe('Finnish and Turkish date labels', () => {
  it('reads "Muokattu" beside a print date and "Yayın tarihi"', () => {
    const revisionOf = (line: string) =>
      extractRevision(contextFor([line, 'SECTION 1: Identification'])).revision_date;
    expect(revisionOf('Tulostettu 28.6.2011 Versio: 1   Muokattu: 27.6.2011')).toBe('2011-06-27');
    expect(revisionOf('   Sürüm 7         Yayın tarihi 2 Haziran 2016        Format Türkiye')).toBe(
      '2016-06-02',
    );
  });
});

describe('dotted dates', () => {
  it('reads a dotted date as day first without doubt', () => {
    const ctx = contextFor(['Datum revize 07.02.2022', 'ODDÍL 1: Identifikace']);
    expect(extractRevision(ctx).revision_date).toBe('2022-02-07');
    expect(ctx.warnings.map((w) => w.code)).not.toContain('date_ambiguous');
  });
});
