import { positionedCells } from '../text.js';

/** The units exposure limits are printed in: ppm (and ml/m³), mg/m³, fibres per cm³. */
export const LIMIT_UNIT = String.raw`ppm|ml\s?\/\s?m(?:3|³)|mg\s?\/\s?m(?:3|³|\^3)|f\/cc|f\/cm(?:3|³)|fib(?:re|er)s?\s?\/\s?(?:cc|cm(?:3|³)|ml)`;
const UNIT_CELL = new RegExp(String.raw`^\(?(?:${LIMIT_UNIT})\)?$`, 'iu');
/** A cell that is a number and nothing else ("500", "9,5"). */
const NUMBER_CELL = /^\d+(?:[.,]\d+)?$/;
/** "1.900" may be 1900 with a thousands separator or 1.9: not guessed. */
const AMBIGUOUS_GROUPING = /^[1-9]\d{0,2}[.,]\d{3}$/;
/** How far (in characters) a number may stand beside the unit cell it is read under. */
const COLUMN_SLACK = 3;

/** `ppm` (ml/m³ is the same), `mg/m3` or `f/cm3`. */
export function normalUnit(printed: string): string {
  const unit = printed
    .toLowerCase()
    .replace(/[\s()]+/g, '')
    .replace('³', '3')
    .replace('^3', '3');
  if (unit === 'ppm' || unit.startsWith('ml/')) return 'ppm';
  if (unit.startsWith('mg/')) return 'mg/m3';
  return 'f/cm3';
}

/** A number printed as a limit value, or NaN when its separator leaves it in doubt. */
export function limitNumber(printed: string): number {
  return AMBIGUOUS_GROUPING.test(printed) ? NaN : Number(printed.replace(',', '.'));
}

/** A header cell that prints a unit alone ("ppm   mg/m³"): the numbers of the rows below are in it. */
export interface UnitColumn {
  start: number;
  end: number;
  unit: string;
}

/** The unit columns of a header row; none unless every cell that is not text is a unit. */
export function unitColumnsOf(text: string): UnitColumn[] {
  const columns = positionedCells(text).filter((cell) => UNIT_CELL.test(cell.text));
  return columns.map((cell) => ({
    start: cell.start,
    end: cell.start + cell.text.length,
    unit: normalUnit(cell.text),
  }));
}

export interface BareValue {
  at: number;
  value: number;
  column: UnitColumn;
}

/** The number cells of a row that stand under a unit column, with that column's unit. */
export function bareValuesUnder(text: string, columns: readonly UnitColumn[]): BareValue[] {
  if (columns.length === 0) return [];
  return positionedCells(text).flatMap((cell) => {
    if (!NUMBER_CELL.test(cell.text)) return [];
    const end = cell.start + cell.text.length;
    const gap = (column: UnitColumn) =>
      Math.max(0, Math.max(column.start, cell.start) - Math.min(column.end, end));
    const [nearest] = [...columns].sort((a, b) => gap(a) - gap(b));
    const value = limitNumber(cell.text);
    if (!nearest || gap(nearest) > COLUMN_SLACK || !Number.isFinite(value)) return [];
    return [{ at: cell.start, value, column: nearest }];
  });
}
