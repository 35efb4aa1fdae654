/**
 * The settings engine's calls over HTTP, for every declared page, against a real database:
 * permission on every call (403, nothing changes), bad input (400 naming the field), unknown
 * page or record (404), in-use refusal (409 with the declaration's message, nothing changes),
 * one audit row per change, read-only grants, search and paging.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { settingsPageOf, type SettingsPage } from '../../../engine/settings/settings-pages';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { createRecord } from './settings-engine';
import { SETTINGS_MSG } from './settings-messages';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'officer']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Reply = { status: string; message: string; item?: Record<string, unknown>; items?: Record<string, unknown>[]; total?: number; fields?: string[] };

const call = (name: RouteName, page: string, body: unknown, as = 'admin') => settingsCall<Reply>(t.app, name, page, body, tokens[as]);

const personId = async (username: string) => (await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

async function snapshot(page: SettingsPage) {
  const rows = await sql`SELECT * FROM ${sql.table(page.record.table)} ORDER BY ${sql.ref(page.record.key)}`.execute(t.db);
  const audit = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows: rows.rows, audits: Number(audit.n) };
}

async function auditRows(action: string) {
  return t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
}

/** For each page: a valid record, a malformed value, and a record that is in use with how to make it so. */
interface Case {
  page: string;
  valid: Record<string, unknown>;
  changed: Record<string, unknown>;
  malformed: { field: string; value: unknown };
  missing: string;
  /** Makes the record `id` in use. */
  use: (id: number) => Promise<void>;
}

const CASES: Case[] = [
  {
    page: 'role-type',
    valid: { role_type: 'officer', name_th: 'นักทดสอบระบบ', name_en: 'System tester' },
    changed: { role_type: 'registry', name_th: 'นักทดสอบระบบอาวุโส', name_en: 'Senior system tester' },
    malformed: { field: 'role_type', value: 'boss' },
    missing: 'name_th',
    use: async (id) => {
      const officer = await t.db.selectFrom('people').select(['id', 'department_id']).where('username', '=', 'officer').executeTakeFirstOrThrow();
      await t.db.insertInto('person_roles').values({ person_id: officer.id, role_id: id, department_id: officer.department_id! }).execute();
    },
  },
  {
    page: 'users-group',
    valid: { name_th: 'กลุ่มทดสอบ', role_type: null },
    changed: { name_th: 'กลุ่มทดสอบสารบรรณ', role_type: 'registry' },
    malformed: { field: 'name_th', value: 'ก'.repeat(201) },
    missing: 'name_th',
    use: async (id) => {
      await t.db
        .insertInto('person_permission_groups')
        .values({ person_id: await personId('officer'), group_id: id })
        .execute();
    },
  },
  {
    page: 'admin-application',
    valid: { name_th: 'แอปพลิเคชันทดสอบ', sort_order: 7, active: true },
    changed: { name_th: 'แอปพลิเคชันทดสอบสอง', sort_order: 8, active: false },
    malformed: { field: 'sort_order', value: '7' },
    missing: 'name_th',
    use: async (id) => {
      await t.db
        .insertInto('menus')
        .values({ id: 900, action: 'testPage', icon: 'Star', name_eng: 'menu.testPage', sort_order: 7, application_id: id })
        .execute();
    },
  },
];

describe.each(CASES)('settings page $page', (c) => {
  const page = settingsPageOf(c.page)!;
  const key = page.record.key;

  it('refuses every call of a person without the permission (403) and changes nothing', async () => {
    const created = await call('settingsCreate', c.page, { record: c.valid });
    expect(created.status).toBe(200);
    const id = created.json.item![key];
    const before = await snapshot(page);
    const calls: [RouteName, unknown, string][] = [
      ['settingsList', {}, SETTINGS_MSG.noRead],
      ['settingsRead', { id }, SETTINGS_MSG.noRead],
      ['settingsCreate', { record: c.valid }, SETTINGS_MSG.noWrite],
      ['settingsUpdate', { id, record: c.changed }, SETTINGS_MSG.noWrite],
      ['settingsDelete', { id }, SETTINGS_MSG.noWrite],
    ];
    for (const [name, body, message] of calls) {
      const reply = await call(name, c.page, body, 'officer');
      expect(reply.status, name).toBe(403);
      expect(reply.json).toMatchObject({ status: 'error', message });
    }
    expect(await snapshot(page)).toEqual(before);
    expect((await call('settingsPages', '', {}, 'officer')).json.items!.map((item) => item.page)).not.toContain(c.page);
  });

  it('refuses an unknown field, a malformed value and a missing required field (400 naming it) and writes nothing', async () => {
    const before = await snapshot(page);
    const bad: [Record<string, unknown>, string][] = [
      [{ ...c.valid, bogus: 1 }, 'record.bogus'],
      [{ ...c.valid, [c.malformed.field]: c.malformed.value }, `record.${c.malformed.field}`],
      [Object.fromEntries(Object.entries(c.valid).filter(([field]) => field !== c.missing)), `record.${c.missing}`],
    ];
    for (const [record, field] of bad) {
      const created = await call('settingsCreate', c.page, { record });
      expect(created.status, field).toBe(400);
      expect(created.json.fields).toEqual([field]);
      expect(created.json.message).toMatch(/ช่อง/);
      const updated = await call('settingsUpdate', c.page, { id: before.rows.length > 0 ? (before.rows[0] as Record<string, unknown>)[key] : 1, record });
      expect(updated.status, field).toBe(400);
      expect(updated.json.fields).toEqual([field]);
    }
    // The key itself: an integer key given as text.
    expect((await call('settingsRead', c.page, { id: 'x' })).json.fields).toEqual(['id']);
    expect(await snapshot(page)).toEqual(before);
  });

  it('answers 404 for an unknown record, and writes nothing', async () => {
    const before = await snapshot(page);
    for (const [name, body] of [
      ['settingsRead', { id: 999_999 }],
      ['settingsUpdate', { id: 999_999, record: c.valid }],
      ['settingsDelete', { id: 999_999 }],
      // Beyond the integer column's range: no such record either, not a database error.
      ['settingsRead', { id: Number.MAX_SAFE_INTEGER }],
      ['settingsUpdate', { id: Number.MAX_SAFE_INTEGER, record: c.valid }],
      ['settingsDelete', { id: Number.MAX_SAFE_INTEGER }],
    ] as [RouteName, unknown][]) {
      const reply = await call(name, c.page, body);
      expect(reply.status, `${name} ${JSON.stringify(body)}`).toBe(404);
      expect(reply.json.message).toBe(SETTINGS_MSG.unknownRecord);
    }
    expect(await snapshot(page)).toEqual(before);
  });

  it('creates, reads, updates and deletes, writing exactly one audit row for each change', async () => {
    const created = await call('settingsCreate', c.page, { record: c.valid });
    expect(created.status).toBe(200);
    const id = created.json.item![key] as number;
    expect(created.json.item).toEqual({ [key]: id, ...c.valid });
    expect((await auditRows(`settings.${c.page}.create`)).filter((row) => (row.detail as { id: number }).id === id)).toHaveLength(1);

    expect((await call('settingsRead', c.page, { id })).json.item).toEqual({ [key]: id, ...c.valid });

    const updated = await call('settingsUpdate', c.page, { id, record: c.changed });
    expect(updated.status).toBe(200);
    expect(updated.json.item).toEqual({ [key]: id, ...c.changed });
    const updates = (await auditRows(`settings.${c.page}.update`)).filter((row) => (row.detail as { id: number }).id === id);
    expect(updates).toHaveLength(1);
    const admin = await personId('admin');
    expect(updates[0]!.person_id).toBe(admin);

    const deleted = await call('settingsDelete', c.page, { id });
    expect(deleted.status).toBe(200);
    expect(deleted.json.item).toEqual({ id, deactivated: false });
    expect((await auditRows(`settings.${c.page}.delete`)).filter((row) => (row.detail as { id: number }).id === id)).toHaveLength(1);
    expect((await call('settingsRead', c.page, { id })).status).toBe(404);
  });

  it("refuses to delete a record in use (409 with the declaration's message) and changes nothing", async () => {
    const id = (await call('settingsCreate', c.page, { record: c.valid })).json.item![key] as number;
    await c.use(id);
    const before = await snapshot(page);
    const reply = await call('settingsDelete', c.page, { id });
    expect(reply.status).toBe(409);
    expect(page.delete.mode).toBe('refuse-in-use');
    if (page.delete.mode === 'refuse-in-use') expect(reply.json.message).toBe(page.delete.inUse[0]!.message);
    expect(await snapshot(page)).toEqual(before);
  });

  it('lets a group granted read list and read but not write; a write grant lets it write', async () => {
    const group = (await call('settingsCreate', 'users-group', { record: { name_th: `อ่าน ${c.page}`, role_type: null } })).json.item!.id as number;
    await t.db
      .insertInto('person_permission_groups')
      .values({ person_id: await personId('officer'), group_id: group })
      .execute();
    await t.db.insertInto('permission_group_settings').values({ group_id: group, permission: page.permission.read, can_read: 1, can_write: 0 }).execute();
    try {
      expect((await call('settingsPages', '', {}, 'officer')).json.items).toContainEqual({ page: c.page, canWrite: false });
      const list = await call('settingsList', c.page, {}, 'officer');
      expect(list.status).toBe(200);
      const id = list.json.items![0]![key];
      expect((await call('settingsRead', c.page, { id }, 'officer')).status).toBe(200);
      const before = await snapshot(page);
      expect((await call('settingsCreate', c.page, { record: c.valid }, 'officer')).status).toBe(403);
      expect((await call('settingsUpdate', c.page, { id, record: c.changed }, 'officer')).status).toBe(403);
      expect((await call('settingsDelete', c.page, { id }, 'officer')).status).toBe(403);
      expect(await snapshot(page)).toEqual(before);

      await t.db.updateTable('permission_group_settings').set({ can_write: 1 }).where('group_id', '=', group).execute();
      expect((await call('settingsPages', '', {}, 'officer')).json.items).toContainEqual({ page: c.page, canWrite: true });
      expect((await call('settingsCreate', c.page, { record: c.valid }, 'officer')).status).toBe(200);
    } finally {
      await t.db.deleteFrom('person_permission_groups').where('group_id', '=', group).execute();
      await t.db.deleteFrom('permission_groups').where('id', '=', group).execute();
    }
  });

  it('pages and searches the list: the pages together hold every matching record once', async () => {
    const all = await snapshot(page);
    const ids: unknown[] = [];
    let total = -1;
    for (let n = 1; n <= Math.ceil(all.rows.length / 10) + 1; n++) {
      const reply = await call('settingsList', c.page, { page: n, size: 10 });
      expect(reply.status).toBe(200);
      total = reply.json.total!;
      ids.push(...reply.json.items!.map((item) => item[key]));
    }
    expect(total).toBe(all.rows.length);
    expect(ids).toEqual(all.rows.map((row) => (row as Record<string, unknown>)[key]));

    const field = page.search[0]!;
    const sample = String((all.rows[0] as Record<string, unknown>)[field]);
    const text = sample.slice(1, 4).toUpperCase();
    const found = await call('settingsList', c.page, { search: text, size: 100 });
    expect(found.json.items!.length).toBeGreaterThan(0);
    expect(found.json.total).toBe(found.json.items!.length);
    for (const item of found.json.items!) {
      expect(
        page.search.some((f) =>
          String(item[f] ?? '')
            .toLowerCase()
            .includes(text.toLowerCase()),
        ),
      ).toBe(true);
    }
    // % and _ are literal, not wildcards.
    expect((await call('settingsList', c.page, { search: '%' })).json.total).toBe(0);
    expect((await call('settingsList', c.page, { size: 7 })).status).toBe(400);
  });
});

describe('settings calls', () => {
  it('answer 404 for a page that is not declared', async () => {
    for (const [name, body] of [
      ['settingsList', {}],
      ['settingsRead', { id: 1 }],
      ['settingsCreate', { record: {} }],
      ['settingsUpdate', { id: 1, record: {} }],
      ['settingsDelete', { id: 1 }],
    ] as [RouteName, unknown][]) {
      const reply = await call(name, 'no-such-page', body);
      expect(reply.status, name).toBe(404);
      expect(reply.json.message).toBe(SETTINGS_MSG.unknownPage);
    }
  });

  it('list every page for the administrator, writable', async () => {
    const reply = await call('settingsPages', '', {});
    expect(reply.json.items).toEqual(expect.arrayContaining(CASES.map((c) => ({ page: c.page, canWrite: true }))));
  });

  it('answer 409 for a duplicate key, and write nothing', async () => {
    // A page whose key the person types: the primary key refuses a second record with it.
    const roleType = settingsPageOf('role-type')!;
    const typedKey: SettingsPage = {
      ...roleType,
      record: {
        ...roleType.record,
        keyGenerated: false,
        schema: { ...roleType.record.schema, properties: { ...roleType.record.schema.properties, id: { type: 'integer', title: 'settings.fields.id' } } },
      },
    };
    const before = await snapshot(roleType);
    const actor = { personId: await personId('admin'), ip: null, now: new Date() };
    await expect(createRecord(t.db, typedKey, { id: 2, role_type: 'admin', name_th: 'ซ้ำ', name_en: 'Duplicate' }, actor)).rejects.toMatchObject({
      statusCode: 409,
      message: SETTINGS_MSG.duplicate,
    });
    expect(await snapshot(roleType)).toEqual(before);
  });
});
