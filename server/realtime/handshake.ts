/**
 * Who is on a socket: the handshake carries the same opaque bearer token as the HTTP API,
 * checked with the identity module's authenticate() (expiry, idle time-out, revocation,
 * disabled account). The browser sends it in `auth.token` (socket.io's handshake payload,
 * works for polling and WebSocket alike); `Authorization: Bearer` is accepted too for
 * non-browser clients that can set headers.
 */
import type { Kysely } from 'kysely';
import type { Socket } from 'socket.io';
import { UNAUTHORIZED } from '../../engine/realtime/events';
import type { Database } from '../db/schema';
import { bearerToken } from '../modules/identity/auth';
import { MSG } from '../modules/identity/messages';
import type { IdentityPolicy } from '../modules/identity/policy';
import { authenticate } from '../modules/identity/sessions';

/** What the server keeps about an authenticated socket (socket.data). */
export interface SocketIdentity {
  personId: number;
  sessionId: number;
  /** A person who has not agreed to the PDPA policy is sent nothing (attach.ts joins no person room). */
  agreedToPdpa: boolean;
}

/** The token of a handshake, in the same format the HTTP API accepts; null when absent or malformed. */
export function handshakeToken(handshake: Pick<Socket['handshake'], 'auth' | 'headers'>): string | null {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.trim() !== '') {
    const raw = fromAuth.trim();
    return bearerToken(/^Bearer\s/i.test(raw) ? raw.replace(/^bearer/i, 'Bearer') : `Bearer ${raw}`);
  }
  return bearerToken(handshake.headers.authorization);
}

/** The refusal sent to the client: message 'unauthorized' (for code), data.message in Thai (for people). */
export function unauthorizedError(reason: 'missing' | 'expired'): Error & { data: { message: string; reason: string } } {
  return Object.assign(new Error(UNAUTHORIZED), { data: { message: reason === 'expired' ? MSG.sessionExpired : MSG.sessionMissing, reason } });
}

/** socket.io middleware: admits a socket only with a live session and records its person. */
export function authenticateHandshake(db: Kysely<Database>, policy: IdentityPolicy, now: () => Date) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    try {
      const result = await authenticate(db, handshakeToken(socket.handshake), now(), policy);
      if (!result.ok) return next(unauthorizedError(result.reason));
      const { personId, sessionId, agreedToPdpa } = result.session;
      const identity: SocketIdentity = { personId, sessionId, agreedToPdpa };
      socket.data = identity;
      next();
    } catch {
      // A database failure must not admit the socket; the client sees a refused connection and
      // retries on its next page load.
      next(new Error('server error'));
    }
  };
}
