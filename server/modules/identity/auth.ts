/**
 * Who is calling: every /api request with `Authorization: Bearer <token>` is authenticated
 * once, before its handler, and `request.auth` holds the session (or null). Handlers that
 * need a signed-in user call requireAuth(request), which answers 401 with a Thai message.
 *
 * A call that needs a session (`auth: true` in the route table, engine/api/routes.ts) answers 401 to a
 * caller without one before its input is read: a stranger learns nothing about the fields a
 * call takes, and a request without a session is refused the same way whatever it carries.
 *
 * PDPA consent is enforced here too, not only by the client's modal: until the signed-in person
 * has agreed (people.is_agree_pdpa = 1), a session call answers 403 with a Thai message unless
 * the route table marks it `beforeConsent` (what the modal needs, consent itself and sign-out).
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

const callsWhere = (keep: (route: RouteSpec) => boolean) =>
  new Set(
    Object.values(ROUTES as Record<string, RouteSpec>)
      .filter(keep)
      .flatMap((route) => route.methods.map((method) => `${method} ${route.path}`)),
  );

/** "METHOD /route/:param" of every call that needs a session. */
const SESSION_CALLS = callsWhere((route) => route.auth);
/** Session calls refused until the person has agreed to the PDPA policy. */
const CONSENTED_CALLS = callsWhere((route) => route.auth && !route.beforeConsent);

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
    const call = `${request.method} ${request.routeOptions.url}`;
    if (SESSION_CALLS.has(call)) requireAuth(request);
    if (request.auth && !request.auth.agreedToPdpa && CONSENTED_CALLS.has(call)) throw new ApiError(403, MSG.pdpaNotAgreed);
  });
}

export function requireAuth(request: FastifyRequest): SessionPerson {
  if (request.auth) return request.auth;
  throw new ApiError(401, request.authFailure === 'expired' ? MSG.sessionExpired : MSG.sessionMissing);
}
