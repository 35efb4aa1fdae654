import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeyVault, keyFromFile, SIGNING_KEY_FILE, VaultError, vaultFromConfig } from './key-vault';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('key vault', () => {
  it('opens what it sealed, and the sealed bytes do not contain the plain ones', () => {
    const vault = vaultFromConfig({ signingKeySecret: 'a secret of sixteen or more', dataDir: '/nonexistent' });
    const plain = Buffer.from('-- a PKCS#8 private key stands here --');
    const sealed = vault.seal(plain);
    expect(sealed.includes(plain)).toBe(false);
    expect(vault.open(sealed).equals(plain)).toBe(true);
    // A fresh IV each time.
    expect(vault.seal(plain).equals(sealed)).toBe(false);
  });

  it('refuses to open with another secret', () => {
    const sealed = vaultFromConfig({ signingKeySecret: 'the first secret, long enough', dataDir: '/x' }).seal(Buffer.from('key'));
    const other = vaultFromConfig({ signingKeySecret: 'another secret, long enough', dataDir: '/x' });
    expect(() => other.open(sealed)).toThrow(VaultError);
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => vaultFromConfig({ signingKeySecret: 'the first secret, long enough', dataDir: '/x' }).open(tampered)).toThrow(VaultError);
  });

  it('creates a 32-byte key file readable by its owner only on first use, and reuses it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vault-'));
    dirs.push(dataDir);
    const vault = vaultFromConfig({ signingKeySecret: null, dataDir });
    // Nothing is written until a key is sealed.
    await expect(stat(path.join(dataDir, SIGNING_KEY_FILE))).rejects.toThrow();
    const sealed = vault.seal(Buffer.from('key bytes'));
    const info = await stat(path.join(dataDir, SIGNING_KEY_FILE));
    expect(info.size).toBe(32);
    expect(info.mode & 0o777).toBe(0o600);
    expect(vaultFromConfig({ signingKeySecret: null, dataDir }).open(sealed).toString()).toBe('key bytes');
    expect(keyFromFile(dataDir).length).toBe(32);
  });

  it('needs a 32-byte key', () => {
    expect(() => createKeyVault(Buffer.alloc(16)).seal(Buffer.from('x'))).toThrow(VaultError);
  });
});
