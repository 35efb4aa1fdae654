import { describe, expect, it } from 'vitest';
import { toThaiDigits, toWesternDigits, withDigits } from './thai-digits';

describe('Thai digits', () => {
  it('maps every Western digit to its Thai digit', () => {
    expect(toThaiDigits('0123456789')).toBe('๐๑๒๓๔๕๖๗๘๙');
  });

  it('maps every Thai digit back', () => {
    expect(toWesternDigits('๐๑๒๓๔๕๖๗๘๙')).toBe('0123456789');
  });

  it('keeps other characters, including Thai letters and separators', () => {
    expect(toThaiDigits('นร 0105/123')).toBe('นร ๐๑๐๕/๑๒๓');
    expect(toWesternDigits('ที่ นร ๐๑๐๕/ว ๑๒')).toBe('ที่ นร 0105/ว 12');
  });

  it('accepts numbers', () => {
    expect(toThaiDigits(2569)).toBe('๒๕๖๙');
  });

  it('round-trips', () => {
    expect(toWesternDigits(toThaiDigits('a1b22c333'))).toBe('a1b22c333');
  });

  it('withDigits leaves Western digits alone unless Thai is asked', () => {
    expect(withDigits('12', 'western')).toBe('12');
    expect(withDigits('12', 'thai')).toBe('๑๒');
  });
});
