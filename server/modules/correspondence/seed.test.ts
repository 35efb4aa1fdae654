import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantManifest } from '../../../schemas/generated/tenant';
import { seed } from '../../db/seed';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { findTenant } from '../../test-support/test-app';
import { TEST_PASSWORD_PARAMS } from '../../test-support/fixtures';
import { countQueues, QUEUE_CODES } from './queues/queues';
import { seedCorrespondence } from './seed';
import { loadViewer } from './viewer';
import { dashboardBooks } from './queues/dashboard';
import { buddhistYear } from './registers/registers';
import { committeeComplete, committeeOf, dueCount } from './filing/destruction';

let database: TestDatabase;
let manifest: TenantManifest;
let lettersAdded: number;

beforeAll(async () => {
  database = await createTestDatabase();
  manifest = (await findTenant()).manifest;
  // seed() runs seedCorrespondence after the demo people, as npm start does.
  ({ lettersAdded } = await seed(database.db, { manifest, isProduction: false, demoPassword: 'demo1234', passwordParams: TEST_PASSWORD_PARAMS }));
});
afterAll(async () => database?.close());

describe('seedCorrespondence', () => {
  it('fills every queue for some demo user and the dashboard cards', async () => {
    expect(lettersAdded).toBeGreaterThan(20);
    const people = await database.db.selectFrom('people').select(['id', 'username']).where('password_hash', 'is not', null).execute();
    const best: Record<string, number> = {};
    for (const person of people) {
      const counts = await countQueues(database.db, await loadViewer(database.db, person.id), QUEUE_CODES);
      for (const code of QUEUE_CODES) best[code] = Math.max(best[code] ?? 0, counts[code] ?? 0);
    }
    for (const code of QUEUE_CODES) expect(best[code], code).toBeGreaterThan(0);
    const officer = people.find((p) => p.username === 'officer')!;
    const cards = await dashboardBooks(database.db, await loadViewer(database.db, officer.id));
    for (const card of Object.values(cards)) expect(card.items.length, card.bookType).toBeGreaterThan(0);
  });

  it("gives the root's registry a destruction list to draw and a complete committee to review it", async () => {
    const root = manifest.organization.departmentId;
    expect(await dueCount(database.db, root, buddhistYear(new Date()))).toBe(2);
    expect(committeeComplete(await committeeOf(database.db, root))).toBe(true);
  });

  it('is idempotent', async () => {
    const before = await database.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const again = await seedCorrespondence(database.db, manifest);
    expect(again).toEqual({ rolesAdded: 0, lettersAdded: 0 });
    const after = await database.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
