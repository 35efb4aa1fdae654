/**
 * The key vault: private keys (PKCS#8 DER) are sealed with AES-256-GCM before they are stored
 * in the database, under a key the database never holds, so a copy of the database alone does
 * not give anyone the organisation's signing keys.
 *
 * The vault key is, in order:
 * - SIGNING_KEY_SECRET (config.signingKeySecret): any secret of 16 characters or more; the
 *   32-byte key is derived from it with HKDF-SHA256, so every instance sharing the database and
 *   the secret opens the same keys;
 * - otherwise the 32 random bytes of DATA_DIR/signing-key.bin, created with mode 0600 the first
 *   time a key is sealed or opened. Losing the file (or the secret) loses every stored signing
 *   key: back it up with the database, and keep the copies apart.
 *
 * How routes reach it: buildApp decorates the Fastify instance with `app.signingVault`
 * (server/app.ts), made from the config unless a test hands one in. The key file is only read
 * when a key is first sealed or opened, so building an app writes nothing to DATA_DIR.
 *
 * A sealed key is: version byte 1, 12-byte IV, 16-byte GCM tag, ciphertext. Opening with
 * another key fails the tag check: a VaultError, never garbage bytes.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The key file's name in DATA_DIR. */
export const SIGNING_KEY_FILE = 'signing-key.bin';

export class VaultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VaultError';
  }
}

export interface KeyVault {
  /** Encrypts bytes (a PKCS#8 private key) for storage. */
  seal(plain: Uint8Array): Buffer;
  /** Decrypts what seal wrote; throws VaultError when the vault key is not the one that sealed it. */
  open(sealed: Uint8Array): Buffer;
}

/** A vault with the given 32-byte key. */
export function createKeyVault(key: Uint8Array | (() => Uint8Array)): KeyVault {
  let cached: Buffer | null = null;
  const vaultKey = (): Buffer => {
    if (cached) return cached;
    const bytes = Buffer.from(typeof key === 'function' ? key() : key);
    if (bytes.length !== 32) throw new VaultError('The signing key vault needs a 32-byte key.');
    cached = bytes;
    return bytes;
  };
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', vaultKey(), iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
    },
    open(sealed) {
      const bytes = Buffer.from(sealed);
      if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== VERSION) throw new VaultError('The sealed key is not in the vault format.');
      const iv = bytes.subarray(1, 1 + IV_BYTES);
      const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', vaultKey(), iv);
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
      } catch {
        throw new VaultError('The sealed key does not open with this vault key (SIGNING_KEY_SECRET or the key file changed).');
      }
    },
  };
}

/** The 32-byte key derived from SIGNING_KEY_SECRET. */
export function keyFromSecret(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), 'saraban signing key vault', 32));
}

/** DATA_DIR's key file, created (32 random bytes, mode 0600) when missing. */
export function keyFromFile(dataDir: string): Buffer {
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // wx: two processes starting together must not each write their own key.
    writeFileSync(file, randomBytes(32), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file);
}

/** The vault of a running portal: SIGNING_KEY_SECRET when set, else DATA_DIR's key file (read on first use). */
export function vaultFromConfig(config: { signingKeySecret: string | null; dataDir: string }): KeyVault {
  const secret = config.signingKeySecret;
  return createKeyVault(secret !== null ? keyFromSecret(secret) : () => keyFromFile(config.dataDir));
}
