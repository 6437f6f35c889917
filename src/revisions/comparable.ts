/**
 * Values as a reader compares them, not as they were printed: spacing, case and compatibility forms
 * of text, spaces inside codes ("UN 1090" is "UN1090"), the digits of a phone number.
 */

/** Text with its spacing and case folded; empty text is no value. */
export function comparableText(value: string | null): string | null {
  if (value === null) return null;
  const folded = value.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('en');
  return folded === '' ? null : folded;
}

/** A code (UN number, statement, class, UFI) without spaces, upper case. */
export function comparableCode(value: string | null): string | null {
  if (value === null) return null;
  const folded = value.normalize('NFKC').replace(/\s+/gu, '').toUpperCase();
  return folded === '' ? null : folded;
}

/** A phone number's digits and its leading plus. */
export function comparablePhone(value: string | null): string | null {
  if (value === null) return null;
  const digits = value.normalize('NFKC').replace(/[^\d+]/gu, '');
  return digits === '' ? null : digits;
}

/** Letters and digits only, lower case: what identifies a name apart from its punctuation. */
export function lettersAndDigits(value: string | null): string {
  return (value ?? '')
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
