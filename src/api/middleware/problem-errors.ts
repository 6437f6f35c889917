/**
 * Turns anything thrown below into a problem+json response. ServiceErrors carry their own code and
 * status; anything else is logged and answered as a 500 without internals. A dependency outage
 * (service_unavailable, from the database or Temporal alike) is marked retryable, with Retry-After.
 */
import type { Middleware } from 'koa';
import { ServiceError } from '../../errors.js';
import type { ApiState } from '../context.js';
import { PROBLEM_CONTENT_TYPE, toProblem } from '../problem.js';

const OUTAGE_RETRY_AFTER_SECONDS = 5;

function asServiceError(error: unknown): ServiceError | undefined {
  if (error instanceof ServiceError) return error;
  // Koa's own errors (body parsing, ctx.throw) carry an HTTP status that is safe to expose.
  const status = (error as { status?: unknown } | null)?.status;
  const expose = (error as { expose?: unknown } | null)?.expose;
  if (typeof status === 'number' && expose === true) {
    if (status === 413) return new ServiceError('file_too_large', (error as Error).message);
    if (status === 415) return new ServiceError('unsupported_media_type', (error as Error).message);
    if (status >= 400 && status < 500) return new ServiceError('invalid_request', (error as Error).message);
  }
  return undefined;
}

export function problemErrors(): Middleware<ApiState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new ServiceError('not_found', `No route for ${ctx.method} ${ctx.path}.`);
      }
    } catch (error) {
      const serviceError = asServiceError(error);
      if (!serviceError) ctx.state.logger.error({ err: error }, 'unhandled error');
      const problem = toProblem(
        serviceError ?? new ServiceError('internal_error', 'The server failed to handle the request.'),
        ctx.state.requestId,
      );
      if (problem.code === 'service_unavailable') {
        ctx.state.logger.warn({ detail: problem.detail }, 'dependency unavailable');
        problem.retryable = true;
        ctx.set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      }
      ctx.status = problem.status;
      ctx.type = PROBLEM_CONTENT_TYPE;
      ctx.body = problem;
    }
  };
}
