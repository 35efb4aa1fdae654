import { describe, expect, it } from 'vitest';
import { isEmail, thaiPhoneDigits } from './contact';

describe('contact fields', () => {
  it('accepts an e-mail address with a domain and refuses one without', () => {
    expect(isEmail('somchai.k@agency.go.th')).toBe(true);
    expect(isEmail('somchai@localhost')).toBe(false);
    expect(isEmail('somchai agency.go.th')).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@x.th`)).toBe(false);
  });

  it('reads Thai mobile and landline numbers as their digits', () => {
    expect(thaiPhoneDigits('081-234-5678')).toBe('0812345678');
    expect(thaiPhoneDigits('+66 81 234 5678')).toBe('0812345678');
    expect(thaiPhoneDigits('02 123 4567')).toBe('021234567');
    expect(thaiPhoneDigits('0612345678')).toBe('0612345678');
  });

  it('refuses numbers that are not Thai phone numbers', () => {
    for (const bad of ['12345', '0112345678', '08123456789', '081234567', '0212345678', 'โทร 0812345678', '08l2345678']) {
      expect(thaiPhoneDigits(bad), bad).toBeNull();
    }
  });
});
