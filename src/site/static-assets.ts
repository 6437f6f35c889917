/**
 * Serves the site's own assets (src/site/public), the few registry packages the pages use, straight
 * from node_modules, and the API reference's Redoc bundle: nothing is fetched from a CDN at run time.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Middleware } from 'koa';
import { REDOC_BUNDLE_PATH } from './api-reference.js';

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));
const require = createRequire(import.meta.url);

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** URL path → file; a fixed list, so no request path is ever joined onto the file system. */
function assetTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const name of [
    'site.css',
    'api-docs.css',
    'cta.js',
    'forms.js',
    'trial.js',
    'viewer.js',
    'record-view.js',
    'pictograms.js',
    'example.js',
    'contact.js',
    'bot-check.js',
    'operator-analytics.js',
    'favicon.svg',
    'redocly-wordmark.svg',
  ]) {
    table.set(`/assets/${name}`, path.join(PUBLIC_DIR, name));
  }
  // Browsers ask for /favicon.ico on every page that names no icon (the API reference among them).
  table.set('/favicon.ico', path.join(PUBLIC_DIR, 'favicon.svg'));
  // chart.js does not export its UMD build; find it next to the package's main entry.
  const chartDist = path.dirname(require.resolve('chart.js'));
  table.set('/vendor/chart.umd.js', path.join(chartDist, 'chart.umd.min.js'));
  // Built with the API reference (scripts/build-api-docs.mjs); absent until then.
  table.set('/assets/api-docs/redoc.standalone.js', REDOC_BUNDLE_PATH);
  return table;
}

export function staticAssets(): Middleware {
  const table = assetTable();
  const cache = new Map<string, Buffer>();
  return async (ctx, next) => {
    const file = ctx.method === 'GET' || ctx.method === 'HEAD' ? table.get(ctx.path) : undefined;
    if (file === undefined) return next();
    let content = cache.get(file);
    if (content === undefined) {
      // A built asset that was not built yet is simply not there.
      content = await readFile(file).catch(() => undefined);
      if (content === undefined) return next();
      cache.set(file, content);
    }
    ctx.type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = content;
  };
}
