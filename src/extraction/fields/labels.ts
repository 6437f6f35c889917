import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';

export interface LabelledValue {
  value: string;
  line: SourceLine;
}

/** Separators between a label and its value; a dash only when spaced, so `-18 °C` keeps its sign. */
const SEPARATOR = /^(?:[\s:：.=]|[-–](?=\s))*/;

function startsWithLabel(foldedCell: string, labels: readonly string[]): string | undefined {
  const cell = foldedCell.replace(/^[\d.\s]*(?:\([a-z]\)\s*)?/, '').replace(/^[•·*\-–]\s*/, '');
  return labels.find((label) => cell.startsWith(label));
}

/**
 * The value printed after one of the labels: in the rest of the label's cell, in the next cell of the
 * same row, or on the next non-empty line. Labels are accent-folded lowercase prefixes.
 */
export function findLabelled(
  lines: readonly SourceLine[],
  labels: readonly string[],
  accept: (value: string) => boolean = (value) => value.length > 0,
): LabelledValue | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const lineCells = cells(line.text);
    for (let c = 0; c < lineCells.length; c++) {
      const cell = lineCells[c] ?? '';
      const folded = fold(cell);
      const label = startsWithLabel(folded, labels);
      if (!label) continue;
      const labelEnd = fold(cell).indexOf(label) + label.length;
      const rest = collapseSpaces(cell.slice(cellOffset(cell, labelEnd)))
        .replace(SEPARATOR, '')
        .trim();
      // A parenthesised qualifier after the label ("Product name (trade name):") is not the value.
      const cleaned = rest.replace(/^\([^)]*\)\s*[:：]?\s*/, '').replace(/^[:：]\s*/, '');
      if (cleaned && accept(cleaned)) return { value: cleaned, line };
      const nextCell = lineCells[c + 1];
      if (nextCell !== undefined) {
        const value = nextCell.replace(SEPARATOR, '').trim();
        if (accept(value)) return { value, line };
        continue;
      }
      for (const next of lines.slice(i + 1, i + 3)) {
        const value = collapseSpaces(next.text).replace(SEPARATOR, '');
        if (!value) continue;
        if (accept(value)) return { value, line: next };
        break;
      }
    }
  }
  return undefined;
}

/** Maps a position in the folded text back to the original (folding keeps length except for whitespace). */
function cellOffset(cell: string, foldedIndex: number): number {
  let folded = 0;
  let i = cell.length - cell.trimStart().length;
  while (i < cell.length && folded < foldedIndex) {
    const isSpaceRun = /\s/.test(cell[i] ?? '') && /\s/.test(cell[i + 1] ?? '');
    if (!isSpaceRun) folded++;
    i++;
  }
  return i;
}

export function containsAny(text: string, fragments: readonly string[]): boolean {
  const folded = fold(text);
  return fragments.some((fragment) => folded.includes(fragment));
}
