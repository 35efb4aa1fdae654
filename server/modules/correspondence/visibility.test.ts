/** Secrecy and department isolation, checked through every read path (detail, queues, dashboard, read marks). */
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { checkDepartmentLetters } from '../../test-support/consistency-checks';
import type { TestDatabase } from '../../test-support/test-db';
import { dashboardBooks } from './queues/dashboard';
import { searchDocuments } from './search/document-search';
import { getDocumentDetail } from './letters/documents';
import { countQueues, QUEUE_CODES } from './queues/queues';
import { A, B, openTestOrg, type Org, type PersonKey, type TestOrg } from './test-org';
import { loadViewer } from './viewer';
import { canReadDocument } from './visibility';

let database: TestDatabase;
let db: Kysely<Database>;
let org: Org;
let h: TestOrg['h'];

beforeAll(async () => {
  ({ database, db, org, h } = await openTestOrg());
});
afterAll(async () => database?.close());

// The rows the triggers keep for rule 3, against the rule worked out from scratch, after every
// test's actions.
afterEach(async () => {
  expect(await checkDepartmentLetters(db)).toEqual([]);
});

async function readers(documentId: number): Promise<PersonKey[]> {
  const result: PersonKey[] = [];
  for (const key of Object.keys(org) as PersonKey[]) {
    if ((await canReadDocument(db, await loadViewer(db, org[key]), documentId)) === 'yes') result.push(key);
  }
  return result.sort();
}

describe('visibility', () => {
  it('a secret letter is seen only by the people it was routed to and the registries of its owner and receiving departments', async () => {
    // officerA writes a ลับ letter, sends it to department B; B's clerk presents it to execB.
    const d = await h.create(org.officerA, { secretId: 2, subject: 'รายงานผลการสอบสวนข้อเท็จจริง' });
    const sent = await h.act(org.officerA, d.F_TRANS_ID, 'send', { toDepartmentIds: [B] });
    await h.act(org.clerkB, sent.NEW_TRANS_IDS[0]!, 'receive');
    await h.act(org.clerkB, sent.NEW_TRANS_IDS[0]!, 'present', { toPersonIds: [org.execB] });
    expect(await readers(d.F_DOC_ID)).toEqual(['clerkA', 'clerkA2', 'clerkB', 'execB', 'officerA'].sort());
    // Not officerA2 (same department, not routed), not officerB (receiving department, not routed), not the head.
    for (const key of ['officerA2', 'officerB', 'exec', 'outsider'] as PersonKey[]) {
      const error = await getDocumentDetail(db, await loadViewer(db, org[key]), d.F_DOC_ID).catch((e: unknown) => e);
      expect((error as ApiError).statusCode, key).toBe(404);
    }
  });

  it("a secret letter addressed to a person is not shown to that department's registry", async () => {
    const d = await h.create(org.officerA, { secretId: 3, subject: 'ลับมาก เฉพาะตัว' });
    await h.act(org.officerA, d.F_TRANS_ID, 'send', { toPersonIds: [org.officerB] });
    expect(await readers(d.F_DOC_ID)).toEqual(['clerkA', 'clerkA2', 'officerA', 'officerB'].sort());
  });

  it('a normal letter is seen in its own and its receiving departments, never in another', async () => {
    const d = await h.create(org.officerA, { subject: 'ขอเชิญประชุมประจำเดือน' });
    await h.act(org.officerA, d.F_TRANS_ID, 'send', { toDepartmentIds: [B] });
    expect(await readers(d.F_DOC_ID)).toEqual(['clerkA', 'clerkA2', 'clerkB', 'execB', 'officerA', 'officerA2', 'officerB'].sort());
  });

  it("follows a change of the letter's class at once, for the steps routed before and after it", async () => {
    const d = await h.create(org.officerA, { subject: 'ขอเชิญประชุมคณะทำงาน' });
    const sent = await h.act(org.officerA, d.F_TRANS_ID, 'send', { toDepartmentIds: [B] });
    await h.act(org.clerkB, sent.NEW_TRANS_IDS[0]!, 'receive');
    const everyone = ['clerkA', 'clerkA2', 'clerkB', 'execB', 'officerA', 'officerA2', 'officerB'].sort();
    expect(await readers(d.F_DOC_ID)).toEqual(everyone);
    // Raised to ลับ after it was routed: only the people on its route and the registries now.
    await db.updateTable('documents').set({ secret_id: 2 }).where('id', '=', d.F_DOC_ID).execute();
    expect(await readers(d.F_DOC_ID)).toEqual(['clerkA', 'clerkA2', 'clerkB', 'officerA'].sort());
    // A step written while it is ลับ names only its addressee.
    await h.act(org.clerkB, sent.NEW_TRANS_IDS[0]!, 'present', { toPersonIds: [org.execB] });
    expect(await readers(d.F_DOC_ID)).toEqual(['clerkA', 'clerkA2', 'clerkB', 'execB', 'officerA'].sort());
    const search = async (key: PersonKey) => (await searchDocuments(db, await loadViewer(db, org[key]), { search: 'คณะทำงาน' })).items.map((i) => i.F_DOC_ID);
    expect(await search('officerB')).toEqual([]);
    // Back to ปกติ: both departments read it again, through every step.
    await db.updateTable('documents').set({ secret_id: 1 }).where('id', '=', d.F_DOC_ID).execute();
    expect(await readers(d.F_DOC_ID)).toEqual(everyone);
    expect(await search('officerB')).toEqual([d.F_DOC_ID]);
    // Found by the receive number department B gave it, which its text does not hold.
    const entry = await db.selectFrom('register_entries').select(['number', 'year_be']).where('document_id', '=', d.F_DOC_ID).executeTakeFirstOrThrow();
    const byNumber = await searchDocuments(db, await loadViewer(db, org.officerB), { search: `${entry.number}/${entry.year_be}` });
    expect(byNumber.items.map((i) => i.F_DOC_ID)).toContain(d.F_DOC_ID);
  });

  it('a numbered circular of our own register is published to everyone, a secret one is not', async () => {
    const open = await h.create(org.clerkA, { docTypeId: 3, subject: 'แจ้งเวียนแนวปฏิบัติ' });
    await h.act(org.clerkA, open.F_TRANS_ID, 'issueNumber');
    expect(await readers(open.F_DOC_ID)).toHaveLength(Object.keys(org).length);
    const secret = await h.create(org.clerkA, { docTypeId: 3, subject: 'แจ้งเวียนลับ', secretId: 2 });
    await h.act(org.clerkA, secret.F_TRANS_ID, 'issueNumber');
    expect(await readers(secret.F_DOC_ID)).toEqual(['clerkA', 'clerkA2'].sort());
    const outsiderCards = await dashboardBooks(db, await loadViewer(db, org.outsider), { bookType: 'cycle' });
    const titles = outsiderCards.cycle!.items.map((i) => i.F_DOC_TITLE);
    expect(titles).toContain('แจ้งเวียนแนวปฏิบัติ');
    expect(titles).not.toContain('แจ้งเวียนลับ');
  });

  it('a circular published only to chosen departments is seen there, not by the whole organisation', async () => {
    const chosen = await h.create(org.clerkA, { docTypeId: 3, subject: 'แจ้งเวียนเฉพาะกองคลัง', publishAll: false });
    await h.act(org.clerkA, chosen.F_TRANS_ID, 'issueNumber');
    // Numbered but not yet sent: its own department only.
    expect(await readers(chosen.F_DOC_ID)).toEqual(['clerkA', 'clerkA2', 'officerA', 'officerA2'].sort());
    await h.act(org.clerkA, chosen.F_TRANS_ID, 'send', { toDepartmentIds: [B] });
    const seen = await readers(chosen.F_DOC_ID);
    expect(seen).toEqual(['clerkA', 'clerkA2', 'clerkB', 'execB', 'officerA', 'officerA2', 'officerB'].sort());
    const outsiderCards = await dashboardBooks(db, await loadViewer(db, org.outsider), { bookType: 'cycle' });
    expect(outsiderCards.cycle!.items.map((i) => i.F_DOC_TITLE)).not.toContain('แจ้งเวียนเฉพาะกองคลัง');
    const officerBCards = await dashboardBooks(db, await loadViewer(db, org.officerB), { bookType: 'cycle' });
    expect(officerBCards.cycle!.items.map((i) => i.F_DOC_TITLE)).toContain('แจ้งเวียนเฉพาะกองคลัง');
  });

  it('whoever passed a secret letter on for a principal still reads it once the delegation has ended, in the letter and in the document store', async () => {
    const subject = 'ลับ มอบหมายแทนผู้อำนวยการ';
    const d = await h.create(org.officerA, { secretId: 2, subject });
    const sent = await h.act(org.officerA, d.F_TRANS_ID, 'send', { toDepartmentIds: [B] });
    await h.act(org.clerkB, sent.NEW_TRANS_IDS[0]!, 'receive');
    const presented = await h.act(org.clerkB, sent.NEW_TRANS_IDS[0]!, 'present', { toPersonIds: [org.execB] });
    const delegation = await db
      .insertInto('delegations')
      .values({
        principal_person_id: org.execB,
        acting_person_id: org.acting,
        starts_at: new Date(Date.now() - 60_000),
        ends_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assigned = await h.act(org.acting, presented.NEW_TRANS_IDS[0]!, 'assign', { toPersonIds: [org.officerB] });
    // The step is the principal's (from execB) and was written by the acting person.
    expect(await h.step(assigned.NEW_TRANS_IDS[0]!)).toMatchObject({ from_person_id: org.execB, created_by: org.acting });
    await db.updateTable('delegations').set({ revoked_at: new Date() }).where('id', '=', delegation.id).execute();
    const listed = async (key: PersonKey) => (await searchDocuments(db, await loadViewer(db, org[key]), { search: subject })).items.map((i) => i.F_DOC_ID);
    // Only the step the acting person wrote names them now: the one letter and the list agree.
    expect(await readers(d.F_DOC_ID)).toEqual(['acting', 'clerkA', 'clerkA2', 'clerkB', 'execB', 'officerA', 'officerB'].sort());
    expect(await listed('acting')).toEqual([d.F_DOC_ID]);
    expect(await listed('officerA2')).toEqual([]);
    expect(await listed('outsider')).toEqual([]);
  });

  it("queues show nobody another department's letters", async () => {
    const d = await h.create(org.officerA, { secretId: 4, subject: 'ลับที่สุด' });
    await h.act(org.officerA, d.F_TRANS_ID, 'send', { toDepartmentIds: [A] });
    const outsider = await countQueues(db, await loadViewer(db, org.outsider), QUEUE_CODES);
    expect(Object.values(outsider).every((n) => n === 0)).toBe(true);
  });
});
