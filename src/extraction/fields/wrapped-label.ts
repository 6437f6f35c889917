import { positionedCells } from '../text.js';

/** How far (in characters) the wrapped part of a label may start from the label's first line. */
const LABEL_COLUMN_TOLERANCE = 2;

/**
 * A row whose label wraps onto the next line in its own column ("Ochrona dróg    : Trzymać…" over
 * "oddechowych      zagrożenia…", "Transport hazard   2.1 (8)" over "class(es)"): the row with its label
 * completed from the next line's first cell, which starts lowercase in the label's column. Other rows
 * are returned as they are.
 */
export function withWrappedLabel(text: string, next: string | undefined): string {
  const [label, ...values] = positionedCells(text);
  const [continuation] = positionedCells(next ?? '');
  if (
    !label ||
    values.length === 0 ||
    !continuation ||
    Math.abs(continuation.start - label.start) > LABEL_COLUMN_TOLERANCE ||
    !/^\p{Ll}/u.test(continuation.text)
  ) {
    return text;
  }
  const valueText = values.map((value) => value.text).join('  ');
  return `${' '.repeat(label.start)}${label.text} ${continuation.text}  ${valueText}`;
}
