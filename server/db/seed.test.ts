import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { listTenantCodes, loadTenant, type LoadedTenant } from '../tenants/load';
import { createAdministrator, CreateAdminError } from '../modules/identity/create-admin';
import { verifyPassword } from '../modules/identity/password-hash';
import { TEST_PASSWORD_PARAMS } from '../test-support/fixtures';
import { createTestApp, postForm, signIn, type TestApp } from '../test-support/test-app';
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

  it('production creates only the root department: no demo departments, people or letters', async () => {
    current = await createTestDatabase();
    const options = { manifest: tenant.manifest, isProduction: true, demoPassword: 'x', passwordParams: TEST_PASSWORD_PARAMS };
    const result = await seed(current.db, options);
    expect(result).toEqual({ departmentsAdded: 1, peopleAdded: 0, lettersAdded: 0, demoAccounts: [], needsFirstAdmin: true });
    const departments = await current.db.selectFrom('departments').select(['id', 'parent_id', 'name_th', 'name_en']).execute();
    const { departmentId, departmentName } = tenant.manifest.organization;
    expect(departments).toEqual([{ id: departmentId, parent_id: null, name_th: departmentName.th, name_en: departmentName.en }]);
    expect((await counts(current)).people).toBe(0);
    const letters = await current.db.selectFrom('documents').select(current.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(letters.n)).toBe(0);
    // A second production start adds nothing either.
    expect(await seed(current.db, options)).toMatchObject({ departmentsAdded: 0, needsFirstAdmin: true });
  });
});

describe('going live: production seed, then create-admin', { timeout: 120_000 }, () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('makes an administrator in the root department who signs in and may administer every settings page', async () => {
    t = await createTestApp({ tenant, seed: false });
    await seed(t.db, { manifest: tenant.manifest, isProduction: true, demoPassword: 'x', passwordParams: TEST_PASSWORD_PARAMS });
    const password = 'Strong2026x';
    const admin = { username: 'chief', firstName: 'สมศรี', lastName: 'ดีงาม', email: 'chief@agency.go.th', password };
    const { personId } = await createAdministrator(t.db, tenant.manifest, admin, { passwordParams: TEST_PASSWORD_PARAMS });

    const roles = await t.db
      .selectFrom('person_roles')
      .innerJoin('roles', 'roles.id', 'person_roles.role_id')
      .select(['roles.role_type', 'person_roles.department_id'])
      .where('person_id', '=', personId)
      .execute();
    expect(roles).toEqual([{ role_type: 'admin', department_id: tenant.manifest.organization.departmentId }]);
    expect(await t.db.selectFrom('audit_log').select(['person_id', 'action']).execute()).toEqual([{ person_id: null, action: 'administrator-created' }]);

    const token = await signIn(t, 'chief', { password });
    const agreed = await postForm(t.app, ROUTES.requestPdpa.path, { F_IS_AGREE_PDPA: '1', F_IS_AGREE: '1' }, { token });
    expect(agreed.statusCode).toBe(200);
    const pages = await t.app.inject({ method: 'POST', url: ROUTES.settingsPages.path, headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(pages.statusCode).toBe(200);
    const items = pages.json<{ items: { page: string; canWrite: boolean }[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.canWrite)).toBe(true);

    // A second administrator with the same name (any case) is refused and adds nothing.
    await expect(createAdministrator(t.db, tenant.manifest, { ...admin, username: 'CHIEF' }, { passwordParams: TEST_PASSWORD_PARAMS })).rejects.toThrow(
      CreateAdminError,
    );
    expect((await t.db.selectFrom('people').select('username').execute()).map((p) => p.username)).toEqual(['chief']);
  });
});
