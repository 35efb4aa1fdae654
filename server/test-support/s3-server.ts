/**
 * A real S3-compatible server for the tests (s3rver, from npm): it speaks the S3 protocol over
 * HTTP on a free port of 127.0.0.1 and keeps its objects in a temporary folder. It does not check
 * Signature Version 4 (signing is the `aws4` library's work); everything else the file store
 * relies on (paths, lengths, missing keys, deletes) is the protocol's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Location } from '../config';

/** s3rver's own account: the keys it knows. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export interface TestS3Server {
  /** S3_URL for this server and bucket. */
  url: string;
  location: S3Location;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'saraban-files', prefix = ''): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'saraban-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    url: `http://${ACCESS_KEY}:${SECRET_KEY}@127.0.0.1:${port}/${bucket}${prefix ? `/${prefix}` : ''}`,
    location: { endpoint, bucket, prefix: prefix ? `${prefix}/` : '', region: 'us-east-1', accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
