/**
 * A mutation fuzzer over the PDF front end, run through the isolation pool like production
 * traffic. Every mutant is reproducible from (seed document, mutation seed), so a finding is
 * recorded as that pair, never as a file, and replayed by the regression test.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_SCHEMA_VERSION } from '../../src/extraction/contract.js';
import { extractIsolated } from '../../src/extraction/isolated.js';
import { ServiceError } from '../../src/errors.js';
import { buildTextSdsPdf } from '../fixtures/sds-pdf.js';
import { buildTwoColumnSdsPdf } from '../fixtures/special-pdfs.js';
import * as corpus from './corpus.js';

export interface FuzzFinding {
  seedDocument: string;
  mutationSeed: number;
  /** What went wrong: a non-ServiceError, or internal_error (the engine or its thread failed). */
  failure: string;
}

export type SeedDocuments = Record<string, Uint8Array>;

export async function buildSeedDocuments(): Promise<SeedDocuments> {
  return {
    'text-sds': await buildTextSdsPdf({ pageCount: 2 }),
    'two-column-sds': await buildTwoColumnSdsPdf(),
    'raw-one-page': corpus.plainTextPdf(),
    'active-content-sds': await corpus.activeContentSdsPdf('/nonexistent/fuzz-marker'),
    'page-tree-bomb': corpus.pageCountBombPdf(),
    'text-flood': corpus.textFloodPdf(2_000),
  };
}

/** xorshift32: small, fast and the same everywhere. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

const PDF_TOKENS = [
  ' obj ',
  ' endobj ',
  '<<',
  '>>',
  '[',
  ']',
  ' R ',
  ' 0 R ',
  'stream\n',
  'endstream',
  '/Type /Pages ',
  '/Kids [1 0 R] ',
  '/Count 4294967295 ',
  '/Length 999999999 ',
  '/Filter /FlateDecode ',
  '/Filter /LZWDecode ',
  '/DecodeParms << /Predictor 15 /Columns 99999 >> ',
  '-1',
  '99999999999999999999',
  '1e308',
  'NaN',
  '(',
  ')',
  '\\',
  'xref\n0 1\n',
  'trailer',
  'startxref\n0\n',
  '%%EOF',
  '/Encrypt 1 0 R ',
  'BT /F1 1e30 Tf (x) Tj ET',
  'q q q q',
];
const INTERESTING_BYTES = [
  0x00, 0xff, 0x7f, 0x80, 0x0a, 0x0d, 0x20, 0x25, 0x28, 0x29, 0x2f, 0x3c, 0x3e, 0x5b, 0x5d,
];

/** Applies 1 to 8 random mutations to a copy of `input`. */
export function mutate(input: Uint8Array, seed: number, donor: Uint8Array): Uint8Array {
  const next = random(seed);
  const pick = (limit: number): number => Math.floor(next() * limit);
  let bytes = Buffer.from(input);
  const rounds = 1 + pick(8);
  for (let round = 0; round < rounds; round += 1) {
    const at = pick(bytes.length + 1);
    switch (pick(7)) {
      case 0: // flip bits
        for (let flip = 0; flip < 1 + pick(16); flip += 1) {
          const index = pick(bytes.length);
          bytes[index] = bytes[index]! ^ (1 << pick(8));
        }
        break;
      case 1: // interesting byte
        bytes[Math.min(at, bytes.length - 1)] = INTERESTING_BYTES[pick(INTERESTING_BYTES.length)]!;
        break;
      case 2: // delete a run
        bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1 + pick(512))]);
        break;
      case 3: // duplicate a run
        bytes = Buffer.concat([
          bytes.subarray(0, at),
          bytes.subarray(at, at + 1 + pick(2048)),
          bytes.subarray(at),
        ]);
        break;
      case 4: // insert a PDF token
        bytes = Buffer.concat([
          bytes.subarray(0, at),
          Buffer.from(PDF_TOKENS[pick(PDF_TOKENS.length)]!, 'latin1'),
          bytes.subarray(at),
        ]);
        break;
      case 5: // change a number
        bytes = Buffer.from(
          bytes
            .toString('latin1')
            .replace(/\d+/g, (digits) => (next() < 0.02 ? String(pick(2 ** 31)) : digits)),
          'latin1',
        );
        break;
      default: {
        // splice in a run of another seed document
        const from = pick(donor.length);
        bytes = Buffer.concat([
          bytes.subarray(0, at),
          Buffer.from(donor.subarray(from, from + 1 + pick(4096))),
          bytes.subarray(at),
        ]);
      }
    }
  }
  return new Uint8Array(bytes);
}

export function mutantOf(seeds: SeedDocuments, seedDocument: string, mutationSeed: number): Uint8Array {
  const names = Object.keys(seeds);
  const donor = seeds[names[mutationSeed % names.length]!]!;
  return mutate(seeds[seedDocument]!, mutationSeed, donor);
}

/** Runs one mutant; returns the failure if the front end did not answer with a document error. */
export async function runMutant(bytes: Uint8Array, maxPages: number): Promise<string | undefined> {
  try {
    await extractIsolated(bytes, { schemaVersion: DEFAULT_SCHEMA_VERSION, maxPages });
    return undefined;
  } catch (error) {
    if (!(error instanceof ServiceError)) return `${(error as Error)?.name}: ${(error as Error)?.message}`;
    if (error.code === 'internal_error') return `internal_error: ${error.message}`;
    return undefined;
  }
}

export interface FuzzStats {
  executions: number;
  outcomes: Record<string, number>;
  findings: FuzzFinding[];
  uniqueInputs: number;
}

/** Fuzzes until `deadline` (epoch ms), `concurrency` mutants at a time. */
export async function fuzz(options: {
  seeds: SeedDocuments;
  deadline: number;
  firstSeed: number;
  concurrency: number;
  maxPages: number;
  onFinding?: (finding: FuzzFinding) => void;
}): Promise<FuzzStats> {
  const names = Object.keys(options.seeds);
  const stats: FuzzStats = { executions: 0, outcomes: {}, findings: [], uniqueInputs: 0 };
  const seen = new Set<string>();
  let nextSeed = options.firstSeed;
  const lane = async (): Promise<void> => {
    while (Date.now() < options.deadline) {
      const mutationSeed = nextSeed++;
      const seedDocument = names[mutationSeed % names.length]!;
      const bytes = mutantOf(options.seeds, seedDocument, mutationSeed);
      seen.add(createHash('sha1').update(bytes).digest('hex'));
      const failure = await runMutant(bytes, options.maxPages);
      stats.executions += 1;
      const outcome = failure ? 'finding' : 'handled';
      stats.outcomes[outcome] = (stats.outcomes[outcome] ?? 0) + 1;
      if (failure) {
        const finding = { seedDocument, mutationSeed, failure };
        stats.findings.push(finding);
        options.onFinding?.(finding);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, lane));
  stats.uniqueInputs = seen.size;
  return stats;
}
