import type { ExtractionContext } from '../context.js';
import type { LayoutA, Quantity } from '../schema/index.js';
import { collapseSpaces, fold, type SourceLine } from '../text.js';
import { findLabelled } from './labels.js';

type Properties = LayoutA['physical_chemical_properties'];

const FLASH_POINT = [
  'flash point',
  'flashpoint',
  'flammpunkt',
  "point d'eclair",
  'point eclair',
  'punto de inflamacion',
  'ponto de inflamacao',
  'ponto de fulgor',
  'punto di infiammabilita',
  'vlampunt',
  'temperatura zaplonu',
  'bod vzplanuti',
  'bod vzplanutia',
  'lobbanaspont',
  'flammepunkt',
  'leimahduspiste',
  'parlama noktasi',
  '引火点',
  'نقطة الوميض',
];
const BOILING_POINT = [
  'boiling point',
  'initial boiling point',
  'siedepunkt',
  'siedebeginn',
  "point d'ebullition",
  'punto de ebullicion',
  'ponto de ebulicao',
  'punto di ebollizione',
  'kookpunt',
  'temperatura wrzenia',
  'bod varu',
  'forraspont',
  'kogepunkt',
  'kiehumispiste',
  'kaynama noktasi',
];
const MELTING_POINT = [
  'melting point',
  'schmelzpunkt',
  'point de fusion',
  'punto de fusion',
  'ponto de fusao',
  'punto di fusione',
  'smeltpunt',
  'temperatura topnienia',
  'bod tani',
  'bod topenia',
  'olvadaspont',
  'smeltepunkt',
  'sulamispiste',
  'erime noktasi',
];
const STATE = [
  'physical state',
  'form',
  'aggregatzustand',
  'etat physique',
  'estado fisico',
  'stato fisico',
  'fysische toestand',
  'stan skupienia',
  'skupenstvi',
  'skupenstvo',
  'halmazallapot',
  'tilstandsform',
  'olomuoto',
  'fiziksel hal',
];
const COLOR = [
  'colour',
  'color',
  'farbe',
  'couleur',
  'cor',
  'colore',
  'kleur',
  'barwa',
  'kolor',
  'barva',
  'farba',
  'szin',
  'farve',
  'vari',
  'renk',
];
const ODOR = [
  'odour',
  'odor',
  'geruch',
  'odeur',
  'olor',
  'odore',
  'geur',
  'zapach',
  'zapach',
  'zapach',
  'pach',
  'zapach',
  'szag',
  'lugt',
  'haju',
  'koku',
];
const PH = ['ph'];
const DENSITY = [
  'relative density',
  'density',
  'specific gravity',
  'dichte',
  'densite',
  'densidad',
  'densidade',
  'densita',
  'dichtheid',
  'gestosc',
  'hustota',
  'suruseg',
  'massefylde',
  'densitet',
  'tiheys',
  'yogunluk',
];
const VAPOR_PRESSURE = [
  'vapour pressure',
  'vapor pressure',
  'dampfdruck',
  'pression de vapeur',
  'presion de vapor',
  'pressao de vapor',
  'tensione di vapore',
  'pressione di vapore',
  'dampspanning',
  'preznosc par',
  'cisnienie pary',
  'tlak par',
  'goznyomas',
  'damptryk',
  'hoyrynpaine',
  'buhar basinci',
];

const TEMPERATURE =
  /(?:(>=|<=|≥|≤|>|<|above|below|über|uber|ca\.?|approx\.?)\s*)?(-?\s?\d+(?:[.,]\d+)?)\s*(?:°|º|˚|deg\.?|degrees?)?\s*([CF])(?:ahrenheit|elsius|entigrade)?(?![a-z])/i;
const NUMBER_UNIT = /(-?\d+(?:[.,]\d+)?)\s*([a-zA-Zµ°%][\w/%°³µ]*)?/;

function toNumber(text: string): number {
  return Number(text.replace(/\s/g, '').replace(',', '.'));
}

export interface Temperature {
  celsius: number | null;
  bounded: boolean;
}

/** A printed temperature in degC (degF converted); bounds such as `> 93 °C` are not a value. */
export function parseTemperature(text: string): Temperature | undefined {
  const matches = [...text.matchAll(new RegExp(TEMPERATURE, 'gi'))];
  const match = matches.find((m) => m[3]?.toUpperCase() === 'C') ?? matches[0];
  if (!match) return undefined;
  const value = toNumber(match[2] ?? '');
  const celsius = match[3]?.toUpperCase() === 'F' ? ((value - 32) * 5) / 9 : value;
  const bounded = Boolean(match[1]) && !/^(ca|approx)/i.test(match[1] ?? '');
  return { celsius: bounded ? null : Math.round(celsius * 10) / 10, bounded };
}

/** A bare number under a label that carries the unit ("Flash Point (°C):   -12"). */
function withLabelUnit(value: string, line: string): Temperature | undefined {
  const unit = /[([]\s*°\s*([CF])\s*[)\]]/i.exec(line)?.[1];
  const number = /^(-?\s?\d+(?:[.,]\d+)?)$/.exec(value.trim())?.[1];
  return unit && number ? parseTemperature(`${number} °${unit}`) : undefined;
}

function temperatureField(
  ctx: ExtractionContext,
  lines: SourceLine[],
  labels: string[],
  path: string,
): { celsius: number | null; text: string | null } {
  const found = findLabelled(
    lines,
    labels,
    (value) =>
      parseTemperature(value) !== undefined ||
      /^-?\s?\d+(?:[.,]\d+)?$/.test(value.trim()) ||
      /not|no data|n\/a|keine|non|nicht/i.test(value),
  );
  if (!found) return { celsius: null, text: null };
  const temperature = parseTemperature(found.value) ?? withLabelUnit(found.value, found.line.text);
  if (temperature?.celsius !== undefined && temperature.celsius !== null) ctx.note(path, found.line, 0.9);
  return { celsius: temperature?.celsius ?? null, text: collapseSpaces(found.value).slice(0, 120) };
}

function textField(
  ctx: ExtractionContext,
  lines: SourceLine[],
  labels: string[],
  path: string,
): string | null {
  const found = findLabelled(lines, labels, (value) => /\p{L}/u.test(value) && value.length < 80);
  if (!found) return null;
  ctx.note(path, found.line, 0.7);
  return collapseSpaces(found.value);
}

function quantityField(
  ctx: ExtractionContext,
  lines: SourceLine[],
  labels: string[],
  path: string,
): Quantity {
  const found = findLabelled(
    lines,
    labels,
    (value) => /\d/.test(value) || /not|no data|n\/a/i.test(fold(value)),
  );
  if (!found) return { value: null, unit: null, text: null };
  const match = NUMBER_UNIT.exec(found.value);
  const value = match?.[1] !== undefined ? toNumber(match[1]) : null;
  if (value !== null) ctx.note(path, found.line, 0.75);
  return { value, unit: match?.[2]?.trim() ?? null, text: collapseSpaces(found.value).slice(0, 120) };
}

export function extractProperties(ctx: ExtractionContext): Properties {
  const lines = ctx.section(9);
  const path = 'physical_chemical_properties';
  const flash = temperatureField(
    ctx,
    lines.length ? lines : ctx.doc.lines,
    FLASH_POINT,
    `${path}.flash_point_c`,
  );
  const boiling = temperatureField(ctx, lines, BOILING_POINT, `${path}.boiling_point_c`);
  const melting = temperatureField(ctx, lines, MELTING_POINT, `${path}.melting_point_c`);
  return {
    physical_state: textField(ctx, lines, STATE, `${path}.physical_state`),
    color: textField(ctx, lines, COLOR, `${path}.color`),
    odor: textField(ctx, lines, ODOR, `${path}.odor`),
    ph: quantityField(ctx, lines, PH, `${path}.ph`),
    flash_point_c: flash.celsius,
    flash_point_text: flash.text,
    boiling_point_c: boiling.celsius,
    boiling_point_text: boiling.text,
    melting_point_c: melting.celsius,
    melting_point_text: melting.text,
    density: quantityField(ctx, lines, DENSITY, `${path}.density`),
    vapor_pressure: quantityField(ctx, lines, VAPOR_PRESSURE, `${path}.vapor_pressure`),
  };
}
