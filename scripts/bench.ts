/**
 * `npm run bench [-- pdf|bulk|screening|diff|revisions ...]`: the benchmarks named on the command line, or all of them.
 *  pdf  — the PDF front end against pdftotext and Debian's tesseract (scripts/bench/pdf-front-end.ts);
 *  bulk — a BENCH_BULK_ITEMS (10,000) file batch on a real local stack (scripts/bench/bulk/);
 *  screening — the regulatory screening's share of SDS understanding time (scripts/bench/screening.ts);
 *  diff — a revision's changes on the embedded database against reading its two records (scripts/bench/revision-diff.ts);
 *  revisions — a 200-file batch over 60 products: batch.completed's revision counts exact (scripts/bench/revision-batch.ts).
 */
import { runBulkBenchmark } from './bench/bulk/run.js';
import { runPdfBenchmarks } from './bench/pdf-front-end.js';
import { runRevisionBatchBenchmark } from './bench/revision-batch.js';
import { runRevisionDiffBenchmark } from './bench/revision-diff.js';
import { runScreeningBenchmark } from './bench/screening.js';

const BENCHMARKS: Record<string, () => Promise<void>> = {
  pdf: runPdfBenchmarks,
  bulk: runBulkBenchmark,
  screening: runScreeningBenchmark,
  diff: runRevisionDiffBenchmark,
  revisions: runRevisionBatchBenchmark,
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}.`,
  );
  process.exit(2);
}
for (const name of requested.length > 0 ? requested : Object.keys(BENCHMARKS)) {
  await BENCHMARKS[name]!();
}
