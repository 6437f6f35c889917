/**
 * Multipart upload of one `file` part, held in memory up to the smaller of MAX_FILE_BYTES and the
 * key's tier limit. Oversized bodies are 413 file_too_large; malformed multipart is invalid_request.
 */
import multerCore from 'multer';
import type { Middleware } from 'koa';
import { ServiceError } from '../../errors.js';
import { tierLimits } from '../../keys/tiers.js';
import type { ApiState } from '../context.js';
import { memoryMultipart, readMultipart } from './multipart.js';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 1024;
const MAX_FIELDS = 8;

export function toServiceError(error: unknown, maxBytes: number): unknown {
  if (error instanceof multerCore.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return new ServiceError('file_too_large', `The file exceeds the limit of ${maxBytes} bytes.`, {
        max_bytes: maxBytes,
      });
    }
    return new ServiceError(
      'invalid_request',
      `Malformed upload: ${error.message}${error.field ? ` (${error.field})` : ''}.`,
    );
  }
  if (error instanceof Error && !(error instanceof ServiceError)) {
    // busboy reports truncated or malformed multipart bodies as plain errors.
    return new ServiceError('invalid_request', `Malformed multipart body: ${error.message}.`);
  }
  return error;
}

export function uploadSingleFile(fieldName: string, maxFileBytes: number): Middleware<ApiState> {
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new ServiceError('unsupported_media_type', 'Send the document as multipart/form-data.');
    }
    const maxBytes = Math.min(maxFileBytes, tierLimits(ctx.state.apiKey.tier).maxFileBytes);
    if (ctx.request.length !== undefined && ctx.request.length > maxBytes + MULTIPART_OVERHEAD_BYTES) {
      // Refuse without reading a body that cannot fit; the connection is not reusable after that.
      ctx.set('Connection', 'close');
      throw new ServiceError('file_too_large', `The file exceeds the limit of ${maxBytes} bytes.`, {
        max_bytes: maxBytes,
      });
    }
    const upload = memoryMultipart({
      fileBytes: maxBytes,
      files: 1,
      fields: MAX_FIELDS,
      fieldBytes: MAX_FIELD_BYTES,
    }).single(fieldName);
    await readMultipart(ctx, upload, (error) => toServiceError(error, maxBytes));
    await next();
  };
}
