/**
 * A further demo world (what the browser suites give each worker): the same cast, departments
 * and letters as the tenant's own world under another root, with suffixed usernames, no
 * published book letters, no letters written on the regulation's forms (the tenant world's
 * officer alone has a draft of each form), and no sight of the tenant world's letters or of
 * another world's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { listTenantCodes, loadTenant, type LoadedTenant } from '../tenants/load';
import { countQueues, QUEUE_CODES } from '../modules/correspondence/queues/queues';
import { demoLetterContents } from '../modules/correspondence/seed-letter-contents';
import { loadViewer } from '../modules/correspondence/viewer';
import { TEST_PASSWORD_PARAMS } from '../test-support/fixtures';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';
import { seed, seedDemoWorld } from './seed';

const PARAMS = TEST_PASSWORD_PARAMS;
let tenant: LoadedTenant;
let t: TestDatabase;

async function personId(username: string): Promise<number> {
  const row = await t.db
    .selectFrom('people')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function queueCounts(username: string): Promise<Record<string, number>> {
  return countQueues(t.db, await loadViewer(t.db, await personId(username)), QUEUE_CODES);
}

describe('seedDemoWorld', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    tenant = await loadTenant((await listTenantCodes())[0] as string);
    t = await createTestDatabase();
    await seed(t.db, { manifest: tenant.manifest, isProduction: false, demoPassword: 'demo1234', passwordParams: PARAMS });
  });
  afterAll(async () => t.close());

  it('gives each world the same queues as the tenant world, without touching it or another world', async () => {
    const root = tenant.manifest.organization.departmentId;
    const cast = ['saraban', 'director', 'officer'];
    const before = Object.fromEntries(await Promise.all(cast.map(async (u) => [u, await queueCounts(u)])));

    await seedDemoWorld(t.db, { manifest: tenant.manifest, demoPassword: 'demo1234', passwordParams: PARAMS, world: { root: root + 100, suffix: '.w0' } });
    await seedDemoWorld(t.db, { manifest: tenant.manifest, demoPassword: 'demo1234', passwordParams: PARAMS, world: { root: root + 200, suffix: '.w1' } });

    // Only the tenant world writes letters on every form: its officer's drafts of them wait there.
    const formDrafts = demoLetterContents(tenant.manifest.identity.organizationName.th).drafts.length;
    const inWorld = (username: string): Record<string, number> =>
      username === 'officer' ? { ...before[username], waitAssign: before[username].waitAssign - formDrafts } : before[username];
    for (const username of cast) {
      // The tenant world is as it was, and each world's person has the same work besides.
      expect(await queueCounts(username), username).toEqual(before[username]);
      expect(await queueCounts(`${username}.w0`), `${username}.w0`).toEqual(inWorld(username));
      expect(await queueCounts(`${username}.w1`), `${username}.w1`).toEqual(inWorld(username));
    }
    const dept = await t.db
      .selectFrom('departments')
      .select(['parent_id', 'name_th'])
      .where('id', '=', root + 100)
      .executeTakeFirstOrThrow();
    expect(dept).toEqual({ parent_id: null, name_th: `${tenant.manifest.organization.departmentName.th} (w0)` });
  });

  it('publishes no book letters of its own, and adds nothing when seeded again', async () => {
    const published = await t.db
      .selectFrom('documents')
      .select(t.db.fn.countAll<number>().as('n'))
      .where('book_group', 'is not', null)
      .where('doc_no', 'is not', null)
      .executeTakeFirstOrThrow();
    const documents = await t.db.selectFrom('documents').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const people = await t.db.selectFrom('people').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const root = tenant.manifest.organization.departmentId;
    await seedDemoWorld(t.db, { manifest: tenant.manifest, demoPassword: 'demo1234', passwordParams: PARAMS, world: { root: root + 100, suffix: '.w0' } });
    expect((await t.db.selectFrom('documents').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toEqual(documents.n);
    expect((await t.db.selectFrom('people').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toEqual(people.n);
    // Only the tenant world's circulars are published (visible to everybody).
    const tenantOnly = await t.db
      .selectFrom('documents as d')
      .innerJoin('people as p', 'p.id', 'd.created_by')
      .select(t.db.fn.countAll<number>().as('n'))
      .where('d.book_group', 'is not', null)
      .where('d.doc_no', 'is not', null)
      .where('p.username', '=', 'saraban')
      .executeTakeFirstOrThrow();
    expect(Number(published.n)).toBeGreaterThan(0);
    expect(Number(tenantOnly.n)).toBe(Number(published.n));
  });
});
