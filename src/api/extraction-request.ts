/** Reads and validates the form of POST /v1/extract-sds into what the service needs. */
import type { Request } from 'koa';
import { ServiceError } from '../errors.js';
import type { SchemaVersion } from '../extraction/contract.js';
import { parseSchemaVersion } from '../extraction/envelope.js';

export interface ExtractionRequest {
  bytes: Uint8Array;
  fileName: string;
  schemaVersion: SchemaVersion;
  languageHint?: string;
  idempotencyKey?: string;
}

export const FILE_FIELD = 'file';
const KNOWN_FIELDS = new Set(['language_hint', 'schema_version']);
const PDF_MAGIC = Buffer.from('%PDF-');
/** PDF readers accept the header anywhere in the first KiB (some producers prepend junk). */
const PDF_HEADER_WINDOW = 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, PDF_HEADER_WINDOW)).includes(
    PDF_MAGIC,
  );
}

/** ISO 639-1: two lowercase letters that name a language. */
export function isIso6391(code: string): boolean {
  return /^[a-z]{2}$/.test(code) && languageNames.of(code) !== undefined;
}

function textField(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    throw new ServiceError('invalid_request', `Field '${name}' must be sent once, as text.`, { field: name });
  }
  return value.trim();
}

/** The form as @koa/multer leaves it on the request: text fields in `body`, the file in `file`. */
type MultipartRequest = Request & { body?: Record<string, unknown> };

export function parseExtractionRequest(request: MultipartRequest): ExtractionRequest {
  const fields = request.body ?? {};
  const unknown = Object.keys(fields).filter((name) => !KNOWN_FIELDS.has(name));
  if (unknown.length > 0) {
    throw new ServiceError('invalid_request', `Unknown form field(s): ${unknown.join(', ')}.`, {
      fields: unknown,
    });
  }
  const file = request.file;
  if (!file) {
    throw new ServiceError('invalid_request', `The form must contain the PDF as a '${FILE_FIELD}' part.`, {
      field: FILE_FIELD,
    });
  }
  if (file.size === 0) throw new ServiceError('invalid_document', 'The uploaded file is empty.');
  if (!isPdf(file.buffer)) throw new ServiceError('invalid_document', 'The uploaded file is not a PDF.');

  const languageHint = textField(fields, 'language_hint')?.toLowerCase();
  if (languageHint !== undefined && languageHint !== '' && !isIso6391(languageHint)) {
    throw new ServiceError(
      'invalid_request',
      `language_hint '${languageHint}' is not an ISO 639-1 language code.`,
      {
        field: 'language_hint',
      },
    );
  }
  const idempotencyKey = request.get('Idempotency-Key') || undefined;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new ServiceError('invalid_request', 'Idempotency-Key must be 1 to 255 visible ASCII characters.', {
      field: 'Idempotency-Key',
    });
  }
  return {
    bytes: file.buffer,
    fileName: file.originalname || 'document.pdf',
    schemaVersion: parseSchemaVersion(textField(fields, 'schema_version')),
    languageHint: languageHint || undefined,
    idempotencyKey,
  };
}
