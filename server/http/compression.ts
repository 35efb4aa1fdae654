/**
 * What the server generates is compressed on the way out; what it stores is not touched.
 *
 * - The app page and JSON replies (the boot data, queues, dashboards, notifications) are
 *   compressed with brotli or gzip, whichever the browser accepts, when they are larger than a
 *   small threshold. Brotli runs at a middle quality: the highest one costs tens of milliseconds
 *   of CPU per page for a few percent fewer bytes.
 * - The app page is also answered for unknown paths (a client route such as /login), where no
 *   route's hooks run, so the page compresses itself with the same choice (`compressPage`).
 * - Files keep their own handling: the built bundles are already compressed on disk (they carry
 *   their Content-Encoding and are left alone), and a person's files (attachments, exports,
 *   manuals, pictures) are sent as stored, with their length, whatever their type.
 * - Request bodies are never decompressed: every call posts a small form, and an encoded body
 *   would slip past the size limits the door checks.
 *
 * API replies carry a person's data (a session token, names, letters): unless a route states its
 * own caching, the reply is `Cache-Control: no-store`, so neither a shared cache nor the
 * browser's disk keeps it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller replies gain less than the compression costs (a header and a few bytes). */
export const COMPRESS_THRESHOLD = 1024;

/** Generated content types that are compressed; files meant for a person are not among them. */
export const GENERATED_TYPES = /^(text\/html|application\/json|application\/problem\+json)\b/;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli when accepted, else gzip,
 * else none. A coding with q=0 is refused; `*` accepts both.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (coding: Encoding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** The page's bytes and their Content-Encoding for this request (small pages go as they are). */
export function compressPage(html: string, acceptEncoding: string | undefined): { body: Buffer | string; encoding: Encoding | null } {
  const encoding = Buffer.byteLength(html) < COMPRESS_THRESHOLD ? null : pickEncoding(acceptEncoding);
  if (encoding === 'br') return { body: brotliCompressSync(html, BROTLI_OPTIONS), encoding };
  if (encoding === 'gzip') return { body: gzipSync(html, GZIP_OPTIONS), encoding };
  return { body: html, encoding: null };
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: (contentType: string) => GENERATED_TYPES.test(contentType),
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

export function registerApiCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
