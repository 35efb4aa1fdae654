/**
 * A signed-in session for the dashboard benchmark, made through the portal's real API as its
 * sign-in form makes it (robot check solved where the tenant has one, the "sign in on this
 * device" question confirmed), and the localStorage entries under which the portal keeps it.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ROUTES, type RouteName } from '../engine/api/routes';
import { storageKey } from '../engine/storage/local-store';

export interface PortalSession {
  token: string;
  userLogin: Record<string, unknown>;
  expiresAt: string;
}

type Reply = Record<string, unknown> & { status?: string; message?: string };

async function post(base: string, call: RouteName, body: Record<string, string>): Promise<Reply> {
  const response = await fetch(`${base}${ROUTES[call].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(body),
  });
  return (await response.json()) as Reply;
}

/** The ALTCHA form value for a fresh challenge, solved as the widget solves it. */
async function solveCaptcha(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}${ROUTES.captchaChallenge.path}`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The robot check could not be solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function signIn(base: string, options: { username: string; password: string; captcha: boolean }): Promise<PortalSession> {
  const body = async (extra: Record<string, string> = {}) => ({
    username: options.username,
    password: options.password,
    ...(options.captcha ? { altcha: await solveCaptcha(base) } : {}),
    ...extra,
  });
  let reply = await post(base, 'login', await body());
  // Already signed in elsewhere: the portal asks whether to move the session here; say yes.
  if (reply.status === 'error' && typeof reply.oauth_id === 'string') reply = await post(base, 'login', await body({ oauth_id: reply.oauth_id }));
  const success = reply.success as { token?: string } | undefined;
  if (reply.status !== 'success' || !success?.token) throw new Error(`Sign-in as ${options.username} failed: ${reply.message ?? JSON.stringify(reply)}`);
  return { token: success.token, userLogin: reply.userLogin as Record<string, unknown>, expiresAt: String(reply.expires_at) };
}

/**
 * The localStorage entries of a signed-in visitor who has answered the cookie notice: the
 * portal's prefix is the tenant code in lower case (server/http/spa.ts).
 */
export function sessionEntries(tenant: string, session: PortalSession): [string, string][] {
  const prefix = `${tenant.toLowerCase()}_`;
  return [
    [storageKey(prefix, 'token'), session.token],
    [storageKey(prefix, 'userLogin'), JSON.stringify(session.userLogin)],
    [storageKey(prefix, 'expires_at'), session.expiresAt],
    [storageKey(prefix, 'allow'), 'true'],
  ];
}
