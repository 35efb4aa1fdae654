/**
 * The portal as `npm run bench:realtime` starts it: the production start (server/start.ts, so
 * the PostgreSQL adapter is attached as in production when DATABASE_URL is set), driven by the
 * benchmark over the IPC channel:
 *
 * - { type: 'notify', rows: [{ personId, html }] }: writes the rows in one transaction, then
 *   emits the after-commit nudge, exactly what a correspondence action does with its outbox
 *   rows (writeNotifications + emitNotified), minus the letter itself.
 * - { type: 'people', count }: adds `count` people with a live session each, written as
 *   createSession writes them (token hash only), and answers { type: 'people', people:
 *   [{ id, token }] }; done here because PGlite admits one process only.
 * - { type: 'rss' }: answers { type: 'rss', rss } (this process's resident memory, bytes).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { emitNotified } from '../modules/correspondence/events';
import { DEFAULT_POLICY } from '../modules/identity/policy';
import { hashToken, newOpaqueToken } from '../modules/identity/tokens';
import { startPortal } from '../start';
import { TEST_PASSWORD_PARAMS } from './fixtures';

interface NotifyMessage {
  type: 'notify';
  rows: { personId: number; html: string }[];
}

let db: Kysely<Database> | null = null;

await startPortal({
  passwordParams: TEST_PASSWORD_PARAMS,
  afterSeed: async (database) => {
    db = database;
  },
});

async function addPeople(database: Kysely<Database>, count: number): Promise<{ id: number; token: string }[]> {
  const department = await database.selectFrom('departments').select('id').orderBy('id').executeTakeFirstOrThrow();
  const tag = Date.now().toString(36);
  const people: { id: number; token: string }[] = [];
  for (let from = 0; from < count; from += 500) {
    const size = Math.min(500, count - from);
    const rows = await database
      .insertInto('people')
      .values(
        Array.from({ length: size }, (_, i) => ({
          username: `bench.${tag}.${from + i}`,
          first_name: `ผู้ทดสอบ${from + i}`,
          last_name: 'ทดสอบ',
          position_name: 'เจ้าหน้าที่',
          department_id: department.id,
          is_agree_pdpa: 1,
        })),
      )
      .returning('id')
      .execute();
    const now = new Date();
    const tokens = rows.map(() => newOpaqueToken());
    await database
      .insertInto('sessions')
      .values(
        rows.map((row, i) => ({
          person_id: row.id,
          token_hash: hashToken(tokens[i]!),
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + DEFAULT_POLICY.sessionLifetimeMs),
          ip: '127.0.0.1',
          user_agent: 'bench-realtime',
        })),
      )
      .execute();
    rows.forEach((row, i) => people.push({ id: row.id, token: tokens[i]! }));
  }
  return people;
}

process.on('message', (message: NotifyMessage | { type: 'rss' } | { type: 'people'; count: number }) => {
  if (message.type === 'people') {
    if (!db) return;
    void addPeople(db, message.count).then((people) => process.send?.({ type: 'people', people }));
    return;
  }
  if (message.type === 'rss') {
    process.send?.({ type: 'rss', rss: process.memoryUsage().rss });
    return;
  }
  if (message.type !== 'notify' || !db) return;
  const now = new Date();
  void db
    .transaction()
    .execute((trx) =>
      trx
        .insertInto('notifications')
        .values(message.rows.map((r) => ({ person_id: r.personId, module: 'SARABUN', data_html: r.html, created_at: now })))
        .execute(),
    )
    .then(() => emitNotified({ personIds: [...new Set(message.rows.map((r) => r.personId))], documentId: 0 }))
    .catch((error: unknown) => process.stderr.write(`bench notify failed: ${String(error)}\n`));
});
