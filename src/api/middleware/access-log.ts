/** One structured log line per request: method, route, status, duration; never headers or bodies. */
import type { Middleware } from 'koa';
import type { ApiState } from '../context.js';

export function accessLog(): Middleware<ApiState> {
  return async (ctx, next) => {
    const startedAt = performance.now();
    try {
      await next();
    } finally {
      ctx.state.logger.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          duration_ms: Math.round(performance.now() - startedAt),
          api_key_id: ctx.state.apiKey?.id,
        },
        'request',
      );
    }
  };
}
