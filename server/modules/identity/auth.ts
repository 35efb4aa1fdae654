/**
 * Who is calling: every /api request with `Authorization: Bearer <token>` is authenticated
 * once, before its handler, and `request.auth` holds the session (or null). Handlers that
 * need a signed-in user call requireAuth(request), which answers 401 with a Thai message.
 *
 * A call that needs a session (`auth: true` in the route table, engine/api/routes.ts) answers 401 to a
 * caller without one before its input is read: a stranger learns nothing about the fields a
 * call takes, and a request without a session is refused the same way whatever it carries.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { isApiPath } from '../../http/error-handler';
import { ROUTES, type RouteSpec } from '../../../engine/api/routes';
import { MSG } from './messages';
import type { IdentityPolicy } from './policy';
import { authenticate, type SessionPerson } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionPerson | null;
    /** Why auth is null although a token was sent (shown to the user as "session expired"). */
    authFailure: 'missing' | 'expired' | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return match ? match[1]! : null;
}

/** "METHOD /route/:param" of every call that needs a session. */
const SESSION_CALLS = new Set(
  Object.values(ROUTES as Record<string, RouteSpec>)
    .filter((route) => route.auth)
    .flatMap((route) => route.methods.map((method) => `${method} ${route.path}`)),
);

export function registerAuth(app: FastifyInstance, options: { policy: IdentityPolicy; now: () => Date }): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const token = bearerToken(request.headers.authorization);
    if (token) {
      const result = await authenticate(app.db, token, options.now(), options.policy);
      if (result.ok) request.auth = result.session;
      else request.authFailure = result.reason;
    }
    if (SESSION_CALLS.has(`${request.method} ${request.routeOptions.url}`)) requireAuth(request);
  });
}

export function requireAuth(request: FastifyRequest): SessionPerson {
  if (request.auth) return request.auth;
  throw new ApiError(401, request.authFailure === 'expired' ? MSG.sessionExpired : MSG.sessionMissing);
}
