import { createHash, randomBytes } from 'node:crypto';

/** An opaque 256-bit random token, URL-safe. Only its hash is ever stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is enough here (not a password hash): the input is 256 random bits, not guessable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
