import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN, usernameFromEmail } from './username';

describe('usernameFromEmail', () => {
  it.each([
    ['somchai.j@example.go.th', 'somchai.j'],
    ['Somchai_J@Example.com', 'somchai_j'],
    ['somchai.j+work@x.go.th', 'somchai.j.work'],
    ['..a--b..@x.th', 'a--b'],
    ['สมชาย.k@x.th', ''],
    ['สมชาย.kan@x.th', 'kan'],
    ['ab@x.th', ''],
    [`${'a'.repeat(70)}@x.th`, 'a'.repeat(64)],
  ])('offers %s as %j', (email, expected) => {
    expect(usernameFromEmail(email)).toBe(expected);
  });

  it('offers only usernames the portal accepts, or nothing', () => {
    for (const email of ['x@y.z', 'a.b.c@d.e', '___@x.th', 'ชื่อไทย@x.th', 'a b c@x.th', `${'ab.'.repeat(30)}@x.th`]) {
      const offered = usernameFromEmail(email);
      expect(offered === '' || USERNAME_PATTERN.test(offered), `${email} -> ${offered}`).toBe(true);
    }
  });
});
