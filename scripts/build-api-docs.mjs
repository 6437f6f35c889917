/**
 * Builds the website's API reference from openapi.yaml with Redocly's `build-docs` (a dev
 * dependency, so this runs at install or image build time, never in the running site):
 * dist/api-docs/index.html plus the Redoc bundle next to it, served by the site itself instead of
 * Redocly's CDN. Skipped when openapi.yaml and the Redocly version are those of the last build.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, 'dist', 'api-docs');
const stampFile = path.join(outputDir, '.source-sha256');
const cliDir = path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'));
const bundle = path.join(cliDir, 'lib', 'chunks', 'redoc.standalone.js');
const BUNDLE_URL = '/assets/api-docs/redoc.standalone.js';
const STYLESHEET_URL = '/assets/api-docs.css';

const stamp = createHash('sha256')
  .update(readFileSync(path.join(root, 'openapi.yaml')))
  .update(readFileSync(path.join(cliDir, 'package.json')))
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('hex');
if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) process.exit(0);

mkdirSync(outputDir, { recursive: true });
const page = path.join(outputDir, 'index.html');
execFileSync(
  process.execPath,
  [
    path.join(cliDir, 'bin', 'cli.js'),
    'build-docs',
    'openapi.yaml',
    '--output',
    page,
    '--title',
    'API reference · SDS Extract',
  ],
  // Redocly's banners (Node version, Redoc 3 notice) are noise in every `npm start`; its output is
  // shown only when the build fails (execFileSync's error carries it).
  { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
);
if (!existsSync(bundle)) throw new Error(`Redoc bundle not found at ${bundle}`);
copyFileSync(bundle, path.join(outputDir, 'redoc.standalone.js'));

// The page loads Redoc from Redocly's CDN: point it at the copy the site serves. Its usage
// reporting to Redocly (which build-docs offers no switch for) is turned off, and the site's
// contrast fixes (src/site/public/api-docs.css) come after Redoc's styles.
const cdn = /https:\/\/cdn\.redocly\.com\/redoc\/[^"']+\/redoc\.standalone\.js/g;
const html = readFileSync(page, 'utf8');
if (!cdn.test(html)) throw new Error('build-docs output no longer loads Redoc from the expected CDN URL');
const local = html
  .replace(/ integrity="[^"]*"/g, '')
  .replace(/ crossorigin="anonymous"/g, '')
  .replace(cdn, BUNDLE_URL)
  .replace('"disableTelemetry":false', '"disableTelemetry":true')
  .replace('</head>', `<link rel="stylesheet" href="${STYLESHEET_URL}" />\n</head>`);
if (/https:\/\/cdn\./.test(local)) throw new Error('build-docs output still refers to a CDN');
writeFileSync(page, local);
writeFileSync(stampFile, stamp);
console.error(`API reference built in ${path.relative(root, outputDir)}`);
