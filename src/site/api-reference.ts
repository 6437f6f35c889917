/**
 * The API reference page: built from openapi.yaml by Redocly's `build-docs` at install or image
 * build time (scripts/build-api-docs.mjs), read here once, with the deployment's API address put
 * where the build left its placeholder. Redoc hydrates the page with inline scripts and styles; the
 * page's own Content-Security-Policy allows exactly those scripts (by hash) and inline styles, and
 * nothing from other origins.
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

interface BuildManifest {
  /** The server URL the build wrote into the page, for the site to replace. */
  serverUrlPlaceholder: string;
}

/**
 * The built page showing `apiBaseUrl` as its server (a plain URL: nothing in it needs escaping), or
 * undefined when it has not been built (see scripts/build-api-docs.mjs).
 */
export function loadApiReference(apiBaseUrl: string): ApiReference | undefined {
  const file = `${BUILD_DIR}index.html`;
  const manifestFile = `${BUILD_DIR}manifest.json`;
  if (![file, manifestFile, REDOC_BUNDLE_PATH].every((built) => existsSync(built))) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const page = readFileSync(file, 'utf8').replaceAll(manifest.serverUrlPlaceholder, apiBaseUrl);
  return {
    html: page,
    contentSecurityPolicy: [
      "default-src 'self'",
      `script-src 'self' ${inlineScriptHashes(page).join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      // Redoc's attribution logo is the site's own file (the build points the bundle at it).
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
