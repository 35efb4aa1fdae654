/**
 * Every file store keeps the same promises: a file comes back byte for byte, the same content is
 * stored once, a refused or unkept upload stores nothing, an erased file is gone. The PostgreSQL store runs on the test
 * database (PGlite by default, PostgreSQL with TEST_DATABASE_URL): it is plain SQL. The S3 store
 * runs against a real S3-compatible server (s3rver).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';
import { createDiskFileStore } from './disk-file-store';
import { createFileStores, type FileStore } from './file-store';
import { CHUNK_BYTES, createPostgresFileStore } from './postgres-file-store';
import { createS3FileStore } from './s3-file-store';
import { startS3Server, type TestS3Server } from '../test-support/s3-server';

let database: TestDatabase;
let dir: string;
let s3: TestS3Server;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'saraban-files-'));
  s3 = await startS3Server('saraban-files', 'portal');
});
afterAll(async () => {
  await database?.close();
  await s3?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const tooLarge = () => new ApiError(413, 'ไฟล์ใหญ่เกิน');
/** A body arriving in pieces of an awkward size, as a network delivers it. */
const body = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 100_003) yield bytes.subarray(at, at + 100_003);
    })(),
  );

async function read(store: FileStore, sha256: string): Promise<{ bytes: Buffer; pieces: number; size: number } | null> {
  const file = await store.open(sha256);
  if (!file) return null;
  const pieces: Buffer[] = [];
  for await (const piece of file.stream) pieces.push(piece as Buffer);
  return { bytes: Buffer.concat(pieces), pieces: pieces.length, size: file.size };
}

const put = (store: FileStore, bytes: Buffer, maxBytes = 10 * 1024 * 1024) =>
  store.put(body(bytes), { maxBytes, tooLarge, headBytes: 8 }, async (received) => ({ received, sha256: await received.keep() }));

const stores: [string, () => FileStore, (dir: string) => string][] = [
  ['on disk', () => createDiskFileStore(path.join(dir, 'disk')), () => path.join(dir, 'disk', 'tmp')],
  ['in PostgreSQL', () => createPostgresFileStore(database.db, { tmpDir: path.join(dir, 'pg-tmp') }), () => path.join(dir, 'pg-tmp')],
  ['in an S3 object store', () => createS3FileStore(s3.location, { tmpDir: path.join(dir, 's3-tmp') }), () => path.join(dir, 's3-tmp')],
];

describe.each(stores)('the file store %s', (_name, make, tmpOf) => {
  it('gives back a file of several chunks byte for byte, and what was received before it was kept', async () => {
    const store = make();
    const bytes = randomBytes(1.5 * 1024 * 1024 + 17);
    bytes[3] = 0;
    const { received, sha256 } = await put(store, bytes);
    expect(sha256).toBe(sha(bytes));
    expect(received).toMatchObject({ sha256, size: bytes.length, sawNul: true });
    expect(received.head.equals(bytes.subarray(0, 8))).toBe(true);
    expect(await store.has(sha256)).toBe(true);
    const back = await read(store, sha256);
    expect(back!.size).toBe(bytes.length);
    expect(back!.bytes.equals(bytes)).toBe(true);
    expect(await readdir(tmpOf(dir))).toEqual([]);
  });

  it('stores nothing for an upload refused past its limit or not kept, and answers null for content it does not have', async () => {
    const store = make();
    const big = randomBytes(300_000);
    await expect(put(store, big, 200_000)).rejects.toThrow(tooLarge());
    const refused = await store.put(body(big), { maxBytes: 200_000, tooLarge, headBytes: 8 }, async () => 'used').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(413);
    const checked = await store.put(body(big), { maxBytes: 1_000_000, tooLarge, headBytes: 8 }, async (received) => received.size);
    expect(checked).toBe(big.length);
    expect(await store.has(sha(big))).toBe(false);
    expect(await store.open(sha(big))).toBeNull();
    expect(await readdir(tmpOf(dir))).toEqual([]);
  });

  it('keeps the same content once, even uploaded twice at the same time', async () => {
    const store = make();
    const bytes = randomBytes(CHUNK_BYTES * 2 + 1);
    const [first, second] = await Promise.all([put(store, bytes), put(store, bytes)]);
    expect(first.sha256).toBe(second.sha256);
    expect((await read(store, first.sha256))!.bytes.equals(bytes)).toBe(true);
  });

  it('erases a file for good, leaves other files, and erasing nothing is no error', async () => {
    const store = make();
    const gone = randomBytes(CHUNK_BYTES + 5);
    const kept = randomBytes(1000);
    const { sha256 } = await put(store, gone);
    await put(store, kept);
    await store.remove(sha256);
    expect(await store.has(sha256)).toBe(false);
    expect(await store.open(sha256)).toBeNull();
    expect((await read(store, sha(kept)))!.bytes.equals(kept)).toBe(true);
    await store.remove(sha256);
  });
});

describe('the S3 file store', () => {
  it('is the store of every kind when S3_URL is set, whatever the database: another instance with its own DATA_DIR reads the file', async () => {
    const bytes = Buffer.from('%PDF-1.7 ในคลังวัตถุ');
    const first = createFileStores({ databaseUrl: null, dataDir: path.join(dir, 's3-a'), s3: s3.location }, database.db);
    const { sha256 } = await put(first.attachments, bytes);
    const other = createFileStores({ databaseUrl: 'postgres://db.example/portal', dataDir: path.join(dir, 's3-b'), s3: s3.location }, database.db);
    expect((await read(other.manuals, sha256))!.bytes.equals(bytes)).toBe(true);
    // Neither machine keeps it, and the database has no copy either.
    expect(await readdir(path.join(dir, 's3-a'))).toEqual(['tmp']);
    expect(await createPostgresFileStore(database.db, { tmpDir: path.join(dir, 'pg-tmp') }).has(sha256)).toBe(false);
  });

  it('puts each file under the prefix S3_URL names, as one object sent with its length', async () => {
    const bytes = randomBytes(70_000);
    const { sha256 } = await put(createS3FileStore(s3.location, { tmpDir: path.join(dir, 's3-tmp') }), bytes);
    const object = await fetch(`${s3.location.endpoint}/${s3.location.bucket}/portal/${sha256}`);
    expect(object.status).toBe(200);
    expect(Buffer.from(await object.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('fails a request the store stops answering, after its idle time', async () => {
    // Accepts the connection and never answers, as a store that hangs.
    const silent = createNetServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const hanging = createS3FileStore({ ...s3.location, endpoint }, { tmpDir: path.join(dir, 's3-tmp'), idleTimeoutMs: 300 });
      await expect(hanging.has('0'.repeat(64))).rejects.toThrow(/^S3 HEAD \/saraban-files\/portal\/0{64}: no answer for 0.3 s$/);
    } finally {
      silent.close();
    }
  });

  it('says which request the store refused and why', async () => {
    const elsewhere = createS3FileStore({ ...s3.location, bucket: 'no-such-bucket' }, { tmpDir: path.join(dir, 's3-tmp') });
    await expect(put(elsewhere, Buffer.from('x'))).rejects.toThrow(/^S3 PUT \/no-such-bucket\/portal\/[0-9a-f]{64}: HTTP 404 NoSuchBucket$/);
  });
});

describe('the PostgreSQL file store', () => {
  it('writes chunks of at most 256 KiB, one row per content, and reads them a few at a time', async () => {
    const store = createPostgresFileStore(database.db, { tmpDir: path.join(dir, 'pg-tmp') });
    const bytes = randomBytes(1.5 * 1024 * 1024);
    const { sha256 } = await put(store, bytes);
    await put(store, bytes);
    const files = await database.db.selectFrom('stored_files').selectAll().where('sha256', '=', sha256).execute();
    expect(files).toMatchObject([{ sha256, size_bytes: bytes.length }]);
    const chunks = await database.db
      .selectFrom('stored_file_chunks')
      .select(['chunk_no', (eb) => eb.fn<number>('octet_length', ['data']).as('length')])
      .where('sha256', '=', sha256)
      .orderBy('chunk_no')
      .execute();
    expect(chunks.map((chunk) => chunk.chunk_no)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(chunks.every((chunk) => Number(chunk.length) === CHUNK_BYTES)).toBe(true);
    // Streamed: the reader gets the chunks as they come, not one buffer of the whole file.
    expect((await read(store, sha256))!.pieces).toBeGreaterThan(1);
  });

  it('is the store of every kind when DATABASE_URL is set; without it each kind has its folder under DATA_DIR', async () => {
    const bytes = Buffer.from('%PDF-1.7 ร่วมกันทุกเครื่อง');
    const shared = createFileStores({ databaseUrl: 'postgres://db.example/portal', dataDir: path.join(dir, 'data-a'), s3: null }, database.db);
    const { sha256 } = await put(shared.attachments, bytes);
    // Another instance with its own DATA_DIR reads it from the database.
    const other = createFileStores({ databaseUrl: 'postgres://db.example/portal', dataDir: path.join(dir, 'data-b'), s3: null }, database.db);
    expect((await read(other.manuals, sha256))!.bytes.equals(bytes)).toBe(true);

    const local = createFileStores({ databaseUrl: null, dataDir: path.join(dir, 'data-c'), s3: null }, database.db);
    expect(await local.attachments.has(sha256)).toBe(false);
    await put(local.attachments, bytes);
    expect(await readdir(path.join(dir, 'data-c', 'attachments', sha256.slice(0, 2)))).toEqual([sha256]);
    expect(await local.manuals.has(sha256)).toBe(false);
  });
});
