import type { ExtractionContext } from '../context.js';
import { fieldLabels, matchedWords, matchedWordsPattern } from '../languages/index.js';
import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
import { findLabelled, wordAlternation } from './labels.js';
import { statesNothing } from './states-nothing.js';

const COLOUR = fieldLabels('colour');
const APPEARANCE = fieldLabels('appearance');
/** The labels of the other 9.1 rows: a value that starts with one is the next row, not a colour. */
const OTHER_ROWS = [
  ...fieldLabels('odour'),
  ...fieldLabels('ph'),
  ...fieldLabels('flashPoint'),
  ...fieldLabels('boilingPoint'),
  ...fieldLabels('meltingPoint'),
  ...fieldLabels('density'),
  ...fieldLabels('vapourPressure'),
  ...fieldLabels('physicalForm'),
];
const NEXT_ROW = new RegExp(`^(?:${wordAlternation(OTHER_ROWS)})(?![\\p{L}])`, 'u');
/** A colour word of any language (the modules' `matchedWords` colourWord). */
const COLOUR_WORD = new RegExp(matchedWordsPattern(matchedWords('colourWord')), 'u');
/** The label cell of a row that prints colour with another property ("Skupenství/barva", "Aspecto (… cor)"). */
const COMPOUND_COLOUR_LABEL = new RegExp(
  `[/,(&]\\s*(?:\\p{L}+\\s+){0,3}(?:${wordAlternation(COLOUR)})(?![\\p{L}])`,
  'u',
);
const MAX_LABEL_LENGTH = 60;
/** Item numbering before a label ("9.1", "(a)", "a)", bullets). */
const NUMBERING = /^[\d.\s]*(?:\(?[a-z](?:\/[a-z])?\)\s*)?(?:[·•*-]\s*)?/;
/** Separators and dot leaders between a label and its value. */
const LEADERS = /^[\s:：.=\-–]+/;

/** Evidence of each way of reading the colour. */
const CONFIDENCE = { colourRow: 0.85, otherRow: 0.6 } as const;

/**
 * The colour within another property's value ("Gaz skroplony. Gaz bezbarwny.", "Viscous green liquid.
 * Pleasant odour."): the sentences that name a colour, or null when none does.
 */
function colourSentences(value: string): string | null {
  const sentences = value.split(/(?<=[.;。])\s+|;\s*/).filter((sentence) => sentence.trim() !== '');
  const named = sentences.filter((sentence) => COLOUR_WORD.test(fold(sentence)));
  return named.length > 0 ? collapseSpaces(named.join(' ')) : null;
}

/** A line that holds one cell and no label: a value printed below its label. */
const loneValue = (line: SourceLine | undefined) =>
  line && cells(line.text).length === 1 && !/[:：]/.test(line.text) ? collapseSpaces(line.text) : undefined;

/**
 * The value of a row whose label cell (before its colon, or its first cell) matches: the first cell
 * after the label, or the line below a label that stands alone (a lone separator line passed over).
 */
function rowValue(
  lines: readonly SourceLine[],
  matches: (label: string) => boolean,
): { value: string; line: SourceLine } | undefined {
  for (const [i, line] of lines.entries()) {
    const text = line.text.trim();
    const colon = text.search(/[:：]/);
    const [first = '', ...rest] = cells(text);
    const [label, value] =
      colon > 0 && colon <= first.length
        ? [text.slice(0, colon), text.slice(colon + 1)]
        : [first, rest.join('  ')];
    if (label.length > MAX_LABEL_LENGTH || !matches(fold(label))) continue;
    const inRow = cells(value.replace(LEADERS, ''))[0];
    const below = lines.slice(i + 1, i + 3).find((next) => next.text.replace(LEADERS, '') !== '');
    const found = inRow ?? loneValue(below);
    if (found && /\p{L}/u.test(found)) return { value: collapseSpaces(found), line };
  }
  return undefined;
}

/**
 * The colour of 9.1: the colour row's value (null when it states none), else the colour named in a
 * row that prints it with another property ("Physical state/colour") or in the appearance, with less
 * confidence. A value that is the next row's label is no colour.
 */
export function colourField(ctx: ExtractionContext, lines: SourceLine[], path: string): string | null {
  const row = findLabelled(lines, COLOUR, (value) => /\p{L}/u.test(value) && value.length < 80);
  if (row) {
    const value = collapseSpaces(row.value);
    if (statesNothing(value) || NEXT_ROW.test(fold(value))) return null;
    ctx.note(path, row.line, CONFIDENCE.colourRow);
    return value;
  }
  const other =
    rowValue(lines, (label) => COMPOUND_COLOUR_LABEL.test(label)) ??
    rowValue(lines, (label) => APPEARANCE.some((word) => label.replace(NUMBERING, '').startsWith(word)));
  const colour = other && !statesNothing(other.value) ? colourSentences(other.value) : null;
  if (!other || !colour) return null;
  ctx.note(path, other.line, CONFIDENCE.otherRow);
  return colour;
}
