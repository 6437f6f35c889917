/**
 * Scores the engine on the labelled corpus: reads the PDFs that have a dev label (text cached in
 * `.cache/eval-text` or EVAL_TEXT_CACHE, keyed by the PDF and the reading code, so engine changes re-run in seconds),
 * extracts their envelopes, runs the corpus scorer and prints the error analysis (scripts/eval-report.ts). `npm run eval -- --verbose` lists the misses;
 * a bare argument keeps only the files whose name contains it; `--all` also extracts the corpus PDFs
 * that have no label (their envelopes are written for inspection, the scorer sees only labelled ones).
 * Labels are the corpus's `labels/dev`, with this project's own label fields (`eval/labels/NAME.json`, or
 * EVAL_LABEL_OVERLAY) added where the corpus label lacks them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSharedData, SDS_CORPUS, SDSCOM_XSD } from './shared-data.js';

// The eval ends with the eSDScom validation, so it needs the schema as well as the corpus.
requireSharedData('npm run eval', SDS_CORPUS, SDSCOM_XSD);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = SDS_CORPUS.path;
const labels = join(corpus, 'labels/dev');
const overlay = process.env.EVAL_LABEL_OVERLAY ?? join(root, 'eval/labels');
// EVAL_TEXT_CACHE lets several checkouts share one cache (the key makes sharing safe).
const cacheDir = process.env.EVAL_TEXT_CACHE ?? join(root, '.cache/eval-text');
const outDir = mkdtempSync(join(tmpdir(), 'sds-eval-'));
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const labelFiles = readdirSync(labels).filter(
  (name) => name.endsWith('.json') && (!only || name.includes(only)),
);
const pdfNames = process.argv.includes('--all')
  ? readdirSync(join(corpus, 'pdf')).filter((name) => name.endsWith('.pdf') && (!only || name.includes(only)))
  : labelFiles.map((name) => name.replace(/\.json$/, '.pdf'));
const files = pdfNames.map((name) => join(corpus, 'pdf', name));

interface Label {
  fields: Record<string, unknown>;
}
const readLabel = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Label;
/** The corpus label with the overlay's fields it does not hold itself (the corpus label wins). */
function mergedLabel(name: string): Label {
  const label = readLabel(join(labels, name));
  const extra = join(overlay, name);
  if (existsSync(extra)) label.fields = { ...readLabel(extra).fields, ...label.fields };
  return label;
}
// The scorer sees the chosen documents' labels, merged with the overlay.
const scoredLabels = join(outDir, 'labels');
mkdirSync(scoredLabels);
for (const name of labelFiles) writeFileSync(join(scoredLabels, name), JSON.stringify(mergedLabel(name)));

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const step = join(root, 'scripts/eval-documents.ts');
const run = (args: string[]) => spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root });
// One reading process per file: a crash in one document (e.g. a native OCR fault) must not cost the others.
files.forEach((file, i) => {
  console.error(`[${i + 1}/${files.length}] ${file}`);
  const result = run([tsx, step, 'read', cacheDir, file]);
  if (result.status !== 0) console.error(`  exit ${result.status ?? result.signal}`);
});
run([tsx, step, 'understand', cacheDir, outDir, ...files]);
// The same envelopes as eSDScom 5.6, validated against the official schema and read back.
const sdscom = run([
  tsx,
  join(root, 'scripts/eval-sdscom.ts'),
  outDir,
  ...process.argv.slice(2).filter((arg) => arg === '--verbose'),
]);
// How many documents the regulatory screening flags, per list.
run([
  tsx,
  join(root, 'scripts/eval-screening.ts'),
  outDir,
  ...process.argv.slice(2).filter((arg) => arg === '--verbose'),
]);
const scorer = run([
  join(corpus, 'score.mjs'),
  '--labels',
  scoredLabels,
  '--outputs',
  outDir,
  '--json',
  join(outDir, 'report.json'),
  ...process.argv.slice(2).filter((arg) => arg === '--verbose'),
]);
run([tsx, join(root, 'scripts/eval-report.ts'), join(outDir, 'report.json')]);
console.log(`envelopes and report.json in ${outDir}`);
process.exitCode = (scorer.status ?? 1) || (sdscom.status ?? 1);
