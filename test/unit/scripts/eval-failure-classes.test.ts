import { classifyMiss } from '../../../scripts/eval-failure-classes.js';

describe('eval failure classes', () => {
  it.each([
    [{ value: 'Acme Ltd' }, null, 'missing: no value extracted'],
    [null, 'UN1090', 'spurious: value where the document states none'],
    [165, -165, 'number: sign flipped (range dash read as minus?)'],
    [100, 212, 'number: °F not converted'],
    [0.79, 790, 'number: unit ×1000 (kg/m³, g/l)'],
    [0.79, 1.2, 'number: another value taken'],
    ['2024-03-05', '2024-05-03', 'date: day and month swapped'],
    ['2024-03-05', '2021-01-01', 'date: another date taken'],
    [
      { value: 'Super Cleaner Extra Strong', alternatives: [] },
      'Super Cleaner',
      'text: truncated (part of the value)',
    ],
    ['Acme Ltd', 'Acme Ltd Main Street 1', 'text: extra text glued on'],
    [['H225', 'H319'], ['H225', 'H319', 'H336'], 'set: extra items'],
    [['H225', 'H319'], ['H225'], 'set: items missing'],
    [['H225'], ['H319'], 'set: items missing and extra'],
    [
      [{ cas: '64-17-5', min: 10, max: 20 }],
      [{ cas_number: '64-17-5', concentration: {} }],
      'set: items differ in detail (bounds, suffix)',
    ],
  ])('gold %j, output %j: %s', (gold, out, expected) => {
    expect(classifyMiss({ score: 0, gold, out })).toBe(expected);
  });
});
