/**
 * The realtime server for real, for tests: a Fastify app (createTestApp: real database, seeded
 * demo people) listening on an ephemeral port with socket.io attached, and browsers played by
 * the engine's own client wrapper (socket.io-client over HTTP/WebSocket).
 *
 * A minute between periodic session checks and between outbox polls: what a test sees comes
 * from the path it exercises (a nudge, pushNow(), an identity event), not from a timer.
 */
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import { connectRealtime, type RealtimeConnection, type SocketStatus } from '../../engine/realtime/realtime-client';
import { attachRealtime, type RealtimeHandle } from '../realtime/attach';
import { createTestApp, type TestApp } from './test-app';

export interface RealtimeTestServer {
  t: TestApp;
  realtime: RealtimeHandle;
  /** The server's origin, for the client. */
  url: string;
  /** The after-commit nudge the correspondence module would emit. */
  nudges: EventEmitter;
  /** Connects like the browser; resolves at the first status message. */
  connect(token: string | null): Promise<{ connection: RealtimeConnection; status: SocketStatus; statuses: SocketStatus[] }>;
  /** Closes the connections opened so far (after each test). */
  closeTabs(): void;
  close(): Promise<void>;
}

export async function startRealtimeTestServer(): Promise<RealtimeTestServer> {
  const t = await createTestApp();
  const nudges = new EventEmitter();
  const realtime = attachRealtime(t.app, { now: t.clock.now, pollIntervalMs: 60_000, sessionCheckMs: 60_000, events: nudges });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const open: RealtimeConnection[] = [];
  return {
    t,
    realtime,
    url,
    nudges,
    connect(token) {
      const connection = connectRealtime({ realtime: { url, path: '/socket.io' }, getToken: () => token });
      open.push(connection);
      const statuses: SocketStatus[] = [];
      return new Promise((resolve) => {
        connection.onStatus((status) => {
          statuses.push(status);
          if (statuses.length === 1) resolve({ connection, status, statuses });
        });
      });
    },
    closeTabs() {
      for (const connection of open.splice(0)) connection.close();
    },
    async close() {
      await realtime.close();
      await t.close();
    },
  };
}

/** Waits until check() holds; fails after ms, naming what it waited for. */
export async function until(check: () => boolean, ms = 5000, what = 'the expected event'): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
