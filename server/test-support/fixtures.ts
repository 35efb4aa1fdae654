/** Shared test fixtures: settings, a tenant, and a client folder standing in for a real build. */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadConfig, type Config } from '../config';
import { listTenantCodes, loadTenant, type LoadedTenant } from '../tenants/load';
import type { ScryptParams } from '../modules/identity/password-hash';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', CAPTCHA_HMAC_KEY: 'test-captcha-secret-0123456789', SIGNING_KEY_SECRET: 'test-signing-secret-0123456789' }),
    ...overrides,
  };
}

/**
 * scrypt cost of the passwords tests create (N=2^10, a 128th of production's work): every
 * test app hashes its demo accounts and most tests sign them in. password.test.ts proves the
 * production parameters once.
 */
export const TEST_PASSWORD_PARAMS: ScryptParams = { ln: 10, r: 8, p: 1 };

/** The three markers of app/index.html, in a minimal page. */
export const FIXTURE_INDEX_HTML = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <!--tenant-head-->
    <!--csp-nonce-->
    <!--tenant-boot-->
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>
`;

export async function createClientDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'saraban-client-'));
  await writeFile(path.join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  // What the build's precompression writes beside a bundle (here tagged, to tell them apart).
  await writeFile(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app, br");\n'));
  await writeFile(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app, gz");\n'));
  return dir;
}

/** Every tenant, loaded (tests pick tenants by what their manifests say, never by code literal). */
export async function loadAllTenants(): Promise<LoadedTenant[]> {
  return Promise.all((await listTenantCodes()).map((code) => loadTenant(code)));
}
