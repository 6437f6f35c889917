/**
 * Reads the PDF named on the command line with readPdf in a plain Node process (under tsx, where
 * pdf.js's worker module loads through its fixes, unlike under Jest) and prints the result as JSON.
 */
import { readFileSync } from 'node:fs';
import { readPdf } from '../../../src/extraction/pdf/index.js';

const document = await readPdf(new Uint8Array(readFileSync(process.argv[2] ?? '')), { maxPages: 50 });
process.stdout.write(JSON.stringify(document));
