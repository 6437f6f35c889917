/**
 * The API reference page: built from openapi.yaml by Redocly's `build-docs` at install or image
 * build time (scripts/build-api-docs.mjs), read here once. Redoc hydrates the page with inline
 * scripts and styles; the page's own Content-Security-Policy allows exactly those scripts (by
 * hash) and inline styles, and nothing from other origins.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { html } from './html.js';
import { renderPage } from './pages/layout.js';

const BUILD_DIR = fileURLToPath(new URL('../../dist/api-docs/', import.meta.url));
export const REDOC_BUNDLE_PATH = `${BUILD_DIR}redoc.standalone.js`;

export interface ApiReference {
  html: string;
  contentSecurityPolicy: string;
}

function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** The built page, or undefined when it has not been built (see scripts/build-api-docs.mjs). */
export function loadApiReference(): ApiReference | undefined {
  const file = `${BUILD_DIR}index.html`;
  if (!existsSync(file) || !existsSync(REDOC_BUNDLE_PATH)) return undefined;
  const page = readFileSync(file, 'utf8');
  return {
    html: page,
    contentSecurityPolicy: [
      "default-src 'self'",
      `script-src 'self' ${inlineScriptHashes(page).join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      // Redoc's logo comes from Redocly's CDN: blocked here, and Redoc then leaves it out.
      "img-src 'self' data:",
      "font-src 'self' data:",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  };
}

/** What /docs shows in a checkout where the reference was not built. */
export function unbuiltApiReferencePage(): string {
  return renderPage({
    title: 'API reference',
    path: '/docs',
    main: html`<h1>API reference</h1>
      <p>
        The rendered reference has not been built in this installation (<code>npm run build:docs</code>). The
        contract itself is <a href="/openapi.yaml">openapi.yaml</a>.
      </p>`,
  });
}
