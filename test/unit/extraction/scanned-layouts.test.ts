import { extractIdentification } from '../../../src/extraction/fields/identification.js';
import { extractProperties, parseTemperature } from '../../../src/extraction/fields/properties.js';
import { parseHeading } from '../../../src/extraction/sections/headings.js';
import { contextFor } from './text-document.js';

describe('OCR-read and old MSDS layouts', () => {
  it('recognises a heading behind an OCR dash and the old "PROTECTION INFORMATION" section as section 8', () => {
    expect(parseHeading('- 2 HAZARDS IDENTIFICATION')?.number).toBe(2);
    expect(parseHeading("' 8 Exposure controls/personal protection")?.number).toBe(8);
    expect(parseHeading('! 8 Exposure controls/personal protection')?.number).toBe(8);
    expect(parseHeading('SECTION IV PROTECTION INFORMATION')?.number).toBe(8);
    expect(parseHeading('- 2 tablets daily')).toBeNull();
  });

  it('reads values below the header cells of an old MSDS form', () => {
    const ctx = contextFor([
      'SECTION I IDENTIFICATION',
      " MANUFACTURER'S NAME                          EMERGENCY TELEPHONE NO",
      '                       LINDEN & SONS                                     1-800-555-0100',
      ' CHEMICAL NAME AND SYNONYMS                   TRADE NAME AND SYNONYMS',
      'CITRUS BLEND SAMPLE',
      'SECTION II FIRE, EXPLOSION AND REACTIVITY DATA',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      supplier_name: 'LINDEN & SONS',
      product_name: 'CITRUS BLEND SAMPLE',
    });
  });

  it('skips a line of codes between the product identifier heading and the name', () => {
    const ctx = contextFor([
      '1 IDENTIFICATION OF THE SUBSTANCE/PREPARATION AND OF THE COMPANY/UNDERTAKING',
      '1.1 Product identifier',
      '        123456C                E',
      'NAT PEACH FLAVOUR',
      '2 HAZARDS IDENTIFICATION',
    ]);
    expect(extractIdentification(ctx).product_name).toBe('NAT PEACH FLAVOUR');
  });

  it('reads a flash point after an OCR semicolon, in Fahrenheit and Centigrade words', () => {
    expect(parseTemperature('190 Fahrenheit (=88 Centigrade)')).toMatchObject({
      celsius: 88,
      bounded: false,
    });
    const properties = extractProperties(
      contextFor([
        '9 PHYSICAL AND CHEMICAL PROPERTIES',
        '       Flash point (closed cup):    ;                       Er 200 Fahrenheit',
        '10 STABILITY AND REACTIVITY',
      ]),
    );
    expect(properties.flash_point_c).toBeCloseTo(93.3, 1);
  });
});

describe('supplier block that starts with a contact person', () => {
  it('takes the line with a legal form below the person', () => {
    const ctx = contextFor([
      '1 IDENTIFICATION',
      '1.3 Details of the supplier of the safety data sheet',
      'Jane Doe',
      'Aromatica Inc.',
      'P.O. Box 100',
      '2 HAZARDS IDENTIFICATION',
    ]);
    expect(extractIdentification(ctx).supplier_name).toBe('Aromatica Inc.');
  });
});

describe('two-column label tables with wrapped labels', () => {
  it('reads values beside labels that wrap onto the next line', () => {
    const ctx = contextFor([
      'SEKCJA 1: Identyfikacja substancji/mieszaniny',
      '    1.1. Identyfikator            : Azot',
      'produktu',
      '    1.3. Dane dotyczące           : Gazy Techniczne Sp. z o.o.',
      '    dostawcy karty                  ul. Przemysłowa 4',
      'SEKCJA 2: Identyfikacja zagrożeń',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      product_name: 'Azot',
      supplier_name: 'Gazy Techniczne Sp. z o.o.',
    });
  });

  it('does not take a cross reference ending a sentence ("Abschnitt 16 aufgeführt.") as a heading', () => {
    expect(parseHeading('Abschnitt 16 aufgeführt.')).toBeNull();
    expect(parseHeading('ABSCHNITT 16: Sonstige Angaben')?.number).toBe(16);
  });
});

describe('product names without a usual label', () => {
  it('takes a code-like name beside its label, not the next labelled row', () => {
    const ctx = contextFor([
      '1. IDENTIFICACIÓN',
      'Nombre del producto           R12345A',
      'FDS #                         467969',
      '2. IDENTIFICACIÓN DE PELIGROS',
    ]);
    expect(extractIdentification(ctx).product_name).toBe('R12345A');
  });

  it('skips other labelled rows under "Product information"', () => {
    const ctx = contextFor([
      'SECTION 1. PRODUCT AND COMPANY IDENTIFICATION',
      'Product information',
      '    Sales No.                    : ZD-053-008-2',
      'Berry Punch Flavor',
      'SECTION 2. HAZARDS IDENTIFICATION',
    ]);
    expect(extractIdentification(ctx).product_name).toBe('Berry Punch Flavor');
  });

  it('falls back to the first line of section 1, never a document title', () => {
    const nameOf = (first: string) =>
      extractIdentification(
        contextFor([' Section 1.   Chemical Identification', first, ' Section 2.   Composition']),
      ).product_name;
    expect(nameOf('CODE 4711 XYZ')).toBe('CODE 4711 XYZ');
    expect(nameOf('Käyttöturvallisuustiedote')).toBeNull();
  });
});

describe('revision markers before headings', () => {
  it('recognises "*   SECTION 1: Identification"', () => {
    expect(parseHeading('           *       SECTION 1: Identification')?.number).toBe(1);
    expect(parseHeading('· 2.3 Other hazards')).toBeNull();
  });
});
