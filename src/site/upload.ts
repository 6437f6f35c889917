/**
 * The trial's multipart form: one PDF `file` part (at most the site's file limit, stricter than
 * production) plus a few short text fields. Malformed bodies are invalid_request, oversize 413.
 */
import multerCore from 'multer';
import type { Middleware } from 'koa';
import { memoryMultipart, readMultipart } from '../api/middleware/multipart.js';
import { ServiceError } from '../errors.js';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 4096;
const MAX_FIELDS = 6;

function toServiceError(error: unknown, maxBytes: number): unknown {
  if (error instanceof multerCore.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return new ServiceError('file_too_large', `The trial accepts files up to ${maxBytes} bytes.`, {
        field: 'file',
        max_bytes: maxBytes,
      });
    }
    return new ServiceError(
      'invalid_request',
      `Malformed upload: ${error.message}${error.field ? ` (${error.field})` : ''}.`,
      {
        field: error.field ?? 'file',
      },
    );
  }
  if (error instanceof Error && !(error instanceof ServiceError)) {
    return new ServiceError('invalid_request', `Malformed multipart body: ${error.message}.`);
  }
  return error;
}

export function trialUpload(maxBytes: number): Middleware {
  const upload = memoryMultipart({
    fileBytes: maxBytes,
    files: 1,
    fields: MAX_FIELDS,
    fieldBytes: MAX_FIELD_BYTES,
  }).single('file');
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new ServiceError('unsupported_media_type', 'Send the trial upload as multipart/form-data.');
    }
    if (ctx.request.length !== undefined && ctx.request.length > maxBytes + MULTIPART_OVERHEAD_BYTES) {
      ctx.set('Connection', 'close');
      throw new ServiceError('file_too_large', `The trial accepts files up to ${maxBytes} bytes.`, {
        field: 'file',
        max_bytes: maxBytes,
      });
    }
    await readMultipart(ctx, upload, (error) => toServiceError(error, maxBytes));
    await next();
  };
}
