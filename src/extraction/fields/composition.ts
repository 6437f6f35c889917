import type { ExtractionContext } from '../context.js';
import { matchedWords, matchedWordsPattern } from '../languages/index.js';
import type { ExtractedComposition } from '../schema/index.js';
import { parseHeading } from '../sections/headings.js';
import { type SourceLine } from '../text.js';
import { warning } from '../warnings.js';
import { findClassifications } from './classification.js';
import {
  amountColumn,
  amountOn,
  amountsNearby,
  gluedAmountOn,
  inlineAmountOn,
  NO_CONCENTRATION,
  type AmountCell,
} from './component-amounts.js';
import { componentRows } from './component-rows.js';
import { compositionType } from './composition-type.js';

type Composition = ExtractedComposition;
type Component = Composition['components'][number];

const CAS = /(?<![\d-])0*(\d{2,7})\s?-\s?(\d{2})\s?-\s?(\d)(?![\d-])/g;

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

/**
 * A CAS number followed by a separator or the word "or" (the language modules' `matchedWords`
 * 'casAlternative') that ends its cell: the cell continues on the next line.
 */
const CAS_CONTINUES = new RegExp(
  String.raw`\d{2,7}-\d{2}-\d\s*(?:[/,;+]|${matchedWordsPattern(matchedWords('casAlternative'))})(?=\s{2,}|\s*$)`,
  'u',
);

/** Lines of a table's heading rows kept above its first CAS number when section 3 is looked for elsewhere. */
const HEADING_ROWS = 5;

/**
 * The lines of section 3; when its heading was not found (OCR cut its start, "CAO E INFORMACAO ...")
 * but sections 2 and 4 were, section 2 runs on over the table: its lines from just above the first CAS
 * number.
 */
function compositionLines(ctx: ExtractionContext): { lines: SourceLine[]; inSection: boolean } {
  const section = ctx.section(3);
  if (section.length || !ctx.doc.sections.has(4)) return { lines: section, inSection: true };
  const before = ctx.section(2);
  const first = before.findIndex((line, i) => casNumbersOn(line, before[i + 1]).length > 0);
  return { lines: first < 0 ? [] : before.slice(Math.max(0, first - HEADING_ROWS)), inSection: false };
}

/**
 * Copies of section 3 later in the document (a second language version of the sheet in the same
 * file): the lines under each later section 3 heading, up to the next heading.
 */
function laterSectionCopies(ctx: ExtractionContext): SourceLine[][] {
  const own = ctx.doc.sections.get(3);
  const last = own?.lines.at(-1)?.index ?? own?.heading.index;
  if (last === undefined) return [];
  const copies: SourceLine[][] = [];
  let copy: SourceLine[] | undefined;
  for (const line of ctx.doc.lines.slice(last + 1)) {
    const heading = parseHeading(line.text.trim());
    if (heading) {
      copy = heading.number === 3 ? [] : undefined;
      if (copy) copies.push(copy);
    } else copy?.push(line);
  }
  return copies;
}

/** The amount a later copy of section 3 prints for a CAS number, if any. */
function amountInCopies(copies: readonly SourceLine[][], cas: string): AmountCell | undefined {
  for (const copy of copies) {
    const at = copy.findIndex((line, i) =>
      casNumbersOn(line, copy[i + 1]).some((found) => found.cas === cas),
    );
    if (at < 0) continue;
    const amount = amountOn(copy[at]?.text ?? '', amountColumn(copy, at));
    if (amount) return amount;
  }
  return undefined;
}

/** Rows of one table stand at most this many lines apart. */
const TABLE_ROW_GAP = 2;

export function extractComposition(ctx: ExtractionContext): Composition {
  const { lines, inSection } = compositionLines(ctx);
  const path = 'composition';
  const components: Component[] = [];
  const componentLines: number[] = [];
  const casLines = new Set<number>();
  const repeated = new Map<string, number>();
  const firstLineOf = new Map<string, number>();
  const printed = lines.map((line, index) => casNumbersOn(line, lines[index + 1]));
  // Citations in a synonyms or remarks column are passed over when the table prints its own numbers.
  const ownNumbers = printed.some((found) => found.some((number) => !number.citation));
  const isComponent = (number: PrintedCas) => !(number.citation && ownNumbers);
  const column = amountColumn(
    lines,
    Math.max(
      0,
      printed.findIndex((found) => found.some(isComponent)),
    ),
  );
  const ownAmount = (at: number) => amountOn(lines[at]?.text ?? '', column);
  /**
   * A CAS number on the next row of the table with an amount other than its first row's: the same
   * substance in two grades or roles, listed as two components ("≥50 - ≤75" and "≥25 - ≤50").
   */
  const isSecondRow = (first: number, index: number) => {
    const [a, b] = [ownAmount(first)?.concentration, ownAmount(index)?.concentration];
    const previous = componentLines.at(-1) ?? -Infinity;
    return a && b && index - previous <= TABLE_ROW_GAP && (a.min !== b.min || a.max !== b.max);
  };
  for (const [index, line] of lines.entries()) {
    for (const number of printed[index] ?? []) {
      const { cas } = number;
      casLines.add(index);
      if (!isComponent(number)) continue;
      const first = firstLineOf.get(cas);
      // A CAS number printed again (identifiers above, the table below) may carry the amount.
      if (first !== undefined && !isSecondRow(first, index)) {
        if (!repeated.has(cas)) repeated.set(cas, index);
        continue;
      }
      if (first === undefined) firstLineOf.set(cas, index);
      const i = components.length;
      if (!isValidCas(cas)) {
        ctx.warn(
          warning('invalid_cas_number', `CAS number ${cas} fails its check digit.`, {
            field: `${path}.components[${i}].cas_number`,
            page: line.page,
          }),
        );
      }
      components.push({
        name: null,
        cas_number: cas,
        ec_number: null,
        concentration: NO_CONCENTRATION,
        classification: [],
      });
      componentLines.push(index);
      const confidence = isValidCas(cas) ? 0.95 : 0.5;
      ctx.note(
        `${path}.components[${i}].cas_number`,
        line,
        inSection ? confidence : Math.min(confidence, 0.5),
      );
    }
  }
  const own = componentLines.map((at, i) => {
    const again = repeated.get(components[i]?.cas_number ?? '');
    return (
      ownAmount(at) ??
      (again === undefined ? undefined : ownAmount(again)) ??
      (column === undefined ? undefined : gluedAmountOn(lines[at]?.text ?? '', column)) ??
      inlineAmountOn(lines[at]?.text ?? '')
    );
  });
  for (const [i, at] of componentLines.entries()) {
    // "74499-35-7 /" over "121158-58-5": two CAS numbers of one component share its amount.
    const above = lines[at - 1]?.text ?? '';
    if (!own[i] && i > 0 && componentLines[i - 1] === at - 1 && CAS_CONTINUES.test(above))
      own[i] = own[i - 1];
  }
  const amounts = amountsNearby(lines, casLines, componentLines, own, column);
  const copies = amounts.some((amount) => !amount) ? laterSectionCopies(ctx) : [];
  for (const [i, component] of components.entries()) {
    const amount = amounts[i] ?? amountInCopies(copies, component.cas_number ?? '');
    component.concentration = amount?.concentration ?? NO_CONCENTRATION;
    // An amount read through a correction (an OCRed "≥" taken for a digit) is a guess.
    if (amount?.corrected)
      ctx.note(`${path}.components[${i}].concentration`, lines[componentLines[i] ?? -1], 0.3);
  }
  identify(ctx, lines, components, componentLines, amounts, casLines, repeated);
  const type = compositionType(ctx, lines, componentLines[0] ?? -1, components.length);
  return { type, components };
}

/** A name read from the row's own name cell is trusted; one taken from lines beside the row is a guess. */
const NAME_CONFIDENCE = { row: 0.9, wrapped: 0.8, beside: 0.5 } as const;

/** How sure the list of components is where a component's name was not read. */
const MISSING_NAME = 0.3;

/**
 * A name without the table's marks around it: rule bars a scan reads as characters ("| ethanol") and an
 * identifier's label cut off by the column edge ("Sodium Dodecylbenzene Sulfonate (CAS#").
 */
function withoutTableMarks(name: string): string | null {
  const cleaned = name
    .replace(/^[|¦│\s]+|[|¦│\s,;]+$/g, '')
    .replace(/\s*\((?:CAS|EC|EINECS)\b[^)]*$/i, '')
    .trim();
  return cleaned || null;
}

/**
 * Each component's name, EC number and classification, read from its row of the table (see
 * component-rows.ts). A name read from the row's own name cell is trusted; one put together from the
 * lines wrapped around the row is a guess. Where the first row of a CAS number has no name (a
 * substance's identifiers above its table), a later row of the same number may print it.
 */
function identify(
  ctx: ExtractionContext,
  lines: readonly SourceLine[],
  components: Component[],
  componentLines: readonly number[],
  amounts: ReadonlyArray<AmountCell | undefined>,
  casLines: ReadonlySet<number>,
  repeated: ReadonlyMap<string, number>,
): void {
  const path = 'composition';
  const amountLines = componentLines.map((at, i) => amounts[i]?.line ?? at);
  const rows = componentRows(lines, componentLines, amountLines, casLines);
  for (const [i, component] of components.entries()) {
    const own = rows[i];
    const again = repeated.get(component.cas_number ?? '');
    const later =
      own?.name || again === undefined ? undefined : componentRows(lines, [again], [again], casLines)[0];
    const row = later?.name ? later : own;
    component.name = row?.name ? withoutTableMarks(row.name) : null;
    // A component without a name leaves the list of components incomplete: its row is the evidence,
    // at the confidence of a value not read (as for a missing concentration).
    ctx.note(
      `${path}.components[${i}].name`,
      lines[(component.name ? row?.nameLine : componentLines[i]) ?? -1],
      component.name && row ? NAME_CONFIDENCE[row.source] : MISSING_NAME,
    );
    if (!row) continue;
    const ec = [...(own?.ecNumbers ?? []), ...(later?.ecNumbers ?? [])][0];
    component.ec_number = ec ?? null;
    if (ec) ctx.note(`${path}.components[${i}].ec_number`, lines[componentLines[i] ?? -1], 0.9);
    component.classification = [
      ...new Set(findClassifications(row.lines.flatMap((at) => lines[at] ?? [])).map((found) => found.value)),
    ];
  }
}
