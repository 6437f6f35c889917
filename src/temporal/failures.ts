/**
 * How error codes cross Temporal: activities throw ApplicationFailures whose type is the code,
 * workflows read the code back. Deterministic module (imported by workflow code).
 */
import type { ErrorCode } from '../errors.js';

/** Error codes about the document itself: retrying cannot change the answer. */
export const DOCUMENT_ERROR_CODES: readonly ErrorCode[] = [
  'invalid_document',
  'invalid_request',
  'unsupported_schema_version',
  'file_too_large',
  'low_text_quality',
];

export function isDocumentErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (DOCUMENT_ERROR_CODES as readonly string[]).includes(value);
}
