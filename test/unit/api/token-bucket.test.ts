import { TokenBuckets } from '../../../src/api/rate-limit/token-bucket.js';

describe('per-key token buckets', () => {
  const policy = { requestsPerMinute: 60, burst: 3 };

  it('allow a burst, then refuse until a token has refilled', () => {
    let now = 0;
    const buckets = new TokenBuckets(() => now);
    const answers = [1, 2, 3, 4].map(() => buckets.take('key_a', policy));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers[0]).toMatchObject({ limit: 3, remaining: 2 });
    expect(answers[3]).toMatchObject({ remaining: 0, retryAfterSeconds: 1 });

    now += 1_000;
    expect(buckets.take('key_a', policy).allowed).toBe(true);
    expect(buckets.take('key_a', policy).allowed).toBe(false);
  });

  it('keep keys apart and never fill beyond the burst', () => {
    let now = 0;
    const buckets = new TokenBuckets(() => now);
    for (let index = 0; index < 3; index += 1) buckets.take('key_a', policy);
    expect(buckets.take('key_b', policy)).toMatchObject({ allowed: true, remaining: 2 });

    now += 60 * 60 * 1000;
    expect(buckets.take('key_a', policy)).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 1 });
  });
});
