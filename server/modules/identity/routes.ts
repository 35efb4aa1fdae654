/**
 * Identity calls of the portal contract (exact names, form-encoded fields, envelope) plus the
 * password flows. Paths and schemas are the route table's; handlers are thin: the rules live
 * in sign-in.ts, password-flows.ts and sessions.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../../http/errors';
import { serveRoute } from '../../http/serve-route';
import type { Mailer } from '../mail/mailer';
import { requireAuth } from './auth';
import { audit } from './audit';
import { DEFAULT_AVATAR_SVG } from './default-avatar';
import { createDirectory } from './directory';
import { MSG } from './messages';
import { changePassword, requestPasswordReset, resetPassword, type PasswordDeps } from './password-flows';
import type { IdentityPolicy } from './policy';
import { revokeSession } from './sessions';
import { signIn, type Reply, type SignInDeps } from './sign-in';
import { loadUserLogin } from './user-login';

export interface IdentityRouteOptions {
  policy: IdentityPolicy;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
}

const send = (reply: FastifyReply, result: Reply) => reply.code(result.httpStatus).send(result.body);

export function registerIdentityRoutes(app: FastifyInstance, options: IdentityRouteOptions): void {
  const { policy, now } = options;
  const manifest = app.tenant.manifest;
  const directory = app.config.directory ? createDirectory(app.config.directory, app.log) : null;
  const signInDeps: SignInDeps = { db: app.db, policy, now, captcha: manifest.login.captcha ? app.captcha : null, directory };
  const passwordDeps: PasswordDeps = {
    db: app.db,
    policy,
    now,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    systemName: manifest.identity.systemName.th,
  };

  const signInRoute = (name: 'preLogin' | 'login' | 'igLogin', step: 'pre-login' | 'login') =>
    serveRoute(app, name, async (request, reply) => {
      const body = request.body;
      return send(
        reply,
        await signIn(signInDeps, {
          step,
          username: body?.username,
          password: body?.password,
          captchaPayload: body?.altcha,
          oauthId: body?.oauth_id,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      );
    });
  signInRoute('preLogin', 'pre-login');
  signInRoute('login', 'login');
  // The alternative login page signs in the same way (same safeguards; no separate back door).
  signInRoute('igLogin', 'login');

  serveRoute(app, 'getInfo', async (request) => {
    const auth = requireAuth(request);
    const userLogin = await loadUserLogin(app.db, auth.personId);
    if (!userLogin) throw new ApiError(401, MSG.sessionMissing);
    return { status: 'success' as const, userLogin, expires_at: auth.expiresAt.toISOString() };
  });

  // Ending a session that is already gone is still a successful sign-out (clients ignore its failures anyway).
  serveRoute(app, 'logout', async (request) => {
    if (request.auth) {
      await revokeSession(app.db, request.auth.sessionId, 'logout', now());
      await audit(app.db, {
        personId: request.auth.personId,
        action: 'sign-out',
        ip: request.ip,
        now: now(),
        detail: { userAgent: request.headers['user-agent']?.slice(0, 400) ?? null },
      });
    }
    return { status: 'success' as const, message: MSG.logoutSuccess };
  });

  serveRoute(app, 'requestPdpa', async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    if (String(body?.F_IS_AGREE_PDPA ?? '') !== '1' || String(body?.F_IS_AGREE ?? '') !== '1') throw new ApiError(400, MSG.pdpaRequired);
    const at = now();
    await app.db.updateTable('people').set({ is_agree_pdpa: 1, pdpa_agreed_at: at, updated_at: at }).where('id', '=', auth.personId).execute();
    await audit(app.db, { personId: auth.personId, action: 'pdpa-consent', ip: request.ip, now: at, detail: { F_IS_AGREE_PDPA: 1, F_IS_AGREE: 1 } });
    return { status: 'success' as const, message: MSG.pdpaSaved };
  });

  serveRoute(app, 'forgotPassword', async (request, reply) => {
    const body = request.body;
    return send(reply, await requestPasswordReset(passwordDeps, { email: body?.F_EMAIL, ip: request.ip }));
  });

  serveRoute(app, 'resetPassword', async (request, reply) => {
    const body = request.body;
    return send(reply, await resetPassword(passwordDeps, { token: body?.token, password: body?.NEW_PASSWORD, confirm: body?.C_NEW_PASSWORD, ip: request.ip }));
  });

  serveRoute(app, 'changePassword', async (request, reply) => {
    const auth = requireAuth(request);
    const body = request.body;
    return send(
      reply,
      await changePassword(passwordDeps, {
        personId: auth.personId,
        sessionId: auth.sessionId,
        oldPassword: body?.OLD_PASSWORD,
        password: body?.NEW_PASSWORD,
        confirm: body?.C_NEW_PASSWORD,
        ip: request.ip,
      }),
    );
  });

  // Public like any <img> source (an <img> cannot send a bearer token); it reveals a picture only.
  serveRoute(app, 'viewAvatar', async (request, reply) => {
    const personId = request.params.personId ?? '';
    const id = /^\d{1,15}$/.test(personId) ? Number(personId) : null;
    const row = id === null ? undefined : await app.db.selectFrom('people').select(['avatar', 'avatar_type']).where('id', '=', id).executeTakeFirst();
    // Checked again on each page load: a person who replaces their picture sees the new one at once.
    reply.header('cache-control', 'private, no-cache');
    if (row?.avatar && row.avatar_type) return reply.type(row.avatar_type).send(Buffer.from(row.avatar));
    return reply.type('image/svg+xml').send(DEFAULT_AVATAR_SVG);
  });
}
