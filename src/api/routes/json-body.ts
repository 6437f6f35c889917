/** Reads a small JSON request body with a size cap; the API has no general body parser. */
import { ServiceError } from '../../errors.js';
import type { ApiContext } from '../context.js';

const MAX_JSON_BYTES = 1024 * 1024;

export async function readJsonBody(ctx: ApiContext, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  if (ctx.request.length !== undefined && ctx.request.length > maxBytes) {
    throw new ServiceError('invalid_request', `The JSON body exceeds ${maxBytes} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes)
      throw new ServiceError('invalid_request', `The JSON body exceeds ${maxBytes} bytes.`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ServiceError('invalid_request', 'The body is not valid JSON.');
  }
}
