import { rm, unlink } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, type TenantBoot } from '../engine/tenant/boot';
import type { LoadedTenant } from './tenants/load';
import { APP_VERSION, buildApp } from './app';
import { cspDirectives } from './http/security';
import { createCaptchaService } from './modules/captcha/captcha';
import { captchaSecret, getSetting, CAPTCHA_KEY_SETTING } from './modules/settings/app-settings';
import { createClientDir, loadAllTenants, testConfig } from './test-support/fixtures';
import { createTestDatabase, type TestDatabase } from './test-support/test-db';

let database: TestDatabase;
let clientDir: string;
let tenants: LoadedTenant[];
let tenant: LoadedTenant;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  clientDir = await createClientDir();
  tenants = await loadAllTenants();
  // Any tenant whose organisation name no other tenant shares, so "no other brand" is testable.
  tenant = tenants.find(
    (t) => tenants.filter((o) => o.manifest.identity.organizationName.th === t.manifest.identity.organizationName.th).length === 1,
  ) as LoadedTenant;
  app = await buildApp({ config: testConfig(), db: database.handle, tenant, clientDir, logger: false });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(clientDir, { recursive: true, force: true });
});

function bootOf(html: string): TenantBoot {
  const match = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!match) throw new Error('no boot block in the page');
  return JSON.parse(match[1] as string) as TenantBoot;
}

function csp(headers: Record<string, unknown>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(headers['content-security-policy']).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('GET /api/health', () => {
  it('reports the database up, the engine, tenant and version', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      item: { database: 'up', engine: database.handle.engine, tenant: tenant.manifest.code, version: APP_VERSION },
    });
  });

  it('answers 503 with a Thai message when the database is gone', async () => {
    const other = await createTestDatabase();
    const broken = await buildApp({ config: testConfig(), db: other.handle, tenant, clientDir, logger: false });
    await other.close();
    const res = await broken.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/[\u0E00-\u0E7F]/), item: { database: 'down' } });
    await broken.close();
  });
});

describe('security headers', () => {
  it('sends a strict CSP whose style nonce is the one written into the page', async () => {
    const res = await app.inject('/login');
    const policy = csp(res.headers);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    const nonce = policy
      .get('style-src')
      ?.find((v) => v.startsWith("'nonce-"))
      ?.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const again = await app.inject('/login');
    expect(csp(again.headers).get('style-src')).not.toEqual(policy.get('style-src'));
  });

  it('allows the realtime server and the chat frame only when the manifest names them', () => {
    const manifest = structuredClone(tenant.manifest);
    manifest.realtime.url = 'https://rt.example.org:8443/socket';
    manifest.features.chatUrl = 'https://chat.example.org/room?x=1';
    const directives = cspDirectives(manifest);
    expect(directives.connectSrc).toEqual(["'self'", 'https://rt.example.org:8443', 'wss://rt.example.org:8443']);
    expect(directives.frameSrc).toEqual(['blob:', 'https://chat.example.org']);
    manifest.realtime.url = null;
    manifest.features.chatUrl = null;
    expect(cspDirectives(manifest).connectSrc).toEqual(["'self'"]);
    expect(cspDirectives(manifest).frameSrc).toEqual(['blob:']);
  });
});

describe('single-page app', () => {
  it('serves index.html for client routes with the tenant inlined, never cached', async () => {
    for (const url of ['/', '/login', '/document/42?tab=1']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(/<!--tenant-(head|boot)-->|<!--csp-nonce-->/);
      const boot = bootOf(res.body);
      expect(boot.manifest.code).toBe(tenant.manifest.code);
      expect(boot.storagePrefix).toBe(`${tenant.manifest.code.toLowerCase()}_`);
      expect(boot.base).toBe('/');
      expect(Object.keys(boot.locales).length).toBeGreaterThan(0);
    }
  });

  it('writes the title, theme colour and favicon of the tenant, and no other tenant', async () => {
    const { body } = await app.inject('/');
    const { identity, branding } = tenant.manifest;
    expect(body).toContain(`<title>${identity.systemName.th} - ${identity.organizationName.th}</title>`);
    expect(body).toContain(`<meta name="theme-color" content="${branding.theme.primary}" />`);
    expect(body).toContain(`<link rel="icon" href="/tenant/${branding.logo}"`);
    for (const other of tenants.filter((t) => t.manifest.code !== tenant.manifest.code)) {
      const name = other.manifest.identity.organizationName;
      if (JSON.stringify(tenant.manifest).includes(name.th)) continue; // legitimately shared text
      expect(body).not.toContain(name.th);
      expect(body).not.toContain(name.en);
    }
  });

  it('keeps manifest text from breaking out of the boot block', async () => {
    const hostile = structuredClone(tenant);
    hostile.manifest.identity.organizationName.th = '</script><script>alert(1)</script><!--';
    const hostileApp = await buildApp({ config: testConfig(), db: database.handle, tenant: hostile, clientDir, logger: false });
    const { body } = await hostileApp.inject('/');
    await hostileApp.close();
    expect(body).not.toContain('<script>alert(1)');
    expect(body.match(/<\/script>/g)).toHaveLength(2); // the boot block and the fixture's module script
    expect(bootOf(body).manifest.identity.organizationName.th).toBe('</script><script>alert(1)</script><!--');
    expect(body).toContain('<title>');
    expect(body).toContain('&lt;/script&gt;');
  });

  it('serves hashed bundles with a long cache, and 404 (not the page) for a missing one', async () => {
    const js = await app.inject('/assets/index-abc123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe('console.log("app");\n');
    // The build's precompressed companions go to browsers that accept them.
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app, br");\n');
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app, gz");\n');
    const missing = await app.inject('/assets/nope.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  it('answers 503 with build instructions when the client is not built', async () => {
    const emptyDir = await createClientDir();
    await unlink(`${emptyDir}/index.html`);
    const bare = await buildApp({ config: testConfig(), db: database.handle, tenant, clientDir: emptyDir, logger: false });
    const res = await bare.inject('/');
    await bare.close();
    await rm(emptyDir, { recursive: true, force: true });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect(res.body).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('tenant assets', () => {
  it('serves the logo from the tenant folder (or the shared base)', async () => {
    const res = await app.inject(`/tenant/${tenant.manifest.branding.logo}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
  });

  it('refuses a traversal sent as-is over the network (no client-side normalising)', async () => {
    const server = await buildApp({ config: testConfig(), db: database.handle, tenant, clientDir, logger: false });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    try {
      for (const rawPath of ['/tenant/../manifest.json', '/tenant/assets/../../_base/manifest.json', '/tenant/assets/../manifest.json']) {
        const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          request({ host: '127.0.0.1', port, path: rawPath }, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          })
            .on('error', reject)
            .end();
        });
        expect(status, rawPath).toBe(404);
        expect(body).not.toContain('"identity"');
      }
    } finally {
      await server.close();
    }
  });

  it.each([
    '/tenant/../manifest.json',
    '/tenant/%2e%2e/manifest.json',
    '/tenant/assets/../manifest.json',
    '/tenant/assets/%2e%2e/manifest.json',
    '/tenant/manifest.json',
    '/tenant/locales/th.json',
    '/tenant/assets/..%2f..%2fpackage.json',
    '/tenant/assets/nothing.png',
  ])('refuses %s with 404', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"code"');
  });
});

describe('errors', () => {
  let probe: FastifyInstance;
  beforeAll(async () => {
    probe = await buildApp({ config: testConfig(), db: database.handle, tenant, clientDir, logger: false });
    probe.post(
      '/api/probe/echo',
      { schema: { body: { type: 'object', required: ['USERNAME'], properties: { USERNAME: { type: 'string', minLength: 1 } } } } },
      async (request) => ({ status: 'success', item: request.body }),
    );
    probe.get('/api/probe/crash', async () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(async () => {
    await probe.close();
  });

  it('answers an unknown API route with the Thai 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/users/none'],
      ['GET', '/api'],
    ] as const) {
      const res = await probe.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'ไม่พบบริการที่ร้องขอ' });
    }
  });

  it('accepts form-encoded bodies and answers invalid input with 400 in the envelope', async () => {
    const ok = await probe.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'USERNAME=%E0%B8%81',
    });
    expect(ok.json()).toEqual({ status: 'success', item: { USERNAME: 'ก' } });
    const bad = await probe.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'OTHER=1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/[\u0E00-\u0E7F]/), fields: ['USERNAME'] });
    const badJson = await probe.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ status: 'error' });
  });

  it('answers a crash with 500 and a Thai message, never the error or a stack', async () => {
    const res = await probe.inject('/api/probe/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });
});

describe('captcha', () => {
  it('hands out a signed ALTCHA challenge, never cached', async () => {
    const res = await app.inject('/api/captcha/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      nonce: expect.any(String),
      salt: expect.any(String),
      cost: expect.any(Number),
      keyPrefix: expect.any(String),
      expiresAt: expect.any(Number),
    });
    expect(body.signature).toEqual(expect.any(String));
  });

  it('verifies a solved challenge and refuses a forged or missing one', async () => {
    const service = await createCaptchaService({ secret: 'test-secret-0123456789', cost: 1, counterRange: [1, 30] });
    const challenge = await service.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect(await service.verify(payload)).toEqual({ ok: true, reason: null });
    const forged = Buffer.from(JSON.stringify({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 2 } }, solution })).toString('base64');
    expect((await service.verify(forged)).ok).toBe(false);
    const other = await createCaptchaService({ secret: 'another-secret-0123456789', cost: 1 });
    expect((await other.verify(payload)).ok).toBe(false);
    expect((await service.verify(undefined)).ok).toBe(false);
    expect((await service.verify('not base64 json')).ok).toBe(false);
  });

  it('generates the signing secret once and keeps it in the database', async () => {
    const first = await captchaSecret(database.db, null);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await captchaSecret(database.db, null)).toBe(first);
    expect(await getSetting(database.db, CAPTCHA_KEY_SETTING)).toBe(first);
    expect(await captchaSecret(database.db, 'configured-secret-123')).toBe('configured-secret-123');
  });
});
