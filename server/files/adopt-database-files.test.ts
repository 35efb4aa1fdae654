/**
 * A portal that kept its files in PostgreSQL's tables and is then given an object store
 * (S3_URL) copies them there at start, streamed: every file is then read from the store, and a
 * second start copies nothing. Without S3_URL nothing is copied.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { startS3Server, type TestS3Server } from '../test-support/s3-server';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';
import { adoptDatabaseFiles } from './adopt-database-files';
import { createFileStores, type FileStore } from './file-store';
import { createPostgresFileStore } from './postgres-file-store';

let database: TestDatabase;
let dataDir: string;
let s3: TestS3Server;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'saraban-adopt-db-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await database?.close();
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function keep(store: FileStore, bytes: Buffer): Promise<string> {
  const receive = { maxBytes: 10 * 1024 * 1024, tooLarge: () => new ApiError(413, 'ใหญ่เกิน'), headBytes: 0 };
  return store.put(Readable.from([bytes]), receive, (received) => received.keep());
}

async function readAll(store: FileStore, sha256: string): Promise<Buffer | null> {
  const file = await store.open(sha256);
  if (!file) return null;
  const pieces: Buffer[] = [];
  for await (const piece of file.stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

describe('files kept in the database before S3_URL', () => {
  it('are copied into the object store once, byte for byte; without S3_URL nothing is copied', async () => {
    const inDatabase = createPostgresFileStore(database.db, { tmpDir: path.join(dataDir, 'tmp') });
    const big = randomBytes(900_000);
    const small = Buffer.from('%PDF-1.7 คู่มือเดิม');
    const shas = [await keep(inDatabase, big), await keep(inDatabase, small)];
    expect(shas).toEqual([big, small].map((bytes) => createHash('sha256').update(bytes).digest('hex')));

    const plain = { databaseUrl: 'postgres://db.example/portal', dataDir, s3: null };
    expect(await adoptDatabaseFiles(plain, database.db, createFileStores(plain, database.db))).toBe(0);

    const withStore = { ...plain, s3: s3.location };
    const stores = createFileStores(withStore, database.db);
    expect(await stores.attachments.has(shas[0]!)).toBe(false);
    expect(await adoptDatabaseFiles(withStore, database.db, stores)).toBe(2);
    expect((await readAll(stores.attachments, shas[0]!))!.equals(big)).toBe(true);
    expect((await readAll(stores.manuals, shas[1]!))!.equals(small)).toBe(true);
    expect(await adoptDatabaseFiles(withStore, database.db, stores)).toBe(0);
  });
});
