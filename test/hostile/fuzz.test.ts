/**
 * The bounded fuzz run of CI (FUZZ_SECONDS, 30 s by default here; `npm run fuzz` for longer runs)
 * and the replay of every finding recorded in fuzz-findings.json: none may end in a crash.
 */
import { readFile } from 'node:fs/promises';
import { closeExtractionPool, configureExtractionPool } from '../../src/extraction/isolated.js';
import {
  buildSeedDocuments,
  fuzz,
  mutantOf,
  runMutant,
  type FuzzFinding,
  type SeedDocuments,
} from './fuzzer.js';

const CI_FUZZ_SECONDS = Number(process.env.FUZZ_SECONDS ?? 30);
/** Fixed in CI so that a failure here reproduces with the same inputs. */
const CI_FIRST_SEED = 20_240_315;

describe('fuzzing the PDF front end through the isolation pool', () => {
  let seeds: SeedDocuments;

  beforeAll(async () => {
    configureExtractionPool({ threads: 2, memoryLimitMb: 512, timeLimitMs: 20_000 });
    seeds = await buildSeedDocuments();
  });

  afterAll(async () => {
    await closeExtractionPool();
  });

  it('every recorded finding, and the document read after it in the same thread, ends without a crash', async () => {
    const findings = JSON.parse(
      await readFile(new URL('./fuzz-findings.json', import.meta.url), 'utf8'),
    ) as FuzzFinding[];
    expect(findings.length).toBeGreaterThan(0);
    configureExtractionPool({ threads: 1 });
    await closeExtractionPool();
    for (const { seedDocument, mutationSeed } of findings) {
      const failures = [
        await runMutant(mutantOf(seeds, seedDocument, mutationSeed), 200),
        await runMutant(seeds['raw-one-page']!, 200),
      ];
      expect({ seedDocument, mutationSeed, failures }).toEqual({
        seedDocument,
        mutationSeed,
        failures: [undefined, undefined],
      });
    }
    configureExtractionPool({ threads: 2 });
    await closeExtractionPool();
  });

  it(`a ${CI_FUZZ_SECONDS} s run finds no crash`, async () => {
    const stats = await fuzz({
      seeds,
      deadline: Date.now() + CI_FUZZ_SECONDS * 1000,
      firstSeed: CI_FIRST_SEED,
      concurrency: 2,
      maxPages: 200,
    });
    expect(stats.executions).toBeGreaterThan(0);
    expect(stats.findings).toEqual([]);
  });
});
