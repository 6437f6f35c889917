import { fieldLabels, subsectionTitles, valuePhrases } from '../languages/index.js';
import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
import { cellOffset, ITEM_NUMBER, wordAlternation } from './labels.js';
import { withoutModes } from './transport-modes.js';
import { subsectionLines, subsectionNumber, withoutSubsectionNumber } from './subsections.js';

/**
 * The UN proper shipping name of section 14. Anchor: the numbered sub-section 14.2, whose rows give the
 * name per mode (the first row is the document's); without numbering, a row that starts with the
 * shipping-name label. Sources of the titles: the language modules' official 14.2 titles (Regulation (EU)
 * 2020/878, Annex II, in each language version) and their `fieldLabels` 'shippingName' (the labels SDSs
 * print, US, Brazilian and Australian forms included).
 */
const PRINTED_LABELS = fieldLabels('shippingName');
/** Official 14.2 titles of every language module and the printed forms above, longest first. */
const SHIPPING_NAME_LABELS: readonly string[] = [
  ...new Set([...subsectionTitles('14.2'), ...PRINTED_LABELS]),
].sort((a, b) => b.length - a.length);
/** "Not regulated", "not applicable" and the like: the first mode carries no shipping name. */
const NO_NAME = valuePhrases('notApplicable');
/**
 * Regulation and mode names that mark a cell or the part before a colon as a label: the regulations'
 * acronyms and the modules' `fieldLabels` 'transportModeInLabel', whole words.
 */
const MODE_TOKEN = new RegExp(
  `(?<![a-z])(?:adr|rid|adn|adnr|imdg|iata|icao|dot|49 ?cfr|tdg|adg|antt|${wordAlternation(fieldLabels('transportModeInLabel'))})(?![a-z])`,
);
const ROMAN = /^(?:i{1,3}|iv|v)$/;
/** The longest row label read as a label under the numbered heading. */
const MAX_ROW_LABEL = 40;
/** How many lines after an unnumbered label line may hold the name. */
const LINES_AFTER_LABEL = 4;

export interface ShippingName {
  value: string;
  line: SourceLine;
  confidence: number;
}

/** The item numbering of the national formats ("나. ", "(2) ", "二、"), as findLabelled passes over it. */
const ITEM_NUMBERING = new RegExp(String.raw`^(?:${ITEM_NUMBER})\s*`, 'u');

/** Strips a leading shipping-name label (after numbering and bullets); the rest of the text. */
function afterShippingLabel(folded: string): string | undefined {
  const text = folded
    .replace(/^[\s·•*,.:;-]+/, '')
    .replace(/^\d{1,2}\s?[.,]\s?\d{1,2}[.,:]?\s*/, '')
    .replace(ITEM_NUMBERING, '');
  const label = SHIPPING_NAME_LABELS.find((candidate) => text.startsWith(candidate));
  return label === undefined ? undefined : text.slice(label.length);
}

/** A label cell: a mode ("IMDG", "Silniční přeprava (ADR/RID)"), a shipping-name label, or both. */
function isLabel(text: string): boolean {
  const folded = fold(text).replace(/^[\s·•*-]+/, '');
  if (folded === '') return true;
  if (MODE_TOKEN.test(folded)) return true;
  const rest = afterShippingLabel(withoutModes(folded));
  return rest !== undefined && !/\p{L}{2}/u.test(rest.replace(/\([^)]*\)/g, ''));
}

function isNoName(value: string): boolean {
  const folded = fold(value);
  return folded === '-' || NO_NAME.some((phrase) => folded.startsWith(phrase));
}

/** Han and kana: a word of two characters is a name ("塗料" paint, "乙醇" ethanol). */
const HAN_KANA_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2}/u;
const HAN_KANA_ONLY = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

/**
 * A name has a word of three letters (two Han or kana characters) and is not a mode, a fragment of a
 * label or a packing group.
 */
function isShippingName(value: string): boolean {
  const folded = fold(value).replace(/[.:,;]+$/, '');
  // Han and kana labels run without spaces: any part of one ("名称") is a fragment.
  const hanKanaFragment =
    HAN_KANA_ONLY.test(folded) && SHIPPING_NAME_LABELS.some((label) => label.includes(folded));
  return (
    (/\p{L}{3}/u.test(value) || HAN_KANA_WORD.test(value)) &&
    !hanKanaFragment &&
    !ROMAN.test(folded) &&
    /\p{L}{2}/u.test(withoutModes(folded)) &&
    afterShippingLabel(folded) === undefined &&
    // Neither a fragment of a label nor a reference quoting one ("see the entries for 'UN proper shipping name'").
    !SHIPPING_NAME_LABELS.some((label) => ` ${label} `.includes(` ${folded} `) || folded.includes(label))
  );
}

/** "UN 1950 AEROSOLS" or "1950, AEROSOLS": the name without the UN number printed before it. */
function cleaned(value: string): string {
  return collapseSpaces(value)
    .replace(/^[^\p{L}\p{N}(]+/u, '')
    .replace(/^(?:UN\s?)?\d{4}\b[\s,:-]*/i, '')
    .trim();
}

/**
 * The value a structured row gives: after its label's colon, or in the cell after its label cell; in a
 * table with a column per mode ("ACETONE   ACETONE   Acetone"), the first cell.
 */
const hasText = (cell: string) => /[\p{L}\p{N}]/u.test(cell);

function rowValue(text: string, tableRows: boolean): string | undefined {
  const colon = /^([^:：]*)[:：](.*)$/.exec(text);
  // Under the numbered 14.2 heading any short label names the value ("Korr. Bezeichn. des Gutes: …").
  const labelled = (label: string) => isLabel(label) || (tableRows && label.trim().length <= MAX_ROW_LABEL);
  if (colon) return labelled(colon[1] ?? '') ? cells(colon[2] ?? '').find(hasText) : undefined;
  const [first, ...rest] = cells(text);
  // A lone symbol between label and value ("(ADR/RID)   ©   ARGON") is an OCR reading of the colon.
  const second = rest.find(hasText);
  if (second === undefined || !first) return undefined;
  if (isLabel(first)) return second;
  return tableRows ? first : undefined;
}

/** The name continues on the next line when it ends with a comma ("SUBSTANCE, LIQUID," / "N.O.S."). */
function withContinuation(value: string, next: SourceLine | undefined): string {
  const more = next ? cells(next.text) : [];
  const continues = /,$/.test(value) && more.length === 1 && !/[:：]/.test(next?.text ?? '');
  return continues ? `${value} ${more[0]}` : value;
}

type Reading = ShippingName | 'none' | undefined;

/** Prose that quotes the label ("see the entries for 'UN proper shipping name' in the tables above"). */
function quotesLabel(text: string): boolean {
  const folded = fold(text);
  return (
    afterShippingLabel(fold(withoutModes(text))) === undefined &&
    SHIPPING_NAME_LABELS.some((label) => folded.includes(label))
  );
}

/**
 * The first name in a block that starts at its heading: structured rows (label then value) first, then
 * a line that is only a name (less sure).
 */
function readBlock(block: readonly SourceLine[], confidence: number, tableRows: boolean): Reading {
  const texts = block.map((line, i) => (i === 0 ? withoutSubsectionNumber(line.text) : line.text).trim());
  if (texts.slice(1).some(quotesLabel)) return undefined;
  const passes: Array<(text: string) => string | undefined> = [
    (text) => rowValue(text, tableRows),
    (text) => (cells(text).length === 1 && !/[:：]/.test(text) ? text : undefined),
  ];
  for (const [pass, read] of passes.entries()) {
    for (const [i, text] of texts.entries()) {
      const value = read(i === 0 ? withoutHeadingTitle(text) : text);
      if (value === undefined || value === '') continue;
      if (isNoName(value)) return 'none';
      const name = cleaned(value);
      if (!isShippingName(name)) continue;
      const line = block[i] as SourceLine;
      return { value: withContinuation(name, block[i + 1]), line, confidence: confidence - pass * 0.1 };
    }
  }
  return undefined;
}

/**
 * The heading line's own title is not a value: "14.2 UN proper shipping name: ACETONE" keeps
 * ": ACETONE", a table row "14.2 UN proper   GASOLIE   GASOLIE" keeps its value cells.
 */
function withoutHeadingTitle(text: string): string {
  const [first, ...cellValues] = cells(text);
  const firstRest = first === undefined ? undefined : afterShippingLabel(fold(withoutModes(first)));
  // A label cell with value cells beside it ("UN proper shipping name   PAINT   PAINT"): the cells stay apart.
  if (cellValues.length > 0 && firstRest !== undefined && !/\p{L}/u.test(firstRest)) {
    return `:${cellValues.join('   ')}`;
  }
  const collapsed = collapseSpaces(withoutModes(text));
  const folded = fold(collapsed);
  const rest = afterShippingLabel(folded);
  if (rest !== undefined) {
    // Folding changes lengths (Thai tone marks dropped, Hangul decomposed, "Æ" → "ae"): the title ends
    // where the folded start of the line reaches the folded title's end.
    const titleEnd = cellOffset(collapsed, folded.length - rest.length);
    const value = collapsed.slice(titleEnd).replace(/^\s*(?:\([^)]*\))?\s*[:：]?/, '');
    return value.trim() === '' ? '' : `:${value}`;
  }
  const [, ...values] = cells(text);
  return values.length > 0 ? `:${values.join('   ')}` : '';
}

/**
 * The next item of an unnumbered section 14: class, packing group, UN number, hazards for the environment
 * (the modules' `fieldLabels` 'transportNextItem', folded: stems at the start of the line).
 */
const NEXT_ITEM = new RegExp(`^[\\s·•*-]*(?:${wordAlternation(fieldLabels('transportNextItem'))})`);

/**
 * A row whose shipping-name label wraps onto the next line ("UN proper   PAINT   PAINT" over "shipping
 * name", "Ordnungsgemäße UN-   FARBE" over "Versandbezeichnung:"), with its label made whole; other rows
 * as they are.
 */
function withWholeLabel(line: SourceLine, next: SourceLine | undefined): SourceLine {
  const [first, ...values] = cells(line.text);
  const [wrapped, ...more] = cells(next?.text ?? '');
  if (!first || values.length === 0 || !wrapped || more.length > 0) return line;
  const label = /-$/.test(first) ? `${first}${wrapped}` : `${first} ${wrapped}`;
  const whole = afterShippingLabel(fold(withoutModes(label)));
  if (whole === undefined || afterShippingLabel(fold(withoutModes(first))) !== undefined) return line;
  return { ...line, text: `${label.replace(/[:：]\s*$/, '')}   ${values.join('   ')}` };
}

/** Lines from an unnumbered shipping-name label (a row or a heading) to a few lines below it. */
function labelBlock(rows: readonly SourceLine[]): SourceLine[] {
  const lines = rows.map((line, i) => withWholeLabel(line, rows[i + 1]));
  const at = lines.findIndex((line) => afterShippingLabel(fold(withoutModes(line.text))) !== undefined);
  if (at < 0) return [];
  const below = lines.slice(at + 1, at + 1 + LINES_AFTER_LABEL);
  const end = below.findIndex(
    (line) => NEXT_ITEM.test(fold(line.text)) || subsectionNumber(line.text) !== undefined,
  );
  return [lines[at] as SourceLine, ...(end < 0 ? below : below.slice(0, end))];
}

/**
 * The proper shipping name of section 14 (or of one mode's block): under the numbered 14.2 heading, else
 * under or beside its label. Null when the first mode says it is not regulated.
 */
export function findShippingName(lines: readonly SourceLine[]): ShippingName | null | undefined {
  const numbered = subsectionLines(lines, '14.2');
  // A numbered heading that only refers elsewhere ("see the tables above") leaves the labelled rows.
  const reading =
    (numbered.length > 0 ? readBlock(numbered, 0.85, true) : undefined) ??
    readBlock(labelBlock(lines), 0.75, false);
  return reading === 'none' ? null : reading;
}
