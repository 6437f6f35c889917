/**
 * Usage tiers. A key's tier sets its rate limit (a token bucket: `requestsPerMinute` refill,
 * `burst` capacity), the largest file it may send, and its weight when bulk work from several keys
 * shares the bulk lane.
 */
export const TIER_NAMES = ['free', 'standard', 'enterprise'] as const;
export type TierName = (typeof TIER_NAMES)[number];

export interface TierLimits {
  requestsPerMinute: number;
  burst: number;
  maxFileBytes: number;
  /** Relative share of the bulk lane's concurrent slots when several keys have batches running. */
  bulkConcurrencyShare: number;
}

const MEBIBYTE = 1024 * 1024;

export const TIERS: Readonly<Record<TierName, Readonly<TierLimits>>> = {
  free: { requestsPerMinute: 10, burst: 5, maxFileBytes: 10 * MEBIBYTE, bulkConcurrencyShare: 1 },
  standard: { requestsPerMinute: 120, burst: 30, maxFileBytes: 25 * MEBIBYTE, bulkConcurrencyShare: 4 },
  enterprise: { requestsPerMinute: 1200, burst: 200, maxFileBytes: 50 * MEBIBYTE, bulkConcurrencyShare: 16 },
};

export function isTierName(value: unknown): value is TierName {
  return typeof value === 'string' && (TIER_NAMES as readonly string[]).includes(value);
}

export function tierLimits(tier: TierName): Readonly<TierLimits> {
  return TIERS[tier];
}
