import { describe, expect, it } from 'vitest';
import { isThaiIdCard, thaiIdCardCheckDigit } from './thai-id-card';

describe('Thai ID card number', () => {
  it('computes the check digit: weights 13..2, (11 - sum mod 11) mod 10', () => {
    // 1*13 + 1*12 + 0*11 + 1*10 + 7*9 + 0*8 + 0*7 + 0*6 + 0*5 + 1*4 + 0*3 + 2*2 = 106; 106 mod 11 = 7; 11 - 7 = 4
    expect(thaiIdCardCheckDigit('110170000102')).toBe(4);
    // sum 0: 11 mod 10 = 1.
    expect(thaiIdCardCheckDigit('000000000000')).toBe(1);
    // sum 6*2 = 12, 12 mod 11 = 1: 11 - 1 = 10, written as 0.
    expect(thaiIdCardCheckDigit('000000000006')).toBe(0);
  });

  it('accepts numbers whose last digit is their check digit', () => {
    expect(isThaiIdCard('1101700001024')).toBe(true);
    expect(isThaiIdCard('0000000000001')).toBe(true);
    expect(isThaiIdCard('0000000000060')).toBe(true);
  });

  it('refuses every other last digit, a typo in the first digits, and what is not 13 Western digits', () => {
    for (let d = 0; d <= 9; d += 1) if (d !== 4) expect(isThaiIdCard(`110170000102${d}`), String(d)).toBe(false);
    expect(isThaiIdCard('1101700001204')).toBe(false);
    expect(isThaiIdCard('2101700001024')).toBe(false);
    for (const text of ['', '110170000102', '11017000010244', '1-1017-00001-02-4', '๑๑๐๑๗๐๐๐๐๑๐๒๔', ' 1101700001024', '110170000102a']) {
      expect(isThaiIdCard(text), text).toBe(false);
    }
  });
});
