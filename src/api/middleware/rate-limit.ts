/**
 * Per-key rate limit from the key's tier. Every answer carries RateLimit-Limit / -Remaining /
 * -Reset and RateLimit-Policy; a refusal is 429 with Retry-After.
 */
import type { Middleware } from 'koa';
import { ServiceError } from '../../errors.js';
import { tierLimits } from '../../keys/tiers.js';
import type { ApiState } from '../context.js';
import type { TokenBuckets } from '../rate-limit/token-bucket.js';

export function rateLimit(buckets: TokenBuckets): Middleware<ApiState> {
  return async (ctx, next) => {
    const { requestsPerMinute, burst } = tierLimits(ctx.state.apiKey.tier);
    const result = buckets.take(ctx.state.apiKey.id, { requestsPerMinute, burst });
    ctx.set('RateLimit-Policy', `${requestsPerMinute};w=60;burst=${burst}`);
    ctx.set('RateLimit-Limit', String(result.limit));
    ctx.set('RateLimit-Remaining', String(result.remaining));
    ctx.set('RateLimit-Reset', String(result.allowed ? result.resetSeconds : result.retryAfterSeconds));
    if (!result.allowed) {
      ctx.set('Retry-After', String(result.retryAfterSeconds));
      throw new ServiceError(
        'rate_limited',
        `Rate limit of ${requestsPerMinute} requests per minute (burst ${burst}) exceeded; retry in ${result.retryAfterSeconds} s.`,
        { retry_after: result.retryAfterSeconds },
      );
    }
    await next();
  };
}
