/**
 * The encrypted envelope of a backup archive, with node:crypto only.
 *
 * Layout: a header (magic, scrypt cost, a random salt, and a check value), then frames of at
 * most FRAME_BYTES of plain text, each `length (u32) | final flag (u8) | AES-256-GCM cipher text
 * | tag`. The key comes from the passphrase by scrypt with the salt, so every archive has its
 * own key and a frame's IV can be its number. Each frame authenticates the header, its number
 * and its final flag: a changed byte, a frame moved, removed or added, or an archive cut short
 * (no final frame) fails, and a wrong passphrase is told apart by the header's check value
 * (an HMAC under a second key from the same scrypt output) before any frame is read.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BackupError, MSG_BACKUP } from './backup-messages';
import { ByteReader } from './byte-reader';

const MAGIC = Buffer.from('SARABAK1', 'ascii');
/** scrypt N = 2^15, r = 8, p = 1: about 0.1 s and 32 MiB once per archive, every guess costs the same. */
const SCRYPT = { ln: 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const CHECK_BYTES = 32;
const TAG_BYTES = 16;
/** Plain text per frame: memory per frame stays small whatever the archive's size. */
export const FRAME_BYTES = 64 * 1024;
const HEADER_FIXED = MAGIC.length + 3 + SALT_BYTES;

interface Keys {
  cipher: Buffer;
  check: Buffer;
}

function deriveKeys(passphrase: string, salt: Buffer, cost: { ln: number; r: number; p: number }): Promise<Keys> {
  const N = 2 ** cost.ln;
  return new Promise((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, 64, { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r }, (error, key) =>
      error ? reject(error) : resolve({ cipher: key.subarray(0, 32), check: key.subarray(32) }),
    ),
  );
}

function iv(frameNo: number): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeBigUInt64BE(BigInt(frameNo), 4);
  return bytes;
}

function aad(header: Buffer, final: boolean): Buffer {
  return Buffer.concat([header, Buffer.from([final ? 1 : 0])]);
}

/** Encrypts the plain archive flowing through it. */
export class EncryptStream extends Transform {
  private keys: Promise<Keys>;
  private header: Buffer;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private frameNo = 0;
  private headerSent = false;

  constructor(passphrase: string) {
    super();
    const salt = randomBytes(SALT_BYTES);
    this.header = Buffer.concat([MAGIC, Buffer.from([SCRYPT.ln, SCRYPT.r, SCRYPT.p]), salt]);
    this.keys = deriveKeys(passphrase, salt, SCRYPT);
  }

  private async frames(final: boolean): Promise<void> {
    const keys = await this.keys;
    if (!this.headerSent) {
      this.headerSent = true;
      this.push(Buffer.concat([this.header, createHmac('sha256', keys.check).update(this.header).digest()]));
    }
    while (this.pendingBytes >= FRAME_BYTES || final) {
      const all = Buffer.concat(this.pending);
      const plain = all.subarray(0, FRAME_BYTES);
      const rest = all.subarray(plain.length);
      const last = final && rest.length === 0;
      this.pending = rest.length > 0 ? [rest] : [];
      this.pendingBytes = rest.length;
      const cipher = createCipheriv('aes-256-gcm', keys.cipher, iv(this.frameNo++));
      cipher.setAAD(aad(this.header, last));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      const prefix = Buffer.alloc(5);
      prefix.writeUInt32BE(plain.length, 0);
      prefix[4] = last ? 1 : 0;
      this.push(Buffer.concat([prefix, body, cipher.getAuthTag()]));
      if (last) return;
    }
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.frames(false).then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    this.frames(true).then(() => done(), done);
  }
}

/**
 * The plain archive of an encrypted one, frame by frame. Throws BackupError: the wrong
 * passphrase before yielding anything, a damaged or cut archive at the frame where it shows.
 */
export async function* decrypt(source: AsyncIterable<Buffer>, passphrase: string): AsyncGenerator<Buffer> {
  const input = new ByteReader(source);
  const fixed = await input.read(HEADER_FIXED);
  if (fixed.length < HEADER_FIXED || !fixed.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupError(MSG_BACKUP.notAnArchive);
  const [ln, r, p] = [fixed[MAGIC.length]!, fixed[MAGIC.length + 1]!, fixed[MAGIC.length + 2]!];
  if (ln < 10 || ln > 22 || r < 1 || r > 32 || p < 1 || p > 16) throw new BackupError(MSG_BACKUP.damaged);
  const keys = await deriveKeys(passphrase, fixed.subarray(MAGIC.length + 3), { ln, r, p });
  const check = await input.read(CHECK_BYTES);
  const expected = createHmac('sha256', keys.check).update(fixed).digest();
  if (check.length !== CHECK_BYTES || !timingSafeEqual(check, expected)) throw new BackupError(MSG_BACKUP.wrongPassphrase);
  for (let frameNo = 0; ; frameNo++) {
    const prefix = await input.read(5);
    if (prefix.length < 5) throw new BackupError(MSG_BACKUP.damaged);
    const length = prefix.readUInt32BE(0);
    const flag = prefix[4]!;
    if (length > FRAME_BYTES || flag > 1) throw new BackupError(MSG_BACKUP.damaged);
    const body = await input.read(length + TAG_BYTES);
    if (body.length < length + TAG_BYTES) throw new BackupError(MSG_BACKUP.damaged);
    const decipher = createDecipheriv('aes-256-gcm', keys.cipher, iv(frameNo));
    decipher.setAAD(aad(fixed, flag === 1));
    decipher.setAuthTag(body.subarray(length));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(body.subarray(0, length)), decipher.final()]);
    } catch {
      throw new BackupError(MSG_BACKUP.damaged);
    }
    if (plain.length > 0) yield plain;
    if (flag === 1) {
      if ((await input.read(1)).length > 0) throw new BackupError(MSG_BACKUP.damaged);
      return;
    }
  }
}
