/**
 * What leaves the server compressed and what does not: the app page (also for a client route
 * answered by the not-found path) and large JSON replies by the browser's Accept-Encoding, small
 * replies and files as they are; personal API replies are never stored by a cache.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { createTestApp, DEMO_PASSWORD, postForm, signIn, solveCaptcha, type TestApp } from '../test-support/test-app';
import { loadViewer } from '../modules/correspondence/viewer';
import { COMPRESS_THRESHOLD, pickEncoding } from './compression';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, 'saraban');
}, 120_000);
afterAll(async () => t?.close());

const decoded = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('choosing the encoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
  });
});

describe('the app page', () => {
  it('is compressed for every page address, and decodes to the page the browser would get uncompressed', async () => {
    for (const url of ['/', '/login', '/sarabun/registers']) {
      const plain = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body).toContain('id="tenant-boot"');
      for (const encoding of ['br', 'gzip']) {
        const reply = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': encoding } });
        expect(reply.statusCode, url).toBe(200);
        expect(reply.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(reply.headers.vary).toContain('Accept-Encoding');
        expect(reply.headers['cache-control']).toBe('no-store');
        expect(reply.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        // The CSP nonce differs per response; everything else is the same page.
        const nonceless = (html: string) => html.replace(/(name="csp-nonce" content=")[^"]*"/, '$1"');
        expect(nonceless(decoded(reply.rawPayload, encoding))).toBe(nonceless(plain.body));
      }
    }
  });
});

describe('API replies', () => {
  it('compresses a large JSON reply and leaves a small one as it is', async () => {
    const docs = await t.app.inject({ url: ROUTES.apiDocs.path, headers: { 'accept-encoding': 'gzip, br' } });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(docs.rawPayload, 'br'))).toHaveProperty('openapi');

    const health = await t.app.inject({ url: ROUTES.health.path, headers: { 'accept-encoding': 'gzip, br' } });
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toHaveProperty('status');
  });

  it('keeps replies carrying a token or personal data out of every cache', async () => {
    const body: Record<string, string> = { username: 'officer', password: DEMO_PASSWORD };
    if (t.tenant.manifest.login.captcha) body.altcha = await solveCaptcha(t.app);
    const login = await postForm(t.app, ROUTES.login.path, body);
    expect(login.json()).toHaveProperty('status');
    expect(login.headers['cache-control']).toBe('no-store');
    const info = await t.app.inject({ url: ROUTES.getInfo.path, headers: { authorization: `Bearer ${token}` } });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const dashboard = await postForm(t.app, ROUTES.getDashboard.path, {}, { token });
    expect(dashboard.headers['cache-control']).toBe('no-store');
    // A refused call carries no data, but the rule is the same for every API reply.
    const refused = await t.app.inject({ url: ROUTES.getInfo.path });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sends a file as it is stored, with its length, even as a compressible type', async () => {
    const saraban = await t.db.selectFrom('people').select('id').where('username', '=', 'saraban').executeTakeFirstOrThrow();
    const department = (await loadViewer(t.db, saraban.id)).registryDepartments[0]!;
    const fields = { REGISTER: 'receive', F_DEPT_ID: String(department), YEAR: String(new Date().getFullYear() + 543), format: 'csv' };
    const csv = await t.app.inject({
      url: `${ROUTES.registerExport.path}?${new URLSearchParams(fields)}`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(csv.statusCode).toBe(200);
    // Large enough that compression would apply if files were not left alone.
    expect(csv.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-encoding']).toBeUndefined();
    expect(csv.headers['cache-control']).toBe('private, no-store');
  });
});
