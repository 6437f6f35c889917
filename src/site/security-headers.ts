/**
 * Browser-side hardening for every page: same-origin scripts only, no framing, no MIME sniffing. A
 * configured bot-check widget's sources (and only those) may add its script, frame, styles and calls.
 */
import type { Middleware } from 'koa';
import { securityHeaders } from '../api/middleware/security-headers.js';

export function contentSecurityPolicy(botCheckSources: string[] = []): string {
  const widget = botCheckSources.map((source) => ` ${source}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${widget}`,
    `style-src 'self'${widget}`,
    "img-src 'self' data:",
    `connect-src 'self'${widget}`,
    ...(widget === '' ? [] : [`frame-src${widget}`]),
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'none'",
  ].join('; ');
}

export function siteSecurityHeaders(botCheckSources?: string[]): Middleware {
  return securityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(botCheckSources),
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
