import {
  DEFAULT_RETRY_SCHEDULE,
  backoffDelayMs,
  decideAfterAttempt,
  parseRetryAfter,
} from '../../../src/webhooks/retry-policy.js';

const noJitter = (): number => 0.5;

describe('webhook retry policy', () => {
  it('backs off exponentially up to the cap', () => {
    const delays = [1, 2, 3, 4, 20].map((attempt) =>
      backoffDelayMs(attempt, DEFAULT_RETRY_SCHEDULE, noJitter),
    );
    expect(delays.slice(0, 4)).toEqual([5_000, 15_000, 45_000, 135_000]);
    expect(delays[4]).toBe(DEFAULT_RETRY_SCHEDULE.maxDelayMs);
  });

  it('spreads delays by the configured jitter', () => {
    expect(backoffDelayMs(2, DEFAULT_RETRY_SCHEDULE, () => 0)).toBe(12_000);
    expect(backoffDelayMs(2, DEFAULT_RETRY_SCHEDULE, () => 1)).toBe(18_000);
  });

  it('keeps retrying a failing receiver for at least 24 hours', () => {
    let elapsed = 0;
    let attempt = 1;
    for (;;) {
      const decision = decideAfterAttempt(
        { statusCode: 500 },
        attempt,
        elapsed,
        DEFAULT_RETRY_SCHEDULE,
        () => 0,
      );
      if (decision.kind !== 'retry') break;
      elapsed += decision.delayMs;
      attempt += 1;
    }
    expect(elapsed).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(attempt).toBeLessThan(40);
  });

  it('stops on success and on 410 Gone', () => {
    expect(decideAfterAttempt({ statusCode: 204 }, 1, 0, DEFAULT_RETRY_SCHEDULE).kind).toBe('delivered');
    expect(decideAfterAttempt({ statusCode: 410 }, 1, 0, DEFAULT_RETRY_SCHEDULE).kind).toBe('gone');
  });

  it('retries network failures, 3xx, 4xx and 5xx', () => {
    for (const statusCode of [undefined, 301, 400, 429, 500, 503]) {
      expect(decideAfterAttempt({ statusCode }, 1, 0, DEFAULT_RETRY_SCHEDULE).kind).toBe('retry');
    }
  });

  it('honours Retry-After over the computed delay', () => {
    expect(
      decideAfterAttempt({ statusCode: 503, retryAfterMs: 90_000 }, 1, 0, DEFAULT_RETRY_SCHEDULE),
    ).toEqual({
      kind: 'retry',
      delayMs: 90_000,
    });
  });

  it('gives up once the next attempt would fall outside the window', () => {
    const window = DEFAULT_RETRY_SCHEDULE.windowMs;
    expect(decideAfterAttempt({ statusCode: 500 }, 30, window - 1_000, DEFAULT_RETRY_SCHEDULE).kind).toBe(
      'exhausted',
    );
  });

  it('parses Retry-After seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});
