import type { AppConfig } from '../config.js';
import type { ApiContext } from './context.js';

/** Where a caller polls an extraction: absolute, from PUBLIC_BASE_URL or the request's own origin. */
export function extractionStatusUrl(ctx: ApiContext, config: AppConfig, requestId: string): string {
  return `${config.api.publicBaseUrl ?? ctx.origin}/v1/extractions/${encodeURIComponent(requestId)}`;
}
