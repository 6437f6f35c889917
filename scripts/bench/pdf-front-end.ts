/**
 * `npm run bench -- pdf`: the PDF front end against native reference tools, as ratios measured in one run.
 *  (a) text: readPdf over the corpus's text PDFs vs `pdftotext -layout` on the same files;
 *  (b) OCR: tesseract.js recognition per page vs Debian's `tesseract` CLI on the same 300 dpi image,
 *      same language, one thread each;
 *  (c) peak memory (VmHWM of a child process) reading the 265-page document.
 * Run scripts/ensure-bench-tools.sh first (npm run bench does).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { OcrPool } from '../../src/extraction/ocr/pool.js';
import { renderPage } from '../../src/extraction/ocr/render.js';
import { readPdf, terminateOcr } from '../../src/extraction/pdf/index.js';
import { openPdf } from '../../src/extraction/pdf/pdfjs.js';

const CORPUS =
  process.env.SDS_CORPUS ?? path.resolve(fileURLToPath(import.meta.url), '../../../../shared/sds-corpus');
const LARGE_DOCUMENT = 'novapex-acetone-extended-sds-265p-encrypted.pdf';
/** English scanned pages: [file, page]. */
const OCR_PAGES: [string, number][] = [
  ['superior-oil-ethanol-c200-scanned.pdf', 1],
  ['superior-oil-ethanol-c200-scanned.pdf', 2],
  ['symrise-lychee-flavor-scanned.pdf', 1],
  ['ungerer-flavor-sample-msds-scanned.pdf', 1],
];
const TARGETS = { text: 3, ocr: 1.5, memoryMb: 600 };

interface ManifestEntry {
  file: string;
  textLayer: string;
}

function manifest(): ManifestEntry[] {
  return readFileSync(path.join(CORPUS, 'manifest.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map((columns) => ({ file: columns[0] ?? '', textLayer: columns[8] ?? '' }));
}

function seconds(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

async function benchText(): Promise<{ ours: number; reference: number; files: number; ocrPages: number }> {
  const files = manifest()
    .filter((entry) => entry.textLayer === 'yes')
    .map((entry) => path.join(CORPUS, 'pdf', entry.file));
  await readPdf(readFileSync(files[0] ?? ''), { maxPages: 1000 }); // load pdf.js once, like a warm service
  let ours = 0;
  let ocrPages = 0;
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(file));
    const start = process.hrtime.bigint();
    const document = await readPdf(bytes, { maxPages: 1000 });
    ours += seconds(start);
    ocrPages += document.ocrPages.length;
  }
  let reference = 0;
  for (const file of files) {
    const start = process.hrtime.bigint();
    spawnSync('pdftotext', ['-layout', file, '-'], { stdio: ['ignore', 'ignore', 'ignore'] });
    reference += seconds(start);
  }
  return { ours, reference, files: files.length, ocrPages };
}

interface OcrTimes {
  ours: number;
  /** Debian's tesseract with Debian's eng data (tessdata_fast). */
  reference: number;
  /** The same CLI reading the very traineddata tesseract.js uses (4.0.0_best_int). */
  sameModel: number;
  pages: number;
}

function timeTesseractCli(images: string[], extraArguments: string[]): number {
  let total = 0;
  for (const image of images) {
    const start = process.hrtime.bigint();
    execFileSync('tesseract', [image, '-', '-l', 'eng', '--psm', '3', '--dpi', '300', ...extraArguments], {
      stdio: ['ignore', 'ignore', 'ignore'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    total += seconds(start);
  }
  return total / images.length;
}

async function benchOcr(): Promise<OcrTimes> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sds-bench-'));
  const pool = new OcrPool(1);
  try {
    const images: string[] = [];
    for (const [file, number] of OCR_PAGES) {
      const { document } = await openPdf(new Uint8Array(readFileSync(path.join(CORPUS, 'pdf', file))));
      const page = await document.getPage(number);
      const image = path.join(folder, `${images.length}.png`);
      writeFileSync(image, (await renderPage(page, page.rotate)).png);
      images.push(image);
      await document.destroy();
    }
    await pool.recognize(readFileSync(images[0] ?? ''), ['eng']); // worker start-up is not per page
    let ours = 0;
    for (const image of images) {
      const png = readFileSync(image);
      const start = process.hrtime.bigint();
      await pool.recognize(png, ['eng']);
      ours += seconds(start);
    }
    const tessdata = path.join(folder, 'tessdata');
    mkdirSync(tessdata);
    const packaged = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
    const gzipped = readFileSync(path.join(path.dirname(packaged), '4.0.0_best_int', 'eng.traineddata.gz'));
    writeFileSync(path.join(tessdata, 'eng.traineddata'), gunzipSync(gzipped));
    return {
      ours: ours / images.length,
      reference: timeTesseractCli(images, []),
      sameModel: timeTesseractCli(images, ['--tessdata-dir', tessdata]),
      pages: images.length,
    };
  } finally {
    await pool.terminate();
    rmSync(folder, { recursive: true, force: true });
  }
}

function peakMemoryMb(): { peakMb: number; pages: number; seconds: number } {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./pdf-memory-child.ts', import.meta.url)),
      path.join(CORPUS, 'pdf', LARGE_DOCUMENT),
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').pop() ?? '{}') as {
    peakMb: number;
    pages: number;
    seconds: number;
  };
}

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}

export async function runPdfBenchmarks(): Promise<void> {
  const text = await benchText();
  const textRatio = text.ours / text.reference;
  console.log(
    `text   ${text.files} PDFs: readPdf ${text.ours.toFixed(2)} s, pdftotext -layout ${text.reference.toFixed(2)} s, ` +
      `ratio ${textRatio.toFixed(2)}x (target <= ${TARGETS.text}x) ${verdict(textRatio <= TARGETS.text)}` +
      (text.ocrPages ? ` [${text.ocrPages} garbled pages went to OCR]` : ''),
  );
  const ocr = await benchOcr();
  const ocrRatio = ocr.ours / ocr.reference;
  console.log(
    `ocr    ${ocr.pages} pages at 300 dpi, eng: tesseract.js ${ocr.ours.toFixed(2)} s/page, tesseract CLI ` +
      `${ocr.reference.toFixed(2)} s/page, ratio ${ocrRatio.toFixed(2)}x (target <= ${TARGETS.ocr}x) ${verdict(ocrRatio <= TARGETS.ocr)}`,
  );
  console.log(
    `ocr    same traineddata (best_int) in the CLI: ${ocr.sameModel.toFixed(2)} s/page, ` +
      `ratio ${(ocr.ours / ocr.sameModel).toFixed(2)}x (engine overhead of WebAssembly alone)`,
  );
  const memory = peakMemoryMb();
  console.log(
    `memory ${LARGE_DOCUMENT} (${memory.pages} pages, ${memory.seconds.toFixed(1)} s): peak RSS ${memory.peakMb} MB ` +
      `(target < ${TARGETS.memoryMb} MB) ${verdict(memory.peakMb < TARGETS.memoryMb)}`,
  );
  await terminateOcr();
}
