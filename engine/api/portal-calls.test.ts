import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { menusOf, notificationSummaryOf, portalCalls } from './portal-calls';

interface Seen {
  url: string;
  method: string;
  body: URLSearchParams;
}

/** A fetch that records each request and answers with the next reply (status, JSON body). */
function fakeServer(replies: { status?: number; body: unknown }[] = [{ body: { status: 'success' } }]) {
  const seen: Seen[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    seen.push({ url, method: init.method ?? 'GET', body: new URLSearchParams(String(init.body ?? '')) });
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)]!;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  }) as typeof globalThis.fetch;
  const calls = portalCalls(createApiClient({ getToken: () => 'token', fetch, sleep: async () => {} }));
  return { calls, seen };
}

describe('portal calls: paths as the route table defines them', () => {
  it.each([
    ['getTodoLists', (c: ReturnType<typeof portalCalls>) => c.getTodoLists('x'), '/api/get-todo-lists'],
    ['getTodoList', (c: ReturnType<typeof portalCalls>) => c.getTodoList({ typeCode: 'review' }), '/api/sarabun/get-todo-list'],
    ['getDashboard', (c: ReturnType<typeof portalCalls>) => c.getDashboard(), '/api/get-dashboard'],
    ['getDashboardGroup', (c: ReturnType<typeof portalCalls>) => c.getDashboardGroup('news', 'abc'), '/api/get-dashboard'],
    ['getDashboardOrganizationLists', (c: ReturnType<typeof portalCalls>) => c.getDashboardOrganizationLists(), '/api/get-dashboard-organization-lists'],
    ['updateReadPortal', (c: ReturnType<typeof portalCalls>) => c.updateReadPortal(5), '/api/update-read-portal'],
    ['decodeDocument', (c: ReturnType<typeof portalCalls>) => c.decodeDocument('abc'), '/api/get-decode-document-api'],
    ['getMenus', (c: ReturnType<typeof portalCalls>) => c.getMenus(), '/api/get-authen-user-menu-permission-header-bottom'],
    ['getNotifications', (c: ReturnType<typeof portalCalls>) => c.getNotifications(), '/api/get-notifications'],
    ['notificationUpdateRead', (c: ReturnType<typeof portalCalls>) => c.notificationUpdateRead(9), '/api/notification-update-read'],
    ['notificationUpdateReadAll', (c: ReturnType<typeof portalCalls>) => c.notificationUpdateReadAll(), '/api/notification-update-read-all'],
  ])('%s posts to %s', async (_name, call, path) => {
    const { calls, seen } = fakeServer();
    await call(calls);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe(path);
  });
});

describe('portal calls: payloads', () => {
  it('get-todo-list sends typeCode, page 1 and page size 10 by default, and only the filters given', async () => {
    const { calls, seen } = fakeServer();
    await calls.getTodoList({ typeCode: 'unreceived' });
    expect(Object.fromEntries(seen[0]!.body)).toEqual({ typeCode: 'unreceived', page: '1', pageSize: '10' });
  });

  it('get-todo-list sends sort, order, trimmed search and organization_id', async () => {
    const { calls, seen } = fakeServer();
    await calls.getTodoList({ typeCode: 'unreceived', page: 3, pageSize: 20, sort: 'F_DOC_TITLE', order: 'asc', search: '  งบ  ', organization_id: 10000001 });
    expect(Object.fromEntries(seen[0]!.body)).toEqual({
      typeCode: 'unreceived',
      page: '3',
      pageSize: '20',
      sort: 'F_DOC_TITLE',
      order: 'asc',
      search: 'งบ',
      organization_id: '10000001',
    });
  });

  it('get-dashboard sends nothing at first and bookType + querySearch to refetch one card', async () => {
    const { calls, seen } = fakeServer();
    await calls.getDashboard();
    await calls.getDashboardGroup('meeting', 'ประชุม');
    expect([...seen[0]!.body]).toEqual([]);
    expect(Object.fromEntries(seen[1]!.body)).toEqual({ bookType: 'meeting', querySearch: 'ประชุม' });
  });

  it('notification calls send MODULE as the list SARABUN, SARABAN (repeated field)', async () => {
    const { calls, seen } = fakeServer();
    await calls.getNotifications();
    await calls.notificationUpdateReadAll();
    expect(seen[0]!.body.getAll('MODULE')).toEqual(['SARABUN', 'SARABAN']);
    expect(seen[1]!.body.getAll('MODULE')).toEqual(['SARABUN', 'SARABAN']);
  });

  it('upper-case field names of the contract', async () => {
    const { calls, seen } = fakeServer();
    await calls.updateReadPortal(12);
    await calls.decodeDocument('tok');
    await calls.notificationUpdateRead(34);
    expect(seen[0]!.body.get('F_DOC_ID')).toBe('12');
    expect(seen[1]!.body.get('F_DOC_ID_ENCODE')).toBe('tok');
    expect(seen[2]!.body.get('NN_RECEIVE_ID')).toBe('34');
  });
});

describe('portal calls: replies', () => {
  it('an error reply with an envelope (404) resolves to that envelope, so the toast can show its message', async () => {
    const { calls } = fakeServer([{ status: 404, body: { status: 'error', message: 'ไม่พบการแจ้งเตือน' } }]);
    await expect(calls.notificationUpdateRead(1)).resolves.toEqual({ status: 'error', message: 'ไม่พบการแจ้งเตือน' });
  });

  it('a 5xx still throws after the retries', async () => {
    const { calls, seen } = fakeServer([{ status: 503, body: { status: 'error', message: 'x' } }]);
    await expect(calls.getMenus()).rejects.toThrow();
    expect(seen).toHaveLength(4);
  });

  it('notificationSummaryOf reads `item` (older servers) or `items` (the contract wording, what our server sends)', () => {
    const summary = { totalAlert: 1, alerts: [], logs: [] };
    expect(notificationSummaryOf({ status: 'success', item: summary })).toBe(summary);
    expect(notificationSummaryOf({ status: 'success', items: summary })).toBe(summary);
    expect(notificationSummaryOf({ status: 'error', item: summary })).toBeNull();
  });

  it('menusOf reads `item`, then `items`, else []', () => {
    const menu = { MENU_ID: 1, MENU_ACTION: 'portal', MENU_ICON: 'x', MENU_NAME_ENG: 'menu.portal', PM_QUERY: 1, PM_MANAGE: 0 };
    expect(menusOf({ status: 'success', item: [menu] })).toEqual([menu]);
    expect(menusOf({ status: 'success', items: [menu] })).toEqual([menu]);
    expect(menusOf({ status: 'error' })).toEqual([]);
  });
});
