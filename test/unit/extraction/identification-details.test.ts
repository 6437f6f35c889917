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
});
