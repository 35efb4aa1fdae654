/**
 * The registry workspace reaches every queue: workspace-queues answers all twelve queues of
 * the registry, in its order, with the same counts get-todo-list pages through, on a tenant
 * whose dashboard shows only some of them (the letters of the others would be stranded).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import { QUEUE_CODES } from '../../../../engine/queues/registry';
import { createTestApp, findTenant, postForm, signIn, type TestApp } from '../../../test-support/test-app';
import { seedCorrespondence } from '../seed';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ tenant: await findTenant((manifest) => manifest.dashboard.queues.length < QUEUE_CODES.length) });
  await seedCorrespondence(t.db, t.tenant.manifest);
  token = await signIn(t, 'saraban');
}, 120_000);
afterAll(async () => t?.close());

type Tile = { CODE: string; TITLE: string; COUNT: number };

describe('workspace-queues', () => {
  it('answers every queue of the registry with its count, also those the dashboard leaves out', async () => {
    const dashboard = (await postForm(t.app, ROUTES.getTodoLists.path, {}, { token })).json<{ items: Tile[] }>().items;
    const reply = await postForm(t.app, ROUTES.workspaceQueues.path, {}, { token });
    expect(reply.statusCode).toBe(200);
    const all = reply.json<{ status: string; items: Tile[] }>().items;
    expect(all.map((tile) => tile.CODE)).toEqual(QUEUE_CODES);
    expect(dashboard.length).toBeLessThan(all.length);
    for (const tile of all) {
      const page = (await postForm(t.app, ROUTES.getTodoList.path, { typeCode: tile.CODE, pageSize: '1' }, { token })).json<{ total: number }>();
      expect(page.total, tile.CODE).toBe(tile.COUNT);
      expect(tile.TITLE.length, tile.CODE).toBeGreaterThan(0);
      // A queue the dashboard shows has the same tile in both.
      const shown = dashboard.find((d) => d.CODE === tile.CODE);
      if (shown) expect(shown).toEqual(tile);
    }
    // The demo letters sit in queues the dashboard does not show, too.
    const hidden = all.filter((tile) => !dashboard.some((d) => d.CODE === tile.CODE));
    expect(hidden.some((tile) => tile.COUNT > 0)).toBe(true);
  });

  it('counts only matching letters with a search, and refuses an unknown field', async () => {
    const all = (await postForm(t.app, ROUTES.workspaceQueues.path, {}, { token })).json<{ items: Tile[] }>().items;
    const searched = (await postForm(t.app, ROUTES.workspaceQueues.path, { search: 'ไม่มีหนังสือเรื่องนี้แน่นอน' }, { token })).json<{ items: Tile[] }>().items;
    expect(all.some((tile) => tile.COUNT > 0)).toBe(true);
    expect(searched.every((tile) => tile.COUNT === 0)).toBe(true);
    const bad = await postForm(t.app, ROUTES.workspaceQueues.path, { typeCode: 'review' }, { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', fields: ['typeCode'] });
  });

  it('needs a session', async () => {
    const reply = await postForm(t.app, ROUTES.workspaceQueues.path, {});
    expect(reply.statusCode).toBe(401);
  });
});
