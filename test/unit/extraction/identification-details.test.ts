import { extractIdentification } from '../../../src/extraction/fields/identification.js';
import { contextFor } from './text-document.js';

describe('section 1 details', () => {
  it('reads product code, recommended use, uses advised against and the address under the supplier', () => {
    const ctx = contextFor([
      'SECTION 1: Identification',
      '1.1 Product identifier',
      '  Product name                 Glanzol RX 12',
      '  Product code                 401999-XY02',
      '1.2 Relevant identified uses of the substance or mixture and uses advised against',
      '  Identified uses              Hydraulic fluid',
      '  Uses advised against         Consumer use',
      '1.3 Details of the supplier of the safety data sheet',
      '  Supplier                     Castor Lubes Ltd',
      '12 Harbour Road',
      'Portsmouth PO1 2AB',
      '  Telephone                    +44 23 9200 0000',
      'SECTION 2: Hazards identification',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      product_code: '401999-XY02',
      recommended_use: 'Hydraulic fluid',
      restrictions_on_use: 'Consumer use',
      supplier_name: 'Castor Lubes Ltd',
      supplier_address: '12 Harbour Road, Portsmouth PO1 2AB',
    });
    expect(ctx.evidence['product_identification.supplier_address']?.page).toBe(1);
  });

  it('does not take the rest of a heading as the recommended use, nor a column title as the code', () => {
    const ctx = contextFor([
      '1. IDENTIFICATION',
      'Synonyms                                               Product Code        Bar Code',
      'Recommended use of the chemical and restrictions on use',
      'Uso recomendado',
      'Recommended use*: Wood adhesive; for professional use only',
      'Address:      41 Quay Street',
      'Telephone:    +61 2 0000 0000',
      '2. HAZARDS IDENTIFICATION',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      product_code: null,
      recommended_use: 'Wood adhesive; for professional use only',
      supplier_address: '41 Quay Street',
    });
  });
  it('reads a code after its label in a first-page header row, less sure than one in section 1', () => {
    const ctx = contextFor([
      '  Productnaam Glanzol RX 12                       Productcode QX4410             Pagina: 1/9',
      'RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming',
      '1.1 Productidentificatie',
      '  Productnaam                   Glanzol RX 12',
      '  Product form                  Liquid',
      'RUBRIEK 2: Identificatie van de gevaren',
    ]);
    expect(extractIdentification(ctx).product_code).toBe('QX4410');
    expect(ctx.evidence['product_identification.product_code']?.confidence).toBeLessThan(0.7);
  });
});

describe('supplier labels as lists and numbered lines', () => {
  it('reads "Manufacturer, importer, supplier" wrapped over two lines', () => {
    const ctx = contextFor([
      'SECTION 1. PRODUCT AND COMPANY IDENTIFICATION',
      '    Manufacturer, importer,   :  Bright Homes & Co., Inc.',
      '    supplier                     15 Lake Street',
      'Springfield WI 53000-1111',
      'SECTION 2. HAZARDS IDENTIFICATION',
    ]);
    expect(extractIdentification(ctx).supplier_name).toBe('Bright Homes & Co., Inc.');
  });

  it('does not take the next numbered subsection below a "COMPANY/UNDERTAKING" heading as the company', () => {
    const ctx = contextFor([
      'SECTION 1. IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE',
      'COMPANY/UNDERTAKING',
      '1.1. Product identification',
      'Product Description:              D-Sorbitol',
      '1.3. Details of the supplier of the safety data sheet',
      'Company                           Orion Organics BVBA',
      'SECTION 2. HAZARDS IDENTIFICATION',
    ]);
    expect(extractIdentification(ctx).supplier_name).toBe('Orion Organics BVBA');
  });

  it('does not read a German heading sentence after a comma as the company', () => {
    const ctx = contextFor([
      '1.     Bezeichnung des Stoffes bzw. des Gemischs und des Unternehmens',
      '1.3    Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt',
      '       Firma                        Labor Service GmbH * 53123 Bonn * Deutschland *',
      '2.     Mögliche Gefahren',
    ]);
    expect(extractIdentification(ctx).supplier_name).toBe('Labor Service GmbH');
  });
});

describe('more supplier labels', () => {
  it.each([
    ['Supplier Name    CORAL CLEANING PTY LTD', 'CORAL CLEANING PTY LTD'],
    [
      '  Registered company name     Bayside Inc.                         Association / Organisation',
      'Bayside Inc.',
    ],
  ])('reads "%s"', (line, expected) => {
    expect(
      extractIdentification(contextFor(['1. IDENTIFICATION', line, '2. HAZARDS IDENTIFICATION']))
        .supplier_name,
    ).toBe(expected);
  });

  it('reads the Brazilian "Responsável pela produção" label with the company below', () => {
    const ctx = contextFor([
      '1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA',
      '1.4. Responsável pela Produção e Comercialização:',
      'QUÍMICA SERRA LTDA.',
      '2. IDENTIFICAÇÃO DE PERIGOS',
    ]);
    expect(extractIdentification(ctx).supplier_name).toBe('QUÍMICA SERRA LTDA.');
  });
});

describe('supplier block with a sub-heading', () => {
  it('passes over "Identification de la société" to the company, never a footer with a date', () => {
    const ctx = contextFor([
      'RUBRIQUE 1: Identification de la substance/du mélange et de la société/l’entreprise',
      '1.3. Renseignements concernant le fournisseur de la fiche de données de sécurité',
      'Identification de la société',
      'Gaz Industriels du Nord',
      '152 Av. Centrale',
      'RUBRIQUE 2: Identification des dangers',
    ]);
    expect(extractIdentification(ctx).supplier_name).toBe('Gaz Industriels du Nord');
    const footer = contextFor([
      'ABSCHNITT 1: Bezeichnung',
      '1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt',
      'Ausgabedatum 4/19/2024 Version : 2.01 1/16',
      'ABSCHNITT 2: Mögliche Gefahren',
    ]);
    expect(extractIdentification(footer).supplier_name).toBeNull();
  });
});
