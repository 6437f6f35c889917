/**
 * Response hardening shared by the API and the website: no MIME sniffing, no framing, no cross-origin
 * embedding of responses, and the caller's content security policy. No CORS headers are ever set, so
 * browsers on other origins cannot read any response.
 */
import type { Middleware } from 'koa';

export interface SecurityHeaderPolicy {
  contentSecurityPolicy: string;
  referrerPolicy: string;
}

export function securityHeaders(policy: SecurityHeaderPolicy): Middleware {
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', policy.contentSecurityPolicy);
    ctx.set('Referrer-Policy', policy.referrerPolicy);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    await next();
  };
}

/** The API serves data, never documents to render: nothing may load, nothing may frame it. */
export const API_SECURITY_HEADERS: SecurityHeaderPolicy = {
  contentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'",
  referrerPolicy: 'no-referrer',
};
