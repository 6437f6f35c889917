import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPdf } from '../../../src/extraction/pdf/index.js';
import { fixPdfjsWorkerSource } from '../../../src/extraction/pdf/pdfjs-worker-hook.mjs';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { buildTwoColumnSdsPdf } from '../../fixtures/special-pdfs.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { JEST_WORKER_ID: _, ...withoutJest } = process.env;
const workerModule = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');

describe("fixes to pdf.js's worker module", () => {
  it('all apply to the installed pdf.js, so an upgrade that moves their code is noticed', () => {
    const fixed = fixPdfjsWorkerSource(readFileSync(workerModule, 'utf8'));
    expect(fixed.missing).toBe(0);
    expect(fixed.source).not.toContain('Object.assign(Object.create(this), this)');
  });

  it('leave text extraction exactly as pdf.js as shipped does it', async () => {
    // Jest loads modules itself, so pdf.js runs unfixed here; a tsx process loads the fixed worker.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'pdfjs-fixes-'));
    try {
      for (const bytes of [await buildTextSdsPdf({ pageCount: 2 }), await buildTwoColumnSdsPdf()]) {
        const file = path.join(folder, 'document.pdf');
        writeFileSync(file, bytes);
        const fixed = execFileSync(
          process.execPath,
          ['--import', 'tsx', path.join(here, 'read-pdf-process.ts'), file],
          { encoding: 'utf8', env: withoutJest },
        );
        const shipped = await readPdf(bytes, { maxPages: 50 });
        expect(JSON.parse(fixed)).toEqual(JSON.parse(JSON.stringify(shipped)));
        expect(shipped.pages.flatMap((page) => page.lines).length).toBeGreaterThan(20);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
