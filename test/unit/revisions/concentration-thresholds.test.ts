import { crossesClassificationThreshold } from '../../../src/revisions/concentration-thresholds.js';

const range = (min: number | null, max: number | null, unit: string | null = '%') => ({
  min,
  max,
  unit,
  text: null,
});

it('tells a range that moved across a classification threshold from one that moved within its band', () => {
  expect(crossesClassificationThreshold(range(5, 10), range(10, 20))).toBe(true);
  expect(crossesClassificationThreshold(range(50, 70), range(55, 75))).toBe(false);
  expect(crossesClassificationThreshold(range(null, 0.05), range(0.1, 0.5))).toBe(true);
  expect(crossesClassificationThreshold(range(1, 2), range(1.5, 2.5))).toBe(false);
  // 500 ppm is 0.05 %: below 0.1 % like "< 0.1 %".
  expect(crossesClassificationThreshold(range(null, 500, 'ppm'), range(null, 0.1))).toBe(false);
  expect(crossesClassificationThreshold(range(2000, 3000, 'ppm'), range(null, 0.1))).toBe(true);
});

it('counts a range that appears or disappears as crossing', () => {
  expect(crossesClassificationThreshold(range(null, null), range(1, 3))).toBe(true);
  expect(crossesClassificationThreshold(range(null, null), range(null, null))).toBe(false);
});
