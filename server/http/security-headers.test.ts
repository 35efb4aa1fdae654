/**
 * Cache and security headers as a browser receives them: tenant assets revalidate (a new logo
 * shows within minutes), hashed bundles stay cached for a year, HSTS only over HTTPS, and
 * the two framing headers agree.
 */
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { LoadedTenant } from '../tenants/load';
import { buildApp } from '../app';
import { createClientDir, loadAllTenants, testConfig } from '../test-support/fixtures';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';

let database: TestDatabase;
let clientDir: string;
let tenant: LoadedTenant;
let app: FastifyInstance;

const build = (config: Partial<Config> = {}) => buildApp({ config: testConfig(config), db: database.handle, tenant, clientDir, logger: false });

beforeAll(async () => {
  database = await createTestDatabase();
  clientDir = await createClientDir();
  tenant = (await loadAllTenants())[0]!;
  app = await build({ publicUrl: 'http://saraban.office.lan:8080' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('cache headers', () => {
  it('serves the tenant logo with an ETag and a short, revalidated cache; a matching If-None-Match answers 304', async () => {
    const url = `/tenant/${tenant.manifest.branding.logo}`;
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(first.headers['cache-control']).not.toContain('immutable');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    const changed = await app.inject({ url, headers: { 'if-none-match': 'W/"another-logo"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.length).toBeGreaterThan(0);
  });

  it('keeps the year-long immutable cache for hashed bundles, compressed or not', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const js = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': encoding } });
      expect(js.statusCode).toBe(200);
      expect(js.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('security headers', () => {
  it('sends no HSTS over plain http', async () => {
    for (const url of ['/', '/api/health', `/tenant/${tenant.manifest.branding.logo}`]) {
      const res = await app.inject(url);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    // X-Forwarded-Proto from a peer that is not a trusted proxy is not believed.
    const forged = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const secure = await build({ publicUrl: 'https://saraban.example.go.th' });
    try {
      for (const url of ['/', '/api/health', '/assets/index-abc123.js']) {
        const res = await secure.inject(url);
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    const proxied = await build({ publicUrl: 'http://saraban.office.lan:8080', trustProxy: ['10.0.0.5'] });
    try {
      const viaProxy = await proxied.inject({ url: '/', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-proto': 'https' } });
      expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const notProxy = await proxied.inject({ url: '/', remoteAddress: '10.0.0.9', headers: { 'x-forwarded-proto': 'https' } });
      expect(notProxy.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('forbids framing the same way in X-Frame-Options and CSP frame-ancestors', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await app.inject(url);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
    }
  });
});
