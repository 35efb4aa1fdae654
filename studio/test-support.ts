/** A copy of the project's tenants folder in a temporary folder: studio tests write there, never to tenants/. */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_TENANTS_DIR } from '../server/tenants/load';

export async function tenantsCopy(): Promise<{ tenantsDir: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'studio-'));
  const tenantsDir = path.join(root, 'tenants');
  await cp(DEFAULT_TENANTS_DIR, tenantsDir, { recursive: true });
  return { tenantsDir, remove: () => rm(root, { recursive: true, force: true }) };
}
