import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { headRequestListOfRoutes, startEarlyReplies } from '../api/early-replies';
import { identityCalls } from '../api/identity-calls';
import { portalCalls } from '../api/portal-calls';
import { ROUTES } from '../api/routes';
import { ROUTES as PAGES } from '../portal/routes';
import { createLocalStore } from '../storage/local-store';
import { closeLoopbackServers, loopbackServer, type SeenRequest as Seen } from '../test-support/loopback-server';
import { adoptHeadRequests, headRequestsFor, sendHeadRequests, type HeadRequest } from './head-requests';

// Answers each path with how many times it has been asked.
const serve = () => loopbackServer(({ path }, seen) => ({ status: 'success', item: { asked: seen.filter((s) => s.path === path).length } }));
afterEach(closeLoopbackServers);

/** What the build writes into the page, the paths on the test server's origin (the client's origin is '' in the browser). */
function dashboardRequests(origin: string): HeadRequest[] {
  const list = headRequestListOfRoutes();
  return [...list.session, ...(list.pages[PAGES.portal.path] ?? [])].map(([method, path]) => [method, origin + path]);
}

function storeWith(values: Record<string, string>) {
  const storage = new Map(Object.entries(values));
  return createLocalStore('t_', {
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
    removeItem: (k) => void storage.delete(k),
  });
}

const asked = (reply: unknown) => (reply as { item?: { asked?: number } }).item?.asked;
const pathsOf = (seen: Seen[]) => seen.map((s) => s.path).sort();

describe('head requests', () => {
  it('the build lists the session check for every page and the dashboard’s counts and books for the dashboard', () => {
    const list = headRequestListOfRoutes();
    expect(list.session).toEqual([['GET', ROUTES.getInfo.path]]);
    expect(list.pages[PAGES.portal.path]).toEqual([
      ['POST', ROUTES.getTodoLists.path],
      ['POST', ROUTES.getDashboard.path],
    ]);
  });

  it('are sent only with a stored token, and a page’s own calls only after PDPA consent', () => {
    const list = headRequestListOfRoutes();
    const consented = JSON.stringify({ userInformation: { F_IS_AGREE_PDPA: 1 } });
    const notYet = JSON.stringify({ userInformation: { F_IS_AGREE_PDPA: 0 } });
    expect(headRequestsFor(list, PAGES.portal.path, storeWith({ t_userLogin: consented }))).toEqual([]);
    expect(headRequestsFor(list, PAGES.portal.path, storeWith({ t_token: 'abc', t_userLogin: notYet }))).toEqual(list.session);
    expect(headRequestsFor(list, PAGES.portal.path, storeWith({ t_token: 'abc', t_userLogin: consented }))).toHaveLength(3);
    expect(headRequestsFor(list, '/profile', storeWith({ t_token: 'abc', t_userLogin: consented }))).toEqual(list.session);
  });

  it('the API client adopts the answers as the entry starts: each call reaches the server once, and a later call asks again', async () => {
    const { origin, seen } = await serve();
    const holder = {} as Window;
    sendHeadRequests(holder, dashboardRequests(origin), 'token-1', fetch);
    const head = adoptHeadRequests(holder, fetch);
    const api = createApiClient({ origin, getToken: () => 'token-1', fetch: head.fetch, sleep: async () => {} });
    const check = identityCalls(api).getInfo();
    const portal = portalCalls(api, startEarlyReplies(api, ['getTodoLists', 'getDashboard']));
    head.drop();
    await expect(check).resolves.toMatchObject({ status: 'success' });
    expect(asked(await portal.getTodoLists())).toBe(1);
    expect(asked(await portal.getDashboard())).toBe(1);
    expect(pathsOf(seen)).toEqual([ROUTES.getDashboard.path, ROUTES.getInfo.path, ROUTES.getTodoLists.path].sort());
    // Adopted once: a later check is a request of its own.
    expect(asked(await identityCalls(api).getInfo())).toBe(2);
  });

  it('the server cannot tell the first script’s request from the API client’s own', async () => {
    const { origin, seen } = await serve();
    sendHeadRequests({} as Window, dashboardRequests(origin), 'token-1', fetch);
    const api = createApiClient({ origin, getToken: () => 'token-1', fetch, sleep: async () => {} });
    await identityCalls(api).getInfo();
    await portalCalls(api).getTodoLists();
    await portalCalls(api).getDashboard();
    await expect.poll(() => seen.length).toBe(6);
    const shape = ({ method, headers, body }: Seen) => ({
      method,
      body,
      accept: headers.accept,
      authorization: headers.authorization,
      type: headers['content-type'],
    });
    for (const path of [ROUTES.getInfo.path, ROUTES.getTodoLists.path, ROUTES.getDashboard.path]) {
      const [first, own] = seen.filter((s) => s.path === path).map(shape);
      expect(first, path).toEqual(own);
    }
  });

  it('a request that differs (another token, a body, not asked before) and one after the drop go to the server', async () => {
    const { origin, seen } = await serve();
    const holder = {} as Window;
    sendHeadRequests(holder, dashboardRequests(origin), 'token-1', fetch);
    await expect.poll(() => seen.length).toBe(3);
    const head = adoptHeadRequests(holder, fetch);
    const other = createApiClient({ origin, getToken: () => 'token-2', fetch: head.fetch, sleep: async () => {} });
    expect(asked(await identityCalls(other).getInfo())).toBe(2);
    const same = createApiClient({ origin, getToken: () => 'token-1', fetch: head.fetch, sleep: async () => {} });
    expect(asked(await portalCalls(same).getTodoLists('ขออนุมัติ'))).toBe(2);
    expect(asked(await portalCalls(same).getTodoLists())).toBe(1);
    head.drop();
    expect(asked(await portalCalls(same).getDashboard())).toBe(2);
    // The answers were taken off the window: a second adoption finds none.
    const again = adoptHeadRequests(holder, fetch);
    expect(asked(await createApiClient({ origin, getToken: () => 'token-1', fetch: again.fetch }).send('GET', ROUTES.getInfo.path))).toBe(3);
  });
});
