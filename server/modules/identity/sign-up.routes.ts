/**
 * The sign-up calls: the public form's choices and a visitor's request (sign-up.ts), and the
 * decision of an administrator who may write the settings page that lists the requests
 * (account-decision.ts). Paths and schemas are the route table's; handlers are thin.
 */
import type { FastifyInstance } from 'fastify';
import { SETTINGS_PAGES } from '../../../engine/settings/settings-pages';
import { serveRoute } from '../../http/serve-route';
import type { Mailer } from '../mail/mailer';
import { assertCanWrite, settingsAccessOf } from '../settings/settings-permissions';
import { decideAccountRequest } from './account-decision';
import { requireAuth } from './auth';
import type { IdentityPolicy } from './policy';
import { signUpChoices, submitAccountRequest } from './sign-up';

export interface SignUpRouteOptions {
  policy: IdentityPolicy;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
}

/** The settings page whose records are the requests: its write permission is who may decide them. */
const REQUESTS_PAGE = SETTINGS_PAGES.find((page) => page.decision === 'account-request');

export function registerSignUpRoutes(app: FastifyInstance, options: SignUpRouteOptions): void {
  const { policy, now } = options;
  const manifest = app.tenant.manifest;
  const signUpDeps = { db: app.db, policy, now, captcha: manifest.login.captcha ? app.captcha : null };
  if (!REQUESTS_PAGE) throw new Error('no settings page decides account requests (decision "account-request")');
  const requestsPage = REQUESTS_PAGE;

  serveRoute(app, 'signUpChoices', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return signUpChoices(app.db);
  });

  serveRoute(app, 'signUp', async (request, reply) => {
    const body = request.body;
    const result = await submitAccountRequest(signUpDeps, {
      firstName: body?.F_FIRST_NAME,
      lastName: body?.F_LAST_NAME,
      email: body?.F_EMAIL,
      departmentId: body?.F_DEPT_ID,
      position: body?.F_POSITION,
      idCard: body?.F_ID_CARD,
      captchaPayload: body?.altcha,
      ip: request.ip,
    });
    return reply.code(result.httpStatus).send(result.body);
  });

  serveRoute(app, 'accountRequestDecide', async (request) => {
    const auth = requireAuth(request);
    assertCanWrite(await settingsAccessOf(app.db, auth.personId), requestsPage);
    const body = request.body;
    const message = await decideAccountRequest(
      { db: app.db, policy, mailer: options.mailer, publicUrl: options.publicUrl, systemName: manifest.identity.systemName.th },
      {
        requestId: body.REQUEST_ID,
        decision: body.DECISION,
        username: body.USERNAME,
        departmentId: body.F_DEPT_ID,
        reason: body.REASON,
        by: auth.personId,
        ip: request.ip,
        now: now(),
      },
    );
    return { status: 'success' as const, message };
  });
}
