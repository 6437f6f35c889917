import type { ExtractionContext } from '../context.js';
import { fieldLabels, PHYSICAL_STATE_LABELS, valuePhrases } from '../languages/index.js';
import type { LayoutA, Quantity } from '../schema/index.js';
import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
import { colourField } from './colour.js';
import { statesNothing } from './states-nothing.js';
import { extractDensity } from './density.js';
import { withInlineLabelsApart } from './inline-labels.js';
import { findLabelled } from './labels.js';
import { numericValues } from './numbers.js';
import { physicalStateOf, type PhysicalState } from './physical-state.js';
import { propertyRows } from './property-rows.js';

type Properties = LayoutA['physical_chemical_properties'];

/**
 * The labels of the section 9 rows (the language modules' `fieldLabels` and `physicalState.labels`,
 * folded, English first). A row takes the first label its cell starts with: where one label begins
 * another ("stato fisico", "stato") the modules list the longer first.
 */
const FLASH_POINT = fieldLabels('flashPoint');
const BOILING_POINT = fieldLabels('boilingPoint');
const MELTING_POINT = fieldLabels('meltingPoint');
/** Labels of the state itself, then of the form, then of the appearance: the first that names a state wins. */
const STATE_LABELS = [PHYSICAL_STATE_LABELS, fieldLabels('physicalForm'), fieldLabels('appearance')];
const ODOR = fieldLabels('odour');
/**
 * "pH" (every language prints the symbol) first, as it was: it is the label of "pH-Wert: 7" too, so the
 * languages' compounds after it only label what it does not start.
 */
const PH = ['ph', ...fieldLabels('ph')];
const VAPOR_PRESSURE = fieldLabels('vapourPressure');
/** Every row label of section 9, which a row printing several values side by side is split at. */
const ROW_LABELS = [
  ...FLASH_POINT,
  ...BOILING_POINT,
  ...MELTING_POINT,
  ...STATE_LABELS.flat(),
  ...fieldLabels('colour'),
  ...ODOR,
  ...PH,
  ...VAPOR_PRESSURE,
  ...fieldLabels('density'),
  ...fieldLabels('bulkDensity'),
];

/** A temperature unit right after a number: `°C`, `℃` (folded to `°c`), `deg F`, `Celsius`, a bare `C`. */
const TEMPERATURE_UNIT =
  /^(?:[°º˚]\s*([cf])|deg(?:rees?|\.)?\s*([cf])|(c)(?:elsius|entigrade)|(f)ahrenheit|([cf])(?![a-z]))/;
/**
 * "Decomposes" printed instead of (or with) a temperature: not a boiling or melting point (the
 * modules' `valuePhrases`, stems matched anywhere in the folded value).
 */
const DECOMPOSES = valuePhrases('decomposes');

export interface Temperature {
  /** °C, or the lower end of a range; null for a bound (`> 300 °C`). */
  celsius: number | null;
  /** The upper end of a printed range, °C. */
  upperCelsius: number | null;
  bounded: boolean;
}

const roundHundredth = (value: number) => Math.round(value * 100) / 100;
const toCelsius = (value: number, unit: string) =>
  roundHundredth(unit === 'f' ? ((value - 32) * 5) / 9 : value);

export function temperatureUnit(after: string): string | undefined {
  const match = TEMPERATURE_UNIT.exec(after);
  return match ? (match.slice(1).find(Boolean) ?? '').toLowerCase() : undefined;
}

/**
 * A printed temperature in °C (°F converted): a range gives its lower end (and the upper one apart), a
 * bound such as `> 93 °C` is not a value. With both scales printed, °C is read. `bareUnit` is the unit
 * of a first number printed without one (from the label, "Flash point (°C):").
 */
export function parseTemperature(text: string, bareUnit?: 'c' | 'f'): Temperature | undefined {
  const values = numericValues(text);
  const candidates = values
    .map((value, i) => ({
      value,
      unit:
        temperatureUnit(value.after) ?? (i === 0 && !/^[\p{L}%°/]/u.test(value.after) ? bareUnit : undefined),
    }))
    .filter((candidate) => candidate.unit !== undefined);
  const chosen = candidates.find((candidate) => candidate.unit === 'c') ?? candidates[0];
  if (!chosen?.unit) return undefined;
  const { min, max, bound } = chosen.value;
  if (bound) return { celsius: null, upperCelsius: null, bounded: true };
  return {
    celsius: min === null ? null : toCelsius(min, chosen.unit),
    upperCelsius: max === null || max === min ? null : toCelsius(max, chosen.unit),
    bounded: false,
  };
}

/** The unit printed in the label ("Flash Point (°C):", "沸点（℃）" folded to "(°c)"). */
function labelUnit(label: string): 'c' | 'f' | undefined {
  return /[([]\s*°\s*([cf])\s*[)\]]/.exec(label)?.[1] as 'c' | 'f' | undefined;
}

/**
 * The first row of the labels that states a temperature. A bound or "decomposes" ends the search
 * with no value; a row that states none ("no data") lets a later row speak. A bare number is read in
 * the label's unit, else in °C with less confidence.
 */
function temperatureField(
  ctx: ExtractionContext,
  lines: SourceLine[],
  labels: string[],
  path: string,
): { celsius: number | null; text: string | null } {
  let text: string | null = null;
  for (const row of propertyRows(lines, labels)) {
    const printed = row.value.slice(0, 120);
    text ??= printed || null;
    if (DECOMPOSES.some((stem) => fold(row.value).includes(stem))) return { celsius: null, text: printed };
    const stated = labelUnit(row.label);
    const temperature =
      parseTemperature(row.value, stated) ?? (stated ? undefined : parseTemperature(row.value, 'c'));
    if (!temperature) continue;
    if (temperature.celsius === null) return { celsius: null, text: printed };
    const unitPrinted = parseTemperature(row.value, stated) !== undefined;
    ctx.note(path, row.line, unitPrinted && !row.weak ? 0.9 : 0.6);
    return { celsius: temperature.celsius, text: printed };
  }
  return { celsius: null, text };
}

function textField(
  ctx: ExtractionContext,
  lines: SourceLine[],
  labels: string[],
  path: string,
): string | null {
  const found = findLabelled(lines, labels, (value) => /\p{L}/u.test(value) && value.length < 80);
  if (!found || statesNothing(found.value)) return null;
  ctx.note(path, found.line, 0.7);
  return collapseSpaces(found.value);
}

/**
 * The physical state: from the state label, else the form, else the appearance, whichever first names
 * a state. A measurement condition printed as the value ("at 20 °C / 101.3 kPa") is passed over for
 * the line below it.
 */
function physicalStateField(
  ctx: ExtractionContext,
  lines: SourceLine[],
): { state: PhysicalState | null; text: string | null } {
  const path = 'physical_chemical_properties.physical_state';
  for (const [rank, labels] of STATE_LABELS.entries()) {
    for (const row of propertyRows(lines, labels)) {
      const below = lines[lines.indexOf(row.line) + 1];
      const belowValue = below && cells(below.text).length === 1 ? collapseSpaces(below.text) : '';
      const value = [row.value, belowValue].find((text) => text.length < 120 && physicalStateOf(text));
      if (!value) continue;
      ctx.note(path, row.line, rank === 0 && !row.weak ? 0.9 : 0.75);
      return { state: physicalStateOf(value), text: value };
    }
  }
  return { state: null, text: textField(ctx, lines, STATE_LABELS.flat(), path) };
}

const EMPTY_QUANTITY: Quantity = { value: null, min: null, max: null, unit: null, text: null };

/** pH 0–14: a range keeps both ends, a bound (`< 2`) is no value. */
function phField(ctx: ExtractionContext, lines: SourceLine[]): Quantity {
  let text: string | null = null;
  for (const row of propertyRows(lines, PH)) {
    text ??= row.value.slice(0, 120) || null;
    // Concentrations, temperatures and amounts of the condition ("1 % solution", "at 20 °C") are not the pH.
    const ph = numericValues(row.value).find(
      (value) => !temperatureUnit(value.after) && !/^(?:%|g\s*\/|mg|ml|m?mol|wt|w\/)/.test(value.after),
    );
    if (!ph) continue;
    // A strong alkali may print an upper end above 14 ("13.5 to 14.5"); the lower end must be a pH.
    if (ph.bound || ph.min === null || ph.max === null || ph.min < 0 || ph.min > 14 || ph.max > 15) break;
    ctx.note('physical_chemical_properties.ph', row.line, row.weak ? 0.6 : 0.85);
    return { value: ph.min, min: ph.min, max: ph.max, unit: null, text: row.value.slice(0, 120) };
  }
  return { ...EMPTY_QUANTITY, text };
}

/** Pressure units as the SI and common usage spell them, by their lowercase form. */
const PRESSURE_UNITS = new Map(
  ['Pa', 'hPa', 'kPa', 'MPa', 'bar', 'mbar', 'mmHg', 'psi', 'atm', 'torr'].map((unit) => [
    unit.toLowerCase(),
    unit,
  ]),
);

/** The unit printed after a pressure, spelt as its standard ("hpa" and "HPA" are "hPa"). */
function pressureUnit(after: string): string | null {
  const printed = /^[a-zµμ][\w/]*/iu.exec(after)?.[0] ?? null;
  return printed === null ? null : (PRESSURE_UNITS.get(printed.toLowerCase()) ?? printed);
}

function vaporPressureField(ctx: ExtractionContext, lines: SourceLine[]): Quantity {
  let text: string | null = null;
  for (const row of propertyRows(lines, VAPOR_PRESSURE)) {
    text ??= row.value.slice(0, 120) || null;
    const pressure = numericValues(row.value).find((value) => !temperatureUnit(value.after));
    if (!pressure) continue;
    if (pressure.bound) break;
    ctx.note('physical_chemical_properties.vapor_pressure', row.line, 0.75);
    const unit = pressureUnit(pressure.after);
    return { value: pressure.min, min: pressure.min, max: pressure.max, unit, text: row.value.slice(0, 120) };
  }
  return { ...EMPTY_QUANTITY, text };
}

/** Evidence found outside section 9 is weaker: its confidence is capped. */
const OUTSIDE_SECTION_CONFIDENCE = 0.5;

function capConfidence(ctx: ExtractionContext, path: string, cap: number): void {
  for (const [key, evidence] of Object.entries(ctx.evidence)) {
    if (key.startsWith(`${path}.`)) evidence.confidence = Math.min(evidence.confidence, cap);
  }
}

/**
 * Older formats print the flash point with the fire data (OSHA Form 174, Section IV "Fire and
 * Explosion Hazard Data"; the fire-fighting section of the old 16-heading MSDS): without one among the
 * properties, it is read from section 5.
 */
function flashPointField(
  ctx: ExtractionContext,
  lines: SourceLine[],
  path: string,
): { celsius: number | null; text: string | null } {
  const flash = temperatureField(ctx, lines, FLASH_POINT, `${path}.flash_point_c`);
  const fire = ctx.section(5);
  if (flash.text !== null || fire.length === 0 || lines === fire) return flash;
  return temperatureField(ctx, fire, FLASH_POINT, `${path}.flash_point_c`);
}

export function extractProperties(ctx: ExtractionContext): Properties {
  const section = ctx.section(9);
  // Without a section 9 heading (garbled by OCR, or numbered otherwise) the rows are looked for in the
  // whole document, with less confidence.
  const lines = withInlineLabelsApart(section.length ? section : ctx.doc.lines, ROW_LABELS);
  const path = 'physical_chemical_properties';
  const properties = readProperties(ctx, lines, path);
  if (!section.length) capConfidence(ctx, path, OUTSIDE_SECTION_CONFIDENCE);
  return properties;
}

function readProperties(ctx: ExtractionContext, lines: SourceLine[], path: string): Properties {
  const flash = flashPointField(ctx, lines, path);
  const boiling = temperatureField(ctx, lines, BOILING_POINT, `${path}.boiling_point_c`);
  const melting = temperatureField(ctx, lines, MELTING_POINT, `${path}.melting_point_c`);
  const state = physicalStateField(ctx, lines);
  return {
    physical_state: state.state,
    physical_state_text: state.text,
    color: colourField(ctx, lines, `${path}.color`),
    odor: textField(ctx, lines, ODOR, `${path}.odor`),
    ph: phField(ctx, lines),
    flash_point_c: flash.celsius,
    flash_point_text: flash.text,
    boiling_point_c: boiling.celsius,
    boiling_point_text: boiling.text,
    melting_point_c: melting.celsius,
    melting_point_text: melting.text,
    density: extractDensity(ctx, lines),
    vapor_pressure: vaporPressureField(ctx, lines),
  };
}
