/**
 * `npm run fuzz`: mutation fuzzing of the PDF front end through the isolation pool for
 * FUZZ_SECONDS (default 60), starting at FUZZ_SEED (default: from the clock). Findings are appended
 * to test/hostile/fuzz-findings.json, which the regression test replays; the exit code is 1 if any
 * were found.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { closeExtractionPool, configureExtractionPool } from '../src/extraction/isolated.js';
import { buildSeedDocuments, fuzz, type FuzzFinding } from '../test/hostile/fuzzer.js';

const FINDINGS_FILE = new URL('../test/hostile/fuzz-findings.json', import.meta.url);

const seconds = Number(process.env.FUZZ_SECONDS ?? 60);
const firstSeed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
configureExtractionPool({ threads: 2, memoryLimitMb: 512, timeLimitMs: 20_000 });

const seeds = await buildSeedDocuments();
const startedAt = Date.now();
const stats = await fuzz({
  seeds,
  deadline: startedAt + seconds * 1000,
  firstSeed,
  concurrency: 2,
  maxPages: 200,
  onFinding: (finding) => console.error(`finding: ${JSON.stringify(finding)}`),
});
await closeExtractionPool();

if (stats.findings.length > 0) {
  const known = JSON.parse(await readFile(FINDINGS_FILE, 'utf8')) as FuzzFinding[];
  await writeFile(FINDINGS_FILE, `${JSON.stringify([...known, ...stats.findings], null, 2)}\n`);
}
const elapsed = (Date.now() - startedAt) / 1000;
console.log(
  JSON.stringify({
    seconds: Math.round(elapsed),
    first_seed: firstSeed,
    executions: stats.executions,
    executions_per_second: Number((stats.executions / elapsed).toFixed(2)),
    unique_inputs: stats.uniqueInputs,
    outcomes: stats.outcomes,
    findings: stats.findings.length,
  }),
);
process.exitCode = stats.findings.length > 0 ? 1 : 0;
