/**
 * The PostgreSQL adapter between two socket.io servers on one database: a room emit on one
 * reaches a socket on the other, and PostgreSQL dropping every connection (what a restart or
 * fail-over does) neither ends the process nor stops the delivery once the adapter has
 * listened again. PostgreSQL only.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, TEST_DATABASE_URL, withDatabase } from '../test-support/postgres-admin';
import { attachPostgresAdapter, type ClusterAdapterHandle } from './postgres-adapter';

interface Node {
  http: HttpServer;
  io: Server;
  adapter: ClusterAdapterHandle;
  url: string;
}

let name = '';
let url = '';
const nodes: Node[] = [];
const clients: Socket[] = [];
const logged: string[] = [];

async function node(): Promise<Node> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  io.on('connection', (socket) => void socket.join('room'));
  const adapter = await attachPostgresAdapter(io, url, (_error, message) => logged.push(message));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const made = { http, io, adapter, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  nodes.push(made);
  return made;
}

const until = async (check: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.runIf(TEST_DATABASE_URL)('socket.io PostgreSQL adapter', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    name = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(TEST_DATABASE_URL!, `CREATE DATABASE ${name}`);
    url = withDatabase(TEST_DATABASE_URL!, name);
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    for (const n of nodes) {
      await n.adapter.close();
      n.io.engine.close();
      await new Promise((resolve) => n.http.close(resolve));
    }
    if (name) await adminQuery(TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('carries room emits across servers, and survives PostgreSQL dropping its connections', async () => {
    const a = await node();
    const b = await node();
    const client = connect(b.url, { transports: ['websocket'] });
    clients.push(client);
    const seen: string[] = [];
    client.on('hello', (text: string) => seen.push(text));
    await until(() => client.connected, 5000, 'client connected to B');
    // The adapters LISTEN in the background: repeat until the first emit gets through.
    await until(
      () => {
        if (seen.length === 0) a.io.to('room').emit('hello', 'first');
        return seen.length > 0;
      },
      10_000,
      'emit on A reached B',
    );

    // What a PostgreSQL restart does to every open connection of the database.
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL! });
    await admin.connect();
    const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThanOrEqual(2);

    // The process is alive (an unhandled 'error' event would have ended the test run) and,
    // once the adapters listen again, emits get through.
    await until(() => logged.some((m) => m.includes('connection lost')), 5000, 'the loss was logged');
    await until(
      () => {
        if (!seen.includes('after')) a.io.to('room').emit('hello', 'after');
        return seen.includes('after');
      },
      15_000,
      'emit on A reached B after the connections were dropped',
    );
  });
});
