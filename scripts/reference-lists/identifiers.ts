/** CAS and EC numbers and dates as the publishers print them, in the lists' compact form. */

/** Every CAS number in a cell (several where a cell lists a group's members). */
export const casNumbersIn = (cell: string): string[] => [
  ...new Set(cell.match(/(?<![\d-])\d{2,7}-\d{2}-\d(?![\d-])/g) ?? []),
];

/** Every EC number in a cell. */
export const ecNumbersIn = (cell: string): string[] => [
  ...new Set(cell.match(/(?<![\d-])\d{3}-\d{3}-\d(?![\d-])/g) ?? []),
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date printed `23-Jan-2024` (ECHA) or `1-Jan-90` (OEHHA; two-digit years from 80 are 19xx, the
 * Proposition 65 list began in 1987) as ISO 8601; null for an empty cell.
 */
export function isoDateOf(printed: string): string | null {
  const text = printed.trim();
  if (text === '' || text === '-') return null;
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{2}|\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1 : 0;
  if (!match || month === 0) throw new Error(`unreadable date "${printed}"`);
  const year = Number(match[3]);
  const fullYear = (match[3] ?? '').length === 4 ? year : year >= 80 ? 1900 + year : 2000 + year;
  return `${fullYear}-${String(month).padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
}
