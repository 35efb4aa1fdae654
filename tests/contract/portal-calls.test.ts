/**
 * The engine's portal calls (engine/api/portal-calls.ts) against the real server: the same
 * paths, field names and reply shapes the dashboard will rely on, over real HTTP. A reply's
 * shape is checked against its reply schema as the client receives it.
 */
import type { AddressInfo } from 'node:net';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReply } from '../../engine/api/call-route';
import { createApiClient } from '../../engine/api/client';
import { notificationSummaryOf, menusOf, portalCalls, type PortalCalls } from '../../engine/api/portal-calls';
import type { ApiSchemaName } from '../../schemas/generated/api';
import { apiSchema } from '../../server/http/api-schemas';
import { seedCorrespondence } from '../../server/modules/correspondence/seed';
import { createTestApp, signIn, type TestApp } from '../../server/test-support/test-app';

let t: TestApp;
let calls: PortalCalls;
let personId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedCorrespondence(t.db, t.tenant.manifest);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const token = await signIn(t, 'saraban');
  personId = (await t.db.selectFrom('people').select('id').where('username', '=', 'saraban').executeTakeFirstOrThrow()).id;
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  calls = portalCalls(createApiClient({ origin, getToken: () => token }));
}, 120_000);
afterAll(async () => t?.close());

// Draft-07 (Ajv's default), every object closed as its schema writes it: an unknown field fails.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });

/** The problems of a reply against its schema, or '' when it matches. */
function schemaProblems(name: ApiSchemaName, reply: unknown): string {
  const validate = ajv.compile(apiSchema(name));
  return validate(reply) ? '' : ajv.errorsText(validate.errors);
}

/** The reply as a success; anything else fails the test with the server's message. */
function succeeded<T extends { status: 'success' }>(reply: T | ErrorReply): T {
  if (reply.status !== 'success') throw new Error(`expected a success reply, got: ${reply.message}`);
  return reply;
}

describe('portal calls against the server', () => {
  it('get-todo-lists: the tenant queues with CODE, TITLE, COUNT, COLOR, ICON, TABLE_HEADER, DOCUMENT', async () => {
    const reply = await calls.getTodoLists();
    expect(reply.status).toBe('success');
    expect(succeeded(reply).items.map((q) => q.CODE)).toEqual(t.tenant.manifest.dashboard.queues);
    expect(schemaProblems('todo-tiles.reply', reply)).toBe('');
  });

  it('sarabun/get-todo-list: a page of rows with the page size asked', async () => {
    const tiles = succeeded(await calls.getTodoLists()).items;
    const busiest = [...tiles].sort((a, b) => b.COUNT - a.COUNT)[0]!;
    const reply = await calls.getTodoList({ typeCode: busiest.CODE, pageSize: 10 });
    expect(reply.status).toBe('success');
    const page = succeeded(reply);
    expect(page.total).toBe(busiest.COUNT);
    expect(page.items.length).toBe(Math.min(10, busiest.COUNT));
  });

  it('get-todo-list with an unknown queue resolves to an error envelope', async () => {
    const reply = await calls.getTodoList({ typeCode: 'nope' as never });
    expect(reply.status).toBe('error');
    expect(reply.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('get-dashboard: eight groups, each with items; one group again with bookType', async () => {
    const all = succeeded(await calls.getDashboard());
    expect(Object.keys(all.item)).toEqual(['cycle', 'command', 'regularity', 'rule', 'news', 'announce', 'declaration', 'meeting']);
    const one = succeeded(await calls.getDashboardGroup('news', 'ไม่มีทางพบข้อความนี้'));
    expect(Object.keys(one.item)).toEqual(['news']);
    expect(one.item.news?.items).toEqual([]);
  });

  it('organisation list, menus', async () => {
    const orgs = await calls.getDashboardOrganizationLists();
    expect(orgs.status).toBe('success');
    expect(schemaProblems('organization-list.reply', orgs)).toBe('');
    const menuReply = await calls.getMenus();
    const menus = menusOf(menuReply);
    expect(menus.length).toBeGreaterThan(0);
    expect(schemaProblems('menus.reply', menuReply)).toBe('');
  });

  it('notifications: summary, read with is_save once, read-all', async () => {
    const id = (
      await t.db
        .insertInto('notifications')
        .values({ person_id: personId, module: 'SARABUN', data_html: 'x', document_id: null, transaction_id: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const summary = notificationSummaryOf(await calls.getNotifications());
    expect(summary?.alerts.some((a) => a.NN_RECEIVE_ID === id && a.IS_READ === false)).toBe(true);
    const first = await calls.notificationUpdateRead(id);
    expect(first).toMatchObject({ status: 'success', is_save: true });
    const second = await calls.notificationUpdateRead(id);
    expect(second).toMatchObject({ status: 'success', is_save: false });
    const missing = await calls.notificationUpdateRead(999_999_999);
    expect(missing.status).toBe('error');
    expect((await calls.notificationUpdateReadAll()).status).toBe('success');
    expect(notificationSummaryOf(await calls.getNotifications())?.totalAlert).toBe(0);
  });
});
