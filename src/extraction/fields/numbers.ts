import { fold } from '../text.js';

/**
 * Numbers as SDSs print them: decimal commas, thousands separators, ranges (`165 - 170`, `≥10 - <25`,
 * `65~68`, `10 bis 20`), bounds (`< 1`, `max. 0.5`, `above 300`) and approximations (`ca. 1.03`).
 * Range words are those the EU languages use between two numbers ("10 to 20", "10 bis 20", "10 à 20",
 * "10 a 20", "10 tot 20", "10 til 20", "10 do 20", "10 až 20", "10 ila 20").
 */

/** A printed number or range; an open side is `null` (`< 1` → min null, max 1). */
export interface NumericValue {
  min: number | null;
  max: number | null;
  /** Only one side is stated (`< 1`, `> 300 °C`, `max. 0.5`). */
  bound: boolean;
  /** The folded text after the number(s), where the unit stands. */
  after: string;
  /** Position of the value in the folded text. */
  index: number;
}

const UPPER = String.raw`<=|=<|≤|≦|⩽|<|max(?:imum|imal|\.)?|maks(?:imum|ymalnie|\.)?|up to|bis zu|hochstens|jusqu'?a|hasta|fino a|below|under|unter|less than|inferieur a|menor que|menos de|meno di|kleiner als|minder dan|ponizej|mene nez|alatt|enintaan|altinda`;
const LOWER = String.raw`>=|=>|≥|≧|⩾|>|min(?:imum|imal|\.)?|at least|mindestens|above|over|uber|greater than|more than|superieur a|plus de|mayor que|mas de|piu di|groter dan|hoger dan|powyzej|vice nez|felett|yli|ustunde`;
const APPROXIMATE = String.raw`ca\.?|approx(?:imately|\.)?|about|circa|env\.?|environ|aprox(?:imadamente|\.)?|cerca de|ongeveer|ok\.?|ungefahr|~|～|〜`;
const OPERATOR = `${UPPER}|${LOWER}|${APPROXIMATE}`;
/** The dashes and words between the two ends of a range (folded text): "10 - 20", "10 bis 20", "10 az 20". */
export const RANGE_WORD = String.raw`-|–|—|‒|−|~|～|〜|\.\.\.?|…|to|bis|a|ate|do|az|tot|til|till|ila`;
/** "between 10 and 20": a conjunction is a range word only after a "between" word. */
const BETWEEN = String.raw`between|zwischen|entre|tra|fra|tussen|mellem|mellan|miedzy|mezi|medzi|kozott|valilla`;
const AND = String.raw`and|und|et|y|e|en|i|og|och|a|es|ja|ve`;
const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
const SIGN = String.raw`(?:[-−–]\s?)?`;
/** A unit printed after the first number of a range as well as after the second (`165 °C - 170 °C`). */
const INNER_UNIT = String.raw`(?:\s*(?:[°º˚]\s*[cf]?|℃|℉|%|[cf](?![a-z])))?`;
/** Not inside a word or a code ("H225", "D-93"). */
const START = String.raw`(?:(?=[<>≤≥=])|(?<![\p{L}\d.,]))`;

const EXPRESSION = new RegExp(
  `${START}(?:` +
    String.raw`(?:${BETWEEN})\s+(?<b1sign>${SIGN})(?<b1>${NUMBER})${INNER_UNIT}\s*(?:${AND})\s+(?<b2sign>${SIGN})(?<b2>${NUMBER})` +
    '|' +
    String.raw`(?:(?<op1>${OPERATOR})\.?\s*)?(?<sign1>${SIGN})(?<n1>${NUMBER})${INNER_UNIT}` +
    String.raw`(?:\s*(?:${RANGE_WORD})(?![a-z])\s*(?:(?<op2>${UPPER}|${LOWER})\s*)?(?<sign2>${SIGN})(?<n2>${NUMBER}))?` +
    ')(?![\\d.,]*\\d)',
  'gdu',
);
const IS_UPPER = new RegExp(String.raw`^(?:${UPPER})$`);
const IS_LOWER = new RegExp(String.raw`^(?:${LOWER})$`);

/**
 * A printed decimal: `0,79` and `0.79` are the same; with both separators the last one is the decimal
 * mark (`1,044.11`, `1.044,11`); a repeated separator groups thousands (`1,000,000`).
 */
export function parseDecimal(text: string): number {
  const compact = text.replace(/\s/g, '');
  const separators = compact.match(/[.,]/g) ?? [];
  if (new Set(separators).size > 1) {
    const decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    return Number(compact.replace(decimal === '.' ? /,/g : /\./g, '').replace(',', '.'));
  }
  return Number(separators.length > 1 ? compact.replace(/[.,]/g, '') : compact.replace(',', '.'));
}

/**
 * A dose or amount where a separator before exactly three digits groups thousands ("5.800 mg/kg",
 * "4,150 mg/kg", "10 470"): toxicological values are not printed to three decimals above 1.
 */
export function parseGroupedNumber(text: string): number {
  const compact = text.replace(/\s/g, '');
  return /^[1-9]\d{0,2}(?:[.,]\d{3})+$/.test(compact)
    ? Number(compact.replace(/[.,]/g, ''))
    : parseDecimal(compact);
}

function signed(sign: string | undefined, digits: string): number {
  const value = parseDecimal(digits);
  return sign && sign.trim() ? -value : value;
}

/**
 * Degree signs printed as a superscript o or zero, or a letter o ("100ᵒC", "-218⁰ C", "167oC"), and
 * Celsius written with the Cyrillic letter С ("-18 °С" in Russian and Ukrainian sheets).
 */
export function normaliseDegrees(text: string): string {
  return text
    .replace(/(\d\s?)(?:[ᵒ⁰º˚]|o)\s?([CFcf])(?![A-Za-z])/g, '$1°$2')
    .replace(/°\s?[Сс](?![\p{L}])/gu, '°C');
}

/** Every number, range and bound printed in a text, in reading order. */
export function numericValues(text: string): NumericValue[] {
  const folded = fold(normaliseDegrees(text));
  const values = [...folded.matchAll(EXPRESSION)].map((match): NumericValue & { end: number } => {
    const groups = match.groups ?? {};
    const index = match.index;
    // The unit is read after the last number, including a unit the expression itself consumed.
    const lastNumber = ['b2', 'n2', 'b1', 'n1'].map((name) => match.indices?.groups?.[name]).find(Boolean);
    const end = lastNumber?.[1] ?? index + match[0].length;
    const after = folded.slice(end, end + 40).trimStart();
    const firstDigits = groups.b1 ?? groups.n1 ?? '';
    const secondDigits = groups.b2 ?? groups.n2;
    const first = signed(groups.b1sign ?? groups.sign1, firstDigits);
    if (secondDigits === undefined) return { ...single(first, groups.op1 ?? '', after, index), end };
    const second = signed(groups.b2sign ?? groups.sign2, secondDigits);
    return { min: Math.min(first, second), max: Math.max(first, second), bound: false, after, index, end };
  });
  return joinBounds(values, folded);
}

/** A lower bound followed by an upper one is a range: ">=0.1 <0.5 %", "> 5 % < 10 %". */
function joinBounds(values: Array<NumericValue & { end: number }>, folded: string): NumericValue[] {
  const joined: NumericValue[] = [];
  for (let i = 0; i < values.length; i++) {
    const { end, ...value } = values[i]!;
    const next = values[i + 1];
    const between = next ? folded.slice(end, next.index) : '';
    if (next && value.max === null && next.min === null && /^\s*%?\s*(?:,|and|und|et)?\s*$/.test(between)) {
      joined.push({ min: value.min, max: next.max, bound: false, after: next.after, index: value.index });
      i++;
    } else {
      joined.push(value);
    }
  }
  return joined;
}

function single(value: number, op: string, after: string, index: number): NumericValue {
  const upper = IS_UPPER.test(op);
  const lower = IS_LOWER.test(op);
  return { min: upper ? null : value, max: lower ? null : value, bound: upper || lower, after, index };
}
