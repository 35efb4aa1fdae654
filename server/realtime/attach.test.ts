/**
 * The realtime server for real: a Fastify app (createTestApp: real database, seeded demo
 * users) listening on an ephemeral port, socket.io attached, browsers played by the engine's
 * own client wrapper (socket.io-client over HTTP/WebSocket).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, type NewNotificationPayload, type TodoListPayload } from '../../engine/realtime/events';
import { io as socketIo } from 'socket.io-client';
import { connectRealtime, SOCKET_STATUS, type RealtimeConnection } from '../../engine/realtime/realtime-client';
import { hashToken } from '../modules/identity/tokens';
import { startRealtimeTestServer, until, type RealtimeTestServer } from '../test-support/realtime-test-server';
import { signIn, type TestApp } from '../test-support/test-app';
import type { RealtimeHandle } from './attach';

let server: RealtimeTestServer;
let t: TestApp;
let realtime: RealtimeHandle;
const tokens: Record<string, string> = {};
const people: Record<string, number> = {};
const connect = (token: string | null) => server.connect(token);

beforeAll(async () => {
  server = await startRealtimeTestServer();
  ({ t, realtime } = server);
  for (const username of ['officer', 'director', 'saraban']) {
    tokens[username] = await signIn(t, username);
    people[username] = (await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  }
}, 120_000);

afterEach(() => server.closeTabs());

afterAll(async () => {
  await server?.close();
});

function collect<E extends keyof import('../../engine/realtime/events').RealtimeEventMap>(connection: RealtimeConnection, event: E) {
  const seen: import('../../engine/realtime/events').RealtimeEventMap[E][] = [];
  connection.on(event, (payload) => seen.push(payload));
  return seen;
}

async function insertNotification(personId: number, html: string, createdAt = t.clock.now()): Promise<number> {
  const row = await t.db
    .insertInto('notifications')
    .values({ person_id: personId, module: 'SARABUN', data_html: html, document_id: null, transaction_id: null, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('realtime handshake', () => {
  it('refuses a connection without a token', async () => {
    const { status } = await connect(null);
    expect(status).toEqual({ message: SOCKET_STATUS.cannotConnect, reason: 'unauthorized' });
  });

  it('refuses a wrong token', async () => {
    const { status } = await connect('x'.repeat(43));
    expect(status).toEqual({ message: SOCKET_STATUS.cannotConnect, reason: 'unauthorized' });
  });

  it('admits a signed-in token', async () => {
    const { status } = await connect(tokens.officer!);
    expect(status).toEqual({ message: SOCKET_STATUS.connected });
  });
});

describe('pushing the notifications outbox', () => {
  it("delivers a person's notification to that person only, once, and marks it pushed", async () => {
    const officer = await connect(tokens.officer!);
    const director = await connect(tokens.director!);
    const officerSeen = collect(officer.connection, REALTIME_EVENTS.newNotification);
    const directorSeen = collect(director.connection, REALTIME_EVENTS.newNotification);
    const officerTodo = collect(officer.connection, REALTIME_EVENTS.todoList);

    const forOfficer = await insertNotification(people.officer!, 'หนังสือถึง <b>officer</b>');
    const forSaraban = await insertNotification(people.saraban!, 'หนังสือถึง saraban');
    server.nudges.emit('notified', { personIds: [people.officer, people.saraban], documentId: 1 });

    await until(() => officerSeen.length === 1 && officerTodo.length === 1);
    expect(officerSeen[0]).toMatchObject<Partial<NewNotificationPayload>>({ NN_RECEIVE_ID: forOfficer, NN_DATA: 'หนังสือถึง <b>officer</b>', MODULE: 'SARABUN' });
    expect(officerTodo[0]).toEqual<TodoListPayload>({ F_DOC_IDS: [] });

    const pushed = await t.db.selectFrom('notifications').select(['id', 'pushed_at']).where('id', 'in', [forOfficer, forSaraban]).execute();
    expect(pushed.every((r) => r.pushed_at !== null)).toBe(true);

    // A second drain finds nothing: no repeat.
    expect(await realtime.pushNow()).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(officerSeen).toHaveLength(1);
    expect(directorSeen).toHaveLength(0);
  });

  it('reaches every open tab of the person', async () => {
    const tab1 = await connect(tokens.director!);
    const tab2 = await connect(tokens.director!);
    const seen1 = collect(tab1.connection, REALTIME_EVENTS.newNotification);
    const seen2 = collect(tab2.connection, REALTIME_EVENTS.newNotification);
    await insertNotification(people.director!, 'สองแท็บ');
    expect(await realtime.pushNow()).toBe(1);
    await until(() => seen1.length === 1 && seen2.length === 1);
  });

  it('marks stale rows pushed without a toast', async () => {
    const officer = await connect(tokens.officer!);
    const seen = collect(officer.connection, REALTIME_EVENTS.newNotification);
    const stale = await insertNotification(people.officer!, 'เก่า', new Date(t.clock.now().getTime() - 60 * 60_000));
    expect(await realtime.pushNow()).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toHaveLength(0);
    const row = await t.db.selectFrom('notifications').select('pushed_at').where('id', '=', stale).executeTakeFirstOrThrow();
    expect(row.pushed_at).not.toBeNull();
  });

  it('emitToPerson sends a server notification to that person', async () => {
    const officer = await connect(tokens.officer!);
    const seen = collect(officer.connection, REALTIME_EVENTS.serverNotification);
    realtime.emitToPerson(people.officer!, REALTIME_EVENTS.serverNotification, { message: 'แปลงไฟล์เสร็จแล้ว' });
    await until(() => seen.length === 1);
    expect(seen[0]).toEqual({ message: 'แปลงไฟล์เสร็จแล้ว' });
  });
});

describe('session end', () => {
  it("a page's close() on long-polling resolves once the server has let the socket go, so a sign-out after it finds nothing to close", async () => {
    // Polling only: the goodbye is then an HTTP request of its own, the case where the sign-out
    // could overtake it (over WebSocket it shares the socket's own connection).
    const connection = connectRealtime({
      realtime: { url: server.url, path: '/socket.io' },
      getToken: () => tokens.director!,
      io: (uri, options) => socketIo(uri, { ...options, transports: ['polling'] }),
    });
    await until(() => connection.socket.connected, 5000, 'the polling socket to connect');
    const id = connection.socket.id!;
    expect(realtime.io.of('/').sockets.has(id)).toBe(true);
    await connection.close();
    expect(realtime.io.of('/').sockets.has(id)).toBe(false);
  });

  it('the periodic check disconnects a session revoked where no event reaches this process, and its token is refused afterwards', async () => {
    // A user not signed in yet: a second sign-in of the same user would go through the device
    // confirmation, which the test helper cannot pass on captcha tenants (it reuses the altcha).
    const token = await signIn(t, 'admin', { ip: '10.9.0.1' });
    const { connection, statuses } = await connect(token);
    expect(statuses[0]).toEqual({ message: SOCKET_STATUS.connected });
    // Revoked by another process (or by hand in the database): only the periodic check can see it.
    await t.db.updateTable('sessions').set({ revoked_at: t.clock.now(), revoked_reason: 'logout' }).where('token_hash', '=', hashToken(token)).execute();
    await new Promise((r) => setTimeout(r, 200));
    expect(connection.socket.connected).toBe(true);
    expect(await realtime.checkSessions()).toBeGreaterThanOrEqual(1);
    await until(() => statuses.length >= 2);
    expect(statuses[1]).toMatchObject({ message: SOCKET_STATUS.cannotConnect, reason: 'io server disconnect' });
    expect(connection.socket.connected).toBe(false);
    const again = await connect(token);
    expect(again.status).toEqual({ message: SOCKET_STATUS.cannotConnect, reason: 'unauthorized' });
  });
});
