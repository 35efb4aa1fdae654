/**
 * Reading a raw request body (a file sent as the body itself) into memory, with a size limit: a
 * body that passes the limit is cut off as soon as it does and answered 413 with the caller's
 * Thai message, so an oversized upload never fills the memory. Streams meant for disk (the
 * attachments, hashed while written) do not use this.
 */
import type { Readable } from 'node:stream';
import { ApiError } from './errors';

export async function readBody(body: Readable | undefined, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      throw new ApiError(413, tooLargeMessage);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
