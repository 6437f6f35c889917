import { isTierName, TIER_NAMES, tierLimits } from '../../../src/keys/tiers.js';

describe('usage tiers', () => {
  it('grow from free to enterprise in every limit', () => {
    const limits = TIER_NAMES.map(tierLimits);
    for (const field of ['requestsPerMinute', 'burst', 'maxFileBytes', 'bulkConcurrencyShare'] as const) {
      const values = limits.map((tier) => tier[field]);
      expect(values.every((value) => Number.isInteger(value) && value > 0)).toBe(true);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
    }
  });

  it('allow a burst no larger than a minute of requests', () => {
    for (const tier of TIER_NAMES)
      expect(tierLimits(tier).burst).toBeLessThanOrEqual(tierLimits(tier).requestsPerMinute);
  });

  it('recognise only their own names', () => {
    expect(TIER_NAMES.every(isTierName)).toBe(true);
    expect(isTierName('platinum')).toBe(false);
    expect(isTierName('toString')).toBe(false);
    expect(isTierName(undefined)).toBe(false);
  });
});
