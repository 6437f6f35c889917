import type { ExtractionContext } from '../context.js';
import { fieldLabels } from '../languages/index.js';
import type { LayoutA } from '../schema/index.js';
import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';

type ExposureLimit = LayoutA['exposure_controls_ppe']['occupational_exposure_limits'][number];

/**
 * Limit types as printed (accent-folded) and their canonical names: the short-term, long-term and
 * ceiling labels of the language modules' `fieldLabels` (STEL, Kurzzeitwert, VLE, NDSCh…, whole words),
 * then the acronyms of single regulations.
 */
const LIMIT_TYPES: ReadonlyArray<[RegExp, string]> = [
  [wholeWords(fieldLabels('shortTermLimit')), 'STEL'],
  [wholeWords(fieldLabels('longTermLimit')), 'TWA'],
  [wholeWords(fieldLabels('ceilingLimit')), 'Ceiling'],
  [/\boelv\b/, 'OELV'],
  [/\bwel\b/, 'WEL'],
  [/\btlv\b/, 'TLV'],
  [/\bpel\b/, 'PEL'],
  [/\brel\b/, 'REL'],
  [/\bagw\b/, 'AGW'],
  [/\bmak\b/, 'MAK'],
];
function wholeWords(words: readonly string[]): RegExp {
  return new RegExp(`\\b(?:${words.join('|')})\\b`);
}
const LIMIT_VALUE =
  /(\d+(?:[.,]\d+)?)\s*(ppm|mg\/m3|mg\/m³|mg\/m\^3|f\/cc|fibres\/cm3|fibers\/cm3)(?![\w])/gi;
/** Derived no-effect levels carry the same units but are not exposure limits. */
const NOT_A_LIMIT = /\b(?:dnel|dmel|pnec)\b/;
const CAS = /(?<![\d-])(\d{2,7}-\d{2}-\d)(?![\d-])/;

function limitType(folded: string): string | undefined {
  const found = LIMIT_TYPES.map(([pattern, type]) => ({ at: folded.search(pattern), type })).filter(
    (candidate) => candidate.at >= 0,
  );
  return found.sort((a, b) => a.at - b.at)[0]?.type;
}

/** The list or regulation a limit comes from: a bracketed country ("PEL (USA)") or a trailing text cell. */
function sourceOf(text: string): string | null {
  const bracketed = /\(([A-Z][\w .]{1,30})\)/.exec(text)?.[1];
  if (bracketed) return bracketed;
  const lastCell = cells(text).at(-1) ?? '';
  return /\p{L}{3}/u.test(lastCell) && !LIMIT_VALUE.test(lastCell)
    ? collapseSpaces(lastCell).slice(0, 120)
    : null;
}

interface Substance {
  name: string | null;
  cas: string | null;
}

function substanceOf(line: SourceLine): Substance | undefined {
  const cas = CAS.exec(line.text)?.[1];
  if (!cas) return undefined;
  const name = cells(line.text)
    .map((cell) => collapseSpaces(cell.replace(CAS, '').replace(/\(\s*\)/g, '')))
    .find((cell) => /\p{L}{3}/u.test(cell));
  return { name: name ?? null, cas };
}

/**
 * Occupational exposure limits of section 8: each value with its unit, the limit type printed before it
 * (or on the row above, for a second unit printed below), the substance of the nearest row with a CAS
 * number, and the list it comes from.
 */
export function extractExposureLimits(ctx: ExtractionContext, lines: readonly SourceLine[]): ExposureLimit[] {
  const limits: ExposureLimit[] = [];
  let substance: Substance = { name: null, cas: null };
  let previousType: string | undefined;
  for (const line of lines) {
    const folded = fold(line.text);
    substance = substanceOf(line) ?? substance;
    const values = [...line.text.matchAll(LIMIT_VALUE)];
    const type = limitType(folded) ?? (values.length > 0 ? previousType : undefined);
    previousType = values.length > 0 ? type : undefined;
    if (!type || values.length === 0 || NOT_A_LIMIT.test(folded)) continue;
    for (const match of values) {
      const printed = match[1] ?? '';
      // "1.900 mg/m³" may be 1900 with a thousands separator or 1.9: not guessed.
      if (/^[1-9]\d{0,2}[.,]\d{3}$/.test(printed)) continue;
      const value = Number(printed.replace(',', '.'));
      if (!Number.isFinite(value)) continue;
      ctx.note(`exposure_controls_ppe.occupational_exposure_limits[${limits.length}]`, line, 0.7);
      limits.push({
        substance: substance.name,
        cas_number: substance.cas,
        type,
        value,
        unit: (match[2] ?? '').replace('m³', 'm3').replace('m^3', 'm3'),
        source: sourceOf(line.text),
      });
    }
  }
  return limits;
}
