/**
 * The first step of every upload, whichever store keeps it: the body is streamed to a temporary
 * file while it is hashed (SHA-256) and counted, and refused as soon as it passes its limit, so
 * a file is never whole in memory and its content can be checked before anything is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ApiError } from '../http/errors';
import type { Received } from './file-store';

/** How an upload is received: its limit, the refusal past it, and how many first bytes the caller checks. */
export interface ReceiveOptions {
  maxBytes: number;
  tooLarge: () => ApiError;
  headBytes: number;
}

export interface Spooled {
  /** The temporary file holding the whole body. */
  file: string;
  sha256: string;
  size: number;
  /** The first bytes (as many as asked for), for checking the content's signature. */
  head: Buffer;
  /** Whether any byte was NUL (a text file must have none). */
  sawNul: boolean;
}

/**
 * Streams the body into a new file under `tmpDir` and hands it to `use`; the temporary file is
 * removed whatever happens (a store that keeps it moves or copies it inside `use`).
 */
export async function spool<T>(body: Readable, tmpDir: string, options: ReceiveOptions, use: (spooled: Spooled) => Promise<T>): Promise<T> {
  await mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, randomBytes(12).toString('hex'));
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
        createWriteStream(file),
      );
    } catch (error) {
      // The stream machinery may wrap the refusal; the person gets the refusal itself.
      throw failure ?? error;
    }
    return await use({ file, sha256: hash.digest('hex'), size, head, sawNul });
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * A store's `put`: spools the body and hands `use` what was received, whose `keep` stores the
 * spooled file as `store` does (before the temporary file is removed) and answers the SHA-256.
 */
export function spoolForStore<T>(
  body: Readable,
  tmpDir: string,
  options: ReceiveOptions,
  use: (received: Received) => Promise<T>,
  store: (spooled: Spooled) => Promise<void>,
): Promise<T> {
  return spool(body, tmpDir, options, (spooled) =>
    use({
      sha256: spooled.sha256,
      size: spooled.size,
      head: spooled.head,
      sawNul: spooled.sawNul,
      keep: async () => {
        await store(spooled);
        return spooled.sha256;
      },
    }),
  );
}
