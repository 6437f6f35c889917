/**
 * Koa middleware counting requests by route template (never the raw path, whose IDs would explode
 * the label set) and status. Mounted outermost so errors rendered further in are counted too.
 */
import type { Context, Middleware } from 'koa';
import type { ServiceMetrics } from './metrics.js';

export const UNMATCHED_ROUTE = 'unmatched';

/** What @koa/router records on the context: every layer whose path matched the request. */
interface MatchedLayer {
  path: string | RegExp;
  methods: string[];
}

/**
 * The template of the route that answers this method, from the layers @koa/router matched. Not
 * `_matchedRoute`: each router middleware (authentication, rate limit) overwrites it with its own
 * path pattern, so a request refused there would be counted under `/v1(?:\/|$)`.
 */
function routeTemplate(ctx: Context): string {
  const matched = (ctx as { matched?: MatchedLayer[] }).matched ?? [];
  const route = matched.findLast(
    (layer): layer is MatchedLayer & { path: string } =>
      typeof layer.path === 'string' && layer.methods.includes(ctx.method),
  );
  return route?.path ?? UNMATCHED_ROUTE;
}

export function httpMetrics(metrics: ServiceMetrics, app: 'api' | 'site'): Middleware {
  return async (ctx, next) => {
    const stopTimer = metrics.httpRequestDuration.startTimer();
    try {
      await next();
    } finally {
      const labels = { app, method: ctx.method, route: routeTemplate(ctx) };
      stopTimer(labels);
      metrics.httpRequests.inc({ ...labels, status: String(ctx.status) });
    }
  };
}
