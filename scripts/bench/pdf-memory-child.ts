/**
 * Child process of the PDF memory benchmark: reads one document and prints its own peak RSS (VmHWM),
 * page count and time as one JSON line. A process of its own, so that nothing else counts in the peak.
 */
import { readFileSync } from 'node:fs';
import { readPdf, terminateOcr } from '../../src/extraction/pdf/index.js';

const file = process.argv[2] ?? '';
const start = process.hrtime.bigint();
const document = await readPdf(new Uint8Array(readFileSync(file)), { maxPages: 1000 });
await terminateOcr();
const status = readFileSync('/proc/self/status', 'utf8');
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
console.log(
  JSON.stringify({
    peakMb: Math.round(peakKb / 1024),
    pages: document.pageCount,
    seconds: Number(process.hrtime.bigint() - start) / 1e9,
  }),
);
