import type { Evidence } from './schema/index.js';
import type { SectionedDocument } from './sections/index.js';
import { collapseSpaces, type SourceLine } from './text.js';
import type { EngineWarning } from './warnings.js';

const SNIPPET_LENGTH = 200;

/** The evidence box of a line, or undefined where its position is unknown or not a number (a damaged text matrix). */
function evidenceBox(line: SourceLine | undefined): Evidence['bbox'] {
  if (!line?.box || !line.pageSize) return undefined;
  const round = (value: number): number => Math.round(value * 10) / 10;
  const box = {
    ...line.box,
    page_width: round(line.pageSize.width),
    page_height: round(line.pageSize.height),
  };
  return Object.values(box).every(Number.isFinite) ? box : undefined;
}

/** How a value was read: beside its own label, or (by default) inferred from its position or form. */
export interface ReadValue {
  besideLabel?: boolean;
}

/** What every field extractor reads (the sectioned text) and writes besides its values. */
export class ExtractionContext {
  readonly warnings: EngineWarning[] = [];
  readonly evidence: Record<string, Evidence> = {};
  /** The document line each evidence entry was read on, by the entry's path. */
  readonly evidenceLines = new Map<string, number>();
  /** The paths of values read beside their own label ("Product name: X"), not inferred from where or how they stand. */
  readonly labelledPaths = new Set<string>();

  constructor(
    readonly doc: SectionedDocument,
    readonly language: string | null,
  ) {}

  /** Records where a value was read, how sure the extractor is of it, and whether its own label stood beside it. */
  note(path: string, line: SourceLine | undefined, confidence: number, read: ReadValue = {}): void {
    const bbox = evidenceBox(line);
    if (line) this.evidenceLines.set(path, line.index);
    else this.evidenceLines.delete(path);
    if (read.besideLabel) this.labelledPaths.add(path);
    else this.labelledPaths.delete(path);
    this.evidence[path] = {
      page: line?.page ?? null,
      snippet: line ? collapseSpaces(line.text).slice(0, SNIPPET_LENGTH) : '',
      confidence: Math.max(0, Math.min(1, Number(confidence.toFixed(3)))),
      ...(bbox ? { bbox } : {}),
    };
  }

  warn(warning: EngineWarning): void {
    this.warnings.push(warning);
  }

  section(number: number): SourceLine[] {
    return this.doc.sections.get(number)?.lines ?? [];
  }

  /** The number of the section a document line stands in (its heading included), if any. */
  sectionOfLine(index: number): number | undefined {
    for (const section of this.doc.sections.values()) {
      const last = section.lines.at(-1)?.index ?? section.heading.index;
      if (index >= section.heading.index && index <= last) return section.number;
    }
    return undefined;
  }
}
