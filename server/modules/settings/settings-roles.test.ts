/**
 * The organisation page, registry prefixes, roles, administrators and who may close accounts,
 * over HTTP against a real database: setup-organization reaches only the root department
 * (record.fixed) and only updates it; a department's prefix is one value the next letter number
 * reads, while numbers already issued keep theirs; manage-role and manage-admin assign roles
 * (identity keys, 409 on a duplicate, manage-admin only roles of type admin); no change may
 * leave the organisation without an active administrator (409); user-account-close-permission
 * grants one person the use of user-active without an admin role.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { settingsPageOf, type SettingsPage } from '../../../engine/settings/settings-pages';
import type { RoleType } from '../../db/schema-correspondence';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { helpers } from '../correspondence/test-org';
import { SETTINGS_MSG } from './settings-messages';

let t: TestApp;
let root: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  root = t.tenant.manifest.organization.departmentId;
  for (const username of ['admin', 'officer', 'saraban']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, unknown>;
type Reply = { status: string; message: string; item?: Row; items?: Row[]; total?: number; fields?: string[] };

const call = (name: RouteName, page: string, body: unknown, as = 'admin') => settingsCall<Reply>(t.app, name, page, body, tokens[as]);

const declared = (page: string) => settingsPageOf(page) as SettingsPage;

/** The page's whole table and the audit trail's length: a refusal leaves both as they were. */
async function snapshot(page: string) {
  const { table, key } = declared(page).record;
  const rows = await sql`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.ref(key)}`.execute(t.db);
  const audits = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows: rows.rows, audits: Number(audits.n) };
}

const person = (username: string) => t.db.selectFrom('people').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
const department = (id: number) => t.db.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const roleOfType = async (type: RoleType) =>
  (await t.db.selectFrom('roles').select('id').where('role_type', '=', type).orderBy('id').executeTakeFirstOrThrow()).id;
const auditsOf = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

const ORG = 'setup-organization';
const SECTION = 'manage-section';
const ROLE = 'manage-role';
const ADMIN = 'manage-admin';
const CLOSE = 'user-account-close-permission';
const USER_ACTIVE = 'user-active';

describe('setup-organization', () => {
  it('lists only the root department, with its id, names and prefix', async () => {
    const reply = await call('settingsList', ORG, { size: 100 });
    expect(reply.status).toBe(200);
    const rootRow = await department(root);
    expect(reply.json.total).toBe(1);
    expect(reply.json.items).toEqual([{ id: root, name_th: rootRow.name_th, name_en: rootRow.name_en, doc_prefix: rootRow.doc_prefix }]);
  });

  it('updates the root’s names and prefix, with one audit row', async () => {
    const reply = await call('settingsUpdate', ORG, { id: root, record: { name_th: 'สำนักงานทดสอบองค์กร', name_en: 'Test Office', doc_prefix: 'ทส 0100' } });
    expect(reply.status, reply.json.message).toBe(200);
    expect(reply.json.item).toEqual({ id: root, name_th: 'สำนักงานทดสอบองค์กร', name_en: 'Test Office', doc_prefix: 'ทส 0100' });
    expect(await department(root)).toMatchObject({ parent_id: null, name_th: 'สำนักงานทดสอบองค์กร', doc_prefix: 'ทส 0100' });
    const audit = (await auditsOf('settings.setup-organization.update')).at(-1)!;
    expect(audit.detail).toMatchObject({ id: root, changes: { name_th: { to: 'สำนักงานทดสอบองค์กร' }, doc_prefix: { to: 'ทส 0100' } } });
    expect(audit.person_id).toBe((await person('admin')).id);
  });

  it('reaches no other department (404), neither adds nor deletes (403), refuses the id and a blank prefix (400)', async () => {
    const child = await t.db.selectFrom('departments').select('id').where('parent_id', '=', root).orderBy('id').executeTakeFirstOrThrow();
    const before = await snapshot(ORG);
    expect((await call('settingsRead', ORG, { id: child.id })).status).toBe(404);
    expect((await call('settingsUpdate', ORG, { id: child.id, record: { name_th: 'ไม่ใช่องค์กร' } })).status).toBe(404);
    const created = await call('settingsCreate', ORG, { record: { name_th: 'องค์กรที่สอง' } });
    expect(created.status).toBe(403);
    expect(created.json.message).toBe(SETTINGS_MSG.notOffered);
    expect((await call('settingsDelete', ORG, { id: root })).status).toBe(403);
    const withId = await call('settingsUpdate', ORG, { id: root, record: { id: root + 1, name_th: 'องค์กร' } });
    expect(withId.status).toBe(400);
    expect(withId.json.fields).toEqual(['record.id']);
    const blank = await call('settingsUpdate', ORG, { id: root, record: { name_th: 'องค์กร', doc_prefix: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.fields).toEqual(['record.doc_prefix']);
    expect(await snapshot(ORG)).toEqual(before);
  });

  it('refuses a person without the permission (403) and changes nothing', async () => {
    const before = await snapshot(ORG);
    const listed = await call('settingsList', ORG, {}, 'officer');
    expect(listed.status).toBe(403);
    expect(listed.json.message).toBe(SETTINGS_MSG.noRead);
    expect((await call('settingsUpdate', ORG, { id: root, record: { name_th: 'ยึดองค์กร' } }, 'officer')).status).toBe(403);
    expect(await snapshot(ORG)).toEqual(before);
  });
});

describe('a department’s registry prefix', () => {
  it('is edited on manage-section and read by the next number issued; numbers already issued keep theirs', async () => {
    const clerk = await person('saraban');
    const h = helpers(t.db);
    const first = await h.create(clerk.id, { subject: 'หนังสือก่อนเปลี่ยนอักษรย่อ' });
    const firstDoc = await t.db.selectFrom('documents').select(['id', 'owner_department_id']).where('id', '=', first.F_DOC_ID).executeTakeFirstOrThrow();
    const owner = firstDoc.owner_department_id;
    const oldPrefix = (await department(owner)).doc_prefix;
    const firstNo = (await h.act(clerk.id, first.F_TRANS_ID, 'issueNumber')).F_DOC_NO!;
    expect(firstNo.startsWith(oldPrefix ? `${oldPrefix}/` : '')).toBe(true);

    const owned = (await call('settingsRead', SECTION, { id: owner })).json.item!;
    const changed = await call('settingsUpdate', SECTION, {
      id: owner,
      record: { name_th: owned.name_th, name_en: owned.name_en, parent_id: owned.parent_id, doc_prefix: 'ทป 9999' },
    });
    expect(changed.status, changed.json.message).toBe(200);
    expect(changed.json.item).toMatchObject({ id: owner, doc_prefix: 'ทป 9999' });
    expect((await auditsOf('settings.manage-section.update')).at(-1)!.detail).toMatchObject({
      id: owner,
      changes: { doc_prefix: { from: oldPrefix, to: 'ทป 9999' } },
    });

    const second = await h.create(clerk.id, { subject: 'หนังสือหลังเปลี่ยนอักษรย่อ' });
    const secondNo = (await h.act(clerk.id, second.F_TRANS_ID, 'issueNumber')).F_DOC_NO!;
    expect(secondNo).toMatch(/^ทป 9999\/\d+$/);

    // The first letter and its register entry keep the number they were given.
    expect((await t.db.selectFrom('documents').select('doc_no').where('id', '=', firstDoc.id).executeTakeFirstOrThrow()).doc_no).toBe(firstNo);
    const entries = await t.db
      .selectFrom('register_entries')
      .select(['document_id', 'doc_no'])
      .where('register', '=', 'send')
      .where('document_id', 'in', [firstDoc.id, second.F_DOC_ID])
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { document_id: firstDoc.id, doc_no: firstNo },
      { document_id: second.F_DOC_ID, doc_no: secondNo },
    ]);

    // Without a prefix the number is '<n>/<year>'.
    expect((await call('settingsUpdate', SECTION, { id: owner, record: { name_th: owned.name_th, doc_prefix: null } })).status).toBe(200);
    const third = await h.create(clerk.id, { subject: 'หนังสือไม่มีอักษรย่อ' });
    expect((await h.act(clerk.id, third.F_TRANS_ID, 'issueNumber')).F_DOC_NO).toMatch(/^\d+\/\d{4}$/);
  });
});

describe('manage-role', () => {
  it('assigns, changes and withdraws a role in a department, each with its audit row, beside rows others insert', async () => {
    const officer = await person('officer');
    const registry = await roleOfType('registry');
    // A row inserted elsewhere takes an identity key; the page's rows take the next ones.
    await t.db
      .insertInto('person_roles')
      .values({ person_id: officer.id, role_id: await roleOfType('executive'), department_id: root })
      .execute();

    const created = await call('settingsCreate', ROLE, { record: { person_id: officer.id, role_id: registry, department_id: root } });
    expect(created.status, created.json.message).toBe(200);
    const id = created.json.item!.id as number;
    expect(created.json.item).toMatchObject({ person_id: officer.id, person_id__label: `${officer.first_name} ${officer.last_name}`, role_id: registry });
    expect(await t.db.selectFrom('person_roles').selectAll().where('id', '=', id).executeTakeFirst()).toMatchObject({
      person_id: officer.id,
      role_id: registry,
      department_id: root,
    });
    expect((await auditsOf('settings.manage-role.create')).at(-1)!.detail).toMatchObject({ id });

    const other = officer.department_id!;
    const updated = await call('settingsUpdate', ROLE, { id, record: { person_id: officer.id, role_id: registry, department_id: other } });
    expect(updated.status, updated.json.message).toBe(200);
    expect((await auditsOf('settings.manage-role.update')).at(-1)!.detail).toMatchObject({ id, changes: { department_id: { from: root, to: other } } });

    expect((await call('settingsDelete', ROLE, { id })).status).toBe(200);
    expect(await t.db.selectFrom('person_roles').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await auditsOf('settings.manage-role.delete')).at(-1)!.detail).toMatchObject({ id, record: { person_id: officer.id } });
  });

  it('refuses a duplicate assignment (409 in Thai), an unknown person (400), and changes nothing', async () => {
    const officer = await person('officer');
    const existing = await t.db.selectFrom('person_roles').selectAll().where('person_id', '=', officer.id).orderBy('id').executeTakeFirstOrThrow();
    const before = await snapshot(ROLE);
    const duplicate = await call('settingsCreate', ROLE, {
      record: { person_id: officer.id, role_id: existing.role_id, department_id: existing.department_id },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.message).toBe('ผู้ใช้งานนี้ได้รับบทบาทนี้ในหน่วยงานนี้อยู่แล้ว');
    const unknown = await call('settingsCreate', ROLE, { record: { person_id: 999_999_999, role_id: existing.role_id, department_id: root } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual(['record.person_id']);
    expect(await snapshot(ROLE)).toEqual(before);
  });

  it('refuses a person without the permission (403)', async () => {
    const officer = await person('officer');
    const before = await snapshot(ROLE);
    expect((await call('settingsList', ROLE, {}, 'officer')).status).toBe(403);
    const refused = await call(
      'settingsCreate',
      ROLE,
      { record: { person_id: officer.id, role_id: await roleOfType('admin'), department_id: root } },
      'officer',
    );
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(SETTINGS_MSG.noWrite);
    expect(await snapshot(ROLE)).toEqual(before);
  });
});

describe('manage-admin', () => {
  it('lists only assignments of a role of type admin and offers only such roles', async () => {
    const adminRoles = (await t.db.selectFrom('roles').select('id').where('role_type', '=', 'admin').execute()).map((row) => row.id);
    const list = await call('settingsList', ADMIN, { size: 100 });
    expect(list.status).toBe(200);
    const expected = await t.db.selectFrom('person_roles').select('id').where('role_id', 'in', adminRoles).orderBy('id').execute();
    expect(list.json.items!.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(list.json.items!.map((row) => row.person_id)).toContain((await person('admin')).id);

    const options = await call('settingsOptions', ADMIN, { field: 'role_id' });
    expect((options.json.items as unknown as { value: number }[]).map((item) => item.value).sort()).toEqual([...adminRoles].sort());
    const officerRole = await t.db
      .selectFrom('person_roles')
      .select('id')
      .where('person_id', '=', (await person('officer')).id)
      .executeTakeFirstOrThrow();
    expect((await call('settingsRead', ADMIN, { id: officerRole.id })).status).toBe(404);
  });

  it('adds an administrator (who then may open every page) and removes them again, refusing a role of another type (400)', async () => {
    const officer = await person('officer');
    const before = await snapshot(ADMIN);
    const wrong = await call('settingsCreate', ADMIN, { record: { person_id: officer.id, role_id: await roleOfType('officer'), department_id: root } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual(['record.role_id']);
    expect(await snapshot(ADMIN)).toEqual(before);

    const added = await call('settingsCreate', ADMIN, { record: { person_id: officer.id, role_id: await roleOfType('admin'), department_id: root } });
    expect(added.status, added.json.message).toBe(200);
    const id = added.json.item!.id as number;
    expect((await auditsOf('settings.manage-admin.create')).at(-1)!.detail).toMatchObject({ id });
    expect((await call('settingsList', ORG, {}, 'officer')).status).toBe(200);
    const duplicate = await call('settingsCreate', ADMIN, { record: { person_id: officer.id, role_id: await roleOfType('admin'), department_id: root } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.message).toBe('ผู้ใช้งานนี้เป็นผู้ดูแลระบบในหน่วยงานนี้อยู่แล้ว');

    expect((await call('settingsDelete', ADMIN, { id })).status).toBe(200);
    expect((await auditsOf('settings.manage-admin.delete')).at(-1)!.detail).toMatchObject({ id });
    expect((await call('settingsList', ORG, {}, 'officer')).status).toBe(403);
  });

  it('refuses to leave the organisation without an administrator: removing, re-assigning or retyping the last one (409)', async () => {
    const admins = await call('settingsList', ADMIN, { size: 100 });
    expect(admins.json.items).toHaveLength(1);
    const last = admins.json.items![0]!;
    const adminRole = last.role_id as number;

    let before = await snapshot(ADMIN);
    const removed = await call('settingsDelete', ADMIN, { id: last.id });
    expect(removed.status).toBe(409);
    expect(removed.json.message).toBe(SETTINGS_MSG.lastAdministrator);
    const retyped = await call('settingsUpdate', ROLE, {
      id: last.id,
      record: { person_id: last.person_id, role_id: await roleOfType('officer'), department_id: root },
    });
    expect(retyped.status).toBe(409);
    expect(retyped.json.message).toBe(SETTINGS_MSG.lastAdministrator);
    expect((await call('settingsDelete', ROLE, { id: last.id })).json.message).toBe(SETTINGS_MSG.lastAdministrator);
    expect(await snapshot(ADMIN)).toEqual(before);

    before = await snapshot('role-type');
    const role = await t.db.selectFrom('roles').selectAll().where('id', '=', adminRole).executeTakeFirstOrThrow();
    const demoted = await call('settingsUpdate', 'role-type', {
      id: adminRole,
      record: { role_type: 'officer', name_th: role.name_th, name_en: role.name_en },
    });
    expect(demoted.status).toBe(409);
    expect(demoted.json.message).toBe(SETTINGS_MSG.lastAdministrator);
    expect(await snapshot('role-type')).toEqual(before);

    // With a second administrator, the first may go.
    const officer = await person('officer');
    const second = await call('settingsCreate', ADMIN, { record: { person_id: officer.id, role_id: adminRole, department_id: root } });
    expect(second.status).toBe(200);
    expect((await call('settingsDelete', ADMIN, { id: second.json.item!.id })).status).toBe(200);
  });
});

describe('user-account-close-permission', () => {
  it('lets a granted person who is no administrator disable an account (ending its sessions); others get 403', async () => {
    const clerk = await person('saraban');
    const officer = await person('officer');
    const officerToken = await signIn(t, 'officer');
    tokens.officerNow = officerToken;

    let before = await snapshot(USER_ACTIVE);
    expect((await call('settingsList', USER_ACTIVE, {}, 'saraban')).status).toBe(403);
    const refused = await call('settingsUpdate', USER_ACTIVE, { id: officer.id, record: { active: false } }, 'saraban');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(SETTINGS_MSG.noWrite);
    expect(await snapshot(USER_ACTIVE)).toEqual(before);

    const granted = await call('settingsCreate', CLOSE, { record: { person_id: clerk.id } });
    expect(granted.status, granted.json.message).toBe(200);
    const grantId = granted.json.item!.id as number;
    expect(await t.db.selectFrom('person_settings_grants').selectAll().where('id', '=', grantId).executeTakeFirst()).toEqual({
      id: grantId,
      person_id: clerk.id,
      permission: 'user-active',
      can_read: 1,
      can_write: 1,
    });
    expect((await auditsOf('settings.user-account-close-permission.create')).at(-1)!.detail).toMatchObject({ id: grantId });
    const duplicate = await call('settingsCreate', CLOSE, { record: { person_id: clerk.id } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.message).toBe('ผู้ใช้งานนี้ได้รับสิทธิ์ปิดบัญชีผู้ใช้งานอยู่แล้ว');

    // The grant opens user-active and nothing else.
    const pages = (await call('settingsPages', '', {}, 'saraban')).json.items!.map((item) => item.page);
    expect(pages).toEqual([USER_ACTIVE]);
    expect((await call('settingsList', ROLE, {}, 'saraban')).status).toBe(403);

    const disabled = await call('settingsUpdate', USER_ACTIVE, { id: officer.id, record: { active: false } }, 'saraban');
    expect(disabled.status, disabled.json.message).toBe(200);
    expect((await person('officer')).active).toBe(false);
    expect((await call('settingsPages', '', {}, 'officerNow')).status).toBe(401);
    expect((await auditsOf('settings.user-active.update')).at(-1)).toMatchObject({ person_id: clerk.id, detail: { id: officer.id } });

    // Not the last administrator, though.
    before = await snapshot(USER_ACTIVE);
    const admin = await person('admin');
    const lastAdmin = await call('settingsUpdate', USER_ACTIVE, { id: admin.id, record: { active: false } }, 'saraban');
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.json.message).toBe(SETTINGS_MSG.lastAdministrator);
    expect(await snapshot(USER_ACTIVE)).toEqual(before);

    expect((await call('settingsUpdate', USER_ACTIVE, { id: officer.id, record: { active: true } }, 'saraban')).status).toBe(200);
    tokens.officer = await signIn(t, 'officer');
  });

  it('lists only grants of closing accounts, is refused to a person without the permission, and withdrawing a grant takes the page away', async () => {
    const clerk = await person('saraban');
    const officer = await person('officer');
    await t.db.insertInto('person_settings_grants').values({ person_id: officer.id, permission: 'manage-role', can_write: 1 }).execute();
    const list = await call('settingsList', CLOSE, { size: 100 });
    expect(list.json.items!.map((row) => row.person_id)).toEqual([clerk.id]);
    // The person grant of another page counts for that page.
    expect((await call('settingsList', ROLE, {}, 'officer')).status).toBe(200);
    expect((await call('settingsList', USER_ACTIVE, {}, 'officer')).status).toBe(403);

    const before = await snapshot(CLOSE);
    expect((await call('settingsList', CLOSE, {}, 'officer')).status).toBe(403);
    expect((await call('settingsCreate', CLOSE, { record: { person_id: officer.id } }, 'saraban')).status).toBe(403);
    expect(await snapshot(CLOSE)).toEqual(before);

    const grant = list.json.items![0]!;
    expect((await call('settingsDelete', CLOSE, { id: grant.id })).status).toBe(200);
    expect((await auditsOf('settings.user-account-close-permission.delete')).at(-1)!.detail).toMatchObject({ id: grant.id });
    expect((await call('settingsUpdate', USER_ACTIVE, { id: officer.id, record: { active: false } }, 'saraban')).status).toBe(403);
    expect((await person('officer')).active).toBe(true);
  });
});
