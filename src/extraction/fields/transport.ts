import type { ExtractionContext } from '../context.js';
import { fieldLabels, subsectionTitles, UN_ACRONYMS, valuePhrases } from '../languages/index.js';
import { unClass } from '../reference/index.js';
import type { LayoutA } from '../schema/index.js';
import { collapseSpaces, fold, type SourceLine } from '../text.js';
import { warning } from '../warnings.js';
import { longestFirst, wordAlternation } from './labels.js';
import { marinePollutant } from './marine-pollutant.js';
import { modeBlocks, withoutModes, type ModeBlock } from './transport-modes.js';
import { findShippingName, type ShippingName } from './transport-shipping-name.js';
import { subsectionNumber, withoutSubsectionNumber } from './subsections.js';
import { columnValue, type ColumnValue } from './transport-table.js';
import { withWrappedLabel } from './wrapped-label.js';

type Transport = LayoutA['transport_information'];

/** A UN number after the acronym of the United Nations in any language ("UN 1090", "ONU 1993", "YK 1866"). */
const UN_NUMBER = new RegExp(
  String.raw`(?<![A-Za-z])(?:${wordAlternation(UN_ACRONYMS)})(?![A-Za-z])[^0-9\n]{0,40}?(?<!\d)(\d{4})(?!\d)`,
);

/** The UN Model Regulations number UN numbers up to the 3500s; 9xxx are US "NA" numbers, not UN. */
const HIGHEST_UN_NUMBER = 3600;

/** The UN number of a line ("UN 1090", "N° ONU            :  1006": table spacing counts once). */
function unNumberIn(text: string): string | undefined {
  const digits = UN_NUMBER.exec(collapseSpaces(text))?.[1];
  return digits !== undefined && Number(digits) <= HIGHEST_UN_NUMBER ? digits : undefined;
}

/** The 14.1 titles of every language module ("国連番号", "유엔번호", "ÜRO number"), folded, longest first. */
const UN_NUMBER_TITLES = longestFirst(subsectionTitles('14.1'));
/**
 * Bare digits after a 14.1 anchor: the first number of the rest of the line, four digits standing alone
 * (not part of a date, a regulation "2020/878", a decimal or a percentage), after at most a label's words.
 */
const BARE_UN_NUMBER = /^[^\d]{0,60}?(?<![\d.,/-])(\d{4})(?![\d.,/-]|\s?%)/;

/** Evidence for a UN number read as bare digits: weaker than "UN1090"; weaker still when not in the reference list. */
const PRINTED_UN_CONFIDENCE = 0.95;
const BARE_KNOWN_UN_CONFIDENCE = 0.8;
const BARE_UNKNOWN_UN_CONFIDENCE = 0.7;

/**
 * A UN number printed without "UN" ("14.1 FN-nummer: 1300", "国連番号  1307", "聯合國編號：1993"): four
 * digits right after the numbered 14.1 line's title or after a 14.1 title of a language module. A line
 * that says there is none ("14.1 UN number: not applicable (2008)") gives none.
 */
function bareUnNumberIn(text: string): string | undefined {
  const folded = fold(text);
  let rest: string | undefined;
  if (subsectionNumber(text) === '14.1') rest = fold(withoutSubsectionNumber(text));
  else {
    const title = UN_NUMBER_TITLES.find((candidate) => folded.includes(candidate));
    if (title !== undefined) rest = folded.slice(folded.indexOf(title) + title.length);
  }
  const saysNone = [...NOT_REGULATED, ...NOT_APPLICABLE].some((phrase) => rest?.includes(phrase));
  if (rest === undefined || saysNone || NO_UN_NUMBER.test(folded)) return undefined;
  const digits = BARE_UN_NUMBER.exec(rest)?.[1];
  return digits !== undefined && Number(digits) > 0 && Number(digits) <= HIGHEST_UN_NUMBER
    ? digits
    : undefined;
}

interface UnNumberReading {
  digits: string;
  confidence: number;
}

const isKnownUnNumber = (digits: string) => unClass(`UN${digits}`) !== undefined;

/** The UN number of a line, printed "UN1090" or as bare digits after a 14.1 anchor, with its evidence. */
function unNumberOf(text: string): UnNumberReading | undefined {
  const printed = unNumberIn(text);
  if (printed !== undefined) return { digits: printed, confidence: PRINTED_UN_CONFIDENCE };
  const bare = bareUnNumberIn(text);
  if (bare === undefined) return undefined;
  return {
    digits: bare,
    confidence: isKnownUnNumber(bare) ? BARE_KNOWN_UN_CONFIDENCE : BARE_UNKNOWN_UN_CONFIDENCE,
  };
}

/** A row of four-digit cells and nothing else, one per transport mode ("1993 | 1993   1993"). */
const UN_NUMBER_ROW = /^[\s|–-]*(\d{4})(?:[\s|–-]+\d{4})*[\s|–-]*$/;
/** A number read from the row under its title is one step less sure than one beside it. */
const ROW_BELOW_PENALTY = 0.1;

/**
 * The UN number of a section 14 grid, whose 14.1 line holds its title alone ("14.1. UN number :") and
 * whose row below holds the number of each mode: the first cell of that row.
 */
function unNumberBelow(line: SourceLine, next: SourceLine | undefined): UnNumberReading | undefined {
  const folded = fold(line.text);
  const title = UN_NUMBER_TITLES.find((candidate) => folded.includes(candidate));
  if (title === undefined || /[\p{L}\p{N}]/u.test(folded.slice(folded.indexOf(title) + title.length))) {
    return undefined;
  }
  const digits = next ? UN_NUMBER_ROW.exec(next.text)?.[1] : undefined;
  if (digits === undefined || Number(digits) === 0 || Number(digits) > HIGHEST_UN_NUMBER) return undefined;
  const confidence = isKnownUnNumber(digits) ? BARE_KNOWN_UN_CONFIDENCE : BARE_UNKNOWN_UN_CONFIDENCE;
  return { digits, confidence: confidence - ROW_BELOW_PENALTY };
}

/** The UN number of a block and the line it stands on: printed "UN1090" first, then bare digits. */
function findUnNumber(lines: SourceLine[]): { line: SourceLine; reading: UnNumberReading } | undefined {
  // A number printed "UN1090" anywhere in the block wins over bare digits after a 14.1 anchor.
  const printed = lines.find((line) => unNumberIn(line.text) !== undefined);
  const bare = printed ?? lines.find((line) => unNumberOf(line.text) !== undefined);
  const reading = bare ? unNumberOf(bare.text) : undefined;
  if (bare && reading) return { line: bare, reading };
  for (let i = 0; i + 1 < lines.length; i++) {
    const below = unNumberBelow(lines[i] as SourceLine, lines[i + 1]);
    if (below) return { line: lines[i + 1] as SourceLine, reading: below };
  }
  return undefined;
}
/**
 * The labels of 14.3 and 14.4 (the language modules' `fieldLabels`, folded). A line takes the first label
 * in the union's order (English first, then the modules in registry order) that gives a value.
 */
const CLASS_LABELS = fieldLabels('transportHazardClass');
const PACKING_LABELS = fieldLabels('packingGroup');
/** "14.1 UN number: Not applicable" (in the supported languages): no UN number, so not regulated. */
const NO_UN_NUMBER =
  /(?<![a-z])(?:un|onu|uno|vn|osn)[ -]?(?:number|nummer|numero|nr\.?|no\.?|n°|cislo)?(?: o numero id| or id number)?\s*[:.]?\s*(?:not applicable|non applicabile|nicht anwendbar|entfallt|no aplicable|nao aplicavel|non applicable|sans objet|niet van toepassing|nie dotyczy|nevztahuje se|neuplatnuje sa|nem alkalmazhato|ikke relevant|ei sovelleta|none|n\/a)/;
/** The dangerous goods description "UN1987, Alcohols, n.o.s., 3, II" (class and packing group in order). */
const BASIC_DESCRIPTION =
  /\bUN\s?\d{4}\s*,\s*[^,]+(?:,[^,]+)*?,\s*(?:class\s*)?([1-9](?:\.[1-6])?)\s*(?:\([^)]*\))?\s*(?:,\s*(?:pg\s*)?(III|II|I)\b)?/i;
/** The headers of a section 14 table's class and packing-group columns (modules' `fieldLabels`, folded). */
const CLASS_HEADER = new RegExp(`^(?:${wordAlternation(fieldLabels('transportClassColumn'))})(?![a-z])`);
const PACKING_HEADER = new RegExp(`^(?:${wordAlternation(fieldLabels('packingGroupColumn'))})(?![a-z])`);
const SHIPPING_NAME_HEADER = /^(?:un )?proper shipping(?: name)?(?![a-z])/;
const UN_ROW = /(?<![A-Za-z])UN\s?\d{4}(?!\d)/;
/** "Not dangerous goods" in the languages' words (the modules' `valuePhrases`, folded). */
const NOT_REGULATED = valuePhrases('notRegulated');
/** "Not applicable" in the languages' words: a 14.1 line that says so gives no bare UN number. */
const NOT_APPLICABLE = valuePhrases('notApplicable');

function fromColumn(column: ColumnValue, pattern: RegExp): { value: string; line: SourceLine } | undefined {
  const value = column.cell ? pattern.exec(fold(column.cell))?.[1] : undefined;
  return value ? { value, line: column.line } : undefined;
}

/** The standard subsections of section 14: 14.3 transport hazard class, 14.4 packing group. */
const CLASS_SUBSECTION = /^14\.3\.?(?!\d)/;
const PACKING_SUBSECTION = /^14\.4\.?(?!\d)/;

/** A value printed right after the subsection number, its label wrapped below ("14.3   3   3   3"). */
function numberedValue(lines: SourceLine[], subsection: RegExp, value: RegExp): Found | undefined {
  for (const line of lines) {
    const folded = fold(line.text);
    const number = subsection.exec(folded);
    if (!number) continue;
    const found = value.exec(folded.slice(number[0].length));
    if (found?.[1]) return { value: found[1], line };
  }
  return undefined;
}

/** The folded line without its sub-section number, its label completed when it wraps below. */
function labelLine(line: SourceLine, next: SourceLine | undefined): string {
  return fold(withWrappedLabel(line.text, next?.text)).replace(/^\s*14\.\d+\.?/, '');
}

/**
 * A plural ending printed after a label ("class(es)", "klasse(r)", "vaaraluokka(t)", "ohuklass(id)",
 * "klase(-es)", "klasė (-ės)"): any bracketed one to three letters, or an unbracketed "es"/"s".
 */
const PLURAL_ENDING = /^\s*(?:\(\s*-?\p{L}{1,3}\s*\)|\(?e?s?\)?)\s*/u;

function afterLabel(
  lines: SourceLine[],
  labels: string[],
  value: RegExp,
): { value: string; line: SourceLine } | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const folded = labelLine(line, lines[i + 1]);
    for (const label of labels) {
      const at = folded.search(new RegExp(`(?<![a-z])${label}(?![a-z])`));
      if (at < 0) continue;
      const tail = folded.slice(at + label.length);
      // The value follows the label's colon ("Classe de risco/subclasse de risco: 2.2") or the label itself.
      const rest = /^[^:：\d]{0,40}[:：]/.test(tail)
        ? tail.replace(/^[^:：\d]{0,40}[:：]\s*/, '')
        : tail.replace(PLURAL_ENDING, '');
      const same = value.exec(withoutModes(rest).replace(/^[*\s]+/, ''));
      if (same?.[1]) return { value: same[1], line };
      const next = lines[i + 1];
      // The line below may label its value again ("Štítok(y)   : 2.2").
      const belowText = next ? fold(next.text).replace(/^[^:：\d]{0,40}[:：]\s*/, '') : '';
      const below = next ? value.exec(withoutModes(belowText).replace(/^[*\s]+/, '')) : null;
      if (below?.[1] && next) return { value: below[1], line: next };
    }
  }
  return undefined;
}

interface Found {
  value: string;
  line: SourceLine;
}

interface TransportReading {
  unLine: SourceLine | undefined;
  unNumber: string | null;
  /** The UN number's evidence: printed "UN1090", or bare digits after a 14.1 anchor (lower). */
  unConfidence: number;
  hazardClass: Found | undefined;
  packing: Found | undefined;
  shipping: ShippingName | undefined;
}

/**
 * The word "class" printed before the class number ("Class 3", "Klasse 3", "クラス8", "Класс 3") or the
 * Chinese ordinal before it ("第3类"): the modules' `fieldLabels` 'transportClassWord', folded.
 */
const CLASS_WORD = `(?:${wordAlternation(fieldLabels('transportClassWord'))})`;
const CLASS_PATTERN = new RegExp(`^\\s*(?:${CLASS_WORD}\\s*)?([1-9](?:\\.[1-6])?)(?![\\d.]|\\s*\\.\\d)`);
/**
 * The packing group, also letter-spaced ("I I I"): single spaces keep the letters in one cell, and the
 * spaced form must end its cell, so "I in ADR" stays "I".
 */
const PACKING_PATTERN = /^\s*(?:pg\s*)?(iii|ii|i(?: i){1,2}(?=\s{2,}|\s*$|[^\sa-z])|i)(?![a-z])/;

/** UN number, class, packing group and shipping name from a block of section 14 (all of it, or one mode). */
function readTransport(lines: SourceLine[]): TransportReading {
  const un = findUnNumber(lines);
  const unLine = un?.line;
  const unNumber = un ? `UN${un.reading.digits}` : null;
  const unConfidence = un?.reading.confidence ?? 0;
  if (!unNumber) {
    return {
      unLine,
      unNumber,
      unConfidence,
      hazardClass: undefined,
      packing: undefined,
      shipping: undefined,
    };
  }
  const classColumn = columnValue(lines, { header: CLASS_HEADER, row: UN_ROW });
  const packingColumn = columnValue(lines, { header: PACKING_HEADER, row: UN_ROW });
  const shippingColumn = columnValue(lines, { header: SHIPPING_NAME_HEADER, row: UN_ROW });
  const descriptionLine = lines.find((line) => BASIC_DESCRIPTION.test(line.text));
  const description = descriptionLine ? BASIC_DESCRIPTION.exec(descriptionLine.text) : null;
  const hazardClass =
    (classColumn ? fromColumn(classColumn, CLASS_PATTERN) : undefined) ??
    afterLabel(lines, CLASS_LABELS, CLASS_PATTERN) ??
    numberedValue(lines, CLASS_SUBSECTION, CLASS_PATTERN) ??
    (description?.[1] && descriptionLine ? { value: description[1], line: descriptionLine } : undefined);
  // A table column that leaves the packing group empty ("-") says there is none.
  const packing = packingColumn
    ? fromColumn(packingColumn, PACKING_PATTERN)
    : (afterLabel(lines, PACKING_LABELS, PACKING_PATTERN) ??
      numberedValue(lines, PACKING_SUBSECTION, PACKING_PATTERN) ??
      (description?.[2] && descriptionLine
        ? { value: description[2].toLowerCase(), line: descriptionLine }
        : undefined));
  // A table column ("UN number | Proper shipping name | Class") is read only when no row names it.
  const named = findShippingName(lines);
  const shipping =
    named === null
      ? undefined
      : (named ??
        (shippingColumn?.cell
          ? { value: shippingColumn.cell, line: shippingColumn.line, confidence: 0.7 }
          : undefined));
  return { unLine, unNumber, unConfidence, hazardClass, packing, shipping };
}

function packingGroup(found: Found | undefined): 'I' | 'II' | 'III' | null {
  return found ? (found.value.replace(/\s/g, '').toUpperCase() as 'I' | 'II' | 'III') : null;
}

/** How many lines of a mode's block may state that the mode is not regulated before its notes begin. */
const VERDICT_LINES = 2;

/** A mode block that opens with "not classified as dangerous goods" (its notes may still cite UN numbers). */
function opensNotRegulated(block: ModeBlock): boolean {
  const opening = fold(
    block.lines
      .slice(0, VERDICT_LINES)
      .map((line) => line.text)
      .join(' '),
  );
  return NOT_REGULATED.some((phrase) => opening.includes(phrase)) || NO_UN_NUMBER.test(opening);
}

/**
 * The first mode the document lists, when it says that mode is not regulated before any UN number is
 * printed: the document's own answer is then "not regulated", whatever later modes (sea, air) say.
 */
function firstModeNotRegulated(lines: SourceLine[], blocks: ModeBlock[]): boolean {
  const [first] = blocks;
  const firstUnNumber = lines.findIndex((line) => unNumberOf(line.text) !== undefined);
  const start = first?.lines[0] ? lines.indexOf(first.lines[0]) : -1;
  return first !== undefined && opensNotRegulated(first) && (firstUnNumber < 0 || start <= firstUnNumber);
}

/** One entry per regulation the document distinguishes (first block of each mode). */
function modeEntries(blocks: ModeBlock[]): Transport['modes'] {
  const entries: Transport['modes'] = [];
  for (const block of blocks) {
    if (entries.some((entry) => entry.mode === block.mode) || opensNotRegulated(block)) continue;
    const reading = readTransport(block.lines);
    if (!reading.unNumber) continue;
    entries.push({
      mode: block.mode,
      un_number: reading.unNumber,
      proper_shipping_name: reading.shipping?.value.slice(0, 200) ?? null,
      transport_hazard_class: reading.hazardClass?.value ?? null,
      packing_group: packingGroup(reading.packing),
    });
  }
  return entries;
}

export function extractTransport(ctx: ExtractionContext): Transport {
  const lines = ctx.section(14);
  const path = 'transport_information';
  const blocks = modeBlocks(lines);
  const folded = fold(lines.map((line) => line.text).join(' '));
  if (firstModeNotRegulated(lines, blocks)) {
    const modes = modeEntries(blocks);
    return {
      regulated: false,
      un_number: null,
      proper_shipping_name: null,
      transport_hazard_class: null,
      packing_group: null,
      marine_pollutant: marinePollutant(
        ctx,
        lines,
        modes.map((mode) => mode.un_number),
      ),
      modes,
    };
  }
  const { unLine, unNumber, unConfidence, hazardClass, packing, shipping } = readTransport(lines);
  const otherUnLine = lines.find((line) => {
    const other = unNumberOf(line.text)?.digits;
    return other !== undefined && `UN${other}` !== unNumber;
  });
  if (otherUnLine) {
    ctx.warn(
      warning(
        'conflicting_values',
        `Section 14 names more than one UN number; the first (${unNumber}) was kept.`,
        {
          field: 'transport_information.un_number',
          page: otherUnLine.page,
        },
      ),
    );
  }
  const notRegulated = NOT_REGULATED.some((phrase) => folded.includes(phrase)) || NO_UN_NUMBER.test(folded);
  if (unLine) ctx.note(`${path}.un_number`, unLine, unConfidence);
  if (hazardClass) ctx.note(`${path}.transport_hazard_class`, hazardClass.line, 0.85);
  if (packing) ctx.note(`${path}.packing_group`, packing.line, 0.85);
  if (shipping) ctx.note(`${path}.proper_shipping_name`, shipping.line, shipping.confidence);
  const modes = unNumber ? modeEntries(blocks) : [];
  return {
    regulated: unNumber ? true : notRegulated ? false : null,
    un_number: unNumber,
    proper_shipping_name: shipping?.value.slice(0, 200) ?? null,
    transport_hazard_class: hazardClass?.value ?? null,
    packing_group: packingGroup(packing),
    marine_pollutant: marinePollutant(ctx, lines, [unNumber, ...modes.map((mode) => mode.un_number)]),
    modes,
  };
}
