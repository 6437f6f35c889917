import type { AppConfig } from '../config.js';
import type { ApiContext } from './context.js';

/** The API's public base: PUBLIC_BASE_URL, or the scheme and host the request reached. */
export function apiBaseUrl(ctx: ApiContext, config: AppConfig): string {
  // Not ctx.origin: in Koa 3 that is the Origin request header, not this server's origin.
  return config.api.publicBaseUrl ?? `${ctx.protocol}://${ctx.host}`;
}

/** Where a caller polls an extraction (absolute URL). */
export function extractionStatusUrl(ctx: ApiContext, config: AppConfig, requestId: string): string {
  return `${apiBaseUrl(ctx, config)}/v1/extractions/${encodeURIComponent(requestId)}`;
}

/** Where a caller fetches a succeeded extraction as eSDScom XML (absolute URL). */
export function extractionSdscomUrl(ctx: ApiContext, config: AppConfig, requestId: string): string {
  return `${extractionStatusUrl(ctx, config, requestId)}/sdscom`;
}
