import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../server/tenants/load';
import { openPGlite } from '../server/db/database';
import { verifyPassword } from '../server/modules/identity/password-hash';
import { copyEmptyPGliteInto } from '../server/test-support/test-db';

const run = promisify(execFile);
let dataDir: string;

function createAdmin(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'create-admin-'));
  // Initialised but without tables (a copy; initdb takes seconds): the script migrates and seeds it as on a portal never started.
  copyEmptyPGliteInto(dataDir);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run create-admin', () => {
  it('creates an administrator who can sign in with ADMIN_PASSWORD, in the root department with the admin role', async () => {
    const { stdout } = await createAdmin(['--username', 'chief', '--first-name', 'สมศรี', '--last-name', 'ดีงาม', '--email', 'chief@agency.go.th'], {
      ADMIN_PASSWORD: 'Strong2026x',
    });
    expect(stdout).toContain('Administrator "chief" created');
    expect(stdout).not.toContain('Strong2026x');
    const handle = await openPGlite(dataDir);
    try {
      const person = await handle.db.selectFrom('people').selectAll().where('username', '=', 'chief').executeTakeFirstOrThrow();
      expect(await verifyPassword('Strong2026x', person.password_hash!)).toBe(true);
      const roles = await handle.db
        .selectFrom('person_roles')
        .innerJoin('roles', 'roles.id', 'person_roles.role_id')
        .select(['roles.role_type', 'person_roles.department_id'])
        .where('person_id', '=', person.id)
        .execute();
      expect(roles).toEqual([{ role_type: 'admin', department_id: person.department_id }]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('refuses a duplicate username and a weak password, changing nothing', async () => {
    await expect(createAdmin(['--username', 'CHIEF', '--first-name', 'a', '--last-name', 'b'])).rejects.toMatchObject({
      stderr: expect.stringContaining('exists already'),
    });
    await expect(createAdmin(['--username', 'other', '--first-name', 'a', '--last-name', 'b'], { ADMIN_PASSWORD: 'short' })).rejects.toMatchObject({
      stderr: expect.stringContaining('at least 8 characters'),
    });
    const handle = await openPGlite(dataDir);
    try {
      expect(await handle.db.selectFrom('people').select('username').execute()).toEqual([{ username: 'chief' }]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
