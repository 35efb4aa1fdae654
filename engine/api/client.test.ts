import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, encodeForm, HttpError, newIdempotencyKey } from './client';
import { identityCalls } from './identity-calls';
import { ROUTES } from './routes';

// A real HTTP server on loopback: the client is tested against real requests, not a fetch mock.
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
let server: Server | null = null;

async function serve(replies: { status: number; body: unknown }[]): Promise<{ origin: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = replies[Math.min(seen.length - 1, replies.length - 1)]!;
      // Status 0: the connection drops after the request arrived, with no reply (the server may have done it).
      if (reply.status === 0) return void req.socket.destroy();
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

afterEach(async () => {
  const running = server;
  server = null;
  if (!running) return;
  running.closeAllConnections(); // fetch keeps connections alive; close() would wait for them
  await new Promise((resolve) => running.close(resolve));
});

describe('api client', () => {
  it('posts form-encoded bodies with the bearer token and JSON accept', async () => {
    const { origin, seen } = await serve([{ status: 200, body: { status: 'success', item: 1 } }]);
    const api = createApiClient({ origin, getToken: () => 'tok123' });
    const reply = await api.send('POST', '/api/sarabun/get-todo-list', { typeCode: 'review', page: 1, search: 'ไทย' });
    expect(reply).toEqual({ status: 'success', item: 1 });
    expect(seen[0]!.url).toBe('/api/sarabun/get-todo-list');
    expect(seen[0]!.headers.authorization).toBe('Bearer tok123');
    expect(seen[0]!.headers.accept).toBe('application/json');
    expect(seen[0]!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen[0]!.body).get('search')).toBe('ไทย');
  });

  it('sends no Authorization header when signed out', async () => {
    const { origin, seen } = await serve([{ status: 200, body: { status: 'success' } }]);
    await createApiClient({ origin, getToken: () => null }).send('GET', '/api/getInfo');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.method).toBe('GET');
  });

  it('retries a 5xx three times with 1000 ms x attempt, then passes the error on', async () => {
    const { origin, seen } = await serve([{ status: 503, body: { status: 'error', message: 'ไม่ว่าง' } }]);
    const waits: number[] = [];
    const api = createApiClient({ origin, getToken: () => null, sleep: async (ms) => void waits.push(ms) });
    const error = await api.send('POST', '/api/users/login', { username: 'a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect((error as HttpError).message).toBe('ไม่ว่าง');
    expect(seen).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 3000]);
  });

  it('does not retry a 5xx of a call sent once: the sign-in calls', async () => {
    const { origin, seen } = await serve([{ status: 503, body: { status: 'error', message: 'ติดต่อไม่ได้' } }]);
    const api = createApiClient({ origin, getToken: () => null, sleep: async () => {} });
    await expect(api.send('POST', '/api/x', {}, { retry: false })).rejects.toMatchObject({ status: 503, message: 'ติดต่อไม่ได้' });
    expect(seen).toHaveLength(1);
    const calls = identityCalls(api);
    for (const call of [calls.preLogin, calls.login, calls.igLogin])
      await expect(call({ username: 'a', password: 'b', altcha: 'solved-once' })).rejects.toMatchObject({ status: 503, body: { message: 'ติดต่อไม่ได้' } });
    expect(seen.map((s) => s.url)).toEqual(['/api/x', ROUTES.preLogin.path, ROUTES.login.path, ROUTES.igLogin.path]);
  });

  it('succeeds when a retry succeeds', async () => {
    const { origin, seen } = await serve([
      { status: 500, body: {} },
      { status: 200, body: { status: 'success' } },
    ]);
    const api = createApiClient({ origin, getToken: () => null, sleep: async () => {} });
    expect(await api.send('POST', '/api/x')).toEqual({ status: 'success' });
    expect(seen).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    const { origin, seen } = await serve([{ status: 401, body: { status: 'error', message: 'no' } }]);
    const api = createApiClient({ origin, getToken: () => null, sleep: async () => {} });
    await expect(api.send('GET', '/api/getInfo')).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });

  it('sends the fields of a GET in its query string', async () => {
    const { origin, seen } = await serve([{ status: 200, body: { status: 'success' } }]);
    await createApiClient({ origin, getToken: () => null }).send('GET', '/api/sarabun/get-document', { F_DOC_ID: 7, skip: undefined });
    expect(seen[0]!.url).toBe('/api/sarabun/get-document?F_DOC_ID=7');
    expect(seen[0]!.body).toBe('');
  });

  it('sends one Idempotency-Key per call on an idempotent route, the same on every retry', async () => {
    const { origin, seen } = await serve([
      { status: 503, body: { status: 'error', message: 'ไม่ว่าง' } },
      { status: 502, body: {} },
      { status: 200, body: { status: 'success' } },
    ]);
    const api = createApiClient({ origin, getToken: () => null, sleep: async () => {} });
    expect(await api.send('POST', ROUTES.createDocument.path, { F_DOC_TITLE: 'ก' })).toEqual({ status: 'success' });
    expect(seen).toHaveLength(3);
    const key = seen[0]!.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual([key, key, key]);
    // A second call is another logical call: a new key.
    await api.send('POST', ROUTES.createDocument.path, { F_DOC_TITLE: 'ก' });
    expect(seen[3]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[3]!.headers['idempotency-key']).not.toBe(key);
  });

  it('keys an upload (its fields in the query string) and a document action; not other calls', async () => {
    const { origin, seen } = await serve([{ status: 200, body: { status: 'success' } }]);
    const api = createApiClient({ origin, getToken: () => null });
    await api.sendFile(ROUTES.uploadAttachment.path, { F_DOC_ID: 3, FILE_NAME: 'a.pdf' }, new Blob(['%PDF'], { type: 'application/pdf' }));
    await api.send('POST', ROUTES.documentAction.path, { ACTION: 'receive', F_TRANS_ID: 1 });
    await api.send('POST', '/api/sarabun/get-todo-list', { typeCode: 'review' });
    await api.send('GET', ROUTES.getDocument.path, { F_DOC_ID: 3 });
    expect(seen[0]!.url).toBe(`${ROUTES.uploadAttachment.path}?F_DOC_ID=3&FILE_NAME=a.pdf`);
    expect(seen.map((s) => typeof s.headers['idempotency-key'])).toEqual(['string', 'string', 'undefined', 'undefined']);
  });

  it('retries an idempotent call that got no reply (connection dropped) with the same key', async () => {
    const { origin, seen } = await serve([
      { status: 0, body: null },
      { status: 0, body: null },
      { status: 200, body: { status: 'success' } },
    ]);
    const waits: number[] = [];
    const api = createApiClient({ origin, getToken: () => null, sleep: async (ms) => void waits.push(ms) });
    expect(await api.send('POST', ROUTES.documentAction.path, { ACTION: 'receive', F_TRANS_ID: 1 })).toEqual({ status: 'success' });
    expect(seen).toHaveLength(3);
    const key = seen[0]!.headers['idempotency-key'];
    expect(key).toBeTruthy();
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual([key, key, key]);
    expect(waits).toEqual([1000, 2000]);
  });

  it('passes a dropped connection on at once for a call that is not idempotent', async () => {
    const { origin, seen } = await serve([{ status: 0, body: null }]);
    const api = createApiClient({ origin, getToken: () => null, sleep: async () => {} });
    await expect(api.send('POST', '/api/users/login', { username: 'a' })).rejects.toThrow(TypeError);
    expect(seen).toHaveLength(1);
    // An idempotent call gives up after the same 3 retries as a 5xx.
    await expect(api.send('POST', ROUTES.createDocument.path, {})).rejects.toThrow(TypeError);
    expect(seen).toHaveLength(5);
  });

  it('makes UUID v4 keys without crypto.randomUUID (plain http is not a secure context)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = [newIdempotencyKey(), newIdempotencyKey()];
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(keys[0]).not.toBe(keys[1]);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('repeats array fields in a form body', () => {
    expect(encodeForm({ MODULE: ['SARABUN', 'SARABAN'], skip: undefined }).toString()).toBe('MODULE=SARABUN&MODULE=SARABAN');
  });
});
