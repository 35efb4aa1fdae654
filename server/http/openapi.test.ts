/** GET /api/docs: a well-formed OpenAPI 3.1 document that covers every /api route and the portal contract's calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteSpec } from '../../engine/api/routes';
import { registeredApiRoutes } from '../test-support/registered-routes';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
        requestBody?: { content: Record<string, unknown> };
        security: unknown[];
        'x-portal-contract'?: boolean;
      }
    >
  >;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }> };
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const reply = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toContain('application/json');
  doc = reply.json();
});
afterAll(async () => t?.close());

/** The calls of the portal's public contract (the method its clients use; calls whose method is open answer both). */
const SPEC_CALLS: [string, string][] = [
  ['post', '/api/users/pre-login'],
  ['post', '/api/users/login'],
  ['post', '/api/users/ig-login'],
  ['get', '/api/getInfo'],
  ['post', '/api/logout'],
  ['post', '/api/sarabun/request-pdpa'],
  ['post', '/api/sarabun/get-todo-list'],
  ['post', '/api/get-dashboard-organization-lists'],
  ['post', '/api/get-dashboard'],
  ['post', '/api/get-todo-lists'],
  ['post', '/api/update-read-portal'],
  ['post', '/api/notification-update-read'],
  ['post', '/api/notification-update-read-all'],
  ['post', '/api/get-notifications'],
  ['post', '/api/get-authen-user-menu-permission-header-bottom'],
  ['post', '/api/get-decode-document-api'],
  ['get', '/api/users/view-file-avatar/{personId}'],
];

/** Every $ref in the document, with where it sits. */
function refs(value: unknown, at = '#'): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refs(v, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [[at, v] as [string, string]] : refs(v, `${at}/${k}`)));
}

function resolve(pointer: string): unknown {
  expect(pointer.startsWith('#/')).toBe(true);
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), doc);
}

describe('GET /api/docs', () => {
  it('is an OpenAPI 3.1 document whose every operation has responses and whose every $ref resolves', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(Object.keys(operations).length, path).toBeGreaterThan(0);
      for (const [method, op] of Object.entries(operations)) {
        expect(Object.keys(op.responses), `${method} ${path}`).toContain('200');
      }
    }
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(50);
    for (const [at, pointer] of all) expect(resolve(pointer), `${at} -> ${pointer}`).toBeDefined();
  });

  it('gives every operation a success reply with content, and every file reply its media types as binary', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const content = op.responses['200']?.content;
        expect(Object.keys(content ?? {}).length, `${method} ${path}: 200 content`).toBeGreaterThan(0);
      }
    }
    const fileRoutes = (Object.values(ROUTES) as RouteSpec[]).filter((route) => typeof route.reply !== 'string');
    expect(fileRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/users/view-file-avatar/:personId',
        '/api/sarabun/register-export',
        '/api/sarabun/download-attachment/:id',
        '/api/manuals/file/:id',
      ]),
    );
    for (const route of fileRoutes) {
      for (const method of route.methods) {
        const at = `${method} ${route.path}`;
        const content = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]![method.toLowerCase()]!.responses['200']!.content!;
        const media = Object.keys(content);
        expect(media, at).toEqual([...(route.reply as { media: readonly string[] }).media]);
        expect(media.filter((type) => !type.includes('json')).length, at).toBeGreaterThan(0);
        for (const type of media) expect(content[type]!.schema, `${at} ${type}`).toEqual({ type: 'string', format: 'binary' });
      }
    }
    // What each kind of file is really sent as.
    const mediaAt = (path: string) => Object.keys(doc.paths[path]!.get!.responses['200']!.content!);
    expect(mediaAt('/api/users/view-file-avatar/{personId}')).toEqual(expect.arrayContaining(['image/png', 'image/jpeg']));
    expect(mediaAt('/api/sarabun/register-export')).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv']);
    expect(mediaAt('/api/sarabun/download-attachment/{id}')).toEqual(expect.arrayContaining(['application/pdf', 'image/png', 'text/plain']));
    expect(mediaAt('/api/manuals/file/{id}')).toEqual(['application/pdf', 'video/mp4', 'video/webm']);
  });

  it('documents every route under /api, and nothing that is not a route', () => {
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)));
    expect([...documented].sort()).toEqual([...registeredApiRoutes(t.app)].map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`).sort());
  });

  it("marks the portal contract's calls, with form and JSON bodies", () => {
    for (const [method, path] of SPEC_CALLS) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!['x-portal-contract'], `${method} ${path}`).toBe(true);
    }
    for (const path of ['/api/users/login', '/api/sarabun/get-todo-list', '/api/get-todo-lists', '/api/get-notifications', '/api/sarabun/document-action']) {
      expect(Object.keys(doc.paths[path]!.post!.requestBody!.content).sort(), path).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    }
    // The queue page is typed down to its rows.
    expect(resolve('#/components/schemas/TodoPageReply')).toBeDefined();
    expect(doc.paths['/api/sarabun/get-todo-list']!.post!.responses['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/TodoPageReply',
    });
  });

  it('declares bearer auth and the Thai error statuses in the envelope', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const todo = doc.paths['/api/sarabun/get-todo-list']!.post!;
    expect(todo.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/users/login']!.post!.security).toEqual([]);
    const action = doc.paths['/api/sarabun/document-action']!.post!.responses;
    for (const status of ['400', '401', '403', '404', '409', '500', '503']) {
      expect(action[status], status).toBeDefined();
      expect((action[status] as { description: string }).description, status).toMatch(/[\u0E00-\u0E7F]/);
      expect(action[status]!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ErrorReply' });
    }
    expect(doc.paths['/api/sarabun/upload-attachment']!.post!.responses['413']).toBeDefined();
    expect(doc.paths['/api/users/login']!.post!.responses['429']).toBeDefined();
  });
});
