import type { ExtractionContext } from '../context.js';
import type { LayoutA } from '../schema/index.js';
import { cells, fold, type SourceLine } from '../text.js';
import { warning } from '../warnings.js';
import { findClassifications } from './classification.js';

type Composition = LayoutA['composition'];
type Component = Composition['components'][number];

const CAS = /(?<![\d-])0*(\d{2,7})\s?-\s?(\d{2})\s?-\s?(\d)(?![\d-])/g;
const EC = /(?<![\d-])(\d{3})-(\d{3})-(\d)(?![\d-])/;
const RANGE =
  /(?:(>=|<=|≥|≤|>|<)\s*)?(\d+(?:[.,]\d+)?)\s*(?:%\s*)?(?:(?:-|–|to|bis|a|à|ate|até)\s*(?:(>=|<=|≥|≤|>|<)\s*)?(\d+(?:[.,]\d+)?))?\s*(%|wt|w\/w|ppm)?/;
const SUBSTANCE = [
  'substance',
  'stoff',
  'substancia',
  'sustancia',
  'sostanza',
  'stof',
  'substancja',
  'latka',
  'anyag',
  'aine',
  'madde',
];
const MIXTURE = [
  'mixture',
  'gemisch',
  'melange',
  'mezcla',
  'mistura',
  'miscela',
  'mengsel',
  'mieszanin',
  'smes',
  'zmes',
  'keverek',
  'blanding',
  'seos',
  'karisim',
  'preparation',
];

/** CAS registry number check digit: weighted sum of the other digits modulo 10. */
export function isValidCas(cas: string): boolean {
  const digits = cas.replace(/-/g, '');
  const check = Number(digits.at(-1));
  const body = digits.slice(0, -1).split('').reverse();
  const sum = body.reduce((total, digit, i) => total + Number(digit) * (i + 1), 0);
  return sum % 10 === check;
}

function toNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

function concentrationOf(text: string): Component['concentration'] {
  const percentCell =
    cells(text).find(
      (cell) =>
        (/%/.test(cell) ||
          /^[<>≤≥]?=?\s*\d+(?:[.,]\d+)?\s*(?:[-–]\s*[<>≤≥]?=?\s*\d+(?:[.,]\d+)?)?$/.test(cell.trim())) &&
        !/\d{2,7}-\d{2}-\d|\d{3}-\d{3}-\d/.test(cell),
    ) ?? '';
  const match = RANGE.exec(percentCell);
  if (!match || !percentCell) return { min: null, max: null, unit: null, text: null };
  const [, op1, first, , second, unit] = match;
  const a = toNumber(first);
  const b = toNumber(second);
  const upperOnly = !second && (op1 === '<' || op1 === '<=' || op1 === '≤');
  const lowerOnly = !second && (op1 === '>' || op1 === '>=' || op1 === '≥');
  return {
    min: upperOnly ? null : a,
    max: lowerOnly ? null : second ? b : a,
    unit: unit === 'ppm' ? 'ppm' : '%',
    text: percentCell.trim(),
  };
}

function nameOf(line: SourceLine): string | null {
  const name = cells(line.text).find(
    (cell) =>
      /\p{L}{3}/u.test(cell) && !/\d{2,7}-\d{2}-\d/.test(cell) && !/^(cas|ec|einecs|index|reach)/i.test(cell),
  );
  return name?.trim() ?? null;
}

export function extractComposition(ctx: ExtractionContext): Composition {
  const lines = ctx.section(3);
  const path = 'composition';
  const components: Component[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    for (const match of line.text.matchAll(CAS)) {
      const cas = `${match[1]}-${match[2]}-${match[3]}`;
      // A spaced form ("9004 -34 -6") is a CAS number only when its check digit says so.
      if (seen.has(cas) || (/\s/.test(match[0]) && !isValidCas(cas))) continue;
      seen.add(cas);
      const i = components.length;
      if (!isValidCas(cas)) {
        ctx.warn(
          warning('invalid_cas_number', `CAS number ${cas} fails its check digit.`, {
            field: `${path}.components[${i}].cas_number`,
            page: line.page,
          }),
        );
      }
      const ec = EC.exec(line.text.replace(match[0], ' '));
      components.push({
        name: nameOf(line),
        cas_number: cas,
        ec_number: ec ? `${ec[1]}-${ec[2]}-${ec[3]}` : null,
        concentration: concentrationOf(line.text),
        classification: findClassifications([line]).map((found) => found.value),
      });
      ctx.note(`${path}.components[${i}].cas_number`, line, isValidCas(cas) ? 0.95 : 0.5);
    }
  }
  const folded = fold(
    lines
      .slice(0, 8)
      .map((line) => line.text)
      .join(' '),
  );
  const type = MIXTURE.some((word) => folded.includes(word))
    ? 'mixture'
    : SUBSTANCE.some((word) => folded.includes(word))
      ? 'substance'
      : components.length > 1
        ? 'mixture'
        : null;
  return { type, components };
}
