/**
 * Opens PDFs with pdf.js (legacy build, the one meant for Node) using only the assets installed with
 * the package: standard fonts, CMaps, ICC profiles and wasm decoders are read from disk, never fetched.
 */
import { createRequire, register } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ServiceError } from '../../errors.js';
import { assertStreamsWithinBudget } from './stream-budget.js';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

const packageRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const assetFolder = (name: string): string => path.join(packageRoot, name) + path.sep;

let pdfjsModule: Promise<Pdfjs> | undefined;

/**
 * The legacy build's core-js replaces Array.prototype.push, process-wide, with a JavaScript version
 * because V8 11 (Node 20) fails a spec edge case (a push onto an array whose length is read-only).
 * pdf.js never relies on that case, and the replacement made every push of the service several
 * times slower (13 % of the CPU time reading the 265-page document). The worker module, which pulls
 * in its own copy, is loaded here too (as the main-thread worker pdf.js looks up on globalThis),
 * then the native push is put back. The worker module loads through pdfjs-worker-hook.mjs, which
 * fixes it.
 */
async function importPdfjs(): Promise<Pdfjs> {
  // Jest loads modules itself and refuses Node's module hooks: tests there run pdf.js as shipped.
  if (!process.env.JEST_WORKER_ID) register('./pdfjs-worker-hook.mjs', import.meta.url);
  const nativePush = Array.prototype.push;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker =
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  Array.prototype.push = nativePush;
  return pdfjs;
}

export function loadPdfjs(): Promise<Pdfjs> {
  pdfjsModule ??= importPdfjs();
  return pdfjsModule;
}

export interface OpenedPdf {
  document: PDFDocumentProxy;
  /** True when the file carries an /Encrypt dictionary (it opened, so no user password was needed). */
  encrypted: boolean;
}

const PDF_HEADER = '%PDF-';
const MAX_IMAGE_PIXELS = 50_000_000;
/** Readers accept the header anywhere in the first kilobyte (some files start with junk). */
const HEADER_SEARCH_BYTES = 1024;

export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  if (bytes.length === 0) throw new ServiceError('invalid_document', 'The file is empty (0 bytes).');
  if (!hasPdfHeader(bytes)) {
    throw new ServiceError(
      'invalid_document',
      'The file is not a PDF: no %PDF- header in its first kilobyte.',
    );
  }
  await assertStreamsWithinBudget(bytes);
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // A plain Uint8Array copy: pdf.js refuses Node Buffers and may detach what it is given.
    data: new Uint8Array(bytes),
    standardFontDataUrl: assetFolder('standard_fonts'),
    cMapUrl: assetFolder('cmaps'),
    cMapPacked: true,
    iccUrl: assetFolder('iccs'),
    wasmUrl: assetFolder('wasm'),
    isEvalSupported: false,
    // Larger images are skipped: OCR renders at most 20 megapixels anyway, and decoding one costs gigabytes.
    maxImageSize: MAX_IMAGE_PIXELS,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    throw openError(error);
  }
  const metadata = await document.getMetadata().catch(() => undefined);
  const info = metadata?.info as { EncryptFilterName?: string | null } | undefined;
  return { document, encrypted: Boolean(info?.EncryptFilterName) };
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, HEADER_SEARCH_BYTES)).toString('latin1');
  return head.includes(PDF_HEADER);
}

function openError(error: unknown): ServiceError {
  const name = error instanceof Error ? error.name : '';
  const detail = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
  if (name === 'PasswordException') {
    return new ServiceError(
      'invalid_document',
      'The PDF is encrypted with a user password; it cannot be opened without that password.',
    );
  }
  return new ServiceError('invalid_document', `The PDF is corrupt or unreadable: ${detail}.`);
}
