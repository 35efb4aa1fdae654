/**
 * The audit pages (history-activity, activity-system-log) over HTTP against a real database:
 * each shows its own kinds of audit rows, newest first, with the person's name; the declared
 * filters (person, action, date range in Thailand's days) narrow the list and the CSV export
 * alike; a malformed filter answers 400 in Thai naming it; the export is UTF-8 with a BOM, Thai
 * headers and labels, formula cells kept as text, refused without the read permission, and is
 * itself audited; and neither page can be written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePath } from '../../../engine/api/route-path';
import { type RouteName } from '../../../engine/api/routes';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { audit } from '../identity/audit';
import { FILTER_MSG } from './settings-filters';
import { SETTINGS_MSG } from './settings-messages';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

type Row = Record<string, unknown>;
type Reply = { status: string; message: string; items?: Row[]; total?: number; fields?: string[] };

const HISTORY = 'history-activity';
const SYSTEM = 'activity-system-log';

const call = (name: RouteName, page: string, body: unknown, token = tokens.admin) => settingsCall<Reply>(t.app, name, page, body, token);

const list = (page: string, filters: Record<string, unknown>, token?: string) => call('settingsList', page, { size: 100, filters }, token);

function exportCsv(page: string, fields: Record<string, string>, token = tokens.admin) {
  const query = new URLSearchParams(fields).toString();
  return t.app.inject({ method: 'GET', url: `${routePath('settingsExport', { page })}?${query}`, headers: { authorization: `Bearer ${token}` } });
}

/** Rows of 2020, far from the rows the tests' own sign-ins write. */
const row = (person: string | null, action: string, at: string, ip: string | null = '10.0.0.1', detail: Record<string, unknown> = {}) =>
  audit(t.db, { personId: person ? ids[person]! : null, action, ip, now: new Date(at), detail });

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'officer']) {
    tokens[username] = await signIn(t, username);
    ids[username] = Number((await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  }
  await row('officer', 'sign-in', '2020-01-10T02:00:00Z');
  await row('officer', 'sarabun.send', '2020-01-15T16:30:00Z', '=HYPERLINK("http://x")', { header: 'ส่งหนังสือ เรื่อง ทดสอบ' }); // 23:30 on the 15th in Bangkok
  await row('admin', 'sign-in', '2020-01-15T17:10:00Z'); // 00:10 on the 16th in Bangkok
  await row('admin', 'settings.role-type.update', '2020-01-15T03:00:00Z', '10.0.0.2', { page: 'role-type', id: 1 });
  await row('admin', 'settingsx', '2020-01-15T03:00:00Z'); // not of the settings family
  await row(null, 'password-reset-requested', '2020-01-20T03:00:00Z');
}, 120_000);
afterAll(() => t?.close());

const in2020 = { atFrom: '2020-01-01', atTo: '2020-12-31' };

describe('the audit pages', () => {
  it('each show their own kinds of rows, newest first, with the person by name and the time as an instant', async () => {
    const usage = await list(HISTORY, in2020);
    expect(usage.status, usage.json.message).toBe(200);
    expect(usage.json.items!.map((item) => item.action)).toEqual(['password-reset-requested', 'sign-in', 'sarabun.send', 'sign-in']);
    const officer = await t.db.selectFrom('people').select('full_name').where('id', '=', ids.officer!).executeTakeFirstOrThrow();
    expect(usage.json.items![2]).toMatchObject({ person_id: ids.officer, person_id__label: officer.full_name, at: '2020-01-15T16:30:00.000Z' });
    expect(JSON.parse(String(usage.json.items![2]!.detail))).toEqual({ header: 'ส่งหนังสือ เรื่อง ทดสอบ' });

    const changes = await list(SYSTEM, in2020);
    expect(changes.json.items!.map((item) => item.action)).toEqual(['settings.role-type.update']);
  });

  it('narrow by person, action and Thai days', async () => {
    const byPerson = await list(HISTORY, { ...in2020, person: ids.officer });
    expect(byPerson.status, byPerson.json.message).toBe(200);
    expect(byPerson.json.items!.map((item) => item.action)).toEqual(['sarabun.send', 'sign-in']);
    const byAction = await list(HISTORY, { ...in2020, action: 'sign-in' });
    expect(byAction.json.items!.map((item) => [item.action, item.person_id])).toEqual([
      ['sign-in', ids.admin],
      ['sign-in', ids.officer],
    ]);
    const family = await list(HISTORY, { ...in2020, action: 'sarabun' });
    expect(family.json.items!.map((item) => item.action)).toEqual(['sarabun.send']);
    // The 15th in Bangkok runs from 17:00Z on the 14th to 17:00Z on the 15th.
    const day = await list(HISTORY, { atFrom: '2020-01-15', atTo: '2020-01-15' });
    expect(day.json.items!.map((item) => item.at)).toEqual(['2020-01-15T16:30:00.000Z']);
    expect((await list(HISTORY, { atFrom: '2020-01-16', atTo: '2020-01-16' })).json.items!.map((item) => item.at)).toEqual(['2020-01-15T17:10:00.000Z']);
    const onlyTo = await list(HISTORY, { atTo: '2020-01-10' });
    expect(onlyTo.json.total).toBe(1);
  });

  it('refuse a malformed filter with 400 in Thai, naming it', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ person: 'officer' }, 'filters.person', FILTER_MSG.invalid('ผู้ใช้งาน')],
      [{ atFrom: '2020-02-30' }, 'filters.atFrom', FILTER_MSG.date('ช่วงวันที่')],
      [{ atFrom: '2020-02-01', atTo: '2020-01-01' }, 'filters.atFrom', FILTER_MSG.range('ช่วงวันที่')],
      [{ action: 'settings' }, 'filters.action', FILTER_MSG.choice('การดำเนินการ')],
      [{ ip: '10.0.0.1' }, 'filters.ip', FILTER_MSG.unknown('ip')],
    ];
    for (const [filters, field, message] of cases) {
      const reply = await list(HISTORY, filters);
      expect(reply.status, JSON.stringify(filters)).toBe(400);
      expect(reply.json).toMatchObject({ status: 'error', message, fields: [field] });
    }
  });

  it('cannot be written by anyone, the administrator included', async () => {
    const [id] = (await list(HISTORY, in2020)).json.items!.map((item) => item.id);
    expect((await call('settingsCreate', HISTORY, { record: { action: 'sign-in' } })).status).toBe(403);
    expect((await call('settingsUpdate', HISTORY, { id, record: { action: 'sign-out' } })).status).toBe(403);
    const removed = await call('settingsDelete', SYSTEM, { id });
    expect(removed.json).toMatchObject({ status: 'error', message: SETTINGS_MSG.notOffered });
    expect(removed.status).toBe(403);
  });

  it('are closed to a person without the permission', async () => {
    expect((await list(HISTORY, {}, tokens.officer)).status).toBe(403);
    const reply = await exportCsv(HISTORY, {}, tokens.officer);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ status: 'error', message: SETTINGS_MSG.noRead });
  });
});

describe('the export', () => {
  it('is the filtered rows as UTF-8 CSV with a BOM, Thai headers and labels, formulas kept as text, and is audited', async () => {
    const filters = JSON.stringify({ person: ids.officer, ...in2020 });
    const reply = await exportCsv(HISTORY, { filters });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toContain('history-activity');
    const bytes = reply.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('วันและเวลา,ผู้ใช้งาน,การดำเนินการ,รายละเอียด,หมายเลขไอพี');
    expect(lines).toHaveLength(3);
    const officer = await t.db.selectFrom('people').select('full_name').where('id', '=', ids.officer!).executeTakeFirstOrThrow();
    // Newest first: the send at 23:30 on 15 January 2563 (Buddhist era), its IP cell a formula made text.
    expect(lines[1]).toContain(`15 ม.ค. 2563 23:30 น.,${officer.full_name},ส่งหนังสือ,`);
    expect(lines[1]!.endsWith(`,"'=HYPERLINK(""http://x"")"`)).toBe(true);
    expect(lines[2]).toContain(',เข้าสู่ระบบ,');

    const exported = await t.db
      .selectFrom('audit_log')
      .select(['person_id', 'detail'])
      .where('action', '=', 'settings.history-activity.export')
      .executeTakeFirstOrThrow();
    expect(Number(exported.person_id)).toBe(ids.admin);
    expect(exported.detail).toMatchObject({ page: HISTORY, rows: 2, filters: { person: ids.officer, ...in2020 } });
  });

  it('shows an engine write by its verb and page title', async () => {
    const reply = await exportCsv(SYSTEM, { filters: JSON.stringify(in2020) });
    const lines = reply.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['แก้ไขรายการ: ประเภทบทบาท']);
  });

  it('refuses malformed filters with 400 and writes no audit row', async () => {
    const before = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const filters of ['{not json', '[1]', JSON.stringify({ person: 'x' })]) {
      const reply = await exportCsv(HISTORY, { filters });
      expect(reply.statusCode, filters).toBe(400);
      expect(reply.json().message).toMatch(/[ก-๙]/);
    }
    const after = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
