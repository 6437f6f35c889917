/**
 * Browser-side hardening for every page: same-origin scripts only, no framing, no MIME sniffing. A
 * configured bot-check widget's origin (and only that one) may add its script, frame and requests.
 */
import type { Middleware } from 'koa';
import { securityHeaders } from '../api/middleware/security-headers.js';

export function contentSecurityPolicy(botCheckScriptUrl?: string): string {
  const widget = botCheckScriptUrl === undefined ? '' : ` ${new URL(botCheckScriptUrl).origin}`;
  return [
    "default-src 'self'",
    `script-src 'self'${widget}`,
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${widget}`,
    ...(widget === '' ? [] : [`frame-src${widget}`]),
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'none'",
  ].join('; ');
}

export function siteSecurityHeaders(botCheckScriptUrl?: string): Middleware {
  return securityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(botCheckScriptUrl),
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
