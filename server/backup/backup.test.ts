/**
 * Backup of a portal while clerks write letters with attachments, restored into a fresh PGlite
 * DATA_DIR: every table has the rows the backup's snapshot saw, every stored file its SHA-256,
 * the receive register the same entries; a wrong passphrase, a target with data and a changed
 * byte are refused without changing anything. On PGlite always (the backup asks the "running
 * portal" over DATA_DIR/backup.sock, as a second process must), and on PostgreSQL when
 * TEST_DATABASE_URL is set (the backup reads the database through its own connection).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { buildApp } from '../app';
import { openPGlite } from '../db/database';
import type { Database } from '../db/schema';
import { seed } from '../db/seed';
import { contentPath } from '../files/disk-file-store';
import { diskFolder, type FileStore } from '../files/file-store';
import { createS3FileStore } from '../files/s3-file-store';
import type { S3Location } from '../config';
import { startS3Server, type TestS3Server } from '../test-support/s3-server';
import { checkConsistency, type AcknowledgedWrite } from '../test-support/consistency-checks';
import { verifyAuditChains } from '../modules/identity/audit-chain';
import { createClientDir, testConfig, TEST_PASSWORD_PARAMS } from '../test-support/fixtures';
import { withDatabase } from '../test-support/postgres-admin';
import { findTenant, postForm, signIn } from '../test-support/test-app';
import { copyEmptyPGliteInto, createTestDatabase, TEST_DATABASE_URL } from '../test-support/test-db';
import { backupPassphrase, createBackup } from './archive-file';
import { MSG_BACKUP } from './backup-messages';
import { listenForBackups } from './backup-socket';
import { restoreBackup } from './restore';

const PASSPHRASE = 'รหัสผ่านสำรอง correct horse';

async function readWhole(store: FileStore, sha256: string): Promise<Buffer> {
  const file = await store.open(sha256);
  expect(file, `${sha256} in the object store`).not.toBeNull();
  const pieces: Buffer[] = [];
  for await (const piece of file!.stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'saraban-backup-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function portal(engine: 'pglite' | 'postgresql', s3: S3Location | null = null) {
  const database = await createTestDatabase();
  cleanup.push(() => database.close());
  let databaseUrl: string | null = null;
  if (engine === 'postgresql') {
    const [{ name }] = (await sql<{ name: string }>`select current_database() as name`.execute(database.db)).rows as [{ name: string }];
    databaseUrl = withDatabase(TEST_DATABASE_URL!, name);
  }
  const dataDir = database.dataDir ?? (await tempDir());
  const tenant = await findTenant();
  await seed(database.db, { manifest: tenant.manifest, isProduction: false, demoPassword: 'demo1234', passwordParams: TEST_PASSWORD_PARAMS });
  const app = await buildApp({
    config: testConfig({ dataDir, databaseUrl, s3 }),
    db: database.handle,
    tenant,
    clientDir: await createClientDir(),
    logger: false,
    identity: { policy: { passwordHash: TEST_PASSWORD_PARAMS } },
    captcha: { cost: 1, counterRange: [1, 20] },
  });
  cleanup.push(() => app.close());
  return { app, tenant, database, dataDir, databaseUrl };
}

type Portal = Awaited<ReturnType<typeof portal>>;

/** A clerk's loop: a letter, its attachment, its receive number; until stopped. */
function writeLetters(p: Portal, token: string, label: string, stop: () => boolean) {
  const acknowledged: AcknowledgedWrite[] = [];
  const run = async (w: number) => {
    for (let i = 0; !stop(); i++) {
      const subject = `${label} ${w}-${i}`;
      const created = await postForm(p.app, ROUTES.createDocument.path, { F_DOC_TYPE_ID: '2', F_DOC_TITLE: subject, F_DEAR: 'ผู้อำนวยการ' }, { token });
      expect(created.statusCode, created.body).toBe(200);
      const { F_DOC_ID: documentId, F_TRANS_ID: stepId } = created.json<{ item: { F_DOC_ID: number; F_TRANS_ID: number } }>().item;
      acknowledged.push({ kind: 'create', documentId, stepId, subject });
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000 + i * 997)]);
      const uploaded = await p.app.inject({
        method: 'POST',
        url: `${ROUTES.uploadAttachment.path}?${new URLSearchParams({ F_DOC_ID: String(documentId), FILE_NAME: `${subject}.pdf` })}`,
        headers: { 'content-type': 'application/pdf', accept: 'application/json', authorization: `Bearer ${token}` },
        payload: pdf,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const received = await postForm(p.app, ROUTES.documentAction.path, { F_TRANS_ID: String(stepId), ACTION: 'receive' }, { token });
      expect(received.statusCode, received.body).toBe(200);
      acknowledged.push({
        kind: 'action',
        action: 'receive',
        stepId,
        receiveNo: received.json<{ item: { RECEIVE_NO: number } }>().item.RECEIVE_NO,
        docNo: null,
      });
    }
  };
  return { acknowledged, done: Promise.all([run(0), run(1)]) };
}

async function tableCounts(db: Kysely<Database>, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n;
  return counts;
}

async function receiveRegister(p: { app: Portal['app']; tenant: Portal['tenant'] }, departmentId: number, year: number) {
  const token = await signIn(p, 'saraban');
  const reply = await postForm(
    p.app,
    ROUTES.registerList.path,
    { REGISTER: 'receive', F_DEPT_ID: String(departmentId), YEAR: String(year), pageSize: '100' },
    { token },
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ items: { RECEIVE_NO?: number; [k: string]: unknown }[]; total: number }>();
}

/** With object stores, the source portal keeps its files in one and the restore puts them in the other. */
async function backUpWhileWriting(engine: 'pglite' | 'postgresql', stores: { source: TestS3Server; target: TestS3Server } | null = null) {
  const sourceS3 = stores?.source.location ?? null;
  const targetS3 = stores?.target.location ?? null;
  const source = await portal(engine, sourceS3);
  const token = await signIn(source, 'saraban');
  // Written and answered before the backup starts: the archive must hold them.
  let written = 0;
  const early = writeLetters(source, token, 'ก่อนสำรอง', () => written++ >= 4);
  await early.done;

  let stopped = false;
  const during = writeLetters(source, token, 'ระหว่างสำรอง', () => stopped);
  const archive = path.join(await tempDir(), 'portal.backup');
  let summary;
  if (engine === 'pglite') {
    // This process holds DATA_DIR's lock, as the running portal does: the backup goes through the socket.
    const objectStore = sourceS3 ? source.app.files.attachments : null;
    const listener = await listenForBackups({ db: source.database.db, engine, dataDir: source.dataDir, objectStore }, (error) => {
      throw error;
    });
    cleanup.push(() => listener.close());
    summary = await createBackup({ databaseUrl: null, dataDir: source.dataDir, s3: sourceS3 }, archive, PASSPHRASE);
  } else {
    summary = await createBackup({ databaseUrl: source.databaseUrl, dataDir: source.dataDir, s3: null }, archive, PASSPHRASE);
  }
  stopped = true;
  await during.done;
  expect(during.acknowledged.length, 'letters written during the backup').toBeGreaterThan(0);

  // Restore into a fresh PGlite DATA_DIR (an initialised, empty cluster saves initdb's seconds).
  const target = await tempDir();
  copyEmptyPGliteInto(target);
  await restoreBackup({ databaseUrl: null, dataDir: target, s3: targetS3 }, archive, PASSPHRASE);
  const restored = await openPGlite(target);
  cleanup.push(() => restored.close());

  // Every table has the rows the snapshot saw. The tables the letters only ever add to have at
  // least as many rows in the source (it kept writing); others, such as the pending queue-count
  // changes that are folded away, may have shrunk meanwhile.
  const tables = summary.manifest.tables;
  const counts = await tableCounts(restored.db, tables);
  expect(counts).toEqual(summary.end.counts);
  const appendOnly = ['documents', 'attachments', 'register_entries', 'audit_log'];
  const sourceNow = await tableCounts(source.database.db, appendOnly);
  for (const table of appendOnly) expect(sourceNow[table], table).toBeGreaterThanOrEqual(counts[table]!);
  expect(counts.attachments).toBeGreaterThanOrEqual(early.acknowledged.filter((w) => w.kind === 'create').length);
  // Every write answered before the backup began is there, and the registers have no gaps or repeats.
  expect(await checkConsistency(restored.db, [...early.acknowledged])).toEqual([]);
  // The audit trail came over whole: every chain verifies, heads included.
  const audit = await verifyAuditChains(restored.db);
  expect(audit.first).toBeNull();
  expect(audit.rows).toBeGreaterThan(0);

  // Every stored file is there with its content.
  const attachments = await restored.db.selectFrom('attachments').select('sha256').execute();
  expect(attachments.length).toBe(counts.attachments);
  const targetStore = targetS3 ? createS3FileStore(targetS3, { tmpDir: path.join(target, 'tmp') }) : null;
  for (const { sha256 } of attachments) {
    const bytes = targetStore ? await readWhole(targetStore, sha256) : await readFile(contentPath(diskFolder(target, 'attachments'), sha256));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
  }
  // Kept in the object store, not on the machine.
  if (targetStore) expect(existsSync(diskFolder(target, 'attachments'))).toBe(false);

  // The restored portal serves the same receive register as the source for the numbers the snapshot held.
  const entry = await restored.db
    .selectFrom('register_entries')
    .select(['department_id', 'year_be'])
    .where('register', '=', 'receive')
    .executeTakeFirstOrThrow();
  const restoredApp = await buildApp({
    config: testConfig({ dataDir: target, databaseUrl: null, s3: targetS3 }),
    db: restored,
    tenant: source.tenant,
    clientDir: await createClientDir(),
    logger: false,
    identity: { policy: { passwordHash: TEST_PASSWORD_PARAMS } },
    captcha: { cost: 1, counterRange: [1, 20] },
  });
  cleanup.push(() => restoredApp.close());
  const after = await receiveRegister({ app: restoredApp, tenant: source.tenant }, entry.department_id, entry.year_be);
  const original = await receiveRegister(source, entry.department_id, entry.year_be);
  expect(after.total).toBeGreaterThan(0);
  expect(after.items).toEqual(original.items.slice(original.items.length - after.items.length));

  // Refusals, each leaving its target as it was (the restored portal stopped: it held DATA_DIR).
  await restoredApp.close();
  await restored.close();
  await expect(restoreBackup({ databaseUrl: null, dataDir: target, s3: null }, archive, PASSPHRASE)).rejects.toThrow(MSG_BACKUP.targetNotEmpty(target));
  const untouched = await tempDir();
  await expect(restoreBackup({ databaseUrl: null, dataDir: untouched, s3: null }, archive, 'wrong passphrase')).rejects.toThrow(MSG_BACKUP.wrongPassphrase);
  const changed = path.join(untouched, '..', `${path.basename(untouched)}.changed`);
  cleanup.push(() => rm(changed, { force: true }));
  const bytes = await readFile(archive);
  bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
  await writeFile(changed, bytes);
  await expect(restoreBackup({ databaseUrl: null, dataDir: untouched, s3: null }, changed, PASSPHRASE)).rejects.toThrow(MSG_BACKUP.damaged);
  const cut = bytes.subarray(0, bytes.length - 100);
  await writeFile(changed, cut);
  await expect(restoreBackup({ databaseUrl: null, dataDir: untouched, s3: null }, changed, PASSPHRASE)).rejects.toThrow(MSG_BACKUP.damaged);
  expect(await readdir(untouched)).toEqual([]);
}

describe('backup and restore', { timeout: 60_000 }, () => {
  it('refuses to run without BACKUP_PASSPHRASE, in Thai and English', () => {
    expect(() => backupPassphrase({})).toThrow(MSG_BACKUP.noPassphrase);
    expect(MSG_BACKUP.noPassphrase).toMatch(/BACKUP_PASSPHRASE.*[\u0E00-\u0E7F]/s);
  });

  it.runIf(!TEST_DATABASE_URL)('PGlite: a backup taken through the running portal while letters are written restores whole', async () => {
    await backUpWhileWriting('pglite');
  });

  it.runIf(!TEST_DATABASE_URL)(
    'files in an object store (S3_URL): the archive carries the files the rows name, and the restore puts them in the target store',
    async () => {
      const stores = { source: await startS3Server('source-files'), target: await startS3Server('target-files', 'restored') };
      cleanup.push(
        () => stores.source.close(),
        () => stores.target.close(),
      );
      await backUpWhileWriting('pglite', stores);
    },
  );

  it.runIf(TEST_DATABASE_URL)('PostgreSQL: a backup taken in one snapshot while letters are written restores whole into PGlite', async () => {
    await backUpWhileWriting('postgresql');
  });
});
