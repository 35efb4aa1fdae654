import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

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
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('verifies hashes made with other parameters and flags them for rehash', async () => {
    const weak = await hashPassword('รหัสผ่าน1', { ln: 10, r: 8, p: 1 });
    expect(await verifyPassword('รหัสผ่าน1', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
  });

  it('never matches a missing or malformed hash', async () => {
    for (const stored of [null, undefined, '', 'plain', '$scrypt$ln=40,r=8,p=1$AAAA$AAAA', '$bcrypt$x']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
