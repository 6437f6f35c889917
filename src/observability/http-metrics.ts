/**
 * Koa middleware counting requests by route template (never the raw path, whose IDs would explode
 * the label set) and status. Mounted outermost so errors rendered further in are counted too.
 */
import type { Middleware } from 'koa';
import type { ServiceMetrics } from './metrics.js';

export const UNMATCHED_ROUTE = 'unmatched';

export function httpMetrics(metrics: ServiceMetrics, app: 'api' | 'site'): Middleware {
  return async (ctx, next) => {
    const stopTimer = metrics.httpRequestDuration.startTimer();
    try {
      await next();
    } finally {
      // Set by @koa/router on the context once a route (or its middleware) matched.
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const labels = {
        app,
        method: ctx.method,
        route: typeof matched === 'string' ? matched : UNMATCHED_ROUTE,
      };
      stopTimer(labels);
      metrics.httpRequests.inc({ ...labels, status: String(ctx.status) });
    }
  };
}
