/**
 * The line of an address that names its town: a US or Canadian town with its state and ZIP or postal
 * code ("Tampa, FL 33602", "Guelph, Ontario N1C 0A1"), or a postcode before its town ("D-53123 Bonn").
 */
const TOWN_LINE =
  /^(?:[\p{L}.' -]+,\s*(?:\p{Lu}{2}|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)\s+(?:\d{5}(?:-\d{4})?|\p{Lu}\d\p{Lu}\s?\d\p{Lu}\d)|(?:\p{Lu}{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}-]+(?:\s[\p{L}-]+)?)$/u;

export const isTownLine = (text: string) => TOWN_LINE.test(text.trim());
