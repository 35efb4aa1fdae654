import { describe, expect, it } from 'vitest';
import { validateLogin, validateLoginField } from './login-validation';

describe('login validation', () => {
  it('reports both fields blank after trimming', () => {
    expect(validateLogin({ username: '  ', password: '\t' })).toEqual({ username: 'validation.usernameRequired', password: 'validation.passwordRequired' });
  });
  it('accepts filled fields', () => {
    expect(validateLogin({ username: 'officer', password: 'demo1234' })).toEqual({});
    expect(validateLoginField('password', ' x ')).toBeUndefined();
  });
});
