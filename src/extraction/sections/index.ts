import type { SourceLine } from '../text.js';
import { parseHeading } from './headings.js';

export interface Section {
  number: number;
  page: number;
  /** Lines after the heading up to the next section heading. */
  lines: SourceLine[];
  heading: SourceLine;
}

export interface SectionedDocument {
  lines: SourceLine[];
  sections: Map<number, Section>;
}

/**
 * Splits the document at its section headings. The first heading of each topic wins (later ones are
 * running headers of continued sections or cross references); a section runs to the next heading.
 */
export function findSections(lines: SourceLine[]): SectionedDocument {
  const starts: Array<{ number: number; line: SourceLine }> = [];
  const seen = new Set<number>();
  for (const line of lines) {
    const heading = parseHeading(line.text.trim());
    if (!heading || seen.has(heading.number)) continue;
    seen.add(heading.number);
    starts.push({ number: heading.number, line });
  }
  const sections = new Map<number, Section>();
  starts.forEach((start, i) => {
    const end = starts[i + 1]?.line.index ?? lines.length;
    sections.set(start.number, {
      number: start.number,
      page: start.line.page,
      heading: start.line,
      lines: lines.slice(start.line.index + 1, end),
    });
  });
  return { lines, sections };
}

export function sectionLines(doc: SectionedDocument, number: number): SourceLine[] {
  return doc.sections.get(number)?.lines ?? [];
}
