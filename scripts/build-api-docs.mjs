/**
 * Builds the website's API reference from openapi.yaml with Redocly's `build-docs` (a dev
 * dependency, so this runs at install or image build time, never in the running site):
 * dist/api-docs/index.html plus the Redoc bundle next to it, served by the site itself instead of
 * Redocly's CDN. Skipped when openapi.yaml and the Redocly version are those of the last build.
 *
 * The reference is for customers: it is built from the contract with its server left as a
 * placeholder that the site replaces with the deployment's API address (manifest.json names it), and
 * the operations marked `x-audience: operator` shown apart, under a tag group of their own.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, 'dist', 'api-docs');
const stampFile = path.join(outputDir, '.source-sha256');
const cliDir = path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'));
const bundle = path.join(cliDir, 'lib', 'chunks', 'redoc.standalone.js');
const BUNDLE_URL = '/assets/api-docs/redoc.standalone.js';
const STYLESHEET_URL = '/assets/api-docs.css';
/** Redoc's attribution logo, which it loads from Redocly's CDN: the site's own wordmark instead. */
const CDN_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;
const LOGO_URL = '/assets/redocly-wordmark.svg';
/** Replaced by the site with its API address (a reserved name: never a real host). */
const SERVER_URL_PLACEHOLDER = 'https://api-base-url.invalid';
const OPERATOR_TAG = {
  name: 'operator',
  'x-displayName': 'Operator endpoints',
  description:
    "For the operator of this deployment, not for customers: these calls need the operator's own key, never an API key.",
};

const stamp = createHash('sha256')
  .update(readFileSync(path.join(root, 'openapi.yaml')))
  .update(readFileSync(path.join(cliDir, 'package.json')))
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('hex');
if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) process.exit(0);

/** The operations of a `paths` or `webhooks` object: every method of every item (not its shared parameters). */
const operationsOf = (pathItems) =>
  Object.values(pathItems ?? {}).flatMap((item) =>
    Object.values(item).filter(
      (operation) => typeof operation === 'object' && operation !== null && !Array.isArray(operation),
    ),
  );

/**
 * The contract as customers read it: the deployment's server, and the operator's operations under a
 * tag of their own, grouped apart from every other tag (in the contract's order).
 */
function customerContract(contract) {
  const operations = [...operationsOf(contract.paths), ...operationsOf(contract.webhooks)];
  for (const operation of operations)
    if (operation['x-audience'] === 'operator') operation.tags = [OPERATOR_TAG.name];
  const used = new Set(operations.flatMap((operation) => operation.tags ?? []));
  const declared = (contract.tags ?? []).map((tag) => tag.name);
  const customerTags = [...new Set([...declared, ...used])].filter(
    (name) => name !== OPERATOR_TAG.name && used.has(name),
  );
  return {
    ...contract,
    servers: [{ url: SERVER_URL_PLACEHOLDER, description: 'The API of this deployment' }],
    tags: [...(contract.tags ?? []), OPERATOR_TAG],
    'x-tagGroups': [
      { name: 'API', tags: customerTags },
      { name: 'For operators only', tags: [OPERATOR_TAG.name] },
    ],
  };
}

mkdirSync(outputDir, { recursive: true });
const customerContractFile = path.join(outputDir, 'openapi.customer.json');
writeFileSync(
  customerContractFile,
  JSON.stringify(customerContract(parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')))),
);
const page = path.join(outputDir, 'index.html');
execFileSync(
  process.execPath,
  [
    path.join(cliDir, 'bin', 'cli.js'),
    'build-docs',
    customerContractFile,
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
const redoc = readFileSync(bundle, 'utf8');
if (!CDN_LOGO.test(redoc))
  throw new Error('the Redoc bundle no longer loads its logo from the expected CDN URL');
writeFileSync(path.join(outputDir, 'redoc.standalone.js'), redoc.replace(CDN_LOGO, LOGO_URL));
writeFileSync(
  path.join(outputDir, 'manifest.json'),
  JSON.stringify({ serverUrlPlaceholder: SERVER_URL_PLACEHOLDER }),
);

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
