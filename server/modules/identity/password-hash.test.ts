import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';

// Hashes below use a low cost, except the first test: the one place the production
// parameters (DEFAULT_PARAMS, what hashPassword uses when given none) are hashed and verified.
const CHEAP = { ln: 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('hashes with N=2^17, r=8, p=1 and a 16-byte salt, and verifies', async () => {
    const hash = await hashPassword('demo1234');
    const [, scheme, params, salt] = hash.split('$');
    expect(scheme).toBe('scrypt');
    expect(params).toBe('ln=17,r=8,p=1');
    expect(Buffer.from(salt as string, 'base64')).toHaveLength(16);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', CHEAP)).not.toBe(await hashPassword('same', CHEAP));
  });

  it('verifies hashes made with other parameters and flags them for rehash', async () => {
    const weak = await hashPassword('รหัสผ่าน1', CHEAP);
    expect(await verifyPassword('รหัสผ่าน1', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    // Measured against the parameters it was made with, it is current.
    expect(needsRehash(weak, CHEAP)).toBe(false);
  });

  it('never matches a missing or malformed hash', async () => {
    for (const stored of [null, undefined, '', 'plain', '$scrypt$ln=40,r=8,p=1$AAAA$AAAA', '$bcrypt$x']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
