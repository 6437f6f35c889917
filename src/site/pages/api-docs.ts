/**
 * The documentation for customers: the index (/docs) with the API reference (Redoc, built from
 * openapi.yaml, at /docs/reference), the contract itself and the guide's pages, and each guide page
 * rendered from docs/api.md.
 */
import { DOCS_PATH, type CustomerGuide } from '../customer-guides.js';
import { html, Html } from '../html.js';
import { renderPage } from './layout.js';

export const API_REFERENCE_PATH = `${DOCS_PATH}/reference`;

const guidePath = (guide: CustomerGuide): string => `${DOCS_PATH}/${guide.slug}`;

function guideList(guides: readonly CustomerGuide[]): Html {
  return html`<ul class="guides">
    ${guides.map(
      (guide) =>
        html`<li>
          <a href="${guidePath(guide)}" data-cta="docs-guide-${guide.slug}">${guide.title}</a>:
          ${guide.summary}
        </li>`,
    )}
  </ul>`;
}

export function docsPage(guides: readonly CustomerGuide[]): string {
  return renderPage({
    title: 'Documentation',
    path: DOCS_PATH,
    main: html`<h1>Documentation</h1>
      <h2>API reference</h2>
      <p>
        <a href="${API_REFERENCE_PATH}" data-cta="docs-api-reference">The API reference</a>: every operation,
        parameter, response and schema, rendered from the machine-readable contract
        <a href="/openapi.yaml" data-cta="docs-openapi-download">openapi.yaml</a>.
      </p>
      <h2>Guides</h2>
      ${guideList(guides)}`,
  });
}

/** One guide page: its rendered Markdown (escaped by the renderer), then the way to the other pages. */
export function guidePage(guide: CustomerGuide, guides: readonly CustomerGuide[]): string {
  const others = guides.filter((other) => other !== guide);
  return renderPage({
    title: guide.title,
    path: guidePath(guide),
    main: html`<article class="guide">
        <h1>${guide.title}</h1>
        ${new Html(guide.html)}
      </article>
      <nav class="guide-pages" aria-label="Documentation">
        <h2>More documentation</h2>
        <ul>
          <li><a href="${API_REFERENCE_PATH}">API reference</a></li>
          ${others.map((other) => html`<li><a href="${guidePath(other)}">${other.title}</a></li>`)}
        </ul>
      </nav>`,
  });
}
