/**
 * Scores the engine on the labelled corpus: runs the sds-extract CLI over the PDFs that have a dev
 * label, then the corpus scorer. `npm run eval -- --verbose` lists the misses.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = resolve(root, '../shared/sds-corpus');
const labels = join(corpus, 'labels/dev');
const outDir = mkdtempSync(join(tmpdir(), 'sds-eval-'));
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const files = readdirSync(labels)
  .filter((name) => name.endsWith('.json') && (!only || name.includes(only)))
  .map((name) => join(corpus, 'pdf', name.replace(/\.json$/, '.pdf')));

const run = (args: string[]) => spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root });
// One CLI process per file: a crash in one document (e.g. a native OCR fault) must not cost the others.
files.forEach((file, i) => {
  console.error(`[${i + 1}/${files.length}] ${file}`);
  const result = run([join(root, 'bin/sds-extract.js'), file, '--out-dir', outDir]);
  if (result.status !== 0) console.error(`  exit ${result.status ?? result.signal}`);
});
const scorer = run([
  join(corpus, 'score.mjs'),
  '--labels',
  labels,
  '--outputs',
  outDir,
  '--json',
  join(outDir, 'report.json'),
  ...process.argv.slice(2).filter((arg) => arg === '--verbose'),
]);
console.log(`envelopes and report.json in ${outDir}`);
process.exitCode = scorer.status ?? 1;
