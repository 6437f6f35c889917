import { fieldLabels, matchedWords, matchedWordsPattern } from '../languages/index.js';
import { fold, positionedCells, type PositionedCell, type SourceLine } from '../text.js';
import { findClassifications } from './classification.js';
import { isAmountHeading, isBareAmount } from './component-amounts.js';

/**
 * The rows of section 3's component table: which lines belong to each component (its CAS number's
 * line, the line its amount was read on, the lines of its name cell wrapped above or below), the
 * component's name read from its name cell, and the EC numbers printed in its row.
 */

const IDENTIFIER = /\d{2,7}\s?-\s?\d{2}\s?-\s?\d|\d{3}-\d{3}-\d|\d{2}-\d{7,10}|\d{3}-\d{3}-\d{2}-\d/;
export const EC_NUMBERS = /(?<![\d-])(\d{3})-(\d{3})-(\d)(?![\d-])/g;
/**
 * H and EUH statements, R phrases and the danger symbols of the old directives ("N; R50", "Xn - R22"),
 * not a name's locant ("N-alkylated …").
 */
const HAZARD_CODES =
  /\b(?:EU)?H\d{3}|\bR\s?\d{2}(?:\/\d{2})*\b|^(?:Xn|Xi|T\+?|F\+?|C|N|O|E)\s*(?:[;,:]|-(?![A-Za-z])|$)/;
/** A cell that prints hazard classes or codes ("Flam. Liq. 2", "Skin Corr. 1B; H314"), not a name. */
const isClassification = (cell: string) =>
  HAZARD_CODES.test(cell) ||
  // A class is printed with its category; a name may hold a class's word ("lactic" of "Lact.").
  (/\d/.test(cell) && findClassifications([{ page: 0, index: 0, text: cell }]).length > 0);
/** The label words of a substance's identifiers (the language modules' `matchedWords` 'identifierLabel'). */
const IDENTIFIER_LABEL = new RegExp(matchedWordsPattern(matchedWords('identifierLabel')), 'u');
/** Labels of a component's name, which head the name column ("Chemical name", "Bezeichnung"). */
const NAME_LABELS = fieldLabels('componentName');
/** The words section 3 states its kind with ("Mixture.", "Stoff"): a statement, never a name. */
const COMPOSITION_KINDS = new Set([...fieldLabels('substance'), ...fieldLabels('mixture')]);
const isCompositionKind = (cell: string) =>
  COMPOSITION_KINDS.has(
    fold(cell)
      .replace(/[^\p{L}\s]/gu, '')
      .trim(),
  );
/** An amount with its per cent sign, inside a cell ("50 - 70 %", "≥10 %"). */
const AMOUNT_IN_CELL = /[<>≤≥]?=?\s?\d+(?:[.,]\d+)?\s?(?:[-–]\s?[<>≤≥]?=?\s?\d+(?:[.,]\d+)?\s?)?%/;
/** The words around an identifier that label it ("No.", "Nr", "N°", "#"). */
const NUMBER_WORD = /^(?:n[°ºo]?\.?|nr\.?|#|:|-|–)$/i;

/** A row's own marks before its name: a bullet, an item number ("1)", "a."). */
const ROW_MARK = /^(?:[·•*\-–]|\(?\d{1,2}[).]|[a-z][).])$/i;

export interface ComponentRow {
  name: string | null;
  /** The line the name starts on. */
  nameLine: number | undefined;
  /**
   * How the name was read: from the row's own lines (its CAS number's line, the lines down to its
   * amount), its name cell wrapped onto the lines below, or only from lines beside the row.
   */
  source: 'row' | 'wrapped' | 'beside';
  ecNumbers: string[];
  /** The row's lines, for what else the row prints (the component's classification). */
  lines: number[];
}

/**
 * A cell that labels an identifier ("CAS-Nr.", "No CE", "EC number: 905-588-0", "REACH #:") or the
 * name ("Chemical name", "Nome químico comum ou"), or ends with a colon.
 */
function isLabel(cell: string): boolean {
  const text = cell.replace(IDENTIFIER, ' ').trim();
  if (/:\s*$/.test(text) || /^[^:]{1,30}:\s*[\d<>≤≥=]/.test(cell)) return true;
  const folded = fold(text);
  const words = folded.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return (
    (words.length <= 3 && IDENTIFIER_LABEL.test(folded)) ||
    (words.length <= 5 && NAME_LABELS.some((label) => folded.startsWith(label)))
  );
}

/** A word that labels an identifier ("CAS", "EC", "No.", "(CAS#"), around an identifier in a cell. */
const isIdentifierWord = (word: string) =>
  NUMBER_WORD.test(word) ||
  new RegExp(`^\\(?(?:${IDENTIFIER_LABEL.source})[.:#]*$`, 'u').test(
    fold(word).replace(/[-‐](?:n[°ºo]?|nr|no)\.?(?=[.:#]*$)/u, ''),
  );

/**
 * The name in a cell that also prints the row's identifiers or amount, run together by single spaces
 * ("64-17-5 Ethyl alcohol", "Acetone CAS 67-64-1 EC 200-662-2 50 - 70 %"): the first part between them
 * that reads as a name, without the words that label the identifiers.
 */
function nameInCell(cell: PositionedCell): PositionedCell | undefined {
  const splitter = new RegExp(`${IDENTIFIER.source}|${AMOUNT_IN_CELL.source}`, 'g');
  let from = 0;
  for (const match of [...cell.text.matchAll(splitter), undefined]) {
    const to = match?.index ?? cell.text.length;
    const words = cell.text.slice(from, to).split(/\s+/).filter(Boolean);
    while (words.length && isIdentifierWord(words[0] ?? '')) words.shift();
    while (words.length && isIdentifierWord(words.at(-1) ?? '')) words.pop();
    const text = words.join(' ').replace(/^[\s,;:.(/-]+|[\s,;:(/-]+$/g, '');
    if (text && isNameCell(text))
      return { text, start: cell.start + Math.max(0, cell.text.indexOf(text, from)) };
    from = to + (match?.[0].length ?? 0);
  }
  return undefined;
}

/** A cell that may be (part of) a component's name. */
function isNameCell(cell: string): boolean {
  return (
    (/\p{L}{3}/u.test(cell) ||
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(cell)) &&
    !IDENTIFIER.test(cell) &&
    !isBareAmount(cell) &&
    !/^[<>≤≥]/.test(cell) &&
    !isClassification(cell) &&
    !isLabel(cell) &&
    !isCompositionKind(cell)
  );
}

/** Cells passed over before a row's name: its identifiers, their labels, a bullet or item number. */
const isPassedOver = (cell: string) =>
  isLabel(cell) || IDENTIFIER.test(cell) || ROW_MARK.test(cell) || /^[\d\s.,%<>≤≥–-]*$/.test(cell);

/**
 * A heading row of the table: bare identifier labels ("CAS", "EINECS") or the concentration column's
 * heading, and no identifier.
 */
const isHeadingRow = (lineCells: readonly PositionedCell[]) =>
  lineCells.length > 1 &&
  lineCells.some(
    (cell) =>
      (isLabel(cell.text) && !/:/.test(cell.text)) ||
      /^c\.?a\.?s\b/i.test(cell.text) ||
      isAmountHeading(cell.text),
  ) &&
  !lineCells.some(
    (cell) => IDENTIFIER.test(cell.text) || isBareAmount(cell.text) || isClassification(cell.text),
  );

/** A row of its own: a line that prints an amount beside its name (a component without a CAS number). */
const hasAmount = (lineCells: readonly PositionedCell[], name: PositionedCell) =>
  lineCells.some((cell) => cell !== name && (isBareAmount(cell.text) || /\d\s*%/.test(cell.text)));

/** A "label: value" line of an identifier block ("Substance name : Acetone"), not a table row. */
const isLabelled = (lineCells: readonly PositionedCell[]) =>
  /:/.test(lineCells[0]?.text ?? '') || /^:/.test(lineCells[1]?.text ?? '');

/** A page's number in its header or footer ("Page 1 of 5", "Seite 2/10"). */
const PAGE_NUMBER = /\d+\s*(?:\/|of|von|de|sur|z|di|av|af)\s*\d+\s*$/i;

/** A sub-section's heading ("3.2 Mixtures"). */
const SUBSECTION_NUMBER = /^\s*\d{1,2}\.\d{1,2}\.?(?!\d)/;

/** A line of prose (a note under the table): one cell of many words, or a sentence. */
const isProse = (lineCells: readonly PositionedCell[]) =>
  (lineCells.length === 1 &&
    (lineCells[0]?.text.split(/\s+/).length ?? 0) >= 8 &&
    !isClassification(lineCells[0]?.text ?? '')) ||
  lineCells.some((cell) => /\p{L}{2}\.$/u.test(cell.text) && cell.text.split(/\s+/).length >= 4);

interface NameColumn {
  start: number;
  end: number;
}

/** How many lines a name cell may wrap above or below a row's own lines. */
const WRAP = 4;

export function componentRows(
  lines: readonly SourceLine[],
  anchors: readonly number[],
  amountLines: ReadonlyArray<number | undefined>,
  casLines: ReadonlySet<number>,
): ComponentRow[] {
  const rowCells = lines.map((line) => positionedCells(line.text));
  const cores = anchors.map((anchor, i) => {
    const amount = amountLines[i];
    const near = amount !== undefined && Math.abs(amount - anchor) <= 6 ? amount : anchor;
    return { top: Math.min(anchor, near), bottom: Math.max(anchor, near) };
  });
  const inOtherCore = (at: number, i: number) =>
    cores.some((core, j) => j !== i && at >= core.top && at <= core.bottom);

  /** The first name cell of a row's line, after its identifiers and their labels. */
  const ownCell = (at: number): PositionedCell | undefined => {
    for (const cell of rowCells[at] ?? []) {
      if (isNameCell(cell.text)) return cell;
      if (!isPassedOver(cell.text)) return undefined;
      const inside = IDENTIFIER.test(cell.text) ? nameInCell(cell) : undefined;
      if (inside) return inside;
    }
    return undefined;
  };
  const column = nameColumn(cores.map((core) => firstOwnCell(core, ownCell, rowCells)).filter(isDefined));

  // Where the anchors' lines print an identifier's label alone ("CAS-No.   64-17-5"), the cells of
  // other lines in that column are labels too ("Formula   C2H6O").
  const labelColumns = anchors.flatMap((anchor) =>
    (rowCells[anchor] ?? [])
      .filter((cell) => isLabel(cell.text) && !IDENTIFIER.test(cell.text))
      .map((cell) => cell.start),
  );
  const isLabelColumn = (lineCells: readonly PositionedCell[]) =>
    lineCells.length > 1 && labelColumns.some((start) => Math.abs((lineCells[0]?.start ?? -9) - start) <= 1);

  /** The part of a line in the name column, when it is a name's. */
  const fragment = (at: number): PositionedCell | undefined => {
    const lineCells = rowCells[at] ?? [];
    if (
      isHeadingRow(lineCells) ||
      isProse(lineCells) ||
      isLabelled(lineCells) ||
      isLabelColumn(lineCells) ||
      SUBSECTION_NUMBER.test(lines[at]?.text ?? '')
    )
      return undefined;
    if (!column) return ownCell(at);
    const cell = lineCells.find(
      (candidate) => candidate.start < column.end && candidate.start + candidate.text.length > column.start,
    );
    return cell && isNameCell(cell.text) && cell.start + cell.text.length <= column.end + 12
      ? cell
      : undefined;
  };

  /** A line that continues a row's name cell: a name fragment on the row's page, not a row of its own. */
  const continues = (at: number, i: number, anchor: number) => {
    const cell = fragment(at);
    // Beside a wrapped name, a row prints at most its other cells' wrapped identifiers or classes.
    const others = (rowCells[at] ?? []).filter((other) => other !== cell);
    return (
      cell !== undefined &&
      !PAGE_NUMBER.test(cell.text) &&
      others.every((other) => isPassedOver(other.text) || isClassification(other.text)) &&
      !casLines.has(at) &&
      !inOtherCore(at, i) &&
      lines[at]?.page === lines[anchor]?.page &&
      !hasAmount(rowCells[at] ?? [], cell)
    );
  };
  const rows = anchors.map((anchor, i) => {
    const core = cores[i] ?? { top: anchor, bottom: anchor };
    const own: number[] = [];
    for (let at = core.top; at <= core.bottom; at++)
      if (at === anchor ? ownCell(at) : fragment(at)) own.push(at);
    const above: number[] = [];
    if (!fragment(core.top)) {
      for (let at = core.top - 1; at >= Math.max(0, core.top - WRAP); at--) {
        if (!continues(at, i, anchor)) break;
        above.unshift(at);
      }
    }
    const below: number[] = [];
    for (let at = core.bottom + 1; at <= core.bottom + WRAP && at < lines.length; at++) {
      if (!continues(at, i, anchor)) break;
      below.push(at);
    }
    // Lines that run on to the next row's own lines, where that row's name cell is empty there, are
    // the start of its name (printed above its CAS number), not this name's end.
    const next = cores[i + 1];
    if (next && below.at(-1) === next.top - 1 && !fragment(next.top)) below.length = 0;
    return { anchor, core, own, above, below };
  });
  // A line taken above by one row and below by the one before belongs to the row it is nearer.
  const taken = new Set<number>();
  return rows.map((row, i) => {
    const parts = [...row.above, ...row.own, ...row.below].filter((at) => !taken.has(at));
    parts.forEach((at) => taken.add(at));
    const text = joinName(parts.map((at) => (at === row.anchor ? ownCell(at) : fragment(at))?.text ?? ''));
    const start = Math.min(row.core.top, parts[0] ?? Infinity);
    const end = regionEnd(rowCells, row, rows[i + 1]?.core.top, parts.at(-1));
    const region = range(start, end);
    return {
      name: text || null,
      nameLine: parts[0],
      source:
        row.own.length === 0 || row.above.length > 0 ? 'beside' : row.below.length > 0 ? 'wrapped' : 'row',
      ecNumbers: [
        ...new Set(
          region.flatMap((at) =>
            [...(lines[at]?.text ?? '').matchAll(EC_NUMBERS)].map(
              (match) => `${match[1]}-${match[2]}-${match[3]}`,
            ),
          ),
        ),
      ],
      lines: region,
    };
  });
}

const isDefined = <T>(value: T | undefined): value is T => value !== undefined;

function firstOwnCell(
  core: { top: number; bottom: number },
  ownCell: (at: number) => PositionedCell | undefined,
  rowCells: readonly PositionedCell[][],
): { cell: PositionedCell; next: number | undefined } | undefined {
  for (let at = core.top; at <= core.bottom; at++) {
    const cell = ownCell(at);
    if (cell) return { cell, next: rowCells[at]?.find((other) => other.start > cell.start)?.start };
  }
  return undefined;
}

/** The name column: where the rows' name cells start, up to the nearest cell after them. */
function nameColumn(
  found: ReadonlyArray<{ cell: PositionedCell; next: number | undefined }>,
): NameColumn | undefined {
  if (found.length === 0) return undefined;
  const starts = found.map((entry) => entry.cell.start).sort((a, b) => a - b);
  const start = starts[Math.floor(starts.length / 2)] ?? 0;
  const ends = found
    .filter((entry) => Math.abs(entry.cell.start - start) <= 4)
    .map((entry) => entry.next ?? Infinity);
  return { start: Math.min(...starts.filter((value) => value >= start - 4)), end: Math.min(...ends) };
}

/** Where a row ends: before the next row's first line, or after a few lines of its own when last. */
function regionEnd(
  rowCells: readonly PositionedCell[][],
  row: { anchor: number; core: { bottom: number } },
  nextTop: number | undefined,
  lastNamePart: number | undefined,
): number {
  const from = Math.max(row.core.bottom, lastNamePart ?? -1);
  let end = from;
  const limit = nextTop === undefined ? from + 6 : nextTop - 1;
  for (let at = from + 1; at <= limit && at < rowCells.length; at++) {
    const lineCells = rowCells[at] ?? [];
    if (nextTop === undefined && (lineCells.length === 0 || isProse(lineCells) || isHeadingRow(lineCells)))
      break;
    end = at;
  }
  return end;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k);

/**
 * A name cell's lines as one name. A word broken at a hyphen after a syllable, whose tail on the next
 * line is short ("etoxi-" over "lados,", "hydrox-" over "ide"), is joined whole; a hyphen before a
 * longer part ("Dipropyleeni-glykoli-" over "monometyylieetteri") belongs to the name and is kept.
 */
export function joinName(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .reduce((name, part) => {
      if (!name) return part;
      if (!/-$/.test(name)) return `${name} ${part}`;
      const tail = /^\p{Ll}+/u.exec(part)?.[0] ?? '';
      return /\p{Ll}{2}-$/u.test(name) && tail.length >= 2 && tail.length <= 6
        ? `${name.slice(0, -1)}${part}`
        : `${name}${part}`;
    }, '');
}
