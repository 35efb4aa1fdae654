import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { EARLY_CALLS_BY_PATH, startEarlyReplies } from './early-replies';
import { portalCalls } from './portal-calls';
import { ROUTES } from './routes';
import { ROUTES as PAGES } from '../portal/routes';

// A real HTTP server on loopback that answers each path with the next of its replies.
let server: Server | null = null;
async function serve(replies: Record<string, unknown[]>): Promise<{ origin: string; seen: string[] }> {
  const seen: string[] = [];
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url ?? '';
      seen.push(path);
      const list = replies[path] ?? [{ status: 'error', message: 'unknown' }];
      const count = seen.filter((p) => p === path).length;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(list[Math.min(count - 1, list.length - 1)]));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}
afterEach(async () => {
  const running = server;
  server = null;
  running?.closeAllConnections();
  await new Promise((resolve) => (running ? running.close(resolve) : resolve(null)));
});

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
    expect(seen.sort()).toEqual([ROUTES.getDashboard.path, ROUTES.getTodoLists.path]);
    // Taken once: the next call is a new request with the server's new answer.
    await expect(portal.getTodoLists()).resolves.toMatchObject({ items: [{ COUNT: 4 }] });
    expect(seen.filter((p) => p === ROUTES.getTodoLists.path)).toHaveLength(2);
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
