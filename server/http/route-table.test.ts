/**
 * The route table is the server's list of calls: every route served under /api is in it, every
 * entry is served, and every entry names a request schema and a reply schema that exist. The
 * reply schemas are enforced: a handler's field that the schema does not name fails on a test
 * server, and is left out of the reply in production.
 */
import { readdirSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIdempotentRoute, routeMethod, routePath } from '../../engine/api/route-path';
import { ROUTES, type RouteName, type RouteSpec } from '../../engine/api/routes';
import { registeredApiRoutes } from '../test-support/registered-routes';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app';
import { API_SCHEMAS_DIR, apiSchema } from './api-schemas';
import { fileReplyProblem, replyProblem } from './reply-check';
import { responseSchemas } from './serve-route';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 120_000);
afterAll(async () => t?.close());

const entries = Object.entries(ROUTES) as [RouteName, RouteSpec][];
const schemaFiles = new Set(readdirSync(API_SCHEMAS_DIR).map((file) => file.replace(/\.schema\.json$/, '')));

describe('the route table', () => {
  it('lists exactly the routes the server serves under /api', () => {
    const served = registeredApiRoutes(t.app)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const listed = entries.flatMap(([, route]) => route.methods.map((method) => `${method} ${route.path}`)).sort();
    expect(served).toEqual(listed);
  });

  it('names a request schema and a reply schema that exist for every call', () => {
    for (const [name, route] of entries) {
      expect(schemaFiles.has(route.request), `${name}: request ${route.request}`).toBe(true);
      if (typeof route.reply === 'string') expect(schemaFiles.has(route.reply), `${name}: reply ${route.reply}`).toBe(true);
      else {
        expect(route.reply.media.length, `${name}: a file reply names its media types`).toBeGreaterThan(0);
        for (const media of route.reply.media) expect(media, `${name}: a media type without parameters or wildcards`).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
      }
      expect(responseSchemas(route)['4xx'], name).toEqual(apiSchema('error.reply'));
    }
  });

  it('gives every JSON reply a closed schema, so no field leaves the server unless it is named', () => {
    // Two replies are third-party documents passed through whole: the ALTCHA challenge and this OpenAPI document.
    const open = new Set(['captcha-challenge.reply', 'openapi.reply']);
    for (const [name, route] of entries) {
      if (typeof route.reply !== 'string' || open.has(route.reply)) continue;
      expect(apiSchema(route.reply).additionalProperties, `${name}: ${route.reply}`).toBe(false);
    }
  });

  it('fills path parameters and refuses to build a path without them', () => {
    expect(routePath('downloadAttachment', { id: 42 })).toBe('/api/sarabun/download-attachment/42');
    expect(routePath('viewAvatar', { personId: 'a/b' })).toBe('/api/users/view-file-avatar/a%2Fb');
    expect(() => routePath('downloadAttachment')).toThrow(/:id/);
  });

  it('gives the browser the method, path and idempotency of every call as the table declares them', () => {
    for (const [name, route] of entries) {
      expect(routeMethod(name), name).toBe(route.methods.includes('POST') ? 'POST' : 'GET');
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, `v-${m[1]}`]));
      expect(routePath(name, params), name).toBe(route.path.replace(/:(\w+)/g, 'v-$1'));
      expect(isIdempotentRoute(name), name).toBe(route.idempotent === true && route.methods.includes('POST'));
    }
  });
});

describe('reply schemas at work', () => {
  it('a reply field the schema does not name is a problem on a test server', () => {
    const getInfo = ROUTES.getInfo;
    expect(replyProblem(getInfo, 401, { status: 'error', message: 'กรุณาเข้าสู่ระบบ' })).toBeNull();
    expect(replyProblem(getInfo, 401, { status: 'error', message: 'x', stack: 'at handler' })).toMatch(/additional/);
    expect(replyProblem(ROUTES.logout, 200, { status: 'success', message: 'ok', token: 'secret' })).toMatch(/additional/);
    expect(replyProblem(ROUTES.logout, 200, { status: 'success' })).toMatch(/message/);
  });

  it('a file sent with a media type the route table does not give it is a problem on a test server', () => {
    expect(fileReplyProblem(ROUTES.registerExport, 'text/csv; charset=utf-8')).toBeNull();
    expect(fileReplyProblem(ROUTES.registerExport, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBeNull();
    expect(fileReplyProblem(ROUTES.viewAvatar, 'image/svg+xml')).toBeNull();
    expect(fileReplyProblem(ROUTES.downloadAttachment, 'application/pdf')).toBeNull();
    expect(fileReplyProblem(ROUTES.registerExport, 'application/pdf')).toMatch(/application\/pdf/);
    expect(fileReplyProblem(ROUTES.manualFile, undefined)).toMatch(/not one of/);
    // A JSON call's replies are checked against its schema instead.
    expect(fileReplyProblem(ROUTES.getInfo, 'text/html')).toBeNull();
  });

  it('in production, a field the schema does not name never leaves the server', async () => {
    // A handler that returns more than the logout reply names, behind the response schemas serveRoute gives.
    const app = Fastify({ logger: false });
    app.post('/leaky', { schema: { response: responseSchemas(ROUTES.logout) } }, async () => ({
      status: 'success',
      message: 'ออกจากระบบแล้ว',
      token: 'secret',
      person: { password_hash: 'x' },
    }));
    try {
      const reply = await app.inject({ method: 'POST', url: '/leaky' });
      expect(reply.json()).toEqual({ status: 'success', message: 'ออกจากระบบแล้ว' });
    } finally {
      await app.close();
    }
  });

  it('a test server answers every call of a signed-in session with replies that match their schemas', async () => {
    const seeded = await createTestApp();
    try {
      const token = await signIn(seeded, 'saraban');
      const auth = { authorization: `Bearer ${token}` };
      for (const name of [
        'getInfo',
        'getTodoLists',
        'getDashboard',
        'getDashboardOrganizationLists',
        'getMenus',
        'getNotifications',
        'getLookups',
        'getRecipients',
      ] as const) {
        const route: RouteSpec = ROUTES[name];
        const reply = await seeded.app.inject({ method: route.methods.includes('POST') ? 'POST' : 'GET', url: route.path, headers: auth });
        expect(reply.statusCode, `${name}: ${reply.body.slice(0, 300)}`).toBe(200);
      }
    } finally {
      await seeded.close();
    }
  }, 60_000);
});
