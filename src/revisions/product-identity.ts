/**
 * Which product a record describes, within one tenant: its supplier and its product code when one is
 * printed, otherwise its normalised product name. Two records with the same identity are documents of
 * the same product (revisions, language variants or re-sends of one another).
 */
import type { LayoutA } from '../extraction/schema/index.js';
import { lettersAndDigits } from './comparable.js';

export interface ProductIdentity {
  /** The supplier's name without legal form, punctuation or case (or its e-mail domain when no name was read). */
  supplierKey: string;
  /** `code:` and the product code, or `name:` and the product name, normalised the same way. */
  productKey: string;
  /** The product name normalised the same way (what the name filter matches). */
  nameKey: string;
  supplierName: string | null;
  productName: string | null;
  productCode: string | null;
}

/** Legal forms that a supplier's name carries in one document and drops in another. */
const LEGAL_FORMS = new Set(
  ['ltd', 'limited', 'plc', 'llc', 'inc', 'incorporated', 'corp', 'corporation', 'co', 'company']
    .concat([
      'gmbh',
      'mbh',
      'ag',
      'kg',
      'se',
      'sa',
      'sas',
      'sarl',
      'srl',
      'spa',
      'bv',
      'nv',
      'ab',
      'as',
      'oy',
    ])
    .concat(['kk', 'sp', 'zoo', 'sro', 'kft', 'pty']),
);
const LEGAL_FORMS_IN_CJK = /株式会社|有限会社|合同会社|\(株\)|（株）/gu;

export function supplierKeyOf(name: string | null, email: string | null = null): string {
  if (name !== null) {
    const words = name
      .normalize('NFKC')
      .replace(LEGAL_FORMS_IN_CJK, ' ')
      .toLocaleLowerCase('en')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== '' && !LEGAL_FORMS.has(word));
    if (words.length > 0) return words.join('');
  }
  return email?.split('@')[1]?.toLocaleLowerCase('en') ?? '';
}

/** The product key of a printed code or name; undefined when neither was read. */
export function productKeyOf(code: string | null, name: string | null): string | undefined {
  const normalisedCode = lettersAndDigits(code);
  if (normalisedCode !== '') return `code:${normalisedCode}`;
  const normalisedName = lettersAndDigits(name);
  return normalisedName === '' ? undefined : `name:${normalisedName}`;
}

/** The record's product identity, or undefined when it names no product (nothing to link it to). */
export function productIdentityOf(record: LayoutA): ProductIdentity | undefined {
  const identification = record.product_identification;
  const productKey = productKeyOf(identification.product_code, identification.product_name);
  if (productKey === undefined) return undefined;
  return {
    supplierKey: supplierKeyOf(identification.supplier_name, identification.supplier_email),
    productKey,
    nameKey: lettersAndDigits(identification.product_name),
    supplierName: identification.supplier_name,
    productName: identification.product_name,
    productCode: identification.product_code,
  };
}
