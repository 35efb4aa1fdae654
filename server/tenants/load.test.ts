import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANTS_DIR, TenantLoadError, folderOf, inspectTenantFolder, listTenantCodes, loadTenant, resolveAsset } from './load';

let tmp: string;
let tenantsDir: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'tenant-load-'));
  tenantsDir = path.join(tmp, 'tenants');
  await cp(DEFAULT_TENANTS_DIR, tenantsDir, { recursive: true });
  // One tenant whose manifest is not JSON, beside the good ones.
  await cp(path.join(tenantsDir, 'kru'), path.join(tenantsDir, 'broken'), { recursive: true });
  await writeFile(path.join(tenantsDir, 'broken/manifest.json'), '{ "code": "BROKEN", }');
  // One tenant whose emblem file is not there.
  const kru = JSON.parse(await readFile(path.join(tenantsDir, 'kru/manifest.json'), 'utf8')) as { branding?: object };
  await cp(path.join(tenantsDir, 'kru'), path.join(tenantsDir, 'noemblem'), { recursive: true });
  await writeFile(
    path.join(tenantsDir, 'noemblem/manifest.json'),
    JSON.stringify({ ...kru, code: 'NOEMBLEM', branding: { ...kru.branding, emblem: 'assets/garuda.png' } }),
  );
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('listTenantCodes', () => {
  it('lists the ten organisations of the project, sorted, without _base', async () => {
    expect(await listTenantCodes()).toEqual(['DEV', 'DEV-MIX', 'DTN', 'IEAT', 'KRU', 'OMB', 'ONEP', 'ONLB', 'SAT', 'VEC']);
  });

  it('names a tenant whose manifest cannot be read by its folder instead of throwing', async () => {
    expect(await listTenantCodes({ tenantsDir })).toContain('BROKEN');
  });
});

describe('inspectTenantFolder', () => {
  it('reports invalid JSON as an issue with the file name', async () => {
    const { issues, manifest } = await inspectTenantFolder('broken', { tenantsDir });
    expect(manifest).toBeNull();
    expect(issues).toEqual([expect.objectContaining({ file: 'tenants/broken/manifest.json', pointer: '', expected: 'valid JSON' })]);
    expect(issues[0]?.hint).toMatch(/line 1, column \d+/);
  });

  it('reports a missing manifest file', async () => {
    const { issues } = await inspectTenantFolder('nobody', { tenantsDir });
    expect(issues[0]).toMatchObject({ file: 'tenants/nobody/manifest.json', expected: 'a readable file' });
  });
});

describe('loadTenant', () => {
  it('refuses an unknown code, listing the known ones', async () => {
    await expect(loadTenant('NOPE')).rejects.toThrow(/Unknown tenant "NOPE".*Known tenant codes: DEV, DEV-MIX, DTN/);
  });

  it('throws a TenantLoadError that carries the issues of a broken manifest', async () => {
    const error = await loadTenant('BROKEN', { tenantsDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TenantLoadError);
    expect((error as TenantLoadError).issues[0]?.expected).toBe('valid JSON');
    expect((error as Error).message).toContain('tenants/broken/manifest.json: /: expected valid JSON');
  });

  it('loads every tenant with th and en locales', async () => {
    for (const code of await listTenantCodes()) {
      const tenant = await loadTenant(code);
      expect(tenant.dir).toBe(path.join(DEFAULT_TENANTS_DIR, folderOf(code)));
      expect(Object.keys(tenant.locales)).toEqual(expect.arrayContaining(['th', 'en']));
      // The emblem's bytes, read once with the tenant: a PNG or a JPEG.
      expect(tenant.emblem.subarray(0, 4).toString('hex')).toMatch(/^(89504e47|ffd8ff)/);
    }
  });

  it('refuses a manifest whose emblem file is missing, naming the file it looked for', async () => {
    const error = await loadTenant('NOEMBLEM', { tenantsDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TenantLoadError);
    expect((error as TenantLoadError).issues).toEqual([
      expect.objectContaining({ pointer: '/branding/emblem', expected: 'an existing file assets/garuda.png' }),
    ]);
    expect((error as Error).message).toContain('No file tenants/noemblem/assets/garuda.png');
  });
});

describe('resolveAsset', () => {
  it('finds a tenant asset in its folder, else in _base, else null', async () => {
    const dir = path.join(tenantsDir, 'dev');
    expect(await resolveAsset(dir, 'assets/logo.svg')).toBe(path.join(dir, 'assets/logo.svg'));
    await rm(path.join(dir, 'assets/logo.svg'));
    expect(await resolveAsset(dir, 'assets/logo.svg')).toBe(path.join(tenantsDir, '_base/assets/logo.svg'));
    expect(await resolveAsset(dir, 'assets/none.svg')).toBeNull();
  });
});
