import { cellNearest, cells, collapseSpaces, fold, RIGHT_TO_LEFT, type SourceLine } from '../text.js';
import { ITEM_NUMBER } from './labels.js';
import { normaliseDegrees } from './numbers.js';

/**
 * Rows of the section 9 property table: a cell that starts with one of the labels, and the value
 * printed after it. Unlike the general label reader, the label may carry a condition or a second name
 * ("Density at 20 °C (68 °F):", "Siedebeginn und Siedebereich:", "Melting/boiling point:"), because the
 * numeric reader that consumes the value passes over the condition's numbers by their units.
 */
export interface PropertyRow {
  /** The folded label cell up to its value (condition and qualifiers included). */
  label: string;
  /** The value as printed: the rest of the label cell and the cells that continue it. */
  value: string;
  line: SourceLine;
  /** The label follows a qualifying word ("Ink flash point"): a weaker match. */
  qualified: boolean;
  /** A weaker reading: the label is qualified, or the value was pieced together around the label. */
  weak: boolean;
}

/**
 * Item numbering before a label: "9.1", "(a)", "(a/b)", "a)", "10", bullets, and the national formats'
 * item numbers ("사.", "(1)", "①", "一、").
 */
const NUMBERING = new RegExp(
  String.raw`^(?:[\d.]+\s+|\(?[a-z](?:\/[a-z])*\)\s*|(?:${ITEM_NUMBER})\s*|[•·*\-–‘'"]\s*)*`,
  'u',
);

/** One word that qualifies a label before it ("Ink flash point", "Musteen leimahduspiste"). */
const QUALIFIER = /^\p{L}[\p{L}'’-]*\s+/u;

/**
 * Where the label that starts a folded cell ends (after its numbering); labels are folded too. With
 * `qualified`, the label must follow one qualifying word instead.
 */
function startsWithLabel(cell: string, labels: readonly string[], qualified = false): number | undefined {
  const numbered = NUMBERING.exec(cell)?.[0].length ?? 0;
  const qualifier = qualified ? QUALIFIER.exec(cell.slice(numbered))?.[0].length : 0;
  if (qualifier === undefined) return undefined;
  const numbering = numbered + qualifier;
  const rest = cell.slice(numbering);
  const label = labels.find(
    (candidate) => rest.startsWith(candidate) && !/\p{L}/u.test(rest[candidate.length] ?? ''),
  );
  if (label === undefined) return undefined;
  // Alternatives after a slash belong to the label ("Skupenství/barva", "pH/Wert").
  const alternatives = /^(?:\s*\/\s*[\p{L}-]+)*/u.exec(rest.slice(label.length))?.[0] ?? '';
  return numbering + label.length + alternatives.length;
}

/**
 * Where a label cell's own text ends: a colon that closes the cell, or one after the label with no
 * number before it other than in a bracketed condition ("Specific gravity (H2O=1, at 4 °C): 1.05"), not
 * the colon of "100 °C (ASTM: D86)". The rest of a label may be long ("Kogepunkt eller initialt
 * kogepunkt og kogepunktsinterval: 56 - 82 °C", the Regulation (EU) 2020/878 wording); past 40
 * characters it must hold no sentence end either, so a remark in a value ("Not applicable. Note: …")
 * keeps its colon. -1 when there is none.
 */
function labelEnd(cell: string, from: number): number {
  const colon = cell.slice(from).search(/[:：]/);
  if (colon < 0) return -1;
  const between = cell.slice(from, from + colon);
  const closesCell = cell.slice(from + colon + 1).trim() === '';
  const outsideBrackets = between.replace(/\([^()]*\)|\[[^\]]*\]/g, '');
  const labelOnly =
    !/\d/.test(outsideBrackets) && (between.length <= 40 || !/[.;!?。；](?:\s|$)/.test(outsideBrackets));
  return closesCell || labelOnly ? from + colon : -1;
}

/** "No data" written as letters around a slash or dot ("N/D", "n.a.", "N/A"): a value, not an empty cell. */
const NO_DATA_ABBREVIATION = /^\p{L}\s?[/.]\s?\p{L}\.?$/u;

/** A cell that is a label and its value ("Colour: colourless"). */
const LABELLED_CELL = /^\p{L}[^:：\d]{0,40}[:：]/u;

const STARTS_WITH_NUMBER = /^[-−~<>≤≥]?\s?\d/;
/** "9.2 Other information": the next sub-section, not a value. */
const SUBSECTION_NUMBER = /^\d{1,2}\.\d{1,2}\.?\s+\p{L}/u;

/** The cells of a line with lone separators (":", and ";" as OCR reads a colon) dropped. */
function lineCells(line: SourceLine | undefined): string[] {
  return line ? cells(normaliseDegrees(line.text)).filter((cell) => !/^[:：;=\-–]$/.test(cell.trim())) : [];
}

/**
 * A label wrapped in its column ("(g) Punto di   : -64 °C" over "ebollizione/intervallo"): the first
 * cell and the lowercase line below, when that line is nothing else.
 */
function wrappedLabel(first: string, below: SourceLine | undefined): string | undefined {
  const next = lineCells(below);
  return next.length === 1 && /^\p{Ll}/u.test(next[0] ?? '') ? `${first} ${next[0]}` : undefined;
}

/** Lines of a value cell at most this far above or below its label line. */
const MAX_WRAPPED_LINES = 3;

/**
 * A value cell that wraps onto lines above and below its one-line label, the label centred in the
 * taller row ("71 °C (closed cup," over "Flash point" over "method X)"). Only where the reader
 * knows the line boxes: the lines around the label hold one cell each, start in one column well right
 * of the label, and the label stands at their vertical middle.
 */
function valueAroundLabel(lines: readonly SourceLine[], at: number): string | undefined {
  const label = lines[at];
  const labelBox = label?.box;
  if (!labelBox) return undefined;
  const column = (line: SourceLine | undefined) =>
    line?.box &&
    line.page === label.page &&
    lineCells(line).length === 1 &&
    line.box.x > labelBox.x + 2 * labelBox.height
      ? line.box.x
      : undefined;
  const run = (step: -1 | 1) => {
    const found: SourceLine[] = [];
    for (let i = at + step; found.length < MAX_WRAPPED_LINES; i += step) {
      const x = column(lines[i]);
      if (x === undefined || (found[0]?.box && Math.abs(found[0].box.x - x) > 2)) break;
      found.push(lines[i]!);
    }
    return found;
  };
  const above = run(-1).reverse();
  const below = run(1);
  const top = above[0]?.box;
  const bottom = below.at(-1)?.box;
  if (!top || !bottom || Math.abs(top.x - bottom.x) > 2) return undefined;
  const middle = (top.y + bottom.y + bottom.height) / 2;
  if (Math.abs(labelBox.y + labelBox.height / 2 - middle) > labelBox.height / 2) return undefined;
  return collapseSpaces(normaliseDegrees([...above, ...below].map((line) => line.text).join(' ')));
}

/**
 * Every row whose cell starts with one of the labels (accent-folded, lowercase), in reading order; then
 * the rows whose label follows one qualifying word, marked `qualified` (less certain: "Bulk density" is
 * such a row too, so callers refuse the qualifiers that change the property).
 */
export function* propertyRows(
  lines: readonly SourceLine[],
  printedLabels: readonly string[],
): Generator<PropertyRow> {
  yield* rowsOf(lines, printedLabels, false);
  yield* rowsOf(lines, printedLabels, true);
}

function* rowsOf(
  lines: readonly SourceLine[],
  printedLabels: readonly string[],
  qualified: boolean,
): Generator<PropertyRow> {
  const labels = printedLabels.map(fold);
  for (const [i, line] of lines.entries()) {
    const rowCells = lineCells(line);
    const below = lines[i + 1];
    for (const [c, printed] of rowCells.entries()) {
      const folded = fold(printed);
      let end = startsWithLabel(folded, labels, qualified);
      const wrapped = c === 0 && end === undefined && !qualified ? wrappedLabel(printed, below) : undefined;
      if (wrapped && rowCells.length > 1) {
        end = startsWithLabel(fold(wrapped), labels) === undefined ? undefined : folded.length;
      }
      if (end === undefined) continue;
      // Folding keeps positions unless it expanded a character ("℃" → "°c"): then the folded text is cut.
      const cell = folded.length === collapseSpaces(printed).length ? collapseSpaces(printed) : folded;
      const colon = labelEnd(folded, end);
      const label =
        colon >= 0
          ? folded.slice(0, colon)
          : folded.slice(0, end + (/\d/.exec(folded.slice(end))?.index ?? folded.length));
      const parts = [cell.slice(colon >= 0 ? colon + 1 : end)];
      const ownValue = /\S/.test(parts[0] ?? '');
      // The next cell is the value; the ones after it continue it while they start with no letter. A
      // labelled cell after the label's own value is the next row printed beside it.
      for (const [k, next] of rowCells.slice(c + 1).entries()) {
        if ((k > 0 && /^\p{L}/u.test(next)) || (ownValue && LABELLED_CELL.test(next))) break;
        parts.push(next);
      }
      // Right-to-left lines print the label last and the value before it.
      if (c > 0 && c === rowCells.length - 1 && RIGHT_TO_LEFT.test(printed))
        parts.push(...rowCells.slice(0, c));
      let value = collapseSpaces(parts.join(' ')).replace(/^[:：=\-–]\s+/, '');
      const around = /\d/.test(value) || c > 0 ? undefined : valueAroundLabel(lines, i);
      const split = around !== undefined && /\d/.test(around);
      if (split) value = around;
      const belowText = below ? collapseSpaces(normaliseDegrees(below.text)) : '';
      if (!/\d|\p{L}{2}/u.test(value) && !NO_DATA_ABBREVIATION.test(value)) value = belowText;
      // A label alone on its line, its number on the line below ("Initial boiling point and" / "-183 °C").
      else if (!/\d/.test(value) && rowCells.length === 1 && STARTS_WITH_NUMBER.test(belowText)) {
        value = `${value} ${belowText}`;
      }
      // A row of captions holding no number ("Flash Point (Method Used)   Flammable Limits   LEL"), as
      // the boxed forms of old MSDSs print them: the number is typed in the cell below the label.
      else if (rowCells.length > 1 && !rowCells.some((other) => /\d/.test(other))) {
        // The box below is on the same page: a row at the foot of a page is over the next page's header.
        const under =
          below?.page === line.page
            ? cellNearest(normaliseDegrees(below.text), normaliseDegrees(line.text).indexOf(printed))
            : undefined;
        if (under && STARTS_WITH_NUMBER.test(under) && !SUBSECTION_NUMBER.test(under))
          value = collapseSpaces(under);
      }
      yield { label, value, line, qualified, weak: qualified || split };
    }
  }
}
