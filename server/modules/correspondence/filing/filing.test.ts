/**
 * Filing of closed letters: closing a matter files the letter with the department that closed it
 * and its type's retention (or the default), the year it may be destroyed in counts from the
 * year after filing, the registry clerk may change the retention with a reason (saved and
 * audited; every refusal changes nothing), and the filing list shows the rows of the form.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../http/errors';
import { buddhistYear } from '../registers/registers';
import { A, B, openTestOrg, type TestOrg } from '../test-org';
import { loadViewer } from '../viewer';
import { changeRetention, destroyYearOf, retentionChangeOf, type RetentionChange } from './filing';
import { filingCsv, filingPage } from './filing-list';

let t: TestOrg;
const year = buddhistYear(new Date());

beforeAll(async () => {
  t = await openTestOrg();
  // A type of its own for never-destroyed letters, and one kept 25 years; internal memos (2) keep the default.
  await t.db.updateTable('doc_types').set({ never_destroy: true }).where('id', '=', 5).execute();
  await t.db.updateTable('doc_types').set({ retention_years: 25 }).where('id', '=', 4).execute();
}, 120_000);
afterAll(async () => t?.database.close());

const filingOf = (documentId: number, departmentId: number) =>
  t.db.selectFrom('filings').selectAll().where('document_id', '=', documentId).where('department_id', '=', departmentId).executeTakeFirst();

/** A letter sent to B, received and closed there. */
async function closedAtB(docTypeId = 2, subject = 'ขออนุมัติจัดประชุมเชิงปฏิบัติการ'): Promise<number> {
  const { h, org } = t;
  const draft = await h.create(org.officerA, { docTypeId, subject });
  const sent = await h.act(org.officerA, draft.F_TRANS_ID, 'send', { toDepartmentIds: [B] });
  const atB = sent.NEW_TRANS_IDS[0]!;
  await h.act(org.clerkB, atB, 'receive');
  await h.act(org.clerkB, atB, 'close');
  return draft.F_DOC_ID;
}

async function snapshot() {
  return {
    filings: await t.db.selectFrom('filings').selectAll().orderBy('id').execute(),
    audit: Number((await sql<{ n: string }>`select count(*) as n from audit_log`.execute(t.db)).rows[0]!.n),
  };
}

async function refusal(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).statusCode;
}

describe('filing on close', () => {
  it('closing files the letter with the closing department and the default 10 years', async () => {
    const id = await closedAtB();
    const filing = await filingOf(id, B);
    expect(filing).toMatchObject({ department_id: B, year_be: year, retention_years: 10, never_destroy: false, destroy_year_be: year + 11, note: null });
    expect(filing!.filed_by).toBe(t.org.clerkB);
    expect(await filingOf(id, A)).toBeUndefined();
  });

  it("uses the document type's retention, and its never-destroy", async () => {
    const kept = await closedAtB(4, 'คำสั่งแต่งตั้งคณะทำงาน');
    expect(await filingOf(kept, B)).toMatchObject({ retention_years: 25, never_destroy: false, destroy_year_be: year + 26 });
    const forever = await closedAtB(5, 'ระเบียบว่าด้วยการเก็บรักษาเอกสาร');
    expect(await filingOf(forever, B)).toMatchObject({ retention_years: null, never_destroy: true, destroy_year_be: null });
  });

  it('counts the years from the year after filing', () => {
    // Filed in 2568 and kept 10 years: kept through 2578, may be destroyed in 2579.
    expect(destroyYearOf(2568, 10)).toBe(2579);
    expect(destroyYearOf(2568, 1)).toBe(2570);
    expect(destroyYearOf(2568, 0)).toBe(2569);
  });

  it('closing a follow marker files nothing', async () => {
    const { h, org } = t;
    const draft = await h.create(org.officerA, { subject: 'หนังสือที่ติดตามอยู่' });
    const sent = await h.act(org.officerA, draft.F_TRANS_ID, 'send', { toDepartmentIds: [B] });
    const atB = sent.NEW_TRANS_IDS[0]!;
    await h.act(org.clerkB, atB, 'receive');
    const follow = await h.act(org.clerkB, atB, 'follow');
    await h.act(org.clerkB, follow.NEW_TRANS_IDS[0]!, 'close');
    expect(await filingOf(draft.F_DOC_ID, B)).toBeUndefined();
  });
});

describe('changing the retention', () => {
  const change = (documentId: number, over: Partial<RetentionChange> = {}): RetentionChange => ({
    documentId,
    departmentId: B,
    retention: { neverDestroy: false, years: 5 },
    reason: 'หนังสือเกี่ยวกับการเงิน เก็บไว้ตรวจสอบ',
    ...over,
  });
  const act = async (who: number, c: RetentionChange) => changeRetention(t.db, await loadViewer(t.db, who), { ip: '127.0.0.1' }, c);

  it('saves the years, the destroy year and the reason, and audits it', async () => {
    const id = await closedAtB();
    const before = await snapshot();
    await act(t.org.clerkB, change(id));
    expect(await filingOf(id, B)).toMatchObject({
      retention_years: 5,
      never_destroy: false,
      destroy_year_be: year + 6,
      note: 'หนังสือเกี่ยวกับการเงิน เก็บไว้ตรวจสอบ',
    });
    const row = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.action).toBe('sarabun.retention');
    expect(row.person_id).toBe(t.org.clerkB);
    expect(row.detail).toMatchObject({ documentId: id, departmentId: B, reason: 'หนังสือเกี่ยวกับการเงิน เก็บไว้ตรวจสอบ', to: { retentionYears: 5 } });
    expect((await snapshot()).audit).toBe(before.audit + 1);

    await act(t.org.clerkB, change(id, { retention: { neverDestroy: true }, reason: 'เป็นหลักฐานทางประวัติศาสตร์' }));
    expect(await filingOf(id, B)).toMatchObject({ retention_years: null, never_destroy: true, destroy_year_be: null });
  });

  it('refuses bad input, another department, an unknown letter and a non-registry person, changing nothing', async () => {
    const id = await closedAtB();
    const before = await snapshot();
    const body = { F_DOC_ID: id, F_DEPT_ID: B, RETENTION_YEARS: 5, REASON: 'เหตุผล' };
    expect(() => retentionChangeOf({ ...body, RETENTION_YEARS: -1 })).toThrow(ApiError);
    expect(() => retentionChangeOf({ ...body, RETENTION_YEARS: undefined })).toThrow(ApiError);
    expect(() => retentionChangeOf({ ...body, REASON: '   ' })).toThrow(ApiError);
    // The clerk of A changes neither B's filing (403) nor a letter A never filed (404).
    expect(await refusal(act(t.org.clerkA, change(id)))).toBe(403);
    expect(await refusal(act(t.org.clerkA, change(id, { departmentId: A })))).toBe(404);
    expect(await refusal(act(t.org.clerkB, change(9_999_999)))).toBe(404);
    expect(await refusal(act(t.org.officerB, change(id)))).toBe(403);
    expect(await refusal(act(t.org.execB, change(id)))).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the filing list', () => {
  it("lists the department's year in filing order with the form's columns", async () => {
    const viewer = await loadViewer(t.db, t.org.clerkB);
    const page = await filingPage(t.db, viewer, { departmentId: B, yearBe: year, pageSize: 100 });
    expect(page.YEAR).toBe(year);
    expect(page.total).toBe(page.items.length);
    expect(page.items.map((row) => row.ORDER)).toEqual(page.items.map((_, i) => i + 1));
    expect(page.items[0]).toMatchObject({
      F_DOC_TITLE: 'ขออนุมัติจัดประชุมเชิงปฏิบัติการ',
      RETENTION_YEARS: 10,
      NEVER_DESTROY: false,
      DESTROY_YEAR: year + 11,
      NOTE: null,
    });
    expect(page.items.find((row) => row.NEVER_DESTROY)).toMatchObject({ RETENTION_YEARS: null, DESTROY_YEAR: null });
    const second = await filingPage(t.db, viewer, { departmentId: B, yearBe: year, page: 2, pageSize: 1 });
    expect(second.items).toEqual([{ ...page.items[1]! }]);
    expect((await filingPage(t.db, viewer, { departmentId: B, yearBe: year - 1 })).items).toEqual([]);
  });

  it('is refused to a person who keeps no register of the department', async () => {
    expect(await refusal(filingPage(t.db, await loadViewer(t.db, t.org.clerkA), { departmentId: B }))).toBe(403);
    expect(await refusal(filingPage(t.db, await loadViewer(t.db, t.org.officerB), { departmentId: B }))).toBe(403);
  });

  it("exports the list with the form's header and the never-destroy mark", async () => {
    const viewer = await loadViewer(t.db, t.org.clerkB);
    const { items } = await filingPage(t.db, viewer, { departmentId: B, yearBe: year, pageSize: 100 });
    const lines = filingCsv(items).toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('ลำดับที่,ที่,ลงวันที่,เรื่อง,อายุการเก็บ,ทำลายได้ในปี / ห้ามทำลาย,หมายเหตุ');
    expect(lines).toHaveLength(items.length + 1);
    expect(lines[1]).toContain(`10 ปี,${year + 11},`);
    expect(lines.some((line) => line.includes(',ห้ามทำลาย,'))).toBe(true);
  });
});
