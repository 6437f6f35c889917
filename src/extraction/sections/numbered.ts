import type { SourceLine } from '../text.js';

/** A line that starts with a section number and a title in any script ("4. Первая помощь", "7 取扱い"). */
const NUMBERED_LINE = /^\s*(?<number>\d{1,2})\s*[.:)]?\s+(?=[\p{L}(])/u;
/** A document whose numbered lines run through this many of the 16 sections in order has SDS structure. */
export const MIN_NUMBERED_SECTIONS = 10;

/**
 * The lines that number the 16 sections in ascending order, whatever their titles say: each number
 * is taken at its first line after the previous section's (later ones are running headers or
 * cross references). Sub-section numbers ("1.1") and list numbers out of order are skipped.
 */
export function numberedSectionStarts(lines: SourceLine[]): Array<{ number: number; line: SourceLine }> {
  const starts: Array<{ number: number; line: SourceLine }> = [];
  let last = 0;
  for (const line of lines) {
    const match = NUMBERED_LINE.exec(line.text);
    const number = Number(match?.groups?.number ?? 0);
    // A jump of more than three sections is a list or table number, not the next section.
    if (number > last && number <= 16 && number - last <= 3) {
      starts.push({ number, line });
      last = number;
    }
  }
  return starts;
}
