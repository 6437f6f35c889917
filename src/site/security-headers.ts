/** Browser-side hardening for every page: same-origin scripts only, no framing, no MIME sniffing. */
import type { Middleware } from 'koa';
import { securityHeaders } from '../api/middleware/security-headers.js';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'none'",
].join('; ');

export function siteSecurityHeaders(): Middleware {
  return securityHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
