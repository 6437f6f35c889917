/**
 * Refuses state-changing requests that a browser sent from another origin (forms and beacons that
 * need no CORS preflight). Requests without an Origin header (server-side clients, curl) pass: the
 * point is to stop other web pages from filing leads or events in a visitor's name.
 */
import type { Middleware } from 'koa';
import { ServiceError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginWrites(): Middleware {
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    // Koa 3's ctx.origin echoes the Origin header; the site's own origin is protocol and host.
    const ownOrigin = `${ctx.protocol}://${ctx.host}`;
    if (!SAFE_METHODS.has(ctx.method) && origin !== '' && origin !== ownOrigin) {
      throw new ServiceError('forbidden', 'Requests from other origins are not accepted.', { origin });
    }
    await next();
  };
}
