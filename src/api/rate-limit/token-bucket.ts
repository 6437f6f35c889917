/**
 * Per-key token buckets: `burst` capacity, refilled at `requestsPerMinute`. In memory, so each API
 * process enforces the limit on its own share of traffic.
 */
export interface BucketPolicy {
  requestsPerMinute: number;
  burst: number;
}

export interface TakeResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until a request would be allowed again (0 when allowed). */
  retryAfterSeconds: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAtMs: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly nowMs: () => number = Date.now) {}

  take(key: string, policy: BucketPolicy): TakeResult {
    const now = this.nowMs();
    const refillPerMs = policy.requestsPerMinute / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: policy.burst, updatedAtMs: now };
    bucket.tokens = Math.min(policy.burst, bucket.tokens + (now - bucket.updatedAtMs) * refillPerMs);
    bucket.updatedAtMs = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return {
      allowed,
      limit: policy.burst,
      remaining: Math.floor(bucket.tokens),
      retryAfterSeconds: allowed ? 0 : Math.ceil((1 - bucket.tokens) / refillPerMs / 1000),
      resetSeconds: Math.ceil((policy.burst - bucket.tokens) / refillPerMs / 1000),
    };
  }
}
