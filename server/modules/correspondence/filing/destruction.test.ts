/**
 * Destruction through the committee: the registry draws the letters whose retention has run out
 * (of its department and those below), only with a complete committee may it send the list, only
 * members decide and a keep needs its reason, only the chair closes and only once every member
 * decided every item; closing destroys what every member approved: the letter's files are gone,
 * its register entry stays marked destroyed, a kept letter keeps everything. Every refusal
 * changes nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore } from '../../../files/disk-file-store';
import type { FileStore } from '../../../files/file-store';
import { ApiError } from '../../../http/errors';
import { storeAttachment } from '../letters/attachments';
import { registerEntries } from '../registers/register-list';
import { buddhistYear } from '../registers/registers';
import { A, B, ROOT, openTestOrg, type TestOrg } from '../test-org';
import { loadViewer } from '../viewer';
import { drawList, dueCount, submitList } from './destruction';
import { exportDestruction } from './destruction-export';
import { destructionDetail, destructionLists } from './destruction-read';
import { closeReview, vote } from './destruction-review';

let t: TestOrg;
let files: FileStore;
let dir: string;
const year = buddhistYear(new Date());
// Letters of a type kept 0 years may be destroyed from next year on: the tests draw "next year".
const nextYear = new Date(Date.now() + 366 * 86_400_000);
const ctx = { ip: '127.0.0.1', now: nextYear };
const SHORT_TYPE = 15;

beforeAll(async () => {
  t = await openTestOrg();
  dir = await mkdtemp(path.join(tmpdir(), 'saraban-destruction-'));
  files = createDiskFileStore(dir);
  await t.db.updateTable('doc_types').set({ retention_years: 0 }).where('id', '=', SHORT_TYPE).execute();
}, 120_000);
afterAll(async () => {
  await t?.database.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const viewer = (person: number) => loadViewer(t.db, person, nextYear);

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A letter sent to B with a PDF attached, received and closed there: filed by B, destroyable next year. */
async function closedAtB(subject: string, pdf: Buffer = PDF): Promise<{ documentId: number; sha256: string }> {
  const { h, org } = t;
  const draft = await h.create(org.officerA, { docTypeId: SHORT_TYPE, subject });
  const attached = await storeAttachment(
    t.db,
    { viewer: await loadViewer(t.db, org.officerA), ip: null, files },
    { documentId: draft.F_DOC_ID, fileName: 'letter.pdf', declaredType: 'application/pdf', declaredLength: pdf.length, body: Readable.from([pdf]) },
  );
  const sent = await h.act(org.officerA, draft.F_TRANS_ID, 'send', { toDepartmentIds: [B] });
  const atB = sent.NEW_TRANS_IDS[0]!;
  await h.act(org.clerkB, atB, 'receive');
  await h.act(org.clerkB, atB, 'close');
  return { documentId: draft.F_DOC_ID, sha256: attached.SHA256 };
}

async function snapshot() {
  const count = async (table: string) => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n);
  return {
    lists: await t.db.selectFrom('destruction_lists').selectAll().orderBy('id').execute(),
    votes: await t.db.selectFrom('destruction_votes').selectAll().orderBy('item_id').orderBy('person_id').execute(),
    filings: await t.db.selectFrom('filings').select(['id', 'destroyed_at']).orderBy('id').execute(),
    audit: await count('audit_log'),
  };
}

const appoint = (person: number, role: 'chair' | 'member') =>
  t.db.insertInto('destruction_committee').values({ department_id: ROOT, person_id: person, role }).execute();

describe('a destruction list from draft to destroyed', () => {
  let destroyed: { documentId: number; sha256: string };
  let kept: { documentId: number; sha256: string };
  let listId: number;

  beforeAll(async () => {
    destroyed = await closedAtB('ขอเชิญประชุมประจำเดือน', Buffer.concat([PDF, Buffer.from('% destroyed\n')]));
    kept = await closedAtB('สัญญาเช่าที่ดินระยะยาว', Buffer.concat([PDF, Buffer.from('% kept\n')]));
  });

  it('lists nothing this year, and refuses a draw by anyone but the registry', async () => {
    const clerk = await loadViewer(t.db, t.org.clerkRoot);
    expect(await dueCount(t.db, ROOT, year)).toBe(0);
    expect((await refusal(drawList(t.db, clerk, { ip: null }, ROOT))).statusCode).toBe(400);
    const before = await snapshot();
    expect((await refusal(drawList(t.db, await viewer(t.org.officerA), ctx, ROOT))).statusCode).toBe(403);
    // A division's clerk keeps only its own division.
    expect((await refusal(drawList(t.db, await viewer(t.org.clerkA), ctx, ROOT))).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("draws next year's list of the root, which takes the letters a division filed, once even when asked twice at once", async () => {
    expect(await dueCount(t.db, ROOT, year + 1)).toBe(2);
    const clerk = await viewer(t.org.clerkRoot);
    const results = await Promise.allSettled([drawList(t.db, clerk, ctx, ROOT), drawList(t.db, clerk, ctx, ROOT)]);
    const made = results.filter((r) => r.status === 'fulfilled');
    expect(made).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as ApiError).statusCode).toBe(409);
    const list = (made[0] as PromiseFulfilledResult<{ listId: number; name: string; count: number }>).value;
    expect(list).toMatchObject({ name: `1/${year + 1}`, count: 2 });
    listId = list.listId;
    const detail = await destructionDetail(t.db, clerk, listId);
    expect(detail.ITEMS.map((i) => [i.ORDER, i.F_DOC_TITLE, i.DEPT_NAME, i.RETENTION_YEARS, i.DESTROY_YEAR])).toEqual([
      [1, 'ขอเชิญประชุมประจำเดือน', 'กองคลัง', 0, year + 1],
      [2, 'สัญญาเช่าที่ดินระยะยาว', 'กองคลัง', 0, year + 1],
    ]);
    expect(detail).toMatchObject({ MAY_SUBMIT: true, MAY_VOTE: false, MAY_CLOSE: false });
    expect(await dueCount(t.db, ROOT, year + 1)).toBe(0);
  });

  it('sends the list only with a chair and two members', async () => {
    const clerk = await viewer(t.org.clerkRoot);
    await appoint(t.org.exec, 'chair');
    await appoint(t.org.clerkA, 'member');
    const before = await snapshot();
    const error = await refusal(submitList(t.db, clerk, ctx, listId));
    expect(error.statusCode).toBe(409);
    expect(error.message).toContain('กรรมการอย่างน้อย 2 คน');
    expect(await snapshot()).toEqual(before);
    await appoint(t.org.officerB, 'member');
    // A member is not the list's registry: only its clerk sends it.
    expect((await refusal(submitList(t.db, await viewer(t.org.officerB), ctx, listId))).statusCode).toBe(403);
    await submitList(t.db, clerk, ctx, listId);
    expect((await refusal(submitList(t.db, clerk, ctx, listId))).statusCode).toBe(409);
  });

  it('refuses a person outside the committee, a keep without reason and an early close, changing nothing', async () => {
    const before = await snapshot();
    const outsider = await viewer(t.org.outsider);
    expect((await refusal(destructionDetail(t.db, outsider, listId))).statusCode).toBe(403);
    expect((await refusal(vote(t.db, outsider, ctx, { listId, decision: 'destroy' }))).statusCode).toBe(403);
    // The registry clerk reads the list but is not on the committee.
    expect((await refusal(vote(t.db, await viewer(t.org.clerkRoot), ctx, { listId, decision: 'destroy' }))).statusCode).toBe(403);
    const member = await viewer(t.org.clerkA);
    const keepItem = (await destructionDetail(t.db, member, listId)).ITEMS[1]!.ITEM_ID;
    expect((await refusal(vote(t.db, member, ctx, { listId, itemId: keepItem, decision: 'keep', reason: '  ' }))).statusCode).toBe(400);
    const early = await refusal(closeReview(t.db, await viewer(t.org.exec), { ...ctx, files }, listId));
    expect(early.statusCode).toBe(409);
    expect(early.message).toContain('ค้างอีก 6 รายการ');
    expect((await refusal(closeReview(t.db, member, { ...ctx, files }, listId))).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect(await lists(outsider)).toEqual([]);
  });

  it('destroys what every member approved when the chair closes: files erased, register entry marked, the kept letter untouched', async () => {
    const chair = await viewer(t.org.exec);
    const member = await viewer(t.org.clerkA);
    const other = await viewer(t.org.officerB);
    const items = (await destructionDetail(t.db, chair, listId)).ITEMS;
    const keepItem = items[1]!.ITEM_ID;
    await vote(t.db, member, ctx, { listId, itemId: keepItem, decision: 'keep', reason: 'ยังใช้อ้างอิงสัญญาอยู่' });
    // "Approve the rest" leaves the member's keep as it is.
    await vote(t.db, member, ctx, { listId, decision: 'destroy' });
    await vote(t.db, other, ctx, { listId, decision: 'destroy' });
    await vote(t.db, chair, ctx, { listId, decision: 'destroy' });
    const ready = await destructionDetail(t.db, chair, listId);
    expect(ready.MAY_CLOSE).toBe(true);
    expect(ready.ITEMS[1]!.VOTES.find((v) => v.PERSON_ID === t.org.clerkA)).toMatchObject({ DECISION: 'keep', REASON: 'ยังใช้อ้างอิงสัญญาอยู่' });
    expect(await files.has(destroyed.sha256)).toBe(true);

    const result = await closeReview(t.db, chair, { ...ctx, files }, listId);
    expect(result).toMatchObject({ destroyed: 1, kept: 1 });

    expect(await files.has(destroyed.sha256)).toBe(false);
    expect(await t.db.selectFrom('attachments').select('id').where('document_id', '=', destroyed.documentId).execute()).toEqual([]);
    const doc = await t.db
      .selectFrom('documents')
      .select(['destroyed_at', 'destruction_list_id'])
      .where('id', '=', destroyed.documentId)
      .executeTakeFirstOrThrow();
    expect(doc.destroyed_at).not.toBeNull();
    expect(Number(doc.destruction_list_id)).toBe(listId);

    expect(await files.has(kept.sha256)).toBe(true);
    const keptDoc = await t.db.selectFrom('documents').select('destroyed_at').where('id', '=', kept.documentId).executeTakeFirstOrThrow();
    expect(keptDoc.destroyed_at).toBeNull();

    // The register of B still lists both letters; the destroyed one says so.
    const register = await registerEntries(
      t.db,
      await loadViewer(t.db, t.org.clerkB),
      { register: 'receive', departmentId: B, yearBe: year },
      { limit: 50, offset: 0 },
    );
    const entryOf = (id: number) => register.items.find((e) => e.F_DOC_ID === id);
    expect(entryOf(destroyed.documentId)!.DISPOSAL).toMatch(new RegExp(`^ทำลายแล้ว .* \\(บัญชีหนังสือขอทำลายที่ 1/${year + 1}\\)$`));
    expect(entryOf(kept.documentId)!.DISPOSAL).not.toContain('ทำลายแล้ว');
    expect(register.summary).toEqual({ TOTAL: register.total, CANCELLED: 0, DESTROYED: 1 });

    const closed = await destructionDetail(t.db, chair, listId);
    expect(closed.HEAD).toMatchObject({ STATE: 'closed', DESTROYED_COUNT: 1 });
    expect(closed.ITEMS.map((i) => i.OUTCOME)).toEqual(['destroy', 'keep']);
    const actions = await t.db.selectFrom('audit_log').select('action').where('action', 'like', 'sarabun.destruction.%').execute();
    expect(new Set(actions.map((a) => a.action))).toEqual(
      new Set(['sarabun.destruction.draw', 'sarabun.destruction.submit', 'sarabun.destruction.vote', 'sarabun.destruction.close']),
    );
  });

  it('keeps a closed list closed, and leaves the kept letter for next year', async () => {
    const chair = await viewer(t.org.exec);
    expect((await refusal(vote(t.db, chair, ctx, { listId, decision: 'destroy' }))).statusCode).toBe(409);
    expect((await refusal(closeReview(t.db, chair, { ...ctx, files }, listId))).statusCode).toBe(409);
    expect(await dueCount(t.db, ROOT, year + 1)).toBe(0);
    expect(await dueCount(t.db, ROOT, year + 2)).toBe(1);
  });

  it('exports the list as XLSX and as a PDF whose text is the list', async () => {
    const clerk = await viewer(t.org.clerkRoot);
    const xlsx = await exportDestruction(t.db, clerk, listId, 'xlsx');
    expect(xlsx.media).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.body.subarray(0, 2).toString()).toBe('PK');
    const pdf = await exportDestruction(t.db, clerk, listId, 'pdf');
    expect(pdf.fileName).toBe(`บัญชีหนังสือขอทำลาย-1-${year + 1}.pdf`);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

async function lists(v: Awaited<ReturnType<typeof viewer>>) {
  return (await destructionLists(t.db, v)).items;
}

describe('who sees which lists', () => {
  it('shows a list to its registry clerk and its committee, and offers the draw only to the registry', async () => {
    const member = await lists(await viewer(t.org.officerB));
    expect(member.map((l) => l.MY_ROLE)).toEqual(['member']);
    const clerk = await destructionLists(t.db, await viewer(t.org.clerkRoot));
    expect(clerk.items.map((l) => l.MY_ROLE)).toEqual(['registry']);
    expect(clerk.DEPARTMENTS.map((d) => d.dept_id)).toEqual([ROOT]);
    expect((await destructionLists(t.db, await viewer(t.org.clerkA))).DEPARTMENTS.map((d) => d.dept_id)).toEqual([A]);
  });
});
