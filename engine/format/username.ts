/**
 * Usernames the portal creates (the first administrator, the organisation import, an approved
 * request for an account): letters, digits, dot, dash, underscore, a name that survives every
 * directory and e-mail system. The settings form and the server check the same pattern.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;

/**
 * A username to offer for a person with this e-mail address: its local part in lower case, each
 * run of other characters as one dot (somchai.j+work@x.go.th offers somchai.j.work); empty when
 * fewer than three characters are left, for the administrator to type one.
 */
export function usernameFromEmail(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  const name = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 64)
    .replace(/[._-]+$/, '');
  return USERNAME_PATTERN.test(name) ? name : '';
}
