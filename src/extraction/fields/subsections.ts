import { fold, type SourceLine } from '../text.js';

/**
 * Numbered sub-sections fixed by Regulation (EU) 2020/878, Annex II ("1.4", "14.2."): the numbers are
 * the same in every language, so they anchor a value more surely than any label word.
 */

/** A line that opens a numbered sub-section: "1.4", "1.4.", "· 14.2:" followed by its title or a value. */
const NUMBERED_LINE = /^(?:[·•*\-–]\s*)?(\d{1,2})\s?\.\s?(\d{1,2})(?!\d)\.?(?=\s|:|$)/;
/** How many lines a sub-section may run when nothing numbered follows it (a section's last one). */
const MAX_SUBSECTION_LINES = 12;

/** The sub-section number a line opens ("1.4"), if any. */
export function subsectionNumber(text: string): string | undefined {
  const match = NUMBERED_LINE.exec(fold(text).trim());
  return match ? `${match[1]}.${match[2]}` : undefined;
}

/**
 * The lines of a numbered sub-section: its numbered line and those after it up to the next numbered
 * line. Empty when the document does not number its sub-sections.
 */
export function subsectionLines(lines: readonly SourceLine[], number: string): SourceLine[] {
  const start = lines.findIndex((line) => subsectionNumber(line.text) === number);
  if (start < 0) return [];
  const rest = lines.slice(start + 1, start + 1 + MAX_SUBSECTION_LINES);
  const end = rest.findIndex((line) => subsectionNumber(line.text) !== undefined);
  return [lines[start] as SourceLine, ...(end < 0 ? rest : rest.slice(0, end))];
}

/** The text of a numbered line without its number ("1.4 Notrufnummer" → "Notrufnummer"). */
export function withoutSubsectionNumber(text: string): string {
  return text.replace(/^\s*(?:[·•*\-–]\s*)?\d{1,2}\s?\.\s?\d{1,2}\.?\s*/, '');
}

/**
 * Annex II numbers section 1 up to 1.4. A section 1 that goes on to 1.5 follows an older national
 * scheme (ABNT NBR 14725 before 2012: "1.4 Responsável", "1.5 Telefone de emergência"), where 1.4 is not
 * the emergency number: labels decide there.
 */
export function numbersLikeAnnexII(lines: readonly SourceLine[]): boolean {
  return !lines.some((line) => subsectionNumber(line.text) === '1.5');
}
