/**
 * The page carries the first page's strings only (under 20 KB of boot data for every tenant),
 * and each language's complete strings are a content-addressed file served for good.
 */
import { rm } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAGE_NAMESPACES } from '../../engine/i18n/first-page-strings';
import type { TenantBoot } from '../../engine/tenant/boot';
import type { LoadedTenant } from '../tenants/load';
import { buildApp } from '../app';
import { createClientDir, loadAllTenants, testConfig } from '../test-support/fixtures';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';
import { stringFilesOf, stringsThroughChain } from './locale-files';
import { tenantHeadAndBoot } from './spa';

const BOOT_BUDGET = 20 * 1024;

let tenants: LoadedTenant[];
beforeAll(async () => {
  tenants = await loadAllTenants();
});

function bootOf(tenant: LoadedTenant): { bytes: number; boot: TenantBoot } {
  const block = tenantHeadAndBoot(tenant, stringFilesOf(tenant)).boot;
  const json = /<script[^>]*>([\s\S]*)<\/script>/.exec(block)![1]!;
  return { bytes: Buffer.byteLength(json), boot: JSON.parse(json) as TenantBoot };
}

describe('the boot data', () => {
  it('stays under 20 KB for every tenant, with the first page strings of the sign-in language and a file for every language', () => {
    for (const tenant of tenants) {
      const { bytes, boot } = bootOf(tenant);
      const code = tenant.manifest.code;
      expect(bytes, code).toBeLessThan(BOOT_BUDGET);
      expect(Object.keys(boot.locales), code).toContain(tenant.manifest.login.forceLanguage);
      for (const tree of Object.values(boot.locales))
        expect(
          Object.keys(tree).every((ns) => (FIRST_PAGE_NAMESPACES as readonly string[]).includes(ns)),
          code,
        ).toBe(true);
      expect(Object.keys(boot.stringFiles ?? {}).sort(), code).toEqual(Object.keys(tenant.locales).sort());
    }
  });
});

describe("a language's file", () => {
  it('holds the strings of its whole fallback chain, each language over the next', () => {
    const locales = {
      en: { login: { submit: 'Sign in', help: 'Help' }, only: { en: 'English' } },
      th: { login: { submit: 'เข้าสู่ระบบ' } },
      thOnlb: { login: { help: 'ช่วยเหลือ' } },
    };
    expect(stringsThroughChain(locales, 'thOnlb', 'en')).toEqual({ login: { submit: 'เข้าสู่ระบบ', help: 'ช่วยเหลือ' }, only: { en: 'English' } });
    expect(stringsThroughChain(locales, 'th', 'en')).toEqual({ login: { submit: 'เข้าสู่ระบบ', help: 'Help' }, only: { en: 'English' } });
    expect(stringsThroughChain(locales, 'en', 'en')).toEqual(locales.en);
    // The merge copies: the tenant's own trees are left as they were.
    expect(locales.th).toEqual({ login: { submit: 'เข้าสู่ระบบ' } });
  });
});

describe('the string files', () => {
  let database: TestDatabase;
  let clientDir: string;
  let app: FastifyInstance;
  let tenant: LoadedTenant;

  beforeAll(async () => {
    database = await createTestDatabase();
    clientDir = await createClientDir();
    tenant = tenants[0]!;
    app = await buildApp({ config: testConfig(), db: database.handle, tenant, clientDir, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('serves each language whole, cached for good and compressed; a changed name is not found', async () => {
    const { boot } = bootOf(tenant);
    for (const [language, url] of Object.entries(boot.stringFiles ?? {})) {
      const reply = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString('utf8'))).toEqual(
        stringsThroughChain(tenant.locales, language, tenant.manifest.language.fallback),
      );
    }
    const stale = await app.inject({ url: '/i18n/th.0000000000000000.json' });
    expect(stale.statusCode).toBe(404);
  });
});
