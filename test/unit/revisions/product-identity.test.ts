import { productKeyOf, supplierKeyOf } from '../../../src/revisions/product-identity.js';

it('names a supplier apart from its legal form, punctuation and case', () => {
  expect(supplierKeyOf('Northbridge Chemicals Ltd.')).toBe(supplierKeyOf('NORTHBRIDGE CHEMICALS LIMITED'));
  expect(supplierKeyOf('Acme GmbH & Co. KG')).toBe(supplierKeyOf('ACME'));
  expect(supplierKeyOf('株式会社アクメ')).toBe(supplierKeyOf('アクメ'));
  expect(supplierKeyOf('Acme GmbH')).not.toBe(supplierKeyOf('Acme Chemicals GmbH'));
});

it('falls back to the e-mail domain when no supplier name was read', () => {
  expect(supplierKeyOf(null, 'sds@northbridge-chem.example')).toBe('northbridge-chem.example');
  expect(supplierKeyOf(null, null)).toBe('');
});

it('identifies a product by its code when one is printed, otherwise by its name', () => {
  expect(productKeyOf('SD-200-25L', 'Solvex Degreasing Solvent')).toBe(
    productKeyOf('sd 200 25l', 'Solvex SD'),
  );
  expect(productKeyOf(null, 'Solvex  Degreasing-Solvent')).toBe(
    productKeyOf(null, 'SOLVEX DEGREASING SOLVENT'),
  );
  expect(productKeyOf(null, null)).toBeUndefined();
});
