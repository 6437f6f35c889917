/**
 * What workflows and activities exchange: the inputs and outcomes of the document workflows. Both
 * sides, and the clients that start the workflows, import these types from here, so activities never
 * import workflow code and workflows import only activity types (eslint.config.js keeps it so).
 */
import type { ErrorCode } from '../errors.js';
import type { SchemaVersion } from '../extraction/contract.js';
import type { Traffic } from '../storage/repositories/extractions.js';

export interface ExtractDocumentInput {
  requestId: string;
  /** Content address of the PDF in the blob store (`sha256:…`); the bytes never enter a payload. */
  blobRef: string;
  fileName: string;
  schemaVersion: SchemaVersion;
  languageHint?: string;
  traffic: Traffic;
  apiKeyId?: string;
  batchId?: string;
}

export interface ExtractDocumentOutcome {
  status: 'succeeded' | 'failed';
  confidence?: number;
  warningCount: number;
  error?: { code: ErrorCode; message: string };
}

export interface EvaluateDocumentInput extends ExtractDocumentInput {
  /** Ask the generative provider first and give it this long; without it the built-in engine answers. */
  generative?: { timeoutMs: number };
}

export interface EvaluateDocumentOutcome extends ExtractDocumentOutcome {
  engine: 'generative' | 'built-in';
  /** Why the built-in engine answered although the provider was asked. */
  engineNote?: string;
}
