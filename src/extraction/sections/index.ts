import type { SourceLine } from '../text.js';
import { parseHeading } from './headings.js';
import { MIN_NUMBERED_SECTIONS, numberedSectionStarts } from './numbered.js';

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
  /** True when the sections were found by their numbering alone (titles in no known language). */
  byNumbering: boolean;
}

/** Fewer sections than this recognised by title leave the numbering to decide. */
const MIN_TITLED_SECTIONS = 5;

/**
 * Splits the document at its section headings. The first heading of each topic wins (later ones are
 * running headers of continued sections or cross references); a section runs to the next heading.
 * When few titles are recognised (a language the engine has no vocabulary for) but the lines number
 * the 16 sections in order, the numbering splits the document.
 */
export function findSections(lines: SourceLine[]): SectionedDocument {
  const titled = titledSectionStarts(lines);
  const numbered = titled.length < MIN_TITLED_SECTIONS ? numberedSectionStarts(lines) : [];
  const byNumbering = numbered.length >= MIN_NUMBERED_SECTIONS;
  return { lines, sections: split(lines, byNumbering ? numbered : titled), byNumbering };
}

function titledSectionStarts(lines: SourceLine[]): Array<{ number: number; line: SourceLine }> {
  const starts: Array<{ number: number; line: SourceLine }> = [];
  const seen = new Set<number>();
  for (const line of lines) {
    const heading = parseHeading(line.text.trim());
    if (!heading || seen.has(heading.number)) continue;
    seen.add(heading.number);
    starts.push({ number: heading.number, line });
  }
  return starts;
}

function split(
  lines: SourceLine[],
  starts: Array<{ number: number; line: SourceLine }>,
): Map<number, Section> {
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
  return sections;
}

export function sectionLines(doc: SectionedDocument, number: number): SourceLine[] {
  return doc.sections.get(number)?.lines ?? [];
}
