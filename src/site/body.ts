/**
 * Reads a small JSON or URL-encoded form body with a hard size limit. The website's JSON endpoints
 * take a few short fields; anything bigger is refused before it is buffered.
 */
import type { Context } from 'koa';
import { ServiceError } from '../errors.js';

async function readLimited(ctx: Context, maxBytes: number): Promise<string> {
  const declared = ctx.request.length;
  if (declared !== undefined && declared > maxBytes) {
    throw new ServiceError('file_too_large', `The request body exceeds ${maxBytes} bytes.`, {
      max_bytes: maxBytes,
    });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      throw new ServiceError('file_too_large', `The request body exceeds ${maxBytes} bytes.`, {
        max_bytes: maxBytes,
      });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readBody(
  ctx: Context,
  options: { maxBytes: number; acceptForm: boolean },
): Promise<Record<string, unknown>> {
  const isJson = typeof ctx.is('application/json') === 'string';
  const isForm = options.acceptForm && typeof ctx.is('application/x-www-form-urlencoded') === 'string';
  if (!isJson && !isForm) {
    throw new ServiceError(
      'unsupported_media_type',
      options.acceptForm
        ? 'Send the body as application/json or application/x-www-form-urlencoded.'
        : 'Send the body as application/json.',
    );
  }
  const text = await readLimited(ctx, options.maxBytes);
  if (isForm) return Object.fromEntries(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ServiceError('invalid_request', 'The body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ServiceError('invalid_request', 'The body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
