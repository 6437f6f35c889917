import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
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
}

/** Item numbering before a label: "9.1", "(a)", "(a/b)", "a)", "10", bullets. */
const NUMBERING = /^(?:[\d.]+\s+|\(?[a-z](?:\/[a-z])*\)\s*|[•·*\-–‘'"]\s*)*/u;

function startsWithLabel(cell: string, labels: readonly string[]): number | undefined {
  const numbering = NUMBERING.exec(cell)?.[0].length ?? 0;
  const rest = cell.slice(numbering);
  const label = labels.find(
    (candidate) => rest.startsWith(candidate) && !/\p{L}/u.test(rest[candidate.length] ?? ''),
  );
  return label === undefined ? undefined : numbering + label.length;
}

/**
 * Where a label cell's own text ends: a colon that closes the cell, or one shortly after the label with
 * no number before it (not the colon of "100 °C (ASTM: D86)"). -1 when there is none.
 */
function labelEnd(cell: string, from: number): number {
  const colon = cell.slice(from).search(/[:：]/);
  if (colon < 0) return -1;
  const between = cell.slice(from, from + colon);
  const closesCell = cell.slice(from + colon + 1).trim() === '';
  return closesCell || (between.length <= 30 && !/\d/.test(between)) ? from + colon : -1;
}

/** Every row whose cell starts with one of the labels (accent-folded, lowercase), in reading order. */
export function* propertyRows(
  lines: readonly SourceLine[],
  labels: readonly string[],
): Generator<PropertyRow> {
  for (const [i, line] of lines.entries()) {
    const lineCells = cells(normaliseDegrees(line.text)).filter((cell) => !/^[:：;=\-–]$/.test(cell.trim()));
    for (const [c, printed] of lineCells.entries()) {
      const folded = fold(printed);
      const end = startsWithLabel(folded, labels);
      if (end === undefined) continue;
      // Folding keeps positions unless it expanded a character ("℃" → "°c"): then the folded text is cut.
      const cell = folded.length === collapseSpaces(printed).length ? collapseSpaces(printed) : folded;
      const colon = labelEnd(folded, end);
      const label =
        colon >= 0
          ? folded.slice(0, colon)
          : folded.slice(0, end + (/\d/.exec(folded.slice(end))?.index ?? folded.length));
      const parts = [cell.slice(colon >= 0 ? colon + 1 : end)];
      // The next cell is the value; the ones after it continue it while they start with no letter.
      for (const [k, next] of lineCells.slice(c + 1).entries()) {
        if (k > 0 && /^\p{L}/u.test(next)) break;
        parts.push(next);
      }
      let value = collapseSpaces(parts.join(' '));
      const below = lines[i + 1];
      if (!/\d|\p{L}{2}/u.test(value) && below) value = collapseSpaces(normaliseDegrees(below.text));
      yield { label, value, line };
    }
  }
}
