/**
 * The settings calls against a real HTTP server on loopback: each posts JSON to its page's path
 * (the page encoded into it), a record travels as an object, the writes the route table flags
 * idempotent carry one Idempotency-Key through their retries while reads carry none, and a
 * refusal (409 with the in-use message) resolves to the server's envelope.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { settingsCalls } from './settings-calls';

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}
let server: Server | null = null;

async function serve(replies: { status: number; body: unknown }[]): Promise<{ calls: ReturnType<typeof settingsCalls>; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(body) as unknown });
      const reply = replies[Math.min(seen.length - 1, replies.length - 1)]!;
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = createApiClient({ origin, getToken: () => 'token-1', sleep: () => Promise.resolve() });
  return { calls: settingsCalls(api), seen };
}

afterEach(async () => {
  const running = server;
  server = null;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

describe('settings calls', () => {
  it('posts JSON to the page path, with the session, and no idempotency key on a read', async () => {
    const { calls, seen } = await serve([{ status: 200, body: { status: 'success', message: '', items: [], total: 0 } }]);
    const reply = await calls.list('role-type', { page: 2, size: 50, search: 'สาร' });
    expect(reply).toEqual({ status: 'success', message: '', items: [], total: 0 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/api/settings/role-type/list');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers.authorization).toBe('Bearer token-1');
    expect(seen[0]!.headers['idempotency-key']).toBeUndefined();
    expect(seen[0]!.body).toEqual({ page: 2, size: 50, search: 'สาร' });
  });

  it('sends a record as an object, and keeps one idempotency key through a retried write', async () => {
    const item = { id: 9, role_type: 'officer', name_th: 'นักทดสอบ', name_en: 'Tester' };
    const { calls, seen } = await serve([
      { status: 503, body: { status: 'error', message: 'ฐานข้อมูลไม่พร้อม' } },
      { status: 200, body: { status: 'success', message: '', item } },
    ]);
    const reply = await calls.create('role-type', { name_th: 'นักทดสอบ', name_en: 'Tester', role_type: 'officer' });
    expect(reply).toEqual({ status: 'success', message: '', item });
    expect(seen.map((request) => request.url)).toEqual(['/api/settings/role-type/create', '/api/settings/role-type/create']);
    expect(seen[0]!.body).toEqual({ record: { name_th: 'นักทดสอบ', name_en: 'Tester', role_type: 'officer' } });
    const key = seen[0]!.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.headers['idempotency-key']).toBe(key);
  });

  it('resolves a refusal to the server envelope, and encodes the page into the path', async () => {
    const refusal = { status: 'error', message: 'ลบประเภทบทบาทนี้ไม่ได้ เพราะยังมีผู้ใช้งานที่ได้รับบทบาทนี้อยู่' };
    const { calls, seen } = await serve([{ status: 409, body: refusal }]);
    expect(await calls.remove('role type/..', 4)).toEqual(refusal);
    expect(seen[0]!.url).toBe('/api/settings/role%20type%2F../delete');
    expect(seen[0]!.body).toEqual({ id: 4 });
  });
});
