import { findEmergencyPhone, phoneNumbers } from '../../../src/extraction/fields/emergency-phone.js';
import { extractIdentification } from '../../../src/extraction/fields/identification.js';
import { contextFor } from './text-document.js';

describe('the emergency number of sub-section 1.4', () => {
  it.each([
    ['German', '1.4 Notrufnummer', '+49 (0)30 000 0000'],
    ['Czech', '1.4 Telefonní číslo pro naléhavé situace', '800 000 111'],
    ['Finnish, number under the numbered heading in any language', '1.4. Hätäpuhelinnumero', '(09) 471 977'],
    ['Turkish', '1.4 Acil durum telefon numarası', '0 212 000 00 00'],
  ])('reads the number below the numbered heading (%s)', (_language, heading, number) => {
    const ctx = contextFor([
      '1. Identification',
      '1.3 Supplier',
      '   Telephone        +49 30 111 1111',
      heading,
      number,
      '2. Hazards identification',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBe(number);
    expect(ctx.evidence['product_identification.emergency_phone']?.confidence).toBe(0.9);
  });

  it('takes the line labelled as the emergency number before an enquiry line, and skips vanity numbers', () => {
    const ctx = contextFor([
      '1. Identification',
      '1.4. Emergency telephone number',
      'For information call: 001-800-ACME-01 / Europe call: +32 10 00 00 11',
      'Emergency Number US: 001-201-000-0000 / Europe: +32 10 00 00 99',
      '2. Hazards identification',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBe('001-201-000-0000');
  });

  it('without numbering, reads the number beside or below the label with a lower confidence', () => {
    const ctx = contextFor([
      'SECTION 1. IDENTIFICATION',
      'Emergency Telephone Number',
      'CHEMTREC, Inside the USA: 800-000-1111',
      'SECTION 2. HAZARDS IDENTIFICATION',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBe('800-000-1111');
    expect(ctx.evidence['product_identification.emergency_phone']?.confidence).toBe(0.7);
  });

  it('does not take the fax number below an emergency label that refers elsewhere', () => {
    const ctx = contextFor([
      '1. Identificação',
      'Telefone para emergências      Ver seção 16',
      'Fax                            (XX) 11 0000 1111',
      '2. Identificação de perigos',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBeNull();
  });

  it('reads a number beside the bare word "Emergency"', () => {
    const ctx = contextFor([
      '1. Identification',
      'Emergency only: 1800 000 111',
      '2. Hazards identification',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBe('1800 000 111');
  });

  it('reads a number printed before the first section heading', () => {
    const ctx = contextFor([
      'MATERIAL SAFETY DATA SHEET',
      'Emergency Phone Number Chemtrec: 1-800-000-2222',
      'Section 1. Chemical Identification',
      'ACME 100',
      'Section 2. Composition',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBe('1-800-000-2222');
  });
});

describe('telephone numbers in a line', () => {
  it('keeps area codes, drops round-the-clock notes, dates and short codes', () => {
    expect(phoneNumbers('Carechem: +44 (0) 1000 000 000 (24/7)')).toEqual(['+44 (0) 1000 000 000']);
    expect(phoneNumbers('ケアケム: +81 50 0000 0000 (24時間受付)')).toEqual(['+81 50 0000 0000']);
    expect(phoneNumbers('issued 01.02.2020, open 24/7, dial 112')).toEqual([]);
  });

  it('finds nothing where no emergency anchor is printed', () => {
    const lines = contextFor(['1. Identification', 'Telephone +1 000 000 0000', '2. Hazards']).section(1);
    expect(findEmergencyPhone(lines)).toBeUndefined();
  });
});

describe('emergency numbers in layouts that do not follow Annex II', () => {
  it('does not take a postal code or a registration number for a telephone number', () => {
    expect(phoneNumbers('Av. Central, 1000 – SP / Brasil – CEP 13900-906')).toEqual([]);
    expect(phoneNumbers('C.P. 22114 Tijuana')).toEqual([]);
    expect(phoneNumbers('ABN: 58 600 000 506')).toEqual([]);
    expect(phoneNumbers('Postfach 10 20 30, Tel. +49 30 000 0000')).toEqual(['+49 30 000 0000']);
  });

  it('reads the labelled emergency line when section 1 numbers past 1.4 (an older national scheme)', () => {
    const ctx = contextFor([
      '1. IDENTIFICAÇÃO',
      '1.1. Nome do Produto: Sabão Exemplo',
      '1.4. Responsável pela Produção e Comercialização:',
      'EXEMPLO QUÍMICA LTDA.',
      'Rua Um, 100 – Centro – SP / Brasil – 13900-906',
      '1.5. Telefone de emergência:',
      'Tel.: +55 19 0000-8000',
      '2. IDENTIFICAÇÃO DE PERIGOS',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBe('+55 19 0000-8000');
  });

  it('reads the number beside the first line of a label wrapped in its column, with less confidence', () => {
    const ctx = contextFor([
      'Sección 1. Identificación',
      'Proveedor                     Lubricantes Ejemplo Inc.',
      'Telephone: 1-877-000-0000',
      'INFORMACION SOBRE             1 (800) 000-8735',
      'EMERGENCIAS',
      'SANITARIAS:                   Outside the US: +1 703-000-3887',
      'Sección 2. Identificación de los peligros',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBe('1 (800) 000-8735');
    expect(ctx.evidence['product_identification.emergency_phone']?.confidence).toBe(0.6);
  });

  it('does not take a labelled enquiry number above an emergency label as its value', () => {
    const ctx = contextFor([
      'Section 1. Identification',
      'Telephone                     1-877-000-0000',
      'Emergency',
      'Number:                       +1 703-000-3887',
      'Section 2. Hazards identification',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBe('+1 703-000-3887');
  });
});

describe('emergency numbers that OCR moved above their label', () => {
  it('takes a bare number on the line above a label left empty, and keeps the carrier placeholder', () => {
    const ctx = contextFor([
      '1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA',
      '(0XX11) 0000 7000',
      'Telefone da Empresa:',
      '(0XX11) 0000 7001',
      'Telefone de Emergência:',
      'Fax:                             (0XX11) 00007162',
      'E-mail :                         she@example.com',
      '2. COMPOSIÇÃO',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBe('(0XX11) 0000 7001');
    expect(ctx.evidence['product_identification.emergency_phone']?.confidence).toBe(0.6);
  });

  it('leaves a line above that carries words alone', () => {
    const ctx = contextFor([
      '1. Identification',
      'Sales office 0000 7000',
      'Emergency telephone:',
      'Fax: 0000 7162',
      '2. Hazards identification',
    ]);
    expect(extractIdentification(ctx).emergency_phone).toBeNull();
  });
});
