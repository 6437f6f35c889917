/**
 * Per-client fixed-window rate limits for the website. In memory on purpose: the site is one process
 * and its limits only need to slow down one abusive visitor, not be exact across a fleet.
 */
import type { Middleware } from 'koa';
import { ServiceError } from '../errors.js';

export interface RateLimitPolicy {
  /** Requests allowed per window and client address. */
  limit: number;
  windowMs: number;
}

interface Window {
  startedAt: number;
  count: number;
}

export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly policy: RateLimitPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; answers how many seconds the client must wait when over the limit. */
  take(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    this.forgetExpired(now);
    const window = this.windows.get(client);
    if (window === undefined) {
      this.windows.set(client, { startedAt: now, count: 1 });
      return { allowed: true };
    }
    if (window.count < this.policy.limit) {
      window.count += 1;
      return { allowed: true };
    }
    const retryAfterMs = window.startedAt + this.policy.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  private forgetExpired(now: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.startedAt >= this.policy.windowMs) this.windows.delete(client);
    }
  }
}

/** 429 rate_limited with Retry-After once the client address spent its allowance for this route. */
export function rateLimit(limiter: FixedWindowRateLimiter): Middleware {
  return async (ctx, next) => {
    const verdict = limiter.take(ctx.ip);
    if (!verdict.allowed) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      throw new ServiceError(
        'rate_limited',
        `Too many requests; retry after ${verdict.retryAfterSeconds} s.`,
        {
          retry_after: verdict.retryAfterSeconds,
        },
      );
    }
    await next();
  };
}
