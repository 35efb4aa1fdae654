import { describe, expect, it } from 'vitest';
import { formatBytes } from './byte-size';

describe('formatBytes', () => {
  it('shows zero, negative and invalid sizes as 0 Bytes', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(-5)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });

  it('keeps sizes below 1024 in Bytes', () => {
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
  });

  it('steps by 1024 through KB, MB, GB and TB', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 ** 2)).toBe('1 MB');
    expect(formatBytes(5.25 * 1024 ** 3)).toBe('5.25 GB');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2 TB');
  });

  it('never goes beyond TB', () => {
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2048 TB');
  });

  it('rounds to the asked number of decimals and drops trailing zeros', () => {
    expect(formatBytes(1234567)).toBe('1.18 MB');
    expect(formatBytes(1234567, 0)).toBe('1 MB');
    expect(formatBytes(1024 * 1.1, 3)).toBe('1.1 KB');
  });
});
