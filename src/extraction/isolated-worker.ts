/**
 * Piscina worker: runs the engine on one document. Service errors travel back as plain data
 * (structured clone keeps only an Error's name and message), everything else is thrown.
 */
import { workerData } from 'piscina';
import { ServiceError } from '../errors.js';
import type { ExtractionResult, ExtractOptions } from './contract.js';
import { extractSds } from './index.js';
import { configureOcrPool } from './ocr/index.js';

export interface IsolatedTask {
  bytes: Uint8Array;
  options: Omit<ExtractOptions, 'signal'>;
}

export type IsolatedOutcome =
  | { ok: true; result: ExtractionResult }
  | { ok: false; error: { code: ServiceError['code']; message: string; details: Record<string, unknown> } };

export interface IsolatedWorkerData {
  ocrWorkers: number;
}

configureOcrPool((workerData as IsolatedWorkerData).ocrWorkers);

// pdf.js leaves some internal promises of damaged documents without a handler (found by the fuzzer:
// a page fetch of a mangled file rejects one in the background). Node would end the thread for it,
// failing the document being read with internal_error; the document's own calls report its errors.
process.on('unhandledRejection', (reason) => {
  const detail = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  process.emitWarning(
    `Ignored a stray rejection in an extraction thread: ${detail}`,
    'StrayRejectionWarning',
  );
});

export default async function extractInWorker({ bytes, options }: IsolatedTask): Promise<IsolatedOutcome> {
  try {
    return { ok: true, result: await extractSds(bytes, options) };
  } catch (error) {
    if (error instanceof ServiceError) {
      return { ok: false, error: { code: error.code, message: error.message, details: error.details } };
    }
    throw error;
  }
}
