import { wordAlternation } from './labels.js';
import type { ExtractionContext } from '../context.js';
import { fieldLabels } from '../languages/index.js';
import type { ExposureLimit, ExtractedComposition } from '../schema/index.js';
import { cells, collapseSpaces, fold, foldInPlace, type SourceLine } from '../text.js';
import { componentOn } from './component-mention.js';
import { nameBeforeIdentifier } from './inline-name.js';
import { countryIn, listsIn, type ListMention } from './limit-lists.js';
import {
  bareValuesUnder,
  LIMIT_UNIT,
  limitNumber,
  normalUnit,
  unitColumnsOf,
  type UnitColumn,
} from './limit-units.js';

type LimitKind = ExposureLimit['kind'];

function wholeWords(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${wordAlternation(words)})(?![\\p{L}])`, 'gu');
}

/**
 * The kinds of limit as printed (folded): the short-term, long-term and ceiling labels of the language
 * modules' `fieldLabels` (STEL, Kurzzeitwert, VLCT, NDSCh…), and the averaging times every language
 * prints in digits ("8 h", "8-hour", "15 min").
 */
const KIND_WORDS: ReadonlyArray<[RegExp, LimitKind]> = [
  [wholeWords(fieldLabels('shortTermLimit')), 'short_term'],
  [/(?<!\d)15\s?-?\s?min/gu, 'short_term'],
  [wholeWords(fieldLabels('ceilingLimit')), 'ceiling'],
  // The ceiling's letter alone ("C: 2 mg/m3", a value-type cell "(c)" or "C" before the value).
  [
    new RegExp(
      String.raw`(?<![\p{L}\p{N}°.,-])\(?c\)?(?=(?:\s*:\s*|\s+)\d+(?:[.,]\d+)?\s*(?:${LIMIT_UNIT}))`,
      'giu',
    ),
    'ceiling',
  ],
  [wholeWords(fieldLabels('longTermLimit')), 'long_term'],
  [/(?<![\d.,])8\s?-?\s?(?:h\b|hr|hour|std|stund|heure|hora|ore\b|uur|godz|timer|tuntia)/gu, 'long_term'],
];

const LIMIT_VALUE = new RegExp(String.raw`(?<![\w.,])(\d+(?:[.,]\d+)?)\s*(${LIMIT_UNIT})(?![\w])`, 'giu');
/** Derived no-effect levels and biological values carry the same units but are not exposure limits. */
const NOT_A_LIMIT = /\b(?:dnel|dmel|pnec|biological|biologique|biologischer)\b/;
const CAS = /(?<![\d-])(\d{2,7}-\d{2}-\d)(?![\d-])/;

interface Mark {
  at: number;
  end: number;
  kind: LimitKind;
}

/** The kind words of a line; of two starting at one place the longer ("VLE-MP" over "VLE") counts. */
function kindMarks(folded: string): Mark[] {
  const marks = KIND_WORDS.flatMap(([pattern, kind]) =>
    [...folded.matchAll(pattern)].map((match) => ({
      at: match.index,
      end: match.index + match[0].length,
      kind,
    })),
  ).sort((a, b) => a.at - b.at || b.end - a.end);
  return marks.filter((mark, i) => i === 0 || marks[i - 1]?.at !== mark.at);
}

function isAcronym(printed: string, mark: Mark): boolean {
  const word = printed.slice(mark.at, mark.end);
  return /^[A-Z][A-Z-]*$/.test(word);
}

/** The kind printed nearest before an offset of the line. */
function kindBefore(marks: readonly Mark[], at: number): LimitKind | undefined {
  return marks.filter((mark) => mark.end <= at).at(-1)?.kind;
}

/**
 * The kind printed right after a value ("25 ppm 8 timer", "2 mg/m3 (TWA)"); a kind word further on
 * heads the next value ("500 ppm  ACGIH  STEL 750 ppm").
 */
function kindAfter(folded: string, marks: readonly Mark[], end: number): LimitKind | undefined {
  return marks.find((mark) => mark.at >= end && /^[\s,;:()[\]-]{0,4}$/.test(folded.slice(end, mark.at)))
    ?.kind;
}

/**
 * The kind of the header column a value stands under: a header word that starts over the value itself
 * ("STEL (15mins)" over "1500 ppm" in a cell wider than its values), else the one starting nearest before.
 */
function kindAbove(header: readonly Mark[], start: number, end: number): LimitKind | undefined {
  const over = header.find((mark) => mark.at >= start && mark.at <= end);
  const before = header.filter((mark) => mark.at <= start + 2);
  return (over ?? before.at(-1) ?? header[0])?.kind;
}

/**
 * The kind of a header cell centred over a unit column ("TWA" over "ppm  mg/m3", "STEL" over the next
 * two): the kind whose cell centre is nearest the column's.
 */
function kindOverColumn(header: readonly Mark[], column: UnitColumn): LimitKind | undefined {
  const centre = (start: number, end: number) => (start + end) / 2;
  const distance = (mark: Mark) => Math.abs(centre(mark.at, mark.end) - centre(column.start, column.end));
  return [...header].sort((a, b) => distance(a) - distance(b))[0]?.kind;
}

/** A value under a named list with no kind word is the list's usual limit, the 8-hour one. */
const listKind = (state: TableState): LimitKind | undefined => (state.list ? 'long_term' : undefined);

/** How many rows without a number (a wrapped name, a footnote) a unit header row still heads. */
const MAX_ROWS_WITHOUT_NUMBERS = 2;

interface FoundLimit {
  kind: LimitKind;
  value: number;
  unit: string;
  sure: number;
}

/** How many lines a row's label cell may wrap onto ("Wartość graniczna" / "narażenia" / "krótkotrwałego" / "(STEL)"). */
const WRAPPED_LABEL_LINES = 3;

/**
 * The kind of a row whose label cell wraps onto the lines below ("Time weighted average" over "(TWA)"):
 * the first kind word those lines print, left of the row's values, before a line with a value of its own.
 */
function wrappedKind(line: SourceLine, below: readonly SourceLine[]): LimitKind | undefined {
  const [next] = below;
  if (!next) return undefined;
  const valueInNext = new RegExp(LIMIT_VALUE.source, 'iu').exec(next.text);
  if (valueInNext) return kindAcrossWrap(line.text, next.text.slice(0, valueInNext.index));
  const labelEnd = new RegExp(LIMIT_VALUE.source, 'iu').exec(line.text)?.index ?? line.text.length;
  for (const wrapped of below.slice(0, WRAPPED_LABEL_LINES)) {
    if (new RegExp(LIMIT_VALUE.source, 'iu').test(wrapped.text)) return undefined;
    const mark = kindMarks(foldInPlace(wrapped.text)).find((candidate) => candidate.at < labelEnd);
    if (mark) return mark.kind;
  }
  return undefined;
}

/**
 * A label cell cut after a number or hyphen ("OELV - 15" over "min", "OELV - 8" over "hrs (TWA)"): the
 * kind word that the two lines' label parts spell together.
 */
function kindAcrossWrap(text: string, nextLabel: string): LimitKind | undefined {
  const label = text
    .slice(0, new RegExp(LIMIT_VALUE.source, 'iu').exec(text)?.index ?? text.length)
    .trimEnd();
  if (!/[\d-]$/.test(label) || !nextLabel.trim()) return undefined;
  const joined = foldInPlace(`${label} ${nextLabel.trim()}`);
  return kindMarks(joined).find((mark) => mark.at < label.length && mark.end > label.length)?.kind;
}

interface Substance {
  name: string | null;
  cas: string | null;
}
type Component = ExtractedComposition['components'][number];

/** The substance a row names: by its CAS number, else a section 3 component by its name. */
function substanceNamed(line: SourceLine, components: readonly Component[]): Substance | undefined {
  const printed = substanceOf(line);
  if (printed) return printed;
  const component = componentOn(line, components);
  return component && { name: component.name, cas: component.cas_number };
}

/**
 * A single substance's limits name no substance when the sheet prints none: they are the substance's
 * own, so they take its name and CAS number from section 3.
 */
function ownSubstance(limits: ExposureLimit[], components: readonly Component[]): ExposureLimit[] {
  const [only] = components;
  if (components.length !== 1 || !only?.cas_number) return limits;
  return limits.map((limit) =>
    limit.cas_number || limit.substance
      ? limit
      : { ...limit, substance: only.name, cas_number: only.cas_number },
  );
}

function substanceOf(line: SourceLine): Substance | undefined {
  const cas = CAS.exec(line.text)?.[1];
  if (!cas) return undefined;
  const name = cells(line.text)
    .map((cell) => collapseSpaces(cell.replace(CAS, '').replace(/\(\s*\)|\bCAS\b[\s:.#-]*(?:No\.?)?/gi, '')))
    .find((cell) => /\p{L}{3}/u.test(cell) && !LIMIT_VALUE.test(cell) && listsIn(fold(cell)).length === 0);
  LIMIT_VALUE.lastIndex = 0;
  return { name: name ?? nameBeforeIdentifier(line.text), cas };
}

/**
 * The list's name or reference as printed: a bracketed name ("PEL (USA)"), a trailing text cell, else
 * the words of the row that name the list ("TWA 500 ppm EH40").
 */
function sourceOf(text: string, lists: readonly ListMention[]): string | null {
  const bracketed = /\(([A-Z][\w .]{1,30})\)/.exec(text)?.[1];
  if (bracketed) return bracketed;
  const lastCell = cells(text).at(-1) ?? '';
  const isText = /\p{L}{3}/u.test(lastCell) && !new RegExp(LIMIT_VALUE.source, 'iu').test(lastCell);
  if (isText) return collapseSpaces(lastCell).slice(0, 120);
  const named = lists.at(-1);
  return named ? text.slice(named.at, named.end) : null;
}

/**
 * What the lines above a value row said: the list in force, a header row's columns, the last kind, and
 * whether they opened a block of derived levels (a DNEL / PNEC table, whose rows name no limit kind).
 */
interface TableState {
  substance: Substance;
  /** A header row's unit cells, and how many rows since one printed a number under them. */
  unitColumns: UnitColumn[];
  rowsWithoutNumbers: number;
  list: { list: string; country: string | null } | null;
  header: Mark[];
  previousKind: LimitKind | undefined;
  derivedLevels: boolean;
}

/**
 * Occupational exposure limits of section 8: each value with its unit and kind (the kind word printed
 * nearest before it on its row, else the header column it stands under, else the kind of the row
 * above for a second unit printed below), the list it comes from and its country, and the substance
 * of the nearest row with a CAS number or a section 3 component's name. A value with neither a kind
 * nor a list is not read: a number in mg/m3 alone may as well be a DNEL or a measurement.
 */
export function extractExposureLimits(
  ctx: ExtractionContext,
  lines: readonly SourceLine[],
  components: readonly Component[],
): ExposureLimit[] {
  const limits: ExposureLimit[] = [];
  const state: TableState = {
    substance: { name: null, cas: null },
    list: null,
    unitColumns: [],
    rowsWithoutNumbers: 0,
    header: [],
    previousKind: undefined,
    derivedLevels: false,
  };
  const record = (line: SourceLine, lists: readonly ListMention[], found: FoundLimit) => {
    const list = state.list;
    ctx.note(`exposure_controls_ppe.occupational_exposure_limits[${limits.length}]`, line, found.sure);
    limits.push({
      substance: state.substance.name,
      cas_number: state.substance.cas,
      kind: found.kind,
      list: list?.list ?? null,
      country: countryIn(line.text, fold(line.text)) ?? list?.country ?? null,
      value: found.value,
      unit: found.unit,
      source: sourceOf(line.text, lists),
    });
  };
  for (const [at, line] of lines.entries()) {
    const folded = foldInPlace(line.text);
    state.substance = substanceNamed(line, components) ?? state.substance;
    const marks = kindMarks(folded);
    const lists = listsIn(folded);
    const values = [...line.text.matchAll(LIMIT_VALUE)];
    if (NOT_A_LIMIT.test(fold(line.text))) {
      state.previousKind = undefined;
      state.unitColumns = [];
      state.derivedLevels = true;
      continue;
    }
    // A derived-level block ends at the next row that names a list or a kind by its acronym (DNEL rows
    // also say "long-term").
    if (state.derivedLevels && lists.length === 0 && !marks.some((mark) => isAcronym(line.text, mark)))
      continue;
    state.derivedLevels = false;
    const ownList = lists[0];
    if (ownList) state.list = ownList;
    if (values.length === 0) {
      const unitColumns = unitColumnsOf(line.text);
      const bare = bareValuesUnder(line.text, state.unitColumns);
      if (unitColumns.length > 0) Object.assign(state, { unitColumns, rowsWithoutNumbers: 0 });
      else if (bare.length > 0) state.rowsWithoutNumbers = 0;
      else if (++state.rowsWithoutNumbers > MAX_ROWS_WITHOUT_NUMBERS) state.unitColumns = [];
      // A header row: its kind words give the columns of the rows below.
      if (marks.length > 0 && bare.length === 0) state.header = marks;
      state.previousKind = undefined;
      for (const { at: cellAt, value, column } of bare) {
        const kind = kindBefore(marks, cellAt) ?? kindOverColumn(state.header, column) ?? listKind(state);
        if (kind) record(line, lists, { kind, value, unit: column.unit, sure: 0.7 });
      }
      continue;
    }
    let lineKind: LimitKind | undefined;
    for (const match of values) {
      const value = limitNumber(match[1] ?? '');
      const end = match.index + match[0].length;
      const kind =
        kindBefore(marks, match.index) ??
        kindAfter(folded, marks, end) ??
        wrappedKind(line, lines.slice(at + 1, at + 1 + WRAPPED_LABEL_LINES)) ??
        kindAbove(state.header, match.index, end) ??
        state.previousKind ??
        listKind(state);
      if (!kind || !Number.isFinite(value)) continue;
      lineKind ??= kind;
      record(line, lists, { kind, value, unit: normalUnit(match[2] ?? ''), sure: state.list ? 0.8 : 0.7 });
    }
    state.previousKind = lineKind;
  }
  return ownSubstance(limits, components);
}
