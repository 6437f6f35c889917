/**
 * The record view of a revision: "changed since the previous revision", one entry per change with
 * its before and after values and, for each side, the page the value was printed on with its
 * evidence box highlighted. A self-contained HTML document: the page images travel inside it (each
 * page once, as an SVG definition every change on it refers to), because the browser that shows it
 * cannot send the API key along with image requests.
 */
import { createHash } from 'node:crypto';
import type { Evidence } from '../extraction/schema/index.js';
import type { PageImage } from '../extraction/page-images.js';
import { Html, html } from '../site/html.js';
import type { RecordChange } from './change.js';
import type { ExtractionChanges } from './extraction-changes.js';
import { regulatoryCount } from './record-diff.js';

type Side = 'before' | 'after';

/** One side of the comparison: its extraction and the images of the pages its changed values are on. */
export interface ComparedDocument {
  extractionId: string;
  pages: readonly PageImage[];
}

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1280px; padding: 1rem 1.5rem; color: #1c2330; }
h1 { font-size: 1.5rem; }
h2 { font-size: 1.05rem; margin: 0 0 .5rem; }
.changes { list-style: none; padding: 0; }
.change { border: 1px solid #d4d9e2; border-radius: 6px; padding: .75rem 1rem; margin: 0 0 1rem; }
.change.regulatory { border-left: 6px solid #b3261e; }
.tag { display: inline-block; font-size: .8rem; border-radius: 3px; padding: 0 .4rem; background: #eef1f6; margin-left: .4rem; }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
figure { margin: 0; }
figcaption { margin-bottom: .4rem; }
.value { font-family: ui-monospace, monospace; background: #f6f7f9; padding: 0 .25rem; white-space: pre-wrap; }
.page { width: 100%; height: auto; border: 1px solid #d4d9e2; }
.box { fill: rgba(255, 214, 0, .25); stroke: #e0a800; stroke-width: 3; }
.definitions { position: absolute; width: 0; height: 0; }
`;

/** The response's content security policy: only the inlined page images and the style above load. */
export const CHANGES_PAGE_CSP = [
  "default-src 'none'",
  'img-src data:',
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "frame-ancestors 'none'",
].join('; ');

/** One Html value, so that formatting the template cannot add whitespace the hash does not cover. */
const STYLE_ELEMENT = new Html(`<style>${STYLE}</style>`);

const pageId = (side: Side, page: number): string => `${side}-page-${page}`;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function pageDefinitions(side: Side, document: ComparedDocument | null): Html[] {
  return (document?.pages ?? []).map(
    (page) =>
      html`<image
        id="${pageId(side, page.number)}"
        width="${page.width}"
        height="${page.height}"
        href="data:${page.mediaType};base64,${page.bytes.toString('base64')}"
      ></image>`,
  );
}

/** The page with the evidence box drawn on it, scaled from PDF points to the image's pixels. */
function pageFigure(side: Side, evidence: Evidence, page: PageImage): Html {
  const box = evidence.bbox;
  const highlight = box
    ? html`<rect
        class="box"
        x="${(box.x * page.width) / box.page_width}"
        y="${(box.y * page.height) / box.page_height}"
        width="${(box.width * page.width) / box.page_width}"
        height="${(box.height * page.height) / box.page_height}"
      ></rect>`
    : undefined;
  return html`<svg
    class="page"
    viewBox="0 0 ${page.width} ${page.height}"
    role="img"
    aria-label="Page ${page.number}${box ? ', the value highlighted' : ''}"
  >
    <use href="#${pageId(side, page.number)}"></use>
    ${highlight}
  </svg>`;
}

function sideFigure(
  side: Side,
  value: unknown,
  evidence: Evidence | null,
  document: ComparedDocument | null,
): Html {
  const page = document?.pages.find((image) => image.number === evidence?.page);
  const where = evidence
    ? html` · page ${evidence.page ?? '?'}: “${evidence.snippet}”${page ? '' : ' (no page image kept)'}`
    : ' · not printed';
  return html`<figure class="side ${side}" data-side="${side}">
    <figcaption>
      <strong>${side === 'before' ? 'Before' : 'After'}</strong>
      <span class="value">${valueText(value)}</span>${where}
    </figcaption>
    ${evidence && page ? pageFigure(side, evidence, page) : undefined}
  </figure>`;
}

function changeEntry(change: RecordChange, before: ComparedDocument | null, after: ComparedDocument): Html {
  return html`<li class="change ${change.significance}" data-path="${change.path}">
    <h2>
      <code>${change.path}</code><span class="tag">${change.kind}</span
      ><span class="tag">${change.significance}</span>
    </h2>
    <div class="sides">
      ${sideFigure('before', change.before, change.evidence.before, before)}
      ${sideFigure('after', change.after, change.evidence.after, after)}
    </div>
  </li>`;
}

function summary(changes: ExtractionChanges): Html {
  if (changes.againstId === null) {
    return html`<p>Extraction <code>${changes.extractionId}</code> has no previous revision.</p>`;
  }
  return html`<p>
    Extraction <code>${changes.extractionId}</code> compared with <code>${changes.againstId}</code>:
    ${changes.changes.length} changes, ${regulatoryCount(changes.changes)} regulatory.
  </p>`;
}

export function changesPage(
  changes: ExtractionChanges,
  documents: { before: ComparedDocument | null; after: ComparedDocument },
): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>Changes of ${changes.extractionId}</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <main>
          <h1>Changed since the previous revision</h1>
          ${summary(changes)}
          <svg class="definitions" aria-hidden="true">
            <defs>
              ${pageDefinitions('before', documents.before)}${pageDefinitions('after', documents.after)}
            </defs>
          </svg>
          <ol class="changes">
            ${changes.changes.map((change) => changeEntry(change, documents.before, documents.after))}
          </ol>
        </main>
      </body>
    </html>`.value;
}
