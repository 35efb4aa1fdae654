import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left';

describe('formatTimeLeft', () => {
  it('shows minutes and two-digit seconds, rounded up to the whole second', () => {
    expect(formatTimeLeft(600_000)).toBe('10:00');
    expect(formatTimeLeft(245_000)).toBe('4:05');
    expect(formatTimeLeft(400)).toBe('0:01');
  });

  it('never shows time below zero', () => {
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(-3_000)).toBe('0:00');
  });
});
