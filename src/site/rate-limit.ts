/**
 * Per-client fixed-window rate limits for the website, counted in the database so that every site
 * instance behind a load balancer enforces one allowance per client. Clients are keyed hashes of
 * their address (SITE_SECRET must be the same on every instance for them to agree).
 */
import { createHmac } from 'node:crypto';
import type { Middleware } from 'koa';
import { ServiceError } from '../errors.js';
import type { RateLimitWindowRepository } from '../storage/repositories/site-rate-limits.js';

export interface RateLimitPolicy {
  /** Names the allowance in the database; routes with the same name share it. */
  name: string;
  /** Requests allowed per window and client address. */
  limit: number;
  windowMs: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimitWindows = Pick<RateLimitWindowRepository, 'hit' | 'purgeEnded'>;

export class SharedRateLimiter {
  private lastPurgeAt = 0;

  constructor(
    private readonly policy: RateLimitPolicy,
    private readonly windows: RateLimitWindows,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; answers how many seconds the client must wait when over the limit. */
  async take(clientIp: string): Promise<RateLimitVerdict> {
    const now = this.now();
    await this.purgeEndedWindows(now);
    const { name, limit, windowMs } = this.policy;
    const hit = await this.windows.hit(name, this.clientHash(clientIp), new Date(now), windowMs);
    if (hit.count <= limit) return { allowed: true };
    const retryAfterMs = hit.windowStartedAt.getTime() + windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  private clientHash(clientIp: string): string {
    return createHmac('sha256', this.secret).update(`rate-limit|${clientIp}`).digest('base64url');
  }

  /** Once per window and instance, so rows of clients that never come back do not pile up. */
  private async purgeEndedWindows(now: number): Promise<void> {
    if (now - this.lastPurgeAt < this.policy.windowMs) return;
    this.lastPurgeAt = now;
    await this.windows.purgeEnded(this.policy.name, new Date(now), this.policy.windowMs);
  }
}

/** 429 rate_limited with Retry-After once the client address spent its allowance for this route. */
export function rateLimit(limiter: SharedRateLimiter): Middleware {
  return async (ctx, next) => {
    const verdict = await limiter.take(ctx.ip);
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

/** The rate-limit middleware of one route's policy, counted in the site's database. */
export function sharedRateLimit(
  deps: { db: { rateLimitWindows: RateLimitWindows }; secret: string },
  policy: RateLimitPolicy,
): Middleware {
  return rateLimit(new SharedRateLimiter(policy, deps.db.rateLimitWindows, deps.secret));
}
