import type { LayoutA } from '../../schema/index.js';

/**
 * eSDScom requires an ISO 3166 country for the regulations the data follow and for the supplier, and
 * has no "unknown" code. The record names no country, so it is inferred, in this order:
 * 1. the international prefix of the supplier's phone number (ITU-T E.164 country calling codes);
 * 2. a North American number without prefix (`1-800-…`, `(555) 555-5555`) or an OSHA MSDS: US;
 * 3. the country where the document's language is the national language (English: GB).
 */

/** ITU-T E.164 country calling codes (the countries whose suppliers write SDSs most often). */
const CALLING_CODES: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '20': 'EG',
  '27': 'ZA',
  '30': 'GR',
  '31': 'NL',
  '32': 'BE',
  '33': 'FR',
  '34': 'ES',
  '36': 'HU',
  '39': 'IT',
  '40': 'RO',
  '41': 'CH',
  '43': 'AT',
  '44': 'GB',
  '45': 'DK',
  '46': 'SE',
  '47': 'NO',
  '48': 'PL',
  '49': 'DE',
  '51': 'PE',
  '52': 'MX',
  '54': 'AR',
  '55': 'BR',
  '56': 'CL',
  '57': 'CO',
  '60': 'MY',
  '61': 'AU',
  '62': 'ID',
  '63': 'PH',
  '64': 'NZ',
  '65': 'SG',
  '66': 'TH',
  '81': 'JP',
  '82': 'KR',
  '84': 'VN',
  '86': 'CN',
  '90': 'TR',
  '91': 'IN',
  '212': 'MA',
  '351': 'PT',
  '352': 'LU',
  '353': 'IE',
  '354': 'IS',
  '356': 'MT',
  '357': 'CY',
  '358': 'FI',
  '359': 'BG',
  '370': 'LT',
  '371': 'LV',
  '372': 'EE',
  '380': 'UA',
  '381': 'RS',
  '385': 'HR',
  '386': 'SI',
  '420': 'CZ',
  '421': 'SK',
  '423': 'LI',
  '852': 'HK',
  '886': 'TW',
  '966': 'SA',
  '971': 'AE',
  '972': 'IL',
};

/** ISO 639-1 language → the country where it is the (main) national language. */
const LANGUAGE_COUNTRIES: Readonly<Record<string, string>> = {
  en: 'GB',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  pt: 'PT',
  it: 'IT',
  nl: 'NL',
  pl: 'PL',
  cs: 'CZ',
  sk: 'SK',
  hu: 'HU',
  da: 'DK',
  fi: 'FI',
  sv: 'SE',
  no: 'NO',
  el: 'GR',
  ro: 'RO',
  bg: 'BG',
  hr: 'HR',
  sl: 'SI',
  et: 'EE',
  lv: 'LV',
  lt: 'LT',
  tr: 'TR',
  ja: 'JP',
  zh: 'CN',
  ko: 'KR',
  ar: 'SA',
  ru: 'RU',
};

const NORTH_AMERICAN = /^(?:1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

function fromCallingCode(phone: string): string | undefined {
  const digits = /^\s*(?:\+|00)\s*(\d[\d\s().-]{5,})/.exec(phone)?.[1]?.replace(/\D/g, '');
  if (!digits) return undefined;
  for (const length of [3, 2, 1]) {
    const country = CALLING_CODES[digits.slice(0, length)];
    if (country) return country;
  }
  return undefined;
}

export function inferCountry(record: LayoutA): string {
  const phone = record.product_identification.supplier_phone ?? '';
  const byPrefix = fromCallingCode(phone);
  if (byPrefix) return byPrefix;
  if (NORTH_AMERICAN.test(phone.trim()) || record.document.format === 'osha_msds') return 'US';
  return LANGUAGE_COUNTRIES[record.document.language ?? 'en'] ?? 'GB';
}
