/**
 * Identity calls of spec section 7 (exact names, form-encoded fields, envelope) plus the
 * password flows the spec shows as screens only. Handlers are thin: the rules live in
 * sign-in.ts, passwords.ts and sessions.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../../http/errors';
import type { Mailer } from '../mail/mailer';
import { requireAuth } from './auth';
import { audit } from './audit';
import { DEFAULT_AVATAR_SVG } from './default-avatar';
import { MSG } from './messages';
import { changePassword, requestPasswordReset, resetPassword, type PasswordDeps } from './passwords';
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

type Body = Record<string, unknown> | undefined;

const send = (reply: FastifyReply, result: Reply) => reply.code(result.httpStatus).send(result.body);

export function registerIdentityRoutes(app: FastifyInstance, options: IdentityRouteOptions): void {
  const { policy, now } = options;
  const manifest = app.tenant.manifest;
  const signInDeps: SignInDeps = { db: app.db, policy, now, captcha: manifest.login.captcha ? app.captcha : null };
  const passwordDeps: PasswordDeps = { db: app.db, policy, now, mailer: options.mailer, publicUrl: options.publicUrl, systemName: manifest.identity.systemName.th };

  const signInRoute = (path: string, step: 'pre-login' | 'login') =>
    app.post(path, async (request, reply) => {
      const body = request.body as Body;
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
  signInRoute('/api/users/pre-login', 'pre-login');
  signInRoute('/api/users/login', 'login');
  // The alternative login page signs in the same way (same safeguards; no separate back door).
  signInRoute('/api/users/ig-login', 'login');

  app.get('/api/getInfo', async (request) => {
    const auth = requireAuth(request);
    const userLogin = await loadUserLogin(app.db, auth.personId);
    if (!userLogin) throw new ApiError(401, MSG.sessionMissing);
    return { status: 'success', userLogin, expires_at: auth.expiresAt.toISOString() };
  });

  // Ending a session that is already gone is still a successful sign-out (spec: failures are ignored anyway).
  app.post('/api/logout', async (request) => {
    if (request.auth) {
      await revokeSession(app.db, request.auth.sessionId, 'logout', now());
      await audit(app.db, { personId: request.auth.personId, action: 'sign-out', ip: request.ip, now: now() });
    }
    return { status: 'success', message: MSG.logoutSuccess };
  });

  app.post('/api/sarabun/request-pdpa', async (request) => {
    const auth = requireAuth(request);
    const body = request.body as Body;
    if (String(body?.F_IS_AGREE_PDPA ?? '') !== '1' || String(body?.F_IS_AGREE ?? '') !== '1') throw new ApiError(400, MSG.pdpaRequired);
    const at = now();
    await app.db.updateTable('people').set({ is_agree_pdpa: 1, pdpa_agreed_at: at, updated_at: at }).where('id', '=', auth.personId).execute();
    await audit(app.db, { personId: auth.personId, action: 'pdpa-consent', ip: request.ip, now: at, detail: { F_IS_AGREE_PDPA: 1, F_IS_AGREE: 1 } });
    return { status: 'success', message: MSG.pdpaSaved };
  });

  app.post('/api/users/forgot-password', async (request, reply) => {
    const body = request.body as Body;
    return send(reply, await requestPasswordReset(passwordDeps, { email: body?.F_EMAIL, ip: request.ip }));
  });

  app.post('/api/users/reset-password', async (request, reply) => {
    const body = request.body as Body;
    return send(reply, await resetPassword(passwordDeps, { token: body?.token, password: body?.NEW_PASSWORD, confirm: body?.C_NEW_PASSWORD, ip: request.ip }));
  });

  app.post('/api/users/change-password', async (request, reply) => {
    const auth = requireAuth(request);
    const body = request.body as Body;
    return send(
      reply,
      await changePassword(passwordDeps, { personId: auth.personId, sessionId: auth.sessionId, oldPassword: body?.OLD_PASSWORD, password: body?.NEW_PASSWORD, confirm: body?.C_NEW_PASSWORD, ip: request.ip }),
    );
  });

  // Public like any <img> source (an <img> cannot send a bearer token); it reveals a picture only.
  app.get<{ Params: { personId: string } }>('/api/users/view-file-avatar/:personId', async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.personId) ? Number(request.params.personId) : null;
    const row = id === null ? undefined : await app.db.selectFrom('people').select(['avatar', 'avatar_type']).where('id', '=', id).executeTakeFirst();
    reply.header('cache-control', 'private, max-age=300');
    if (row?.avatar && row.avatar_type) return reply.type(row.avatar_type).send(Buffer.from(row.avatar));
    return reply.type('image/svg+xml').send(DEFAULT_AVATAR_SVG);
  });
}
