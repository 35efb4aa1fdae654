import { describe, expect, it } from 'vitest';
import { meetsPasswordHint, validateNewPassword } from './password-rules';

describe('new-password rules', () => {
  it('wants 8+ characters of English letters and digits, both present', () => {
    expect(meetsPasswordHint('demo1234')).toBe(true);
    expect(meetsPasswordHint('demo123')).toBe(false);
    expect(meetsPasswordHint('abcdefgh')).toBe(false);
    expect(meetsPasswordHint('12345678')).toBe(false);
    expect(meetsPasswordHint('demo 1234')).toBe(false);
    expect(meetsPasswordHint('รหัสผ่าน1234')).toBe(false);
  });
  it('reports blank fields, the hint and a mismatch', () => {
    expect(validateNewPassword({ NEW_PASSWORD: '', C_NEW_PASSWORD: '' })).toEqual({
      NEW_PASSWORD: 'validation.newPasswordRequired',
      C_NEW_PASSWORD: 'validation.confirmPasswordRequired',
    });
    expect(validateNewPassword({ NEW_PASSWORD: 'short1', C_NEW_PASSWORD: 'short1' })).toEqual({ NEW_PASSWORD: 'reset.hint' });
    expect(validateNewPassword({ NEW_PASSWORD: 'newpass123', C_NEW_PASSWORD: 'newpass124' })).toEqual({ C_NEW_PASSWORD: 'validation.passwordMismatch' });
    expect(validateNewPassword({ NEW_PASSWORD: 'newpass123', C_NEW_PASSWORD: 'newpass123' })).toEqual({});
  });
});
