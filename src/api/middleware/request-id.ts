/**
 * Gives every request an id (X-Request-Id on every response, errors included) and a logger bound
 * to it. The id is always generated here: it becomes a Temporal workflow id, so callers must not
 * choose it.
 */
import type { Middleware } from 'koa';
import type { Logger } from '../../logging.js';
import { newRequestId } from '../../request-ids.js';
import type { ApiState } from '../context.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function requestId(logger: Logger): Middleware<ApiState> {
  return async (ctx, next) => {
    const id = newRequestId();
    ctx.state.requestId = id;
    ctx.state.logger = logger.child({ request_id: id });
    ctx.set(REQUEST_ID_HEADER, id);
    await next();
  };
}
