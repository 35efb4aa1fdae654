import { describe, expect, it } from 'vitest';
import { isAllowedEmailKey, keepAllowedEmailCharacters } from './email-keys';

describe('e-mail keystrokes', () => {
  it('allows letters, digits and @ . _ -', () => {
    for (const key of ['a', 'Z', '7', '@', '.', '_', '-']) expect(isAllowedEmailKey(key)).toBe(true);
  });
  it('blocks spaces, other symbols and Thai letters', () => {
    for (const key of [' ', '#', '+', '!', 'ก', '๑']) expect(isAllowedEmailKey(key)).toBe(false);
  });
  it('strips what could not be typed from pasted text', () => {
    expect(keepAllowedEmailCharacters(' somchai@onlb.go.th ')).toEqual({ value: 'somchai@onlb.go.th', removed: true });
    expect(keepAllowedEmailCharacters('a_b-c@x.co')).toEqual({ value: 'a_b-c@x.co', removed: false });
  });
});
