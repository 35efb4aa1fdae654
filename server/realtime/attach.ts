/**
 * socket.io on Fastify's HTTP server: realtime runs in the same process as the API.
 *
 * - Path: the tenant manifest's realtime.path (default /socket.io); engine.io answers its own
 *   path before Fastify sees the request, so the API's hooks and CSP do not apply to it.
 * - Handshake: the API's bearer token (handshake.ts); a socket joins the room of its person
 *   only, chosen from the verified session, never from anything the client says.
 * - Pushes: the notifications outbox (outbox-pusher.ts) is drained when the correspondence
 *   module says an action committed ('notified' event). Every write of the outbox is such an
 *   action, so the instance that wrote a row pushes it at once (through the adapter to sockets
 *   held elsewhere). A poll every pollIntervalMs is only the safety net for a drain that failed
 *   (the database briefly away): it finds nothing nearly every time, and on embedded PGlite each
 *   empty poll cost an idle server most of its CPU, so it runs every half minute, not every
 *   second or two.
 * - Session end closes its sockets at once: each socket joins the room of its session and of
 *   its person; when identity announces ended sessions or a disabled person
 *   (session-events.ts), io.in(room).disconnectSockets(true) closes them, so a signed-out
 *   browser stops receiving letters' titles within moments of the sign-out.
 * - Safety net: sessions are also re-checked every sessionCheckMs (expiry, idle time-out, a
 *   revocation made by another process or directly in the database). The check reads the
 *   sessions table without touching last_seen_at: an open socket must not keep an idle session
 *   alive.
 *
 * Several instances (postgres-adapter.ts, attached by start.ts with DATABASE_URL): room emits
 * and disconnectSockets() go through the adapter to every instance, so the instance that
 * handled the sign-out closes that session's sockets wherever they are. The outbox claim uses
 * SKIP LOCKED, so each row is claimed, and so emitted, by one instance only. The periodic check
 * looks at this instance's own sockets only (io.local): every instance runs it for the sockets
 * it holds, which covers them all without a cluster-wide fetchSockets() round trip.
 *
 * Call before app.listen(); call close() before app.close() (it leaves Fastify's HTTP server
 * to Fastify).
 */
import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import { personRoom, type RealtimeEventMap } from '../../engine/realtime/events';
import { correspondenceEvents } from '../modules/correspondence/events';
import { DEFAULT_POLICY, type IdentityPolicy } from '../modules/identity/policy';
import { sessionEvents as identitySessionEvents, type SessionEventMap } from '../modules/identity/session-events';
import { authenticateHandshake, type SocketIdentity } from './handshake';
import { deadSessions, drainOutbox } from './outbox-pusher';

export const DEFAULT_POLL_INTERVAL_MS = 30_000;
export const DEFAULT_SESSION_CHECK_MS = 60_000;
/** Rows older than this when first seen are marked pushed without a toast (outbox-pusher.ts). */
export const DEFAULT_MAX_PUSH_AGE_MS = 10 * 60_000;

export interface RealtimeOptions {
  /** The identity policy the HTTP API uses (same expiry and idle rules). */
  policy?: Partial<IdentityPolicy>;
  now?: () => Date;
  /** socket.io path; the tenant manifest's realtime.path by default. */
  path?: string;
  pollIntervalMs?: number;
  sessionCheckMs?: number;
  maxPushAgeMs?: number;
  /** Cross-origin browsers allowed (only when the realtime address differs from the portal's). */
  cors?: ServerOptions['cors'];
  /** Source of the after-commit nudge; the correspondence module's emitter by default. */
  events?: Pick<EventEmitter, 'on' | 'off'>;
  /** Source of ended sessions and disabled people; the identity module's emitter by default. */
  sessionEvents?: Pick<EventEmitter<SessionEventMap>, 'on' | 'off'>;
}

/** The room of one session's sockets (server-side only: the client never names rooms). */
export function sessionRoom(sessionId: number): string {
  return `session:${sessionId}`;
}

export interface RealtimeHandle {
  io: Server;
  /** Drains the outbox now (also what the nudge and the poll do); resolves to the rows emitted. */
  pushNow(): Promise<number>;
  /** Disconnects sockets whose session ended; resolves to how many. */
  checkSessions(): Promise<number>;
  /** Sends one event to one person's sockets (e.g. an office-document callback). */
  emitToPerson<E extends keyof RealtimeEventMap>(personId: number, event: E, payload: RealtimeEventMap[E]): void;
  close(): Promise<void>;
}

export function attachRealtime(app: FastifyInstance, options: RealtimeOptions = {}): RealtimeHandle {
  const policy: IdentityPolicy = { ...DEFAULT_POLICY, ...options.policy };
  const now = options.now ?? (() => new Date());
  const maxAgeMs = options.maxPushAgeMs ?? DEFAULT_MAX_PUSH_AGE_MS;
  const io = new Server(app.server, {
    path: options.path ?? app.tenant.manifest.realtime.path ?? '/socket.io',
    transports: ['polling', 'websocket'],
    serveClient: false,
    ...(options.cors ? { cors: options.cors } : {}),
  });

  io.use(authenticateHandshake(app.db, policy, now));
  io.on('connection', (socket) => {
    const identity = socket.data as SocketIdentity;
    // Until the person agrees to the PDPA policy nothing of theirs is pushed (the API refuses
    // their data too); agreeing reloads the page, and the new socket joins the person's room.
    // The session room is joined regardless, so signing out still closes this socket.
    void socket.join(identity.agreedToPdpa ? [personRoom(identity.personId), sessionRoom(identity.sessionId)] : [sessionRoom(identity.sessionId)]);
    // A session that ended between the handshake's check and the join above was announced
    // while this socket was in none of its rooms: look once more now that it is in them.
    void deadSessions(app.db, [identity.sessionId], now(), policy.idleTimeoutMs)
      .then((dead) => {
        if (dead.has(identity.sessionId)) socket.disconnect(true);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'realtime: checking a new socket’s session failed'));
  });

  const pushNow = singleFlight(async () => {
    try {
      return await drainOutbox(app.db, io, { now, maxAgeMs });
    } catch (error) {
      app.log.error({ err: error }, 'realtime: pushing notifications failed');
      return 0;
    }
  });

  async function checkSessions(): Promise<number> {
    try {
      const sockets = await io.local.fetchSockets();
      const ids = [...new Set(sockets.map((s) => (s.data as SocketIdentity).sessionId))];
      const dead = await deadSessions(app.db, ids, now(), policy.idleTimeoutMs);
      const ending = sockets.filter((s) => dead.has((s.data as SocketIdentity).sessionId));
      for (const socket of ending) socket.disconnect(true);
      return ending.length;
    } catch (error) {
      app.log.error({ err: error }, 'realtime: session check failed');
      return 0;
    }
  }

  const sessionEnded = (sessionIds: number[]) => io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  const personDisabled = (personId: number) => io.in(personRoom(personId)).disconnectSockets(true);
  const identityEvents = options.sessionEvents ?? identitySessionEvents;
  identityEvents.on('session-ended', sessionEnded);
  identityEvents.on('person-disabled', personDisabled);

  const events = options.events ?? correspondenceEvents;
  const nudge = () => void pushNow();
  events.on('notified', nudge);
  const pollTimer = setInterval(nudge, options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS);
  const sessionTimer = setInterval(() => void checkSessions(), options.sessionCheckMs ?? DEFAULT_SESSION_CHECK_MS);
  pollTimer.unref();
  sessionTimer.unref();
  void pushNow();

  let closed: Promise<void> | null = null;
  return {
    io,
    pushNow,
    checkSessions,
    emitToPerson: (personId, event, payload) => void io.to(personRoom(personId)).emit(event, payload),
    close: () =>
      (closed ??= (async () => {
        events.off('notified', nudge);
        identityEvents.off('session-ended', sessionEnded);
        identityEvents.off('person-disabled', personDisabled);
        clearInterval(pollTimer);
        clearInterval(sessionTimer);
        await pushNow.idle();
        io.local.disconnectSockets(true);
        // Not io.close(): that would also close Fastify's HTTP server, which app.close() owns.
        io.engine.close();
      })()),
  };
}

/**
 * Runs `task` one at a time: a call while it runs returns the running promise and asks for
 * one more run afterwards (so a nudge during a drain is never lost, and drains never overlap
 * on PGlite's single connection).
 */
export function singleFlight(task: () => Promise<number>): (() => Promise<number>) & { idle(): Promise<void> } {
  let running: Promise<number> | null = null;
  let again = false;
  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await task();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return Object.assign(run, { idle: async () => void (await running?.catch(() => 0)) });
}
