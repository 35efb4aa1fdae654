/**
 * Password hashing with scrypt from node:crypto (N=2^17, r=8, p=1).
 *
 * Stored form (PHC string style), so parameters can be raised later and old hashes still
 * verify: $scrypt$ln=17,r=8,p=1$<salt base64>$<hash base64>
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

export const DEFAULT_PARAMS: ScryptParams = { ln: 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Refuse absurd parameters in a stored hash instead of allocating gigabytes for them.
const MAX_LN = 20;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes (128 MiB at N=2^17, r=8); Node's default limit is 32 MiB.
    maxmem: 128 * N * params.r * params.p + 32 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (params.ln < 1 || params.ln > MAX_LN || params.r < 1 || params.p < 1 || params.r * params.p >= 2 ** 30) return null;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** True when the password matches. Malformed or missing hashes never match (and never throw). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed || parsed.key.length === 0) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when a stored hash uses weaker parameters than today's: rehash it at the next sign-in. */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_PARAMS): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.ln < params.ln || parsed.params.r < params.r || parsed.params.p < params.p;
}
