/**
 * Files in an S3-compatible object store (S3_URL), for instances on several machines that keep
 * their files outside the database: one object per content, named `<prefix><sha256>` in one
 * bucket, addressed by path (`<endpoint>/<bucket>/<key>`, which on-premises stores such as MinIO
 * and Ceph serve as Amazon S3 does).
 *
 * An upload is spooled to a temporary file under DATA_DIR/tmp while it is hashed, then sent from
 * that file with its length and its SHA-256 as the signed payload hash, so the store refuses a
 * body that does not match and nothing is held whole in memory; a download is streamed from the
 * store's reply. Requests are signed with AWS Signature Version 4 (the `aws4` library).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import aws4 from 'aws4';
import type { S3Location } from '../config';
import type { FileStore } from './file-store';
import { spoolForStore } from './spool';

/** The payload hash of a request without a body. */
const EMPTY_SHA256 = createHash('sha256').digest('hex');

interface Exchange {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  key: string;
  headers?: Record<string, string>;
  /** A PUT's body: the spooled file, sent as it is read. */
  file?: string;
}

/** Why the store refused a request, as its reply says (an S3 error names a code). */
async function failure(method: string, where: string, reply: IncomingMessage): Promise<Error> {
  let text = '';
  for await (const piece of reply) text += (piece as Buffer).toString();
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
  return new Error(`S3 ${method} ${where}: HTTP ${reply.statusCode}${code ? ` ${code}` : ''}`);
}

/** How long a connection to the store may stay silent before the request fails. */
export const S3_IDLE_TIMEOUT_MS = 60_000;

export function createS3FileStore(location: S3Location, options: { tmpDir: string; idleTimeoutMs?: number }): FileStore {
  const idleTimeoutMs = options.idleTimeoutMs ?? S3_IDLE_TIMEOUT_MS;
  const endpoint = new URL(location.endpoint);
  const transport = endpoint.protocol === 'https:' ? https : http;
  const pathOf = (key: string) => `/${location.bucket}/${key}`;
  const keyOf = (sha256: string) => `${location.prefix}${sha256}`;

  /** Sends one signed request; answers the reply with its body unread. */
  const exchange = ({ method, key, headers = {}, file }: Exchange): Promise<IncomingMessage> => {
    const signed = aws4.sign(
      {
        host: endpoint.host,
        path: pathOf(key),
        method,
        service: 's3',
        region: location.region,
        // A body's hash is the content's SHA-256, known from the spool; none for the other requests.
        headers: { 'X-Amz-Content-Sha256': EMPTY_SHA256, ...headers },
      },
      { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    );
    return new Promise((resolve, reject) => {
      const request = transport.request(
        {
          protocol: endpoint.protocol,
          hostname: endpoint.hostname,
          port: endpoint.port,
          method,
          path: signed.path,
          headers: signed.headers as Record<string, string>,
        },
        resolve,
      );
      request.on('error', reject);
      // A store that stops answering fails the upload or download instead of holding it for good.
      request.setTimeout(idleTimeoutMs, () => request.destroy(new Error(`S3 ${method} ${signed.path}: no answer for ${idleTimeoutMs / 1000} s`)));
      if (!file) {
        request.end();
        return;
      }
      const source = createReadStream(file);
      source.on('error', (error) => request.destroy(error));
      source.pipe(request);
    });
  };

  /**
   * A request whose reply carries nothing needed: true on success; false on 404 where a missing
   * object is an answer (asking whether it is there); an error otherwise, a store refusing a PUT
   * for a missing bucket included.
   */
  const answered = async (request: Exchange, missingIsAnswer: boolean): Promise<boolean> => {
    const reply = await exchange(request);
    const status = reply.statusCode ?? 0;
    if (status === 404 && missingIsAnswer) {
      reply.resume();
      return false;
    }
    if (status < 200 || status >= 300) throw await failure(request.method, pathOf(request.key), reply);
    reply.resume();
    return true;
  };

  const has = (sha256: string) => answered({ method: 'HEAD', key: keyOf(sha256) }, true);

  return {
    put: (body, receive, use) =>
      spoolForStore(body, options.tmpDir, receive, use, async ({ file, sha256, size }) => {
        // The same content is one object: stored already, there is nothing to send.
        if (await has(sha256)) return;
        const headers = { 'Content-Length': String(size), 'Content-Type': 'application/octet-stream', 'X-Amz-Content-Sha256': sha256 };
        await answered({ method: 'PUT', key: keyOf(sha256), headers, file }, false);
      }),

    open: async (sha256) => {
      const reply = await exchange({ method: 'GET', key: keyOf(sha256) });
      if (reply.statusCode === 404) {
        reply.resume();
        return null;
      }
      if (reply.statusCode !== 200) throw await failure('GET', pathOf(keyOf(sha256)), reply);
      return { size: Number(reply.headers['content-length']), stream: reply };
    },

    has,

    remove: async (sha256) => {
      // Erasing what is not there is no error (S3 itself answers 204 to that).
      await answered({ method: 'DELETE', key: keyOf(sha256) }, true);
    },
  };
}
