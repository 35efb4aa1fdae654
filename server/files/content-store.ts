/**
 * Files kept by their content: an upload is streamed to a temporary file while it is hashed
 * (SHA-256) and counted, then moved to `<folder>/<first two hex>/<sha256>`, so the same file
 * uploaded twice is stored once and a stored file is never overwritten with other bytes. The
 * move happens before the row naming the file is written: a crash in between leaves an unnamed
 * file, never a row without its file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ApiError } from '../http/errors';

/** Where a file of this content lives under its folder. */
export function contentPath(folder: string, sha256: string): string {
  return path.join(folder, sha256.slice(0, 2), sha256);
}

export interface Received {
  sha256: string;
  size: number;
  /** The first bytes (as many as asked for), for checking the content's signature. */
  head: Buffer;
  /** Whether any byte was NUL (a text file must have none). */
  sawNul: boolean;
  /** Moves the file to its content address under the folder; answers the SHA-256. */
  keep: () => Promise<string>;
}

/**
 * Streams a body into a temporary file under `<folder>/tmp`, refusing it with `tooLarge()` as
 * soon as it passes maxBytes, and hands what was received to `use`, which checks it and calls
 * `keep` to store it. The temporary file is removed whatever happens.
 */
export async function receiveFile<T>(
  body: Readable,
  options: { folder: string; maxBytes: number; tooLarge: () => ApiError; headBytes: number },
  use: (received: Received) => Promise<T>,
): Promise<T> {
  const tmpDir = path.join(options.folder, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, randomBytes(12).toString('hex'));
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let sawNul = false;
  let failure: ApiError | null = null;
  try {
    try {
      await pipeline(
        body,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > options.maxBytes) {
              failure = options.tooLarge();
              throw failure;
            }
            if (head.length < options.headBytes) head = Buffer.concat([head, chunk.subarray(0, options.headBytes - head.length)]);
            if (!sawNul && chunk.includes(0)) sawNul = true;
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(tmp),
      );
    } catch (error) {
      // The stream machinery may wrap the refusal; the person gets the refusal itself.
      throw failure ?? error;
    }
    const sha256 = hash.digest('hex');
    const keep = async () => {
      const target = contentPath(options.folder, sha256);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
      return sha256;
    };
    return await use({ sha256, size, head, sawNul, keep });
  } finally {
    await rm(tmp, { force: true });
  }
}
