/**
 * When to try a webhook delivery again. Exponential back-off with jitter; a receiver's Retry-After wins
 * over the computed delay; 410 Gone stops for good; the whole effort spans at least `windowMs`.
 */
export interface RetrySchedule {
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** Total time from the first attempt after which no further attempt is scheduled. */
  windowMs: number;
  /** Fraction of the delay drawn at random (0.2 = ±20 %). */
  jitter: number;
}

/** Roughly the Standard Webhooks reference schedule: seconds, minutes, then hours, for 26 hours. */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  firstDelayMs: 5_000,
  factor: 3,
  maxDelayMs: 3 * 60 * 60 * 1000,
  windowMs: 26 * 60 * 60 * 1000,
  jitter: 0.2,
};

export interface AttemptResult {
  statusCode?: number;
  retryAfterMs?: number;
}

export type RetryDecision =
  { kind: 'delivered' } | { kind: 'gone' } | { kind: 'retry'; delayMs: number } | { kind: 'exhausted' };

export function backoffDelayMs(attempt: number, schedule: RetrySchedule, random: () => number): number {
  const base = Math.min(schedule.maxDelayMs, schedule.firstDelayMs * schedule.factor ** (attempt - 1));
  const spread = base * schedule.jitter * (random() * 2 - 1);
  return Math.max(0, Math.round(base + spread));
}

/**
 * @param attempt 1 for the first attempt
 * @param elapsedMs time since the first attempt started
 */
export function decideAfterAttempt(
  result: AttemptResult,
  attempt: number,
  elapsedMs: number,
  schedule: RetrySchedule,
  random: () => number = Math.random,
): RetryDecision {
  const status = result.statusCode;
  if (status !== undefined && status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 410) return { kind: 'gone' };
  const delayMs =
    result.retryAfterMs !== undefined
      ? Math.min(result.retryAfterMs, schedule.maxDelayMs)
      : backoffDelayMs(attempt, schedule, random);
  if (elapsedMs + delayMs > schedule.windowMs) return { kind: 'exhausted' };
  return { kind: 'retry', delayMs };
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or invalid. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}
