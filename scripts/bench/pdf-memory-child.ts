/**
 * Child process of the PDF memory benchmark: extracts one document the way an extraction thread does
 * (readPdf and the engine, up to 1,000 pages) and prints its own peak RSS (VmHWM), page count and
 * time as one JSON line. A process of its own, so that nothing else counts in the peak.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_SCHEMA_VERSION } from '../../src/extraction/contract.js';
import { extractSds } from '../../src/extraction/index.js';
import { terminateOcr } from '../../src/extraction/pdf/index.js';

const file = process.argv[2] ?? '';
const start = process.hrtime.bigint();
const result = await extractSds(new Uint8Array(readFileSync(file)), {
  schemaVersion: DEFAULT_SCHEMA_VERSION,
  maxPages: 1000,
});
await terminateOcr();
const status = readFileSync('/proc/self/status', 'utf8');
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
console.log(
  JSON.stringify({
    peakMb: Math.round(peakKb / 1024),
    pages: result.pageCount,
    seconds: Number(process.hrtime.bigint() - start) / 1e9,
  }),
);
