import { fold, type SourceLine } from '../text.js';

/**
 * Rows that print several labelled values one after the other with single spaces ("Physical state:
 * liquid Colour: colourless Odour: sweetish"), as text flowed by a generator or an export leaves
 * them: each known label that follows a value starts a cell of its own (two spaces before it), so the
 * readers of cells see one value per label.
 */

/** A label that starts a value of its own: a capital (or a letter of a script without case), or pH. */
const LABEL_START = /^(?:\p{Lu}|\p{Lo}|pH\b)/u;
/** The label's own end: an optional bracketed condition or unit, then the colon. */
const LABEL_END = /^\s*(?:\([^()]{0,20}\)\s*)?[:：]/;

/** Whether a known label, then its colon, starts the folded text. */
function startsWithLabel(folded: string, labels: readonly string[]): boolean {
  return labels.some((label) => folded.startsWith(label) && LABEL_END.test(folded.slice(label.length)));
}

/** The printed text with two spaces before each known label that follows a labelled value on its row. */
function apart(text: string, labels: readonly string[]): string {
  let result = '';
  let from = 0;
  for (const word of text.matchAll(/(?<=\S[^\S\n])(?=\S)/gu)) {
    const at = word.index;
    const before = text.slice(0, at);
    const rest = text.slice(at);
    // A value must stand between the row's first label and this one.
    const labelled = /[:：]\s*\S/.test(before);
    if (!labelled || !LABEL_START.test(rest) || !startsWithLabel(fold(rest), labels)) continue;
    result += `${text.slice(from, at)} `;
    from = at;
  }
  return result + text.slice(from);
}

/** The lines with their inline labels apart; lines without any are returned as they are. */
export function withInlineLabelsApart(lines: readonly SourceLine[], labels: readonly string[]): SourceLine[] {
  return lines.map((line) => {
    const text = apart(line.text, labels);
    return text === line.text ? line : { ...line, text };
  });
}
