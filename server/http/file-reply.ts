/**
 * Answering with a file meant for one signed-in person (an attachment, an export, a manual):
 * its type and name, never kept by a shared cache, never sniffed into another type.
 */
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** Content-Disposition that keeps a Thai file name (RFC 6266 / 5987): `attachment` downloads it, `inline` opens it in the browser. */
export function contentDisposition(fileName: string, show: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${show}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface FileToSend {
  type: string;
  name: string;
  body: Buffer | string | Readable;
  /** Its length in bytes, when known before sending (a stream from disk). */
  size?: number;
  show?: 'attachment' | 'inline';
}

export function sendFile(reply: FastifyReply, file: FileToSend): FastifyReply {
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply
    .header('content-type', file.type)
    .header('content-disposition', contentDisposition(file.name, file.show))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
