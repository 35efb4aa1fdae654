import { afterEach, describe, expect, it } from 'vitest';
import { closeLoopbackServers, loopbackServer, type SeenRequest } from '../test-support/loopback-server';
import { createApiClient } from './client';
import { EARLY_CALLS_BY_PATH, startEarlyReplies } from './early-replies';
import { portalCalls } from './portal-calls';
import { ROUTES } from './routes';
import { ROUTES as PAGES } from '../portal/routes';

// Answers each path with the next of its replies (the last one again once they run out).
const serve = (replies: Record<string, unknown[]>) =>
  loopbackServer(({ path }, seen) => {
    const list = replies[path] ?? [{ status: 'error', message: 'unknown' }];
    const count = seen.filter((request) => request.path === path).length;
    return list[Math.min(count - 1, list.length - 1)];
  });
const pathsOf = (seen: readonly SeenRequest[]) => seen.map((request) => request.path);
afterEach(closeLoopbackServers);

const tiles = (count: number) => ({ status: 'success', items: [{ CODE: 'review', COUNT: count }] });
const books = { status: 'success', item: {} };

describe('early replies', () => {
  it('the dashboard asks for its counts and book cards as the page starts', () => {
    expect(EARLY_CALLS_BY_PATH[PAGES.portal.path]).toEqual(['getTodoLists', 'getDashboard']);
  });

  it('asks at once, hands the reply to the first plain call only, and asks again afterwards', async () => {
    const { origin, seen } = await serve({ [ROUTES.getTodoLists.path]: [tiles(3), tiles(4)], [ROUTES.getDashboard.path]: [books] });
    const api = createApiClient({ origin, getToken: () => 'token', sleep: async () => {} });
    const early = startEarlyReplies(api, ['getTodoLists', 'getDashboard']);
    const portal = portalCalls(api, early);
    await expect(portal.getTodoLists()).resolves.toMatchObject({ items: [{ COUNT: 3 }] });
    await expect(portal.getDashboard()).resolves.toMatchObject({ status: 'success' });
    expect(pathsOf(seen).sort()).toEqual([ROUTES.getDashboard.path, ROUTES.getTodoLists.path]);
    // Taken once: the next call is a new request with the server's new answer.
    await expect(portal.getTodoLists()).resolves.toMatchObject({ items: [{ COUNT: 4 }] });
    expect(pathsOf(seen).filter((p) => p === ROUTES.getTodoLists.path)).toHaveLength(2);
  });

  it('asks again when the early call was refused, and never takes it for a search', async () => {
    const refused = { status: 'error', message: 'กรุณายอมรับนโยบายคุ้มครองข้อมูลส่วนบุคคล' };
    const { origin, seen } = await serve({ [ROUTES.getTodoLists.path]: [refused, tiles(5), tiles(6)] });
    const api = createApiClient({ origin, getToken: () => 'token', sleep: async () => {} });
    const portal = portalCalls(api, startEarlyReplies(api, ['getTodoLists']));
    await expect(portal.getTodoLists('ขออนุมัติ')).resolves.toMatchObject({ items: [{ COUNT: 5 }] });
    await expect(portal.getTodoLists()).resolves.toMatchObject({ items: [{ COUNT: 6 }] });
    expect(seen).toHaveLength(3);
  });
});
