/**
 * Reads POST /v1/extract-sds/bulk: multipart `files` parts with text fields, or a JSON body listing
 * files uploaded earlier (by blob_ref or by the request_id of an earlier extraction).
 */
import { z } from 'zod';
import { ServiceError } from '../errors.js';
import type { SchemaVersion } from '../extraction/contract.js';
import { parseSchemaVersion } from '../extraction/envelope.js';
import { isIso6391 } from '../api/extraction-request.js';

export interface UploadedPart {
  bytes: Uint8Array;
  fileName: string;
}

export type FileSource =
  | { kind: 'upload'; part: UploadedPart }
  | { kind: 'blob'; blobRef: string; fileName?: string }
  | { kind: 'request'; requestId: string };

export interface BulkRequest {
  files: FileSource[];
  /** Append to this existing batch instead of creating one. */
  batchId?: string;
  schemaVersion: SchemaVersion;
  languageHint?: string;
  webhookUrl?: string;
  metadata?: unknown;
  idempotencyKey?: string;
  /** More chunks follow: the batch waits for them instead of closing when its items have settled. */
  moreFiles: boolean;
}

export const FILES_FIELD = 'files';
const MAX_METADATA_BYTES = 16 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const fileEntry = z.union([
  z.strictObject({
    blob_ref: z.string().regex(/^sha256:[0-9a-f]{64}$/),
    file_name: z.string().min(1).max(255).optional(),
  }),
  z.strictObject({ request_id: z.string().min(1).max(128) }),
]);

const commonFields = {
  batch_id: z.string().min(1).max(64).optional(),
  schema_version: z.string().optional(),
  language_hint: z.string().optional(),
  webhook_url: z.string().optional(),
  metadata: z.unknown().optional(),
};

const jsonBody = z.strictObject({
  ...commonFields,
  files: z.array(fileEntry).min(1),
  more_files: z.boolean().optional(),
});
const multipartFields = z.strictObject({
  ...commonFields,
  metadata: z.string().optional(),
  more_files: z.enum(['true', 'false']).optional(),
});

function invalid(message: string, details: Record<string, unknown> = {}): ServiceError {
  return new ServiceError('invalid_request', message, details);
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
}

function languageHintOf(raw: string | undefined): string | undefined {
  const hint = raw?.trim().toLowerCase();
  if (!hint) return undefined;
  if (!isIso6391(hint)) {
    throw invalid(`language_hint '${hint}' is not an ISO 639-1 language code.`, { field: 'language_hint' });
  }
  return hint;
}

function metadataOf(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (JSON.stringify(value).length > MAX_METADATA_BYTES) {
    throw invalid(`metadata must serialise to at most ${MAX_METADATA_BYTES} bytes.`, { field: 'metadata' });
  }
  return value;
}

function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw invalid('Idempotency-Key must be 1 to 255 visible ASCII characters.', { field: 'Idempotency-Key' });
  }
  return header;
}

function common(
  fields: z.infer<typeof multipartFields> | z.infer<typeof jsonBody>,
  metadata: unknown,
  idempotencyKey?: string,
) {
  return {
    batchId: fields.batch_id,
    schemaVersion: parseSchemaVersion(fields.schema_version),
    languageHint: languageHintOf(fields.language_hint),
    webhookUrl: fields.webhook_url?.trim() || undefined,
    metadata: metadataOf(metadata),
    idempotencyKey: idempotencyKeyOf(idempotencyKey),
  };
}

export function parseJsonBulkRequest(body: unknown, idempotencyKey: string | undefined): BulkRequest {
  const parsed = jsonBody.safeParse(body);
  if (!parsed.success) throw invalid(`Invalid bulk request: ${describe(parsed.error)}.`);
  const files: FileSource[] = parsed.data.files.map((entry) =>
    'blob_ref' in entry
      ? { kind: 'blob', blobRef: entry.blob_ref, fileName: entry.file_name }
      : { kind: 'request', requestId: entry.request_id },
  );
  return {
    files,
    ...common(parsed.data, parsed.data.metadata, idempotencyKey),
    moreFiles: parsed.data.more_files ?? false,
  };
}

export function parseMultipartBulkRequest(
  fields: Record<string, unknown>,
  parts: readonly UploadedPart[],
  idempotencyKey: string | undefined,
): BulkRequest {
  const parsed = multipartFields.safeParse(fields);
  if (!parsed.success) throw invalid(`Invalid bulk form: ${describe(parsed.error)}.`);
  if (parts.length === 0)
    throw invalid(`The form must contain one or more '${FILES_FIELD}' parts.`, { field: FILES_FIELD });
  let metadata: unknown;
  if (parsed.data.metadata !== undefined) {
    try {
      metadata = JSON.parse(parsed.data.metadata);
    } catch {
      throw invalid('metadata must be a JSON value.', { field: 'metadata' });
    }
  }
  return {
    files: parts.map((part) => ({ kind: 'upload', part })),
    ...common(parsed.data, metadata, idempotencyKey),
    moreFiles: parsed.data.more_files === 'true',
  };
}
