import { batchWindow } from '../../../src/bulk/key-share.js';

describe("a key's bulk window shared among its batches", () => {
  it('gives a lone batch the whole window', () => {
    expect(batchWindow(4, ['bat_a'], 'bat_a')).toBe(4);
    expect(batchWindow(4, [], 'bat_a')).toBe(4);
  });

  it('splits the window evenly, the oldest batches taking the remainder, never more than the window in all', () => {
    const batches = ['bat_a', 'bat_b', 'bat_c'];
    const windows = batches.map((id) => batchWindow(16, batches, id));
    expect(windows).toEqual([6, 5, 5]);
    expect(windows.reduce((sum, window) => sum + window, 0)).toBe(16);
  });

  it('counts a batch that has not been seen among the active ones as the newest', () => {
    expect(batchWindow(4, ['bat_a'], 'bat_b')).toBe(2);
    expect(batchWindow(5, ['bat_a', 'bat_b'], 'bat_c')).toBe(1);
  });

  it('leaves every batch one item in flight when the key has more batches than its window', () => {
    const batches = ['bat_a', 'bat_b', 'bat_c'];
    expect(batches.map((id) => batchWindow(1, batches, id))).toEqual([1, 1, 1]);
  });
});
