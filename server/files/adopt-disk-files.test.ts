/**
 * An instance that kept its files under DATA_DIR and now keeps them in PostgreSQL copies them
 * there at start: every file its rows name is found from any instance, a file whose content no
 * longer matches its name is left out, and a second start copies nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';
import { adoptDiskFiles } from './adopt-disk-files';
import { contentPath } from './disk-file-store';
import { createFileStores, diskFolder } from './file-store';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'saraban-adopt-'));
});
afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function onDisk(kind: 'attachments' | 'manuals', bytes: Buffer, name = sha(bytes)): Promise<string> {
  const file = contentPath(diskFolder(dataDir, kind), name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return name;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

describe('files kept on disk before DATABASE_URL', () => {
  it('are copied into PostgreSQL once; a file that is not its name is reported, not copied', async () => {
    const attachment = randomBytes(700_000);
    const manual = Buffer.from('%PDF-1.7 คู่มือ');
    const damaged = Buffer.from('not the bytes of its name');
    await onDisk('attachments', attachment);
    await onDisk('manuals', manual);
    const wrongName = await onDisk('attachments', damaged, sha(Buffer.from('the original bytes')));
    await mkdir(path.join(diskFolder(dataDir, 'manuals'), 'tmp'), { recursive: true });

    const config = { databaseUrl: 'postgres://db.example/portal', dataDir, s3: null };
    const stores = createFileStores(config, database.db);
    const warnings: string[] = [];
    expect(await adoptDiskFiles(config, stores, (message) => warnings.push(message))).toBe(2);
    expect(warnings).toEqual([expect.stringContaining(wrongName)]);
    expect(await readAll((await stores.attachments.open(sha(attachment)))!.stream)).toEqual(attachment);
    expect(await readAll((await stores.manuals.open(sha(manual)))!.stream)).toEqual(manual);
    expect(await stores.attachments.has(wrongName)).toBe(false);
    expect(await stores.attachments.has(sha(damaged))).toBe(false);

    expect(await adoptDiskFiles(config, stores, () => undefined)).toBe(0);
    // Without DATABASE_URL the files are where they were: nothing to copy.
    expect(
      await adoptDiskFiles({ databaseUrl: null, dataDir, s3: null }, createFileStores({ databaseUrl: null, dataDir, s3: null }, database.db), () => undefined),
    ).toBe(0);
  });
});
