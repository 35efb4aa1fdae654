/**
 * usage-history: the signed-in person's own sign-ins, sign-outs, password changes and actions
 * on letters from the audit trail, newest first, filtered by Thai calendar days and by kind,
 * paged on the server. Another person's rows never show, a letter the person may no longer
 * read shows the action without its subject, and bad input is refused with a Thai message.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import type { UsageHistoryEntry } from '../../../../schemas/generated/api/usage-history.reply';
import { audit } from '../../identity/audit';
import { createTestApp, postForm, signIn, type TestApp } from '../../../test-support/test-app';
import { seedCorrespondence } from '../seed';
import { loadViewer } from '../viewer';
import { visibleDocument } from '../visibility';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
type Page = { status: string; message: string; items: UsageHistoryEntry[]; total: number; page: number; pageSize: number; fields?: string[] };

/** Letters the clerk may read and one it may not (a secret letter routed elsewhere). */
let readableDoc: { id: number; subject: string };
let hiddenDoc: { id: number; subject: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedCorrespondence(t.db, t.tenant.manifest);
  for (const username of ['saraban', 'officer']) {
    ids[username] = (await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  }
  tokens.saraban = await signIn(t, 'saraban', { ip: '10.1.2.3' });
  tokens.officer = await signIn(t, 'officer', { ip: '10.9.9.9' });
  const viewer = await loadViewer(t.db, ids.saraban!);
  const docs = await t.db
    .selectFrom('documents as d')
    .select(['d.id', 'd.subject', visibleDocument(viewer).as('visible')])
    .orderBy('d.id')
    .execute();
  readableDoc = docs.find((d) => d.visible)!;
  hiddenDoc = docs.find((d) => !d.visible)!;
  expect(readableDoc, 'a letter the clerk reads').toBeDefined();
  expect(hiddenDoc, 'a letter the clerk may not read').toBeDefined();
  const at = new Date();
  await audit(t.db, {
    personId: ids.saraban!,
    action: 'sarabun.receive',
    ip: '10.1.2.3',
    now: at,
    detail: { header: `ลงรับหนังสือ เรื่อง ${readableDoc.subject}`, documentId: readableDoc.id, transactionId: 1 },
  });
  await audit(t.db, {
    personId: ids.saraban!,
    action: 'sarabun.present',
    ip: '10.1.2.3',
    now: at,
    detail: { header: `เสนอหนังสือ เรื่อง ${hiddenDoc.subject}`, documentId: hiddenDoc.id, transactionId: 2 },
  });
  // 2024-01-10 20:30 UTC is 11 January 2567 (03:30) in Thailand.
  await audit(t.db, { personId: ids.saraban!, action: 'password-changed', ip: '10.1.2.3', now: new Date('2024-01-10T20:30:00Z') });
  await audit(t.db, { personId: ids.officer!, action: 'password-changed', ip: '10.9.9.9', now: new Date('2024-01-10T20:30:00Z') });
}, 120_000);
afterAll(async () => t?.close());

const history = (who: string, fields: Record<string, string> = {}) => postForm(t.app, ROUTES.usageHistory.path, fields, { token: tokens[who] });
const pageOf = async (who: string, fields: Record<string, string> = {}) => {
  const reply = await history(who, fields);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<Page>();
};

async function auditCount(): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM audit_log`.execute(t.db);
  return Number(rows[0]!.n);
}

describe('usage-history', () => {
  it("lists only the caller's own rows, newest first, with the sign-in's address and browser", async () => {
    const page = await pageOf('saraban', { pageSize: '100' });
    const own = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('person_id', '=', ids.saraban!)
      .where((eb) => eb.or([eb('action', 'in', ['sign-in', 'sign-out', 'password-changed', 'password-reset']), eb('action', 'like', 'sarabun.%')]))
      .execute();
    expect(page.total).toBe(own.length);
    expect(new Set(page.items.map((item) => item.ID))).toEqual(new Set(own.map((row) => Number(row.id))));
    expect(page.items.some((item) => item.IP === '10.9.9.9')).toBe(false);
    const times = page.items.map((item) => item.AT);
    expect([...times].sort().reverse()).toEqual(times);
    const signInRow = page.items.find((item) => item.KIND === 'sign-in')!;
    expect(signInRow).toMatchObject({ ACTION: 'sign-in', DESCRIPTION: 'เข้าสู่ระบบ', IP: '10.1.2.3', F_DOC_ID: null, READABLE: false });
    // The test client names itself in the user-agent header as a browser does.
    expect(signInRow.DEVICE).toEqual(expect.any(String));
    // The officer sees their own sign-in, never the clerk's.
    const officer = await pageOf('officer', { kind: 'sign-in' });
    expect(officer.items.map((item) => item.IP)).toEqual(['10.9.9.9']);
  });

  it('describes an action on a letter in Thai and links the letter while the person may read it', async () => {
    const page = await pageOf('saraban', { kind: 'document', pageSize: '100' });
    expect(page.items.every((item) => item.KIND === 'document')).toBe(true);
    const readable = page.items.find((item) => item.ACTION === 'sarabun.receive' && item.F_DOC_ID === readableDoc.id)!;
    expect(readable).toMatchObject({ DESCRIPTION: `ลงรับหนังสือ เรื่อง ${readableDoc.subject}`, READABLE: true, F_TRANS_ID: 1 });
    const hidden = page.items.find((item) => item.ACTION === 'sarabun.present')!;
    expect(hidden).toMatchObject({ DESCRIPTION: 'เสนอหนังสือ', READABLE: false, F_DOC_ID: null, F_TRANS_ID: null });
    expect(JSON.stringify(page)).not.toContain(hiddenDoc.subject);
  });

  it('filters by Thai calendar days, the last day included', async () => {
    const day = await pageOf('saraban', { dateFrom: '2024-01-11', dateTo: '2024-01-11' });
    expect(day.items.map((item) => item.ACTION)).toEqual(['password-changed']);
    expect(day.items[0]).toMatchObject({ DESCRIPTION: 'เปลี่ยนรหัสผ่าน', KIND: 'password' });
    expect((await pageOf('saraban', { dateTo: '2024-01-10' })).total).toBe(0);
    expect((await pageOf('saraban', { dateFrom: '2024-01-12', kind: 'password' })).total).toBe(0);
    const open = await pageOf('saraban', { dateFrom: '2024-01-01', dateTo: '', kind: 'password' });
    expect(open.total).toBe(1);
  });

  it('pages on the server with the total of all matching rows', async () => {
    const all = await pageOf('saraban', { pageSize: '100' });
    expect(all.total).toBeGreaterThanOrEqual(4);
    const second = await pageOf('saraban', { page: '2', pageSize: '1' });
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(second.items.map((item) => item.ID)).toEqual([all.items[1]!.ID]);
    const beyond = await pageOf('saraban', { page: '999', pageSize: '10' });
    expect(beyond).toMatchObject({ items: [], total: all.total });
  });

  it('refuses bad input with a Thai message naming the field, and changes nothing', async () => {
    const before = await auditCount();
    const cases: [Record<string, string>, string[]][] = [
      [{ kind: 'everything' }, ['kind']],
      [{ page: 'two' }, ['page']],
      [{ page: '0' }, ['page']],
      [{ pageSize: '1000' }, ['pageSize']],
      [{ dateFrom: '11/01/2567' }, ['dateFrom']],
      [{ dateFrom: '2024-02-30' }, ['dateFrom']],
      [{ dateTo: '2024-13-01' }, ['dateTo']],
      [{ dateFrom: '2024-02-02', dateTo: '2024-02-01' }, ['dateFrom', 'dateTo']],
      [{ person_id: String(ids.officer) }, ['person_id']],
    ];
    for (const [fields, named] of cases) {
      const reply = await history('saraban', fields);
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      const body = reply.json<Page>();
      expect(body.status).toBe('error');
      expect(body.fields, JSON.stringify(fields)).toEqual(named);
      expect(body.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: ROUTES.usageHistory.path,
      headers: { authorization: `Bearer ${tokens.saraban}`, 'content-type': 'application/json' },
      payload: { page: 'x', kind: 5 },
    });
    expect(json.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('needs a session', async () => {
    expect((await postForm(t.app, ROUTES.usageHistory.path, {})).statusCode).toBe(401);
  });
});
