/** Dates as printed on SDSs, to ISO `YYYY-MM-DD`; month names come from the language modules. */
import { MONTH_NUMBERS } from '../languages/index.js';

export interface ParsedDate {
  iso: string;
  /** Day and month order could not be told apart (both <= 12) and was decided by convention. */
  ambiguous: boolean;
  index: number;
}

function iso(year: number, month: number, day: number): string | undefined {
  if (year < 100) year += year < 70 ? 2000 : 1900;
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1970 || year > 2100) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .toLowerCase();
}

/**
 * The first date in the text. `monthFirst` decides an ambiguous `a/b/yyyy` (US convention); when the
 * document states its date format (`stated`), that order holds for every separator and is not ambiguous.
 */
export function parseDate(text: string, monthFirst: boolean, stated = false): ParsedDate | undefined {
  const t = fold(text);
  const candidates: ParsedDate[] = [];
  const add = (index: number, value: string | undefined, ambiguous = false) => {
    if (value) candidates.push({ iso: value, ambiguous, index });
  };
  // "2026-01-09", "2026年1月9日", and "2026 1月 9" (year, month marked by 月, day).
  for (const m of t.matchAll(
    /(?<!\d)(\d{4})\s*(?:[-/.年]\s*(\d{1,2})\s*[-/.月]|年?\s*(\d{1,2})\s*月)\s*(\d{1,2})(?!\d)/g,
  )) {
    add(m.index, iso(Number(m[1]), Number(m[2] ?? m[3]), Number(m[4])));
  }
  for (const m of t.matchAll(/(?<![\d.])(\d{1,2})\s*([-/.])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})(?![\d])/g)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const year = Number(m[4]);
    if (a > 12 && b <= 12) add(m.index, iso(year, b, a));
    else if (b > 12 && a <= 12) add(m.index, iso(year, a, b));
    else if (a === b) add(m.index, iso(year, a, b));
    else if (stated) add(m.index, monthFirst ? iso(year, a, b) : iso(year, b, a));
    // Dotted dates (07.02.2022) are day first wherever they are printed; slashes and dashes are not.
    else add(m.index, monthFirst && m[2] === '/' ? iso(year, a, b) : iso(year, b, a), m[2] !== '.');
  }
  for (const m of t.matchAll(
    /(?<!\d)(\d{1,2})\.?[\s-]*(?:de\s+)?([a-z]{3,12})\.?(?:\s+de)?[\s-,]*(\d{4}|\d{2})(?!\d)/g,
  )) {
    const month = MONTH_NUMBERS.get(m[2] ?? '');
    if (month) add(m.index, iso(Number(m[3]), month, Number(m[1])));
  }
  for (const m of t.matchAll(/(?<![a-z])([a-z]{3,12})\.?\s+(\d{1,2}),?\s+(\d{4})(?!\d)/g)) {
    const month = MONTH_NUMBERS.get(m[1] ?? '');
    if (month) add(m.index, iso(Number(m[3]), month, Number(m[2])));
  }
  return candidates.sort((a, b) => a.index - b.index)[0];
}
