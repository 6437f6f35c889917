import type { ExtractionResult, ExtractOptions } from './contract.js';
import { understandSds } from './engine.js';
import { readPdf } from './pdf/index.js';

/** The engine: PDF bytes to the validated record in the requested schema version, with outputs and confidence. */
export async function extractSds(pdf: Uint8Array, options: ExtractOptions): Promise<ExtractionResult> {
  const text = await readPdf(pdf, {
    maxPages: options.maxPages,
    languageHint: options.languageHint,
    signal: options.signal,
  });
  return understandSds(text, { schemaVersion: options.schemaVersion, languageHint: options.languageHint });
}

export { toEnvelope, parseSchemaVersion } from './envelope.js';
export { jsonSchemaFor } from './schema/index.js';
export { WARNING_CODES, type WarningCode } from './warnings.js';
