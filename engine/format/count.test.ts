import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('writes a count as the th-TH and en-GB number formats do', () => {
    const samples = [0, 1, 7, 12, 999, 1000, 1234, 10_000, 99_999, 100_000, 1_234_567, 1_000_000_000, -5, -1234];
    for (const count of samples) {
      expect(formatCount(count)).toBe(count.toLocaleString('th-TH'));
      expect(formatCount(count)).toBe(count.toLocaleString('en-GB'));
    }
  });

  it('shows a whole number for a fraction (counts are whole)', () => {
    expect(formatCount(1234.9)).toBe('1,234');
  });
});
