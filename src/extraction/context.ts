import type { LineBox, PageSize } from './pdf/types.js';
import type { Evidence } from './schema/index.js';
import type { SectionedDocument } from './sections/index.js';
import { collapseSpaces, type SourceLine } from './text.js';
import type { EngineWarning } from './warnings.js';

const SNIPPET_LENGTH = 200;

function evidenceBox(box: LineBox, page: PageSize): NonNullable<Evidence['bbox']> {
  const round = (value: number): number => Math.round(value * 10) / 10;
  return { ...box, page_width: round(page.width), page_height: round(page.height) };
}

/** What every field extractor reads (the sectioned text) and writes besides its values. */
export class ExtractionContext {
  readonly warnings: EngineWarning[] = [];
  readonly evidence: Record<string, Evidence> = {};

  constructor(
    readonly doc: SectionedDocument,
    readonly language: string | null,
  ) {}

  /** Records where a value was read and how sure the extractor is of it. */
  note(path: string, line: SourceLine | undefined, confidence: number): void {
    this.evidence[path] = {
      page: line?.page ?? null,
      snippet: line ? collapseSpaces(line.text).slice(0, SNIPPET_LENGTH) : '',
      confidence: Math.max(0, Math.min(1, Number(confidence.toFixed(3)))),
      ...(line?.box && line.pageSize ? { bbox: evidenceBox(line.box, line.pageSize) } : {}),
    };
  }

  warn(warning: EngineWarning): void {
    this.warnings.push(warning);
  }

  section(number: number): SourceLine[] {
    return this.doc.sections.get(number)?.lines ?? [];
  }
}
