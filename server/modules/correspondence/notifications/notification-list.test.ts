/**
 * notification-list: the all-notifications page's call. One page of the person's own
 * notifications, newest first, all or only unread or read ones, with the unread count; another
 * person's notifications never show, and bad input is refused with a Thai message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import type { NotificationAlert } from '../../../../schemas/generated/api/notification-alert';
import { createTestApp, postForm, signIn, type TestApp } from '../../../test-support/test-app';
import { MODULE } from './notifications';
import { seedCorrespondence } from '../seed';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
type Page = {
  status: string;
  message: string;
  items: NotificationAlert[];
  total: number;
  totalAlert: number;
  page: number;
  pageSize: number;
  fields?: string[];
};

beforeAll(async () => {
  t = await createTestApp();
  await seedCorrespondence(t.db, t.tenant.manifest);
  for (const username of ['saraban', 'officer']) {
    ids[username] = (await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    tokens[username] = await signIn(t, username);
  }
  // The clerk's own: five notifications, two of them read; the officer's one never shows to the clerk.
  await t.db.deleteFrom('notifications').where('person_id', 'in', [ids.saraban!, ids.officer!]).execute();
  const base = Date.parse('2025-03-01T03:00:00Z');
  await t.db
    .insertInto('notifications')
    .values([
      ...Array.from({ length: 5 }, (_, i) => ({
        person_id: ids.saraban!,
        module: MODULE,
        data_html: `แจ้งเตือนที่ ${i + 1}`,
        is_read: i < 2,
        created_at: new Date(base + i * 60_000),
      })),
      { person_id: ids.officer!, module: MODULE, data_html: 'ของเจ้าหน้าที่', is_read: false, created_at: new Date(base) },
    ])
    .execute();
}, 120_000);
afterAll(async () => t?.close());

const list = (who: string, fields: Record<string, string> = {}) => postForm(t.app, ROUTES.notificationList.path, fields, { token: tokens[who] });
const pageOf = async (who: string, fields: Record<string, string> = {}) => {
  const reply = await list(who, fields);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<Page>();
};

describe('notification-list', () => {
  it("lists the person's own notifications newest first, with the unread count", async () => {
    const page = await pageOf('saraban');
    expect(page).toMatchObject({ total: 5, totalAlert: 3, page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.NN_DATA)).toEqual(['แจ้งเตือนที่ 5', 'แจ้งเตือนที่ 4', 'แจ้งเตือนที่ 3', 'แจ้งเตือนที่ 2', 'แจ้งเตือนที่ 1']);
    const officer = await pageOf('officer');
    expect(officer.items.map((item) => item.NN_DATA)).toEqual(['ของเจ้าหน้าที่']);
  });

  it('shows only unread or only read ones, and pages on the server', async () => {
    const unread = await pageOf('saraban', { read: 'unread' });
    expect(unread).toMatchObject({ total: 3, totalAlert: 3 });
    expect(unread.items.every((item) => !item.IS_READ)).toBe(true);
    const read = await pageOf('saraban', { read: 'read', MODULE: 'SARABAN' });
    expect(read.items.map((item) => item.NN_DATA)).toEqual(['แจ้งเตือนที่ 2', 'แจ้งเตือนที่ 1']);
    const second = await pageOf('saraban', { page: '2', pageSize: '2' });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.NN_DATA)).toEqual(['แจ้งเตือนที่ 3', 'แจ้งเตือนที่ 2']);
  });

  it('refuses bad input with a Thai message naming the field', async () => {
    for (const [fields, field] of [
      [{ read: 'maybe' }, 'read'],
      [{ page: '0' }, 'page'],
      [{ pageSize: '101' }, 'pageSize'],
      [{ person_id: '1' }, 'person_id'],
    ] as const) {
      const reply = await list('saraban', fields);
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      expect(reply.json<Page>().fields).toEqual([field]);
      expect(reply.json<Page>().message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await pageOf('saraban')).totalAlert).toBe(3);
  });
});
