import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANTS_DIR, PROJECT_ROOT, listTenantCodes, loadTenant } from '../server/tenants/load';
import { formatIssue } from '../engine/tenant/validate';
import { NewTenantError, newTenant } from './new-tenant';
import { validateAll } from './validate-tenants';

const run = promisify(execFile);
const TSX = path.join(PROJECT_ROOT, 'node_modules/.bin/tsx');
const SCRIPT = path.join(PROJECT_ROOT, 'scripts/new-tenant.ts');

/** Every file under a folder, relative, sorted: to prove a refusal wrote nothing. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

let tenantsDir: string;
let tmp: string;

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'new-tenant-'));
  tenantsDir = path.join(tmp, 'tenants');
  await cp(DEFAULT_TENANTS_DIR, tenantsDir, { recursive: true });
});

afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('newTenant', () => {
  it('scaffolds a tenant that validates at once and loads by its code', async () => {
    const result = await newTenant('ACME', { tenantsDir });
    expect(result.code).toBe('ACME');
    expect(result.dir).toBe(path.join(tenantsDir, 'acme'));
    expect((await validateAll(tenantsDir)).map(formatIssue)).toEqual([]);
    expect(await listTenantCodes({ tenantsDir })).toContain('ACME');

    const loaded = await loadTenant('ACME', { tenantsDir });
    expect(loaded.manifest.code).toBe('ACME');
    expect(loaded.manifest.identity.organizationName.th).toMatch(/ACME/);
    expect(loaded.manifest.identity.organizationName.en).toMatch(/ACME/);
    expect(loaded.manifest.branding.theme.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(await readFile(path.join(result.dir, 'assets/logo.svg'), 'utf8')).toContain('>ACME</text>');
    // The alternative sign-in page has its own logo, named by the new manifest.
    expect(loaded.manifest.branding.loginLogo).toBe('assets/login-logo.svg');
    expect(await readFile(path.join(result.dir, 'assets/login-logo.svg'), 'utf8')).toContain('<rect');
    const manifest = JSON.parse(await readFile(path.join(result.dir, 'manifest.json'), 'utf8')) as { $schema: string };
    expect(path.resolve(result.dir, manifest.$schema)).toBe(path.join(PROJECT_ROOT, 'schemas/tenant.schema.json'));
  });

  it('upper-cases a lower-case code and names the folder in lower case', async () => {
    const result = await newTenant('new-org2', { tenantsDir });
    expect(result.code).toBe('NEW-ORG2');
    expect(await tree(result.dir)).toEqual([
      'assets',
      'assets/login-logo.svg',
      'assets/logo.svg',
      'locales',
      'locales/en.json',
      'locales/th.json',
      'manifest.json',
    ]);
  });

  it.each(['DTN', 'dtn', 'DEV-MIX'])('refuses %s, a code that exists already, and writes nothing', async (code) => {
    const before = await tree(tenantsDir);
    await expect(newTenant(code, { tenantsDir })).rejects.toThrow(/exists already/);
    expect(await tree(tenantsDir)).toEqual(before);
  });

  it('refuses a second scaffold of the same code', async () => {
    await newTenant('ACME', { tenantsDir });
    const before = await tree(tenantsDir);
    await expect(newTenant('acme', { tenantsDir })).rejects.toBeInstanceOf(NewTenantError);
    expect(await tree(tenantsDir)).toEqual(before);
  });

  it.each(['A', '1ACME', 'AC ME', 'ACME!', '_BASE', '-ACME', 'ÄCME', 'A'.repeat(21), ''])('refuses the bad code %j and writes nothing', async (code) => {
    const before = await tree(tenantsDir);
    await expect(newTenant(code, { tenantsDir })).rejects.toThrow(/cannot be a tenant code/);
    expect(await tree(tenantsDir)).toEqual(before);
  });
});

describe('npm run new-tenant', () => {
  it('prints the next steps and exits 0, then refuses the same code with exit 1', async () => {
    const { stdout } = await run(TSX, [SCRIPT, 'acme', '--dir', tenantsDir], { cwd: PROJECT_ROOT });
    expect(stdout).toContain('Created tenant ACME');
    expect(stdout).toContain('APP_NAME=ACME npm start');
    expect(stdout).toMatch(/Edit .*manifest\.json/);

    const failure = await run(TSX, [SCRIPT, 'ACME', '--dir', tenantsDir], { cwd: PROJECT_ROOT }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/new-tenant: Tenant ACME exists already/);
  });
});
