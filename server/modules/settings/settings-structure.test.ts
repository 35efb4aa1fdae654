/**
 * The correspondence structure (sarabun-structure): switching a department out of correspondence
 * takes it off the recipients a letter can be sent to and makes the server refuse a letter sent
 * to it, without touching the department itself; switching it back restores both. Only the
 * switch is written: the page adds and deletes no department.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { MSG } from '../correspondence/messages';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, postForm, signIn, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'officer']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Reply = { status: string; message: string; item?: Record<string, unknown> };
const PAGE = 'sarabun-structure';
const call = (name: RouteName, body: unknown, token = tokens.admin) => settingsCall<Reply>(t.app, name, PAGE, body, token);

/** A department other than the root that letters can be sent to in the seeded organisation. */
async function someDepartment(): Promise<{ id: number; name_th: string }> {
  return t.db.selectFrom('departments').select(['id', 'name_th']).where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
}

const recipientDepartments = async (): Promise<number[]> => {
  const reply = await postForm(t.app, '/api/sarabun/get-recipients', {}, { token: tokens.officer });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ item: { departments: { dept_id: number }[] } }>().item.departments.map((d) => d.dept_id);
};

/** Drafts a letter as the officer and sends it to one department; answers the HTTP reply. */
async function sendTo(departmentId: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/sarabun/create-document',
    headers: { authorization: `Bearer ${tokens.officer}` },
    payload: { F_DOC_TYPE_ID: 2, F_DOC_TITLE: 'ขอความอนุเคราะห์ข้อมูลประกอบการประชุม', F_DEAR: 'ผู้อำนวยการ' },
  });
  expect(created.statusCode, created.body).toBe(200);
  const step = created.json<{ item: { F_TRANS_ID: number } }>().item.F_TRANS_ID;
  return postForm(
    t.app,
    '/api/sarabun/document-action',
    { F_TRANS_ID: String(step), ACTION: 'send', TO_DEPT_IDS: String(departmentId) },
    { token: tokens.officer },
  );
}

describe('the correspondence structure', () => {
  it('takes a department out of the recipients and refuses letters to it, then lets it back', async () => {
    const department = await someDepartment();
    expect(await recipientDepartments()).toContain(department.id);

    const off = await call('settingsUpdate', { id: department.id, record: { receives_letters: false } });
    expect(off.status, off.text).toBe(200);
    expect(await recipientDepartments()).not.toContain(department.id);

    const refused = await sendTo(department.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Reply>().message).toBe(MSG.departmentReceivesNoLetters);
    const stepsTo = await t.db.selectFrom('transactions').select('id').where('to_department_id', '=', department.id).where('kind', '=', 'send').execute();

    // The department itself is untouched: same name, still in the organisation.
    const kept = await t.db.selectFrom('departments').select(['name_th', 'receives_letters']).where('id', '=', department.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ name_th: department.name_th, receives_letters: false });

    const on = await call('settingsUpdate', { id: department.id, record: { receives_letters: true } });
    expect(on.status, on.text).toBe(200);
    expect(await recipientDepartments()).toContain(department.id);
    const sent = await sendTo(department.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await t.db.selectFrom('transactions').select('id').where('to_department_id', '=', department.id).where('kind', '=', 'send').execute();
    expect(after.length).toBe(stepsTo.length + 1);
  });

  it('writes only the switch: names are read-only, and no department is added or deleted here', async () => {
    const department = await someDepartment();
    const renamed = await call('settingsUpdate', { id: department.id, record: { receives_letters: true, name_th: 'ชื่อใหม่' } });
    expect(renamed.status).toBe(400);
    const created = await call('settingsCreate', { record: { receives_letters: true } });
    expect(created.status).toBe(403);
    const officer = await call('settingsUpdate', { id: department.id, record: { receives_letters: false } }, tokens.officer);
    expect(officer.status).toBe(403);
    const row = await t.db.selectFrom('departments').select(['name_th', 'receives_letters']).where('id', '=', department.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name_th: department.name_th, receives_letters: true });
  });
});
