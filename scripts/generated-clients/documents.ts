/**
 * Writes the documents the generated clients send (scripts/generated-clients.sh): two SDSs, a blank
 * page (low_text_quality), a PDF over the stack's MAX_FILE_BYTES (file_too_large), a text file
 * (invalid_document) and the first SDS's product name, which every output must read back.
 * Usage: tsx scripts/generated-clients/documents.ts <directory> <max file bytes>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { buildTextSdsPdf, DEFAULT_SDS_FACTS } from '../../test/fixtures/sds-pdf.js';

const [directory, maxFileBytes] = process.argv.slice(2);
if (!directory || !maxFileBytes) throw new Error('usage: documents.ts <directory> <max file bytes>');
mkdirSync(directory, { recursive: true });

const blank = await PDFDocument.create();
blank.addPage([595, 842]);
const sdsA = await buildTextSdsPdf();
const documents: Record<string, Uint8Array | string> = {
  'sds-a.pdf': sdsA,
  'sds-b.pdf': await buildTextSdsPdf({ productName: 'Aquaclean Surface Cleaner AC-10' }),
  'blank.pdf': await blank.save(),
  // A PDF header and padding: refused on its size before anything reads it.
  'large.pdf': Buffer.concat([Buffer.from(sdsA), Buffer.alloc(Number(maxFileBytes) + 1, 0x20)]),
  'not-a-pdf.txt': 'This is plain text, not a PDF.\n',
  'product-name.txt': DEFAULT_SDS_FACTS.productName,
};
for (const [name, content] of Object.entries(documents)) writeFileSync(path.join(directory, name), content);
