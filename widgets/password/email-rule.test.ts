import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email-rule';

describe('e-mail rule', () => {
  it('accepts a domain with a 2-24 letter top-level part or an IP literal', () => {
    expect(isValidEmail('somchai@onlb.go.th')).toBe(true);
    expect(isValidEmail('a.b-c@[10.0.0.1]')).toBe(true);
  });
  it('rejects missing parts and a one-letter or numeric top-level part', () => {
    expect(isValidEmail('somchai')).toBe(false);
    expect(isValidEmail('somchai@go.t')).toBe(false);
    expect(isValidEmail('somchai@host.123')).toBe(false);
  });
});
