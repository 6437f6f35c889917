/**
 * The record view of a revision: "changed since the previous revision", one entry per change with
 * its path, kind, significance, before and after values and, for each side, the page the value was
 * printed on with its evidence box marked as the website's evidence viewer marks it.
 *
 * A self-contained HTML document: the page images travel inside it as data: URIs (each page once, as
 * an SVG definition every change on that page refers to), because a browser cannot send the API key
 * with image requests. So the one authorised request is the page itself, nothing else loads, and the
 * response's policy can forbid every other source.
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
  /** null once retention has released the document's file: its pages can no longer be shown. */
  pages: readonly PageImage[] | null;
}

const STYLE = `
:root { --ink: #1a1f29; --muted: #4a5363; --border: #c7ceda; --surface: #f5f7fa; --regulatory: #a61b1b; }
body { font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif; color: var(--ink); margin: 0 auto; max-width: 1280px; padding: 1rem 1.5rem; }
h1 { font-size: 1.5rem; }
h2 { font-size: 1.05rem; margin: 0 0 .5rem; }
.changes { list-style: none; padding: 0; }
.change { border: 1px solid var(--border); border-radius: 6px; padding: .75rem 1rem; margin: 0 0 1rem; }
.change.regulatory { border-left: 6px solid var(--regulatory); }
.tag { display: inline-block; font-size: .8rem; font-weight: normal; border-radius: 3px; padding: 0 .4rem; background: var(--surface); border: 1px solid var(--border); margin-left: .4rem; }
.tag.regulatory { color: #fff; background: var(--regulatory); border-color: var(--regulatory); }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
figure { margin: 0; }
figcaption { margin-bottom: .4rem; }
.value { font-family: ui-monospace, monospace; background: var(--surface); padding: 0 .25rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.where, .unavailable { color: var(--muted); }
.page { display: block; width: 100%; height: auto; border: 1px solid var(--border); background: #fff; }
.evidence-box { fill: rgb(245 158 11 / 22%); stroke: #d97706; stroke-width: 3; }
.definitions { position: absolute; width: 0; height: 0; overflow: hidden; }
`;

/** The response's content security policy: only the inlined page images and the style above load. */
export const CHANGES_PAGE_CSP = [
  "default-src 'none'",
  'img-src data:',
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "frame-ancestors 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');

/** One Html value, so that formatting the template cannot add whitespace the hash does not cover. */
const STYLE_ELEMENT = new Html(`<style>${STYLE}</style>`);

const SIDE_TITLES: Record<Side, string> = { before: 'Before', after: 'After' };

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
        class="evidence-box"
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
    aria-label="${SIDE_TITLES[side]}: page ${page.number}${box ? ', the value marked' : ''}"
  >
    <use href="#${pageId(side, page.number)}"></use>
    ${highlight}
  </svg>`;
}

/** Where a side printed its value, or why no page can be shown. */
function whereText(side: Side, change: RecordChange, evidence: Evidence | null): string {
  if (evidence) return `page ${evidence.page ?? 'unknown'}: “${evidence.snippet}”`;
  if (side === 'before' && change.kind === 'added') return 'not in the earlier record';
  if (side === 'after' && change.kind === 'removed') return 'not in this record';
  return 'where it was printed is not known';
}

function sideFigure(side: Side, change: RecordChange, document: ComparedDocument | null): Html {
  const evidence = change.evidence[side];
  const onPage = evidence?.page ?? null;
  const page = document?.pages?.find((image) => image.number === onPage);
  const unavailable =
    onPage !== null && document?.pages === null
      ? html`<p class="unavailable">
          The page image is no longer available: retention has released the file of this document.
        </p>`
      : undefined;
  return html`<figure class="side" data-side="${side}">
    <figcaption>
      <strong>${SIDE_TITLES[side]}</strong>
      <span class="value">${valueText(change[side])}</span>
      <span class="where">${whereText(side, change, evidence)}</span>
    </figcaption>
    ${evidence && page ? pageFigure(side, evidence, page) : unavailable}
  </figure>`;
}

function changeEntry(change: RecordChange, before: ComparedDocument | null, after: ComparedDocument): Html {
  return html`<li class="change ${change.significance}" data-path="${change.path}">
    <h2>
      <code>${change.path}</code><span class="tag">${change.kind}</span
      ><span class="tag ${change.significance}">${change.significance}</span>
    </h2>
    <div class="sides">${sideFigure('before', change, before)} ${sideFigure('after', change, after)}</div>
  </li>`;
}

function summary(changes: ExtractionChanges): Html {
  if (changes.againstId === null) {
    return html`<p>Extraction <code>${changes.extractionId}</code> has no previous revision.</p>`;
  }
  return html`<p>
    Extraction <code>${changes.extractionId}</code> (after) compared with
    <code>${changes.againstId}</code> (before): ${changes.changes.length} changes,
    ${regulatoryCount(changes.changes)} regulatory.
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
