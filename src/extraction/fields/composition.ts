import type { ExtractionContext } from '../context.js';
import type { LayoutA } from '../schema/index.js';
import { cells, collapseSpaces, fold, positionedCells, type SourceLine } from '../text.js';
import { warning } from '../warnings.js';
import { findClassifications } from './classification.js';
import { numericValues } from './numbers.js';

type Composition = LayoutA['composition'];
type Component = Composition['components'][number];

const CAS = /(?<![\d-])0*(\d{2,7})\s?-\s?(\d{2})\s?-\s?(\d)(?![\d-])/g;
const EC = /(?<![\d-])(\d{3})-(\d{3})-(\d)(?![\d-])/;
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

interface PrintedCas {
  cas: string;
  /**
   * Cited in prose, not a component's own number: "(CAS RN 1330-20-7)", or the end of a parenthesis
   * opened on the line before ("61826-76-4) and ...").
   */
  citation: boolean;
}

/**
 * The CAS numbers printed on a line. A spaced form ("9004 -34 -6") counts only when its check digit
 * holds; so does a number whose check digit wrapped onto the next line in its cell ("68334-30-" over "5").
 */
function casNumbersOn(line: SourceLine, next: SourceLine | undefined): PrintedCas[] {
  const found = [...line.text.matchAll(CAS)]
    .filter((match) => !/\s/.test(match[0]) || isValidCas(`${match[1]}-${match[2]}-${match[3]}`))
    .map((match) => {
      const before = line.text.slice(0, match.index);
      const closes = /^\s*\)/.test(line.text.slice(match.index + match[0].length));
      return {
        cas: `${match[1]}-${match[2]}-${match[3]}`,
        citation: closes && (/\bRN\s*$/i.test(before) || !before.includes('(')),
      };
    });
  const cut = /(?<![\d-])0*(\d{2,7})-(\d{2})-(?=\s{2,}|\s*$)/.exec(line.text);
  const digit = next ? /^\s*(\d)(?=\s{2,}|\s*$)/.exec(next.text) : null;
  if (cut && digit) {
    const cas = `${cut[1]}-${cut[2]}-${digit[1]}`;
    if (isValidCas(cas)) found.push({ cas, citation: false });
  }
  return found;
}

/** A CAS number followed by a separator that ends its cell: the cell continues on the next line. */
const CAS_CONTINUES = /\d{2,7}-\d{2}-\d\s*(?:[/,;+]|\bor|\bou|\boder|\bo)(?=\s{2,}|\s*$)/;

type Concentration = Component['concentration'];

const NO_CONCENTRATION: Concentration = { min: null, max: null, unit: null, text: null };
/** CAS and EC numbers, and registration numbers, are not concentrations. */
const IDENTIFIER = /\d{2,7}-\d{2}-\d|\d{3}-\d{3}-\d|\d{2}-\d{10}/;
/** A specific concentration limit ("15% ≤ C < 20%", "C ≥ 10 %") or a molecular weight is no concentration. */
const NOT_A_CONCENTRATION =
  /(?:^|[\s:;])c\s*[<>≤≥]|[<>≤≥]=?\s*c(?:\s|$)|g\/mol|molec|molar|molek|moleculaire|mol\.?\s*w|\bm\s*[:=]/i;
/** A cell that holds only a number or range, with a per cent sign or none ("10 - 25", "≥10 - <25", "<1"). */
const BARE_AMOUNT =
  /^(?:[<>≤≥]=?|max\.?|min\.?|ca\.?)?\s*(?:0|[1-9]\d*)(?:[.,]\d+)?\s*%?\s*(?:(?:[-–—−~]|to|bis|a|à|do|až|tot|til)\s*(?:[<>≤≥]=?)?\s*(?:0|[1-9]\d*)(?:[.,]\d+)?\s*%?)?(?:\s*[-–])?$/i;

interface AmountCell {
  start: number;
  concentration: Concentration;
}

/**
 * The concentration printed on a line: the first cell with a per cent sign or a bare amount, read from
 * there to the end of the line (a range may be split over cells, "40-   70"). Near `column` when the
 * table's concentration column is known; a line that is nothing but an amount is taken wherever it
 * starts (reading order may have lost its indent) unless `loneAmounts` is false.
 */
function amountOn(text: string, column?: number, loneAmounts = true): AmountCell | undefined {
  const textCells = positionedCells(text);
  const found = textCells.findIndex(
    (candidate, i) =>
      (/%/.test(candidate.text) || BARE_AMOUNT.test(candidate.text.trim())) &&
      // "3.1   Substances": a sub-section number.
      !(i === 0 && /^\d+(?:\.\d+)+\.?$/.test(candidate.text)) &&
      !IDENTIFIER.test(candidate.text) &&
      !NOT_A_CONCENTRATION.test(candidate.text) &&
      // A line that is nothing but an amount needs no column (reading order may have lost its indent).
      (column === undefined ||
        Math.abs(candidate.start - column) <= 15 ||
        (loneAmounts && textCells.length === 1)),
  );
  let at = found;
  // A range spread over cells (">=  1-<  5%"): its operator and first number stand in the cells before.
  const joinsRange = (cell: string) => /^[<>≤≥=~\d.,%\s–-]{1,8}$/.test(cell) && !IDENTIFIER.test(cell);
  while (at > 0 && joinsRange(textCells[at - 1]?.text ?? '')) at--;
  const cell = textCells[at];
  if (!cell) return undefined;
  const printed = collapseSpaces(text.slice(cell.start));
  const amount = numericValues(printed)[0];
  if (!amount || (amount.min ?? 0) > 100 || (amount.max ?? 0) > 100) return undefined;
  return {
    start: cell.start,
    concentration: {
      min: amount.min,
      max: amount.max,
      unit: /^ppm/.test(amount.after) ? 'ppm' : '%',
      text: collapseSpaces(
        textCells
          .slice(at, found + 1)
          .map((part) => part.text)
          .join(' '),
      ),
    },
  };
}

/** Headings of the concentration column (accent-folded): "%", "Concentration", "Gehalt", "含有量"... */
const AMOUNT_HEADING =
  /^(?:%|(?:wt|w\/w|gew|masse?|vaegt|paino)\.?\s*-?%|.*\b(?:concentra\w*|konzentration|gehalt|anteil|teneur|stezenie|koncentrace|koncentracia|koncentrat\w*|pitoisuus|miktar|derisim|weight|gewicht|peso|poids)\b.*|含有量|濃度|含量|التركيز)$/u;

/**
 * Column of the concentration in the table: its heading before the first component, if printed. Where
 * several headings qualify (a column of specific concentration limits, "Límites de concentración
 * específicos", wraps its word "concentración" onto a line of its own), the one whose column holds the
 * most amounts in the rows below is taken; on a tie, the heading nearest the rows.
 */
function amountColumn(lines: readonly SourceLine[], firstComponent: number): number | undefined {
  const headings = lines.slice(0, firstComponent).flatMap((line) => {
    const lineCells = positionedCells(line.text);
    return lineCells.length > 1
      ? lineCells.filter(
          (cell) =>
            cell.text.length <= 30 &&
            AMOUNT_HEADING.test(fold(cell.text)) &&
            !NOT_A_CONCENTRATION.test(cell.text),
        )
      : [];
  });
  const rows = lines.slice(firstComponent, firstComponent + 80);
  let best: { column: number; amounts: number } | undefined;
  for (const heading of headings) {
    const amounts = rows.filter((line) => amountOn(line.text, heading.start, false)).length;
    if (!best || amounts >= best.amounts) best = { column: heading.start, amounts };
  }
  return best?.column;
}

interface NearbyAmount {
  i: number;
  amount: AmountCell;
}

/** Pairs components with amount lines, nearest first, each amount line used once. */
function pairUp(
  casLines: readonly number[],
  found: Array<AmountCell | undefined>,
  candidates: readonly NearbyAmount[],
  accept: (offset: number) => boolean,
): number {
  const pairs = casLines
    .flatMap((at, component) =>
      found[component]
        ? []
        : candidates
            .filter((candidate) => accept(candidate.i - at))
            .map((candidate) => ({ component, candidate, distance: Math.abs(candidate.i - at) })),
    )
    .sort((a, b) => a.distance - b.distance || a.candidate.i - b.candidate.i);
  const used = new Set<number>();
  let total = 0;
  for (const { component, candidate, distance } of pairs) {
    if (found[component] || used.has(candidate.i)) continue;
    found[component] = candidate.amount;
    used.add(candidate.i);
    total += 7 - distance;
  }
  return total;
}

/**
 * Concentrations of components whose own lines print none: in tables where each component spans
 * several lines, its amount sits a few lines above or below its CAS number. The table prints it on the
 * same side for every component, so the side that pairs more components (nearer) is taken first; each
 * amount line goes to one component and carries no CAS number of its own.
 */
function amountsNearby(
  lines: readonly SourceLine[],
  casLines: ReadonlySet<number>,
  componentLines: readonly number[],
  own: ReadonlyArray<AmountCell | undefined>,
  column: number | undefined,
): Array<AmountCell | undefined> {
  const candidates = lines.flatMap((line, i) => {
    const amount = casLines.has(i) ? undefined : amountOn(line.text, column);
    return amount ? [{ i, amount }] : [];
  });
  const above = [...own];
  const below = [...own];
  const near = (offset: number) => Math.abs(offset) <= 6;
  const fromAbove = pairUp(componentLines, above, candidates, (offset) => offset < 0 && near(offset));
  const fromBelow = pairUp(componentLines, below, candidates, (offset) => offset > 0 && near(offset));
  const found = fromAbove >= fromBelow ? above : below;
  pairUp(componentLines, found, candidates, near);
  return found;
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
  const componentLines: number[] = [];
  const casLines = new Set<number>();
  const repeated = new Map<string, number>();
  const seen = new Set<string>();
  const printed = lines.map((line, index) => casNumbersOn(line, lines[index + 1]));
  // Citations in a synonyms or remarks column are passed over when the table prints its own numbers.
  const ownNumbers = printed.some((found) => found.some((number) => !number.citation));
  for (const [index, line] of lines.entries()) {
    for (const { cas, citation } of printed[index] ?? []) {
      casLines.add(index);
      if (citation && ownNumbers) continue;
      // A CAS number printed again (identifiers above, the table below) may carry the amount.
      if (seen.has(cas)) {
        if (!repeated.has(cas)) repeated.set(cas, index);
        continue;
      }
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
      const ec = EC.exec(line.text.replace(cas, ' '));
      components.push({
        name: nameOf(line),
        cas_number: cas,
        ec_number: ec ? `${ec[1]}-${ec[2]}-${ec[3]}` : null,
        concentration: NO_CONCENTRATION,
        classification: findClassifications([line]).map((found) => found.value),
      });
      componentLines.push(index);
      ctx.note(`${path}.components[${i}].cas_number`, line, isValidCas(cas) ? 0.95 : 0.5);
    }
  }
  const column = amountColumn(lines, componentLines[0] ?? 0);
  const own = componentLines.map((at, i) => {
    const again = repeated.get(components[i]?.cas_number ?? '');
    return (
      amountOn(lines[at]?.text ?? '', column) ??
      (again === undefined ? undefined : amountOn(lines[again]?.text ?? '', column))
    );
  });
  for (const [i, at] of componentLines.entries()) {
    // "74499-35-7 /" over "121158-58-5": two CAS numbers of one component share its amount.
    const above = lines[at - 1]?.text ?? '';
    if (!own[i] && i > 0 && componentLines[i - 1] === at - 1 && CAS_CONTINUES.test(above))
      own[i] = own[i - 1];
  }
  const amounts = amountsNearby(lines, casLines, componentLines, own, column);
  for (const [i, component] of components.entries()) {
    component.concentration = amounts[i]?.concentration ?? NO_CONCENTRATION;
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
