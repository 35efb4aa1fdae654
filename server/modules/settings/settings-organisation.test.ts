/**
 * The organisation's settings pages over HTTP against a real database, and the engine rules
 * they declare: reference fields (shown by label in lists and reads, offered by settingsOptions,
 * a value naming no row refused naming the field), the department tree (ids in the
 * organisation's range, one root that is never moved or deleted, no cycles, deleting refused
 * while people, roles or child departments use it), and user-active (only the switch is
 * written; disabling ends the person's sessions at once; an administrator cannot disable
 * themselves). Every refusal changes nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { settingsPageOf, type SettingsPage } from '../../../engine/settings/settings-pages';
import { sessionEvents } from '../identity/session-events';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { OPTIONS_LIMIT } from './settings-engine';
import { SETTINGS_MSG } from './settings-messages';

let t: TestApp;
let root: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  root = t.tenant.manifest.organization.departmentId;
  for (const username of ['admin', 'officer']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, unknown>;
type Reply = { status: string; message: string; item?: Row; items?: Row[]; total?: number; fields?: string[] };

const call = (name: RouteName, page: string, body: unknown, token = tokens.admin) => settingsCall<Reply>(t.app, name, page, body, token);

const SECTION = 'manage-section';
const USER_ACTIVE = 'user-active';
const declared = (page: string) => settingsPageOf(page) as SettingsPage;

async function snapshot(page: string) {
  const { table, key } = declared(page).record;
  const rows = await sql`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.ref(key)}`.execute(t.db);
  const audits = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const sessions = await t.db.selectFrom('sessions').select(['id', 'revoked_at']).orderBy('id').execute();
  return { rows: rows.rows, audits: Number(audits.n), sessions };
}

const person = (username: string) => t.db.selectFrom('people').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
const department = (id: number) => t.db.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();

async function addSection(name: string, parent: number): Promise<number> {
  const reply = await call('settingsCreate', SECTION, { record: { name_th: name, name_en: null, parent_id: parent } });
  expect(reply.status, reply.json.message).toBe(200);
  return reply.json.item!.id as number;
}

describe('reference fields', () => {
  it('carry the referenced row’s label in lists and reads (null when empty)', async () => {
    const rootName = (await department(root))!.name_th;
    const child = await addSection('กองทดสอบป้ายชื่อ', root);
    const list = await call('settingsList', SECTION, { size: 100 });
    expect(list.status).toBe(200);
    const rootRow = list.json.items!.find((row) => row.id === root)!;
    expect(rootRow).toMatchObject({ parent_id: null, parent_id__label: null });
    expect(list.json.items!.find((row) => row.id === child)).toEqual({
      id: child,
      name_th: 'กองทดสอบป้ายชื่อ',
      name_en: null,
      doc_prefix: null,
      parent_id: root,
      parent_id__label: rootName,
    });
    expect((await call('settingsRead', SECTION, { id: child })).json.item).toMatchObject({ parent_id: root, parent_id__label: rootName });

    const officer = await person('officer');
    const people = await call('settingsList', USER_ACTIVE, { search: 'officer', size: 100 });
    const row = people.json.items!.find((item) => item.username === 'officer')!;
    expect(row.department_id__label).toBe((await department(officer.department_id!))!.name_th);
  });

  it('are offered by settingsOptions: value and label, by label, searched, at most the limit', async () => {
    const reply = await call('settingsOptions', SECTION, { field: 'parent_id' });
    expect(reply.status).toBe(200);
    const items = reply.json.items as unknown as { value: number; label: string }[];
    const all = await t.db.selectFrom('departments').select(['id', 'name_th']).execute();
    expect(items.length).toBe(Math.min(all.length, OPTIONS_LIMIT));
    expect(items.map((item) => item.label)).toEqual([...items.map((item) => item.label)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const item of items) expect(all).toContainEqual({ id: item.value, name_th: item.label });

    const searched = await call('settingsOptions', SECTION, { field: 'parent_id', search: 'ทดสอบป้าย' });
    expect(searched.json.items).toEqual([expect.objectContaining({ label: 'กองทดสอบป้ายชื่อ' })]);
    expect((await call('settingsOptions', SECTION, { field: 'parent_id', search: '%' })).json.items).toEqual([]);
  });

  it('refuses options for a field that is not a reference (400), a person without the page (403), an unknown page (404)', async () => {
    for (const field of ['name_th', 'bogus', 'constructor']) {
      const reply = await call('settingsOptions', SECTION, { field });
      expect(reply.status, field).toBe(400);
      expect(reply.json).toMatchObject({ message: SETTINGS_MSG.notReference, fields: ['field'] });
    }
    expect((await call('settingsOptions', SECTION, {})).status).toBe(400);
    const refused = await call('settingsOptions', SECTION, { field: 'parent_id' }, tokens.officer);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(SETTINGS_MSG.noRead);
    expect((await call('settingsOptions', 'no-such-page', { field: 'parent_id' })).status).toBe(404);
  });

  it('refuse a value that names no row, naming the field in Thai, and write nothing', async () => {
    const child = await addSection('กองอ้างอิงหาย', root);
    const before = await snapshot(SECTION);
    for (const missing of [999_999_999, Number.MAX_SAFE_INTEGER]) {
      for (const [name, body] of [
        ['settingsCreate', { record: { name_th: 'กองผี', parent_id: missing } }],
        ['settingsUpdate', { id: child, record: { name_th: 'กองอ้างอิงหาย', parent_id: missing } }],
      ] as [RouteName, unknown][]) {
        const reply = await call(name, SECTION, body);
        expect(reply.status, name).toBe(400);
        expect(reply.json.fields).toEqual(['record.parent_id']);
        expect(reply.json.message).toBe(SETTINGS_MSG.referenceUnknown('หน่วยงานต้นสังกัด'));
      }
    }
    expect(await snapshot(SECTION)).toEqual(before);
  });
});

describe('manage-section: the department tree', () => {
  it('gives a new department the next id in the organisation’s range, with one audit row', async () => {
    const { max } = await t.db
      .selectFrom('departments')
      .select((eb) => eb.fn.max('id').as('max'))
      .where('id', '>=', root)
      .executeTakeFirstOrThrow();
    const id = await addSection('กองใหม่ล่าสุด', root);
    expect(id).toBe(Number(max) + 1);
    expect(id).toBeGreaterThan(root);
    expect(await department(id)).toMatchObject({ parent_id: root, name_th: 'กองใหม่ล่าสุด' });
    const audits = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.manage-section.create').execute();
    expect(audits.filter((row) => (row.detail as { id: number }).id === id)).toHaveLength(1);
  });

  it('lets the root be renamed but never moved under another department or deleted', async () => {
    const other = await addSection('กองสำหรับย้าย', root);
    const renamed = await call('settingsUpdate', SECTION, { id: root, record: { name_th: 'องค์กรทดสอบ', name_en: 'Test organisation', parent_id: null } });
    expect(renamed.status, renamed.json.message).toBe(200);
    expect(renamed.json.item).toMatchObject({ id: root, name_th: 'องค์กรทดสอบ', parent_id: null });

    const before = await snapshot(SECTION);
    const moved = await call('settingsUpdate', SECTION, { id: root, record: { name_th: 'องค์กรทดสอบ', name_en: null, parent_id: other } });
    expect(moved.status).toBe(409);
    expect(moved.json.message).toBe(SETTINGS_MSG.treeMoveRoot);
    const deleted = await call('settingsDelete', SECTION, { id: root });
    expect(deleted.status).toBe(409);
    expect(deleted.json.message).toBe(SETTINGS_MSG.treeDeleteRoot);
    expect(await snapshot(SECTION)).toEqual(before);
  });

  it('refuses a second root: a new or moved department must have a parent (400 naming it)', async () => {
    const child = await addSection('กองมีต้นสังกัด', root);
    const before = await snapshot(SECTION);
    for (const [name, body] of [
      ['settingsCreate', { record: { name_th: 'กองไร้สังกัด' } }],
      ['settingsCreate', { record: { name_th: 'กองไร้สังกัด', parent_id: null } }],
      ['settingsUpdate', { id: child, record: { name_th: 'กองมีต้นสังกัด', parent_id: null } }],
    ] as [RouteName, unknown][]) {
      const reply = await call(name, SECTION, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.fields).toEqual(['record.parent_id']);
      expect(reply.json.message).toBe(SETTINGS_MSG.treeNewRoot('หน่วยงานต้นสังกัด'));
    }
    expect(await snapshot(SECTION)).toEqual(before);
  });

  it('moves a department by changing its parent, and refuses a move under itself or its own descendant (409)', async () => {
    const a = await addSection('กอง ก', root);
    const b = await addSection('ฝ่าย ข', a);
    const c = await addSection('งาน ค', b);
    const before = await snapshot(SECTION);
    for (const parent of [a, b, c]) {
      const reply = await call('settingsUpdate', SECTION, { id: a, record: { name_th: 'กอง ก', parent_id: parent } });
      expect(reply.status, `a under ${parent}`).toBe(409);
      expect(reply.json.message).toBe(SETTINGS_MSG.treeCycle('หน่วยงานต้นสังกัด'));
    }
    expect(await snapshot(SECTION)).toEqual(before);

    const moved = await call('settingsUpdate', SECTION, { id: c, record: { name_th: 'งาน ค', parent_id: a } });
    expect(moved.status).toBe(200);
    expect(moved.json.item).toMatchObject({ id: c, parent_id: a, parent_id__label: 'กอง ก' });
    // c is no longer below b, so b may now go under c.
    expect((await call('settingsUpdate', SECTION, { id: b, record: { name_th: 'ฝ่าย ข', parent_id: c } })).status).toBe(200);
    const audits = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.manage-section.update').execute();
    expect(audits.find((row) => (row.detail as { id: number }).id === c)!.detail).toMatchObject({ changes: { parent_id: { from: b, to: a } } });
  });

  it('refuses to delete a department while child departments, people or roles use it, and deletes it once none do', async () => {
    const parent = await addSection('กองที่ยังใช้งาน', root);
    const child = await addSection('งานย่อย', parent);
    const page = declared(SECTION);
    const messages = page.delete.mode === 'refuse-in-use' ? page.delete.inUse.map((use) => use.message) : [];

    let before = await snapshot(SECTION);
    let reply = await call('settingsDelete', SECTION, { id: parent });
    expect(reply.status).toBe(409);
    expect(reply.json.message).toBe(messages[0]);
    expect(await snapshot(SECTION)).toEqual(before);

    const officer = await person('officer');
    await t.db.updateTable('people').set({ department_id: child }).where('id', '=', officer.id).execute();
    before = await snapshot(SECTION);
    reply = await call('settingsDelete', SECTION, { id: child });
    expect(reply.status).toBe(409);
    expect(reply.json.message).toBe(messages[1]);
    expect(await snapshot(SECTION)).toEqual(before);
    await t.db.updateTable('people').set({ department_id: officer.department_id }).where('id', '=', officer.id).execute();

    const role = await t.db.selectFrom('roles').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('person_roles').values({ person_id: officer.id, role_id: role.id, department_id: child }).execute();
    before = await snapshot(SECTION);
    reply = await call('settingsDelete', SECTION, { id: child });
    expect(reply.status).toBe(409);
    expect(reply.json.message).toBe(messages[2]);
    expect(await snapshot(SECTION)).toEqual(before);
    await t.db.deleteFrom('person_roles').where('department_id', '=', child).execute();

    expect((await call('settingsDelete', SECTION, { id: child })).json.item).toEqual({ id: child, deactivated: false });
    expect((await call('settingsDelete', SECTION, { id: parent })).status).toBe(200);
    expect(await department(parent)).toBeUndefined();
  });
});

describe('user-active', () => {
  it('writes only the switch: a read-only field is refused (400 naming it), adding and deleting are not offered (403)', async () => {
    const officer = await person('officer');
    const before = await snapshot(USER_ACTIVE);
    const readOnly = await call('settingsUpdate', USER_ACTIVE, { id: officer.id, record: { active: true, first_name: 'เปลี่ยนชื่อ' } });
    expect(readOnly.status).toBe(400);
    expect(readOnly.json).toMatchObject({ fields: ['record.first_name'], message: SETTINGS_MSG.readOnly('ชื่อ') });
    const created = await call('settingsCreate', USER_ACTIVE, { record: { active: true } });
    expect(created.status).toBe(403);
    expect(created.json.message).toBe(SETTINGS_MSG.notOffered);
    expect((await call('settingsDelete', USER_ACTIVE, { id: officer.id })).status).toBe(403);
    expect((await call('settingsUpdate', USER_ACTIVE, { id: officer.id, record: {} })).json.fields).toEqual(['record.active']);
    expect(await snapshot(USER_ACTIVE)).toEqual(before);
  });

  it('disabling a signed-in person ends their sessions (their next call answers 401) and announces it; enabling lets them sign in again', async () => {
    const officer = await person('officer');
    const token = await signIn(t, 'officer');
    expect((await call('settingsPages', '', {}, token)).status).toBe(200);
    const disabled: number[] = [];
    const listener = (personId: number) => disabled.push(personId);
    sessionEvents.on('person-disabled', listener);
    try {
      const reply = await call('settingsUpdate', USER_ACTIVE, { id: officer.id, record: { active: false } });
      expect(reply.status, reply.json.message).toBe(200);
      expect(reply.json.item).toMatchObject({ id: officer.id, active: false, username: 'officer' });
    } finally {
      sessionEvents.off('person-disabled', listener);
    }
    expect(disabled).toEqual([officer.id]);
    expect((await call('settingsPages', '', {}, token)).status).toBe(401);
    const live = await t.db.selectFrom('sessions').select(['revoked_reason']).where('person_id', '=', officer.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    const revoked = await t.db
      .selectFrom('sessions')
      .select('revoked_reason')
      .where('person_id', '=', officer.id)
      .where('revoked_reason', '=', 'disabled')
      .execute();
    expect(revoked.length).toBeGreaterThan(0);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.user-active.update').execute();
    expect(audit.at(-1)!.detail).toMatchObject({ id: officer.id, changes: { active: { from: true, to: false } } });

    expect((await call('settingsUpdate', USER_ACTIVE, { id: officer.id, record: { active: true } })).status).toBe(200);
    expect((await person('officer')).active).toBe(true);
    tokens.officer = await signIn(t, 'officer');
    expect((await call('settingsPages', '', {}, tokens.officer)).status).toBe(200);
  });

  it('refuses an administrator disabling themselves (409) and changes nothing', async () => {
    const admin = await person('admin');
    const before = await snapshot(USER_ACTIVE);
    const reply = await call('settingsUpdate', USER_ACTIVE, { id: admin.id, record: { active: false } });
    expect(reply.status).toBe(409);
    expect(reply.json.message).toBe(SETTINGS_MSG.disableSelf);
    expect(await snapshot(USER_ACTIVE)).toEqual(before);
    expect((await call('settingsPages', '', {})).status).toBe(200);
  });
});
