import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listTenantCodes, loadTenant, type LoadedTenant } from '../../scripts/tenants/load';
import { verifyPassword } from '../modules/identity/password-hash';
import { TEST_PASSWORD_PARAMS } from '../test-support/fixtures';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';
import { DEMO_USERNAMES, seed } from './seed';

let tenant: LoadedTenant;
let current: TestDatabase | null = null;
beforeAll(async () => {
  tenant = await loadTenant((await listTenantCodes())[0] as string);
});
afterEach(async () => {
  await current?.close();
  current = null;
});

async function counts(t: TestDatabase): Promise<{ departments: number; people: number }> {
  const d = await t.db.selectFrom('departments').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const p = await t.db.selectFrom('people').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { departments: Number(d.n), people: Number(p.n) };
}

// Real databases (and scrypt, child processes) on a shared 2-core machine: allow for load.
describe('seed', { timeout: 120_000 }, () => {
  it('creates the tenant root department, sub-departments and the demo users once', async () => {
    current = await createTestDatabase();
    const options = { manifest: tenant.manifest, isProduction: false, demoPassword: 'pass-ทดสอบ1', passwordParams: TEST_PASSWORD_PARAMS };
    const first = await seed(current.db, options);
    expect(first.peopleAdded).toBe(DEMO_USERNAMES.length);
    expect(first.demoAccounts.map((a) => a.username)).toEqual(['admin', 'saraban', 'director', 'officer', 'newcomer']);
    const after = await counts(current);

    const second = await seed(current.db, options);
    expect(second).toMatchObject({ departmentsAdded: 0, peopleAdded: 0, lettersAdded: 0 });
    expect(second.demoAccounts).toEqual(first.demoAccounts);
    expect(await counts(current)).toEqual(after);

    const root = await current.db.selectFrom('departments').selectAll().where('id', '=', tenant.manifest.organization.departmentId).executeTakeFirstOrThrow();
    expect(root).toMatchObject({ parent_id: null, name_th: tenant.manifest.organization.departmentName.th });
    const names = (await current.db.selectFrom('departments').select('name_th').execute()).map((r) => r.name_th);
    expect(names).toEqual(expect.arrayContaining(['กองกลาง', 'งานสารบรรณ', 'กองนโยบายและแผน']));

    const people = await current.db.selectFrom('people').selectAll().execute();
    for (const person of people) {
      expect(person.first_name).toMatch(/[\u0E00-\u0E7F]/);
      expect(person.position_name).toBeTruthy();
      expect(person.department_id).not.toBeNull();
      expect(person.is_agree_pdpa).toBe(person.username === 'newcomer' ? 0 : 1);
    }
    const officer = people.find((p) => p.username === 'officer');
    expect(await verifyPassword('pass-ทดสอบ1', officer?.password_hash)).toBe(true);
  });

  it('skips demo users in production and reports that the first administrator is missing', async () => {
    current = await createTestDatabase();
    const result = await seed(current.db, { manifest: tenant.manifest, isProduction: true, demoPassword: 'x', passwordParams: TEST_PASSWORD_PARAMS });
    expect(result).toMatchObject({ peopleAdded: 0, demoAccounts: [], needsFirstAdmin: true });
    expect((await counts(current)).people).toBe(0);
    expect((await counts(current)).departments).toBeGreaterThan(1);
  });
});
