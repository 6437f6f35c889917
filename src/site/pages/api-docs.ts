/**
 * The documentation index (/docs): the API reference (Redoc, built from openapi.yaml, at
 * /docs/reference), the contract itself, and the guides of docs/ with who each is for.
 */
import type { Guide } from '../guides.js';
import { html, type Html } from '../html.js';
import { renderPage } from './layout.js';

function guideList(guides: readonly Guide[]): Html {
  return html`<h2>Guides</h2>
    <ul class="guides">
      ${guides.map(
        (guide) =>
          html`<li>
            <a href="/docs/${guide.file}" data-cta="docs-guide-${guide.file.replace('.md', '')}"
              >${guide.title}</a
            >: ${guide.audience}
          </li>`,
      )}
    </ul>`;
}

export function docsPage(guides: readonly Guide[]): string {
  return renderPage({
    title: 'Documentation',
    path: '/docs',
    main: html`<h1>Documentation</h1>
      <h2>API reference</h2>
      <p>
        <a href="${API_REFERENCE_PATH}" data-cta="docs-api-reference">The API reference</a>: every operation,
        parameter, response and schema, rendered from the machine-readable contract
        <a href="/openapi.yaml" data-cta="docs-openapi-download">openapi.yaml</a>.
      </p>
      ${guideList(guides)}`,
  });
}

export const API_REFERENCE_PATH = '/docs/reference';
