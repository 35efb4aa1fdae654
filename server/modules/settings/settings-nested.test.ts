/**
 * Settings pages nested under another page's record (a declaration's scope), over HTTP against a
 * real database: a permission group's menu and settings-page grants
 * (users-group/menu-permission-group/{id}, two tables keyed by (group, menu) and (group,
 * permission)), and an application's menu entries (admin-application/menu-system/{id}). Every
 * call reaches only the rows of the parent its address names: a row of another parent is not
 * found, an unknown parent is 404, a create sets the parent; a grant given here is what the
 * person then gets in their header menu and settings pages; every change leaves an audit row.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { SETTINGS_PAGES, isTopPage, nestedPagesOf, settingsPageOf, settingsPermissionChoices } from '../../../engine/settings/settings-pages';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { SETTINGS_MSG } from './settings-messages';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'officer']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, unknown>;
type Reply = { status: string; message: string; item?: Row | Row[]; items?: Row[]; total?: number; fields?: string[] };

const call = (name: RouteName, page: string, body: unknown, token = tokens.admin) => settingsCall<Reply>(t.app, name, page, body, token);

const MENUS = 'menu-permission-group';
const GRANTS = 'settings-permission-group';
const ENTRIES = 'menu-system';

async function created(page: string, body: Row): Promise<Row> {
  const reply = await call('settingsCreate', page, body);
  expect(reply.status, reply.json.message).toBe(200);
  return reply.json.item as Row;
}

/** A new permission group for the officers (their role type), made through its own page. */
async function officerGroup(name: string): Promise<number> {
  return (await created('users-group', { record: { name_th: name, role_type: 'officer' } })).id as number;
}

const menuGrants = (groupId: number) => t.db.selectFrom('permission_group_menus').selectAll().where('group_id', '=', groupId).orderBy('menu_id').execute();
const settingsGrants = (groupId: number) =>
  t.db.selectFrom('permission_group_settings').selectAll().where('group_id', '=', groupId).orderBy('permission').execute();
const officerMenuIds = async () => ((await call('getMenus', '', {}, tokens.officer)).json.item as Row[]).map((menu) => menu.MENU_ID);
const officerPages = async () => (await call('settingsPages', '', {}, tokens.officer)).json.items!;
const auditsOf = (action: string) =>
  t.db.selectFrom('audit_log').select(['person_id', 'action', 'detail']).where('action', '=', action).orderBy('id').execute();
const detailOf = (row: { detail: unknown }) => (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Row;

describe('nested declarations', () => {
  it('sit under a top page by a column of their table the address fills, and two may share one address', () => {
    const nested = SETTINGS_PAGES.filter((page) => !isTopPage(page));
    expect(nested.map((page) => page.page).sort()).toEqual(
      [ENTRIES, MENUS, GRANTS, 'group-members', 'signTypeGroup', 'manage-columns', 'manage-function-book-display'].sort(),
    );
    for (const page of nested) {
      const parent = settingsPageOf(page.scope!.parent);
      expect(parent && isTopPage(parent), page.page).toBe(true);
      expect(Object.keys(page.record.schema.properties)).not.toContain(page.scope!.field);
    }
    expect(nestedPagesOf('users-group', 'menu-permission-group').map((page) => page.page)).toEqual([MENUS, GRANTS, 'group-members']);
    expect(nestedPagesOf('admin-application', 'menu-system').map((page) => page.page)).toEqual([ENTRIES]);
  });

  it('offer as settings permissions exactly the keys the top pages declare, never a nested page', () => {
    const permission = settingsPageOf(GRANTS)!.record.schema.properties.permission!;
    const keys = [...new Set(SETTINGS_PAGES.filter(isTopPage).flatMap((page) => [page.permission.read, page.permission.write]))];
    expect(permission.enum).toEqual(keys);
    expect(settingsPermissionChoices().find((choice) => choice.key === 'role-type')).toEqual({ key: 'role-type', titleKey: 'settings.pages.roleType.title' });
    expect(keys).not.toContain(GRANTS);
  });
});

describe('a permission group’s grants (users-group/menu-permission-group/{id})', () => {
  it('lists only the rows of the group its address names', async () => {
    const everyone = await call('settingsList', MENUS, { scope: 1, size: 100 });
    expect(everyone.status, everyone.json.message).toBe(200);
    expect(everyone.json.items!.map((row) => row.menu_id)).toEqual((await menuGrants(1)).map((row) => row.menu_id));
    expect(everyone.json.total).toBe((await menuGrants(1)).length);
    const registry = await call('settingsList', MENUS, { scope: 2 });
    expect(registry.json.items).toEqual([{ menu_id: 2, menu_id__label: 'sarabun', pm_query: 1, pm_manage: 1 }]);
    expect((await call('settingsList', GRANTS, { scope: 2 })).json).toMatchObject({ items: [], total: 0 });
  });

  it('gives the group a menu and a settings page: a create sets the group, and the person gets them', async () => {
    const group = await officerGroup('กลุ่มเจ้าหน้าที่ตั้งค่าบทบาท');
    expect(await officerMenuIds()).not.toContain(6);
    expect((await officerPages()).map((page) => page.page)).not.toContain('role-type');
    expect((await call('settingsList', 'role-type', {}, tokens.officer)).status).toBe(403);

    const menu = await created(MENUS, { scope: group, record: { menu_id: 6, pm_query: 1, pm_manage: 0 } });
    expect(menu).toEqual({ menu_id: 6, menu_id__label: 'settings', pm_query: 1, pm_manage: 0 });
    const grant = await created(GRANTS, { scope: group, record: { permission: 'role-type', can_read: 1, can_write: 0 } });
    expect(grant).toEqual({ permission: 'role-type', can_read: 1, can_write: 0 });
    expect(await menuGrants(group)).toEqual([{ group_id: group, menu_id: 6, pm_query: 1, pm_manage: 0 }]);
    expect(await settingsGrants(group)).toEqual([{ group_id: group, permission: 'role-type', can_read: 1, can_write: 0 }]);

    expect(await officerMenuIds()).toContain(6);
    expect(await officerPages()).toContainEqual({ page: 'role-type', canWrite: false });
    expect((await call('settingsList', 'role-type', {}, tokens.officer)).status).toBe(200);
    expect((await call('settingsCreate', 'role-type', { record: { role_type: 'officer', name_th: 'ก', name_en: 'A' } }, tokens.officer)).status).toBe(403);

    // Writing granted here lets them write; taking the grants away takes the menu and page away.
    const updated = await call('settingsUpdate', GRANTS, { scope: group, id: 'role-type', record: { permission: 'role-type', can_read: 1, can_write: 1 } });
    expect(updated.status, updated.json.message).toBe(200);
    expect(await officerPages()).toContainEqual({ page: 'role-type', canWrite: true });
    expect((await call('settingsDelete', MENUS, { scope: group, id: 6 })).status).toBe(200);
    expect((await call('settingsDelete', GRANTS, { scope: group, id: 'role-type' })).status).toBe(200);
    expect(await officerMenuIds()).not.toContain(6);
    expect((await officerPages()).map((page) => page.page)).not.toContain('role-type');
    expect(await menuGrants(group)).toEqual([]);
  });

  it('puts one person in a group: they get its grants, and only they', async () => {
    // A group of the administrators' role type: nobody else gets it but the people put in it.
    const group = (await created('users-group', { record: { name_th: 'กลุ่มเฉพาะบุคคล', role_type: 'admin' } })).id as number;
    await created(GRANTS, { scope: group, record: { permission: 'position-information', can_read: 1, can_write: 0 } });
    const officer = await t.db.selectFrom('people').select('id').where('username', '=', 'officer').executeTakeFirstOrThrow();
    const pagesOf = async (token = tokens.officer) => ((await call('settingsPages', '', {}, token)).json.items as Row[]).map((row) => row.page);
    const otherToken = await signIn(t, 'saraban');
    expect(await officerPages()).not.toContainEqual(expect.objectContaining({ page: 'position-information' }));

    const member = await created('group-members', { scope: group, record: { person_id: Number(officer.id) } });
    expect(member).toMatchObject({ person_id: Number(officer.id), person_id__label: expect.stringContaining(' ') });
    expect(await pagesOf()).toContain('position-information');
    expect(await pagesOf(otherToken)).not.toContain('position-information');
    const twice = await call('settingsCreate', 'group-members', { scope: group, record: { person_id: Number(officer.id) } });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('ผู้ใช้งานนี้อยู่ในกลุ่มสิทธิ์นี้แล้ว');

    expect((await call('settingsDelete', 'group-members', { scope: group, id: Number(officer.id) })).status).toBe(200);
    expect(await pagesOf()).not.toContain('position-information');
  });

  it('writes an audit row naming the group for every change', async () => {
    const group = await officerGroup('กลุ่มตรวจประวัติ');
    await created(MENUS, { scope: group, record: { menu_id: 5, pm_query: 1, pm_manage: 0 } });
    await call('settingsUpdate', MENUS, { scope: group, id: 5, record: { menu_id: 5, pm_query: 1, pm_manage: 1 } });
    await call('settingsDelete', MENUS, { scope: group, id: 5 });
    const admin = await t.db.selectFrom('people').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const mine = async (verb: string) =>
      (await auditsOf(`settings.${MENUS}.${verb}`)).filter((row) => {
        const detail = detailOf(row);
        return (detail.scope as Row | undefined)?.group_id === group || (detail.values as Row | undefined)?.group_id === group;
      });
    const [create] = await mine('create');
    expect(create).toMatchObject({ person_id: admin.id });
    expect(detailOf(create!)).toMatchObject({ page: MENUS, id: 5, values: { group_id: group, menu_id: 5 } });
    const [update] = await mine('update');
    expect(detailOf(update!)).toMatchObject({ id: 5, scope: { group_id: group }, changes: { pm_manage: { from: 0, to: 1 } } });
    const [remove] = await mine('delete');
    expect(detailOf(remove!)).toMatchObject({ id: 5, scope: { group_id: group }, record: { menu_id: 5, pm_manage: 1 } });
  });

  it('never reaches a row of another group through this group’s address (404, nothing changed)', async () => {
    const before = { everyone: await menuGrants(1), registry: await menuGrants(2) };
    const audits = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Menu 1 is granted to group 1, not to group 2.
    for (const [name, body] of [
      ['settingsRead', { scope: 2, id: 1 }],
      ['settingsUpdate', { scope: 2, id: 1, record: { menu_id: 1, pm_query: 1, pm_manage: 1 } }],
      ['settingsDelete', { scope: 2, id: 1 }],
    ] as const) {
      const reply = await call(name, MENUS, body);
      expect(reply.status, name).toBe(404);
      expect(reply.json.message).toBe(SETTINGS_MSG.unknownRecord);
    }
    expect({ everyone: await menuGrants(1), registry: await menuGrants(2) }).toEqual(before);
    const after = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(audits.n));
  });

  it('answers 404 for a group that does not exist, and 400 for a missing, malformed or misplaced parent', async () => {
    for (const [name, body] of [
      ['settingsList', { scope: 987654 }],
      ['settingsRead', { scope: 987654, id: 1 }],
      ['settingsCreate', { scope: 987654, record: { menu_id: 1, pm_query: 1, pm_manage: 0 } }],
      ['settingsUpdate', { scope: 3000000000, id: 1, record: { menu_id: 1, pm_query: 1, pm_manage: 0 } }],
      ['settingsDelete', { scope: 987654, id: 1 }],
    ] as const) {
      const reply = await call(name, MENUS, body);
      expect(reply.status, name).toBe(404);
      expect(reply.json.message).toBe(SETTINGS_MSG.unknownParent);
    }
    expect(await t.db.selectFrom('permission_group_menus').select('group_id').where('group_id', '=', 987654).execute()).toEqual([]);
    const missing = await call('settingsList', MENUS, {});
    expect(missing).toMatchObject({ status: 400, json: { fields: ['scope'] } });
    expect((await call('settingsList', MENUS, { scope: 'สอง' })).json.fields).toEqual(['scope']);
    const misplaced = await call('settingsList', 'role-type', { scope: 1 });
    expect(misplaced).toMatchObject({ status: 400, json: { message: SETTINGS_MSG.scopeNotNested, fields: ['scope'] } });
  });

  it('refuses a grant twice (409), a menu that does not exist and a permission no page declares (400)', async () => {
    const group = await officerGroup('กลุ่มทดสอบซ้ำ');
    await created(MENUS, { scope: group, record: { menu_id: 3, pm_query: 1, pm_manage: 0 } });
    const twice = await call('settingsCreate', MENUS, { scope: group, record: { menu_id: 3, pm_query: 1, pm_manage: 1 } });
    expect(twice).toMatchObject({ status: 409, json: { message: SETTINGS_MSG.duplicate } });
    const noMenu = await call('settingsCreate', MENUS, { scope: group, record: { menu_id: 4242, pm_query: 1, pm_manage: 0 } });
    expect(noMenu).toMatchObject({ status: 400, json: { fields: ['record.menu_id'] } });
    const noPage = await call('settingsCreate', GRANTS, { scope: group, record: { permission: 'no-such-page', can_read: 1, can_write: 0 } });
    expect(noPage).toMatchObject({ status: 400, json: { fields: ['record.permission'] } });
    // The scope column is the address's, never the record's.
    const smuggled = await call('settingsCreate', MENUS, { scope: group, record: { menu_id: 4, pm_query: 1, pm_manage: 0, group_id: 1 } });
    expect(smuggled).toMatchObject({ status: 400, json: { fields: ['record.group_id'] } });
    expect((await menuGrants(group)).map((row) => row.menu_id)).toEqual([3]);
  });

  it('refuses a person without the group page’s permission (403) and changes nothing', async () => {
    const before = await menuGrants(1);
    for (const [name, body, message] of [
      ['settingsList', { scope: 1 }, SETTINGS_MSG.noRead],
      ['settingsRead', { scope: 1, id: 1 }, SETTINGS_MSG.noRead],
      ['settingsCreate', { scope: 1, record: { menu_id: 6, pm_query: 1, pm_manage: 1 } }, SETTINGS_MSG.noWrite],
      ['settingsUpdate', { scope: 1, id: 1, record: { menu_id: 1, pm_query: 1, pm_manage: 1 } }, SETTINGS_MSG.noWrite],
      ['settingsDelete', { scope: 1, id: 1 }, SETTINGS_MSG.noWrite],
    ] as const) {
      const reply = await call(name, MENUS, body, tokens.officer);
      expect(reply.status, name).toBe(403);
      expect(reply.json.message).toBe(message);
    }
    expect(await menuGrants(1)).toEqual(before);
    expect((await officerPages()).map((page) => page.page)).not.toContain(MENUS);
  });
});

describe('an application’s menu entries (admin-application/menu-system/{id})', () => {
  it('lists, adds and changes only the entries of the application its address names', async () => {
    const app = (await created('admin-application', { record: { name_th: 'ระบบทดสอบ', sort_order: 9, active: true } })).id as number;
    const listed = await call('settingsList', ENTRIES, { scope: 1, size: 100 });
    expect(listed.json.items!.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await call('settingsList', ENTRIES, { scope: app })).json.total).toBe(0);

    const entry = await created(ENTRIES, { scope: app, record: { action: 'manual', icon: 'MenuBook', name_eng: 'menu.manual', sort_order: 1 } });
    const stored = await t.db
      .selectFrom('menus')
      .selectAll()
      .where('id', '=', entry.id as number)
      .executeTakeFirstOrThrow();
    expect(stored.application_id).toBe(app);
    expect((await call('settingsList', ENTRIES, { scope: app })).json.items!.map((row) => row.id)).toEqual([entry.id]);
    // Entry 1 belongs to the first application: not readable nor changeable through the new one.
    expect((await call('settingsRead', ENTRIES, { scope: app, id: 1 })).status).toBe(404);
    const moved = await call('settingsUpdate', ENTRIES, { scope: app, id: 1, record: { action: 'x', icon: 'X', name_eng: 'menu.x', sort_order: 1 } });
    expect(moved.status).toBe(404);
    expect((await t.db.selectFrom('menus').select('action').where('id', '=', 1).executeTakeFirstOrThrow()).action).toBe('portal');
    // An application that still has entries is not deleted.
    const refused = await call('settingsDelete', 'admin-application', { id: app });
    expect(refused.status).toBe(409);
    expect((await call('settingsDelete', ENTRIES, { scope: app, id: entry.id })).status).toBe(200);
    expect((await call('settingsDelete', 'admin-application', { id: app })).status).toBe(200);
  });

  it('takes an application’s entries out of everyone’s header menu while it is switched off', async () => {
    const everyone = await officerMenuIds();
    expect(everyone).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    const off = await call('settingsUpdate', 'admin-application', { id: 1, record: { name_th: 'ระบบสารบรรณอิเล็กทรอนิกส์', sort_order: 1, active: false } });
    expect(off.status, off.json.message).toBe(200);
    expect(await officerMenuIds()).toEqual([]);
    await call('settingsUpdate', 'admin-application', { id: 1, record: { name_th: 'ระบบสารบรรณอิเล็กทรอนิกส์', sort_order: 1, active: true } });
    expect(await officerMenuIds()).toEqual(everyone);
    const audits = await auditsOf('settings.admin-application.update');
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses the entries to a person without the applications page’s permission (403)', async () => {
    expect((await call('settingsList', ENTRIES, { scope: 1 }, tokens.officer)).status).toBe(403);
    const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM menus`.execute(t.db);
    const reply = await call('settingsCreate', ENTRIES, { scope: 1, record: { action: 'x', icon: 'X', name_eng: 'menu.x', sort_order: 1 } }, tokens.officer);
    expect(reply.status).toBe(403);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM menus`.execute(t.db)).rows).toEqual(count.rows);
  });
});
