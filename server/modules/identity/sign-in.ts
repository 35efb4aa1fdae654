/**
 * The sign-in steps (pre-login check, device confirm, login), with the
 * safeguards a script cannot skip: the throttle (throttle.ts: per address, per username and
 * address, slow-down per username), robot check where the tenant turns it on, one generic
 * message for wrong credentials.
 *
 * Where the organisation's directory is set up (LDAP_URL), a person with a directory user signs
 * in with the directory's password (directory.ts), typing either their portal username or their
 * directory user; everyone else keeps the portal's own password. While the directory answers,
 * a directory user's portal password is not accepted. When it cannot judge, that portal password
 * (if the person has one) still is; otherwise the answer is 503, and the attempt counts only
 * toward its address's rate, never toward the person's lock-out or slow-down.
 *
 * Returns a reply description (HTTP status + envelope); the routes only translate it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword, type ScryptParams } from './password-hash';
import { MSG } from './messages';
import type { IdentityPolicy } from './policy';
import { createSession, liveSessionCount, revokeAllSessions } from './sessions';
import { attemptSucceeded, attemptUnjudged, beginAttempt, checkThrottle, dropAttempt, type AttemptId } from './throttle';
import { spendSolution } from './captcha-spend';
import { hashToken, newOpaqueToken } from './tokens';
import { loadUserLogin } from './user-login';
import { audit } from './audit';
import type { Directory } from './directory';

export interface SignInDeps {
  db: Kysely<Database>;
  policy: IdentityPolicy;
  now: () => Date;
  /** Null when the tenant does not use the robot check. */
  captcha: { verify(payload: unknown): Promise<{ ok: boolean }> } | null;
  /** Null when no directory is set up: every person signs in with the portal's own password. */
  directory: Directory | null;
}

export interface SignInInput {
  step: 'pre-login' | 'login';
  username: unknown;
  password: unknown;
  captchaPayload: unknown;
  oauthId: unknown;
  ip: string;
  userAgent: string | null;
}

export interface Reply {
  httpStatus: number;
  body: { status: 'success' | 'error'; message: string; [field: string]: unknown };
}

const fail = (httpStatus: number, message: string, extra: Record<string, unknown> = {}): Reply => ({
  httpStatus,
  body: { status: 'error', message, ...extra },
});

// Verifying against a stand-in hash when the username is unknown keeps the answer time the
// same as for a wrong password; one per cost, so it costs what the accounts' hashes cost.
const dummyHashes = new Map<string, Promise<string>>();

function dummyHash(params: ScryptParams): Promise<string> {
  const key = `${params.ln},${params.r},${params.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('not-a-real-password-0', params);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/** The answer turning an attempt away before its password is looked at (the throttle rules, the robot check), or null. */
async function throttledOrUnchecked(deps: SignInDeps, input: SignInInput, username: string, now: Date, attempt: AttemptId): Promise<Reply | null> {
  const verdict = await checkThrottle(deps.db, { username, ip: input.ip, now, policy: deps.policy, ownAttempt: attempt });
  if (verdict.kind === 'rate-limited') return fail(429, MSG.rateLimited);
  if (verdict.kind === 'locked-here') return fail(429, MSG.lockedHere(verdict.minutes));
  if (verdict.kind === 'slowed-down') return fail(429, MSG.slowedDown(verdict.seconds));
  if (!deps.captcha) return null;
  if (typeof input.captchaPayload !== 'string' || !input.captchaPayload) return fail(400, MSG.captchaRequired);
  const checked = await deps.captcha.verify(input.captchaPayload);
  if (!checked.ok) return fail(400, MSG.captchaInvalid);
  const spent = await spendSolution(deps.db, { payload: input.captchaPayload, username, step: input.step, now, ttlMs: deps.policy.deviceConfirmTtlMs * 2 });
  return spent ? null : fail(400, MSG.captchaInvalid);
}

export async function signIn(deps: SignInDeps, input: SignInInput): Promise<Reply> {
  const username = typeof input.username === 'string' ? input.username.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!username) return fail(400, MSG.usernameRequired);
  if (!password.trim()) return fail(400, MSG.passwordRequired);
  const now = deps.now();

  // Written before the check, so that requests sent together count each other (throttle.ts).
  const attempt = await beginAttempt(deps.db, { username, ip: input.ip, now, policy: deps.policy });
  const turnedAway = await throttledOrUnchecked(deps, input, username, now, attempt);
  if (turnedAway) {
    await dropAttempt(deps.db, attempt);
    return turnedAway;
  }

  const person = await findPerson(deps, username);
  const checked = await checkPassword(deps, person, password);
  if (checked === 'unavailable') {
    await attemptUnjudged(deps.db, attempt);
    return fail(503, MSG.directoryUnavailable);
  }
  if (checked === 'wrong' || !person) return fail(401, MSG.invalidCredentials);
  await attemptSucceeded(deps.db, attempt);

  const live = await liveSessionCount(deps.db, person.id, now, deps.policy);
  if (input.step === 'pre-login') {
    if (live > 0) return fail(200, MSG.deviceInUse, { oauth_id: await newDeviceConfirmation(deps, person.id, now) });
    return { httpStatus: 200, body: { status: 'success', message: MSG.preLoginOk } };
  }

  if (live > 0) {
    const confirmed = typeof input.oauthId === 'string' && input.oauthId !== '' && (await useDeviceConfirmation(deps, person.id, input.oauthId, now));
    if (!confirmed) {
      if (typeof input.oauthId === 'string' && input.oauthId !== '') return fail(409, MSG.deviceConfirmInvalid);
      return fail(200, MSG.deviceInUse, { oauth_id: await newDeviceConfirmation(deps, person.id, now) });
    }
    await revokeAllSessions(deps.db, person.id, 'new-device', now);
  }

  const session = await createSession(deps.db, { personId: person.id, now, policy: deps.policy, ip: input.ip, userAgent: input.userAgent });
  // The browser is recorded so the person's usage history can show where each sign-in came from.
  await audit(deps.db, {
    personId: person.id,
    action: 'sign-in',
    ip: input.ip,
    now,
    detail: { newDevice: live > 0, userAgent: input.userAgent?.slice(0, 400) ?? null, ...(checked === 'portal' ? {} : { password: checked }) },
  });
  return {
    httpStatus: 200,
    body: {
      status: 'success',
      message: MSG.loginSuccess,
      success: { token: session.token },
      userLogin: await loadUserLogin(deps.db, person.id),
      expires_at: session.expiresAt.toISOString(),
    },
  };
}

interface Person {
  id: number;
  username: string;
  password_hash: string | null;
  active: boolean;
  directory_user: string | null;
}

/**
 * The person the typed name is: their portal username, or, with a directory set up, their
 * directory user (both case-insensitive; each is unique). Should one person's username be
 * another's directory user, the username wins: it is the name the portal gave.
 */
async function findPerson(deps: SignInDeps, username: string): Promise<Person | undefined> {
  const typed = username.toLowerCase();
  const found = await deps.db
    .selectFrom('people')
    .select(['id', 'username', 'password_hash', 'active', 'directory_user'])
    .where((eb) => {
      const byUsername = eb(eb.fn('lower', ['username']), '=', typed);
      return deps.directory ? eb.or([byUsername, eb(eb.fn('lower', ['directory_user']), '=', typed)]) : byUsername;
    })
    .execute();
  return found.find((person) => person.username.toLowerCase() === typed) ?? found[0];
}

/**
 * Who judged the password, or why nobody could: 'directory' and 'portal' are a right password,
 * 'portal-while-directory-unavailable' the portal password of a directory user whose directory
 * did not answer.
 */
type PasswordCheck = 'directory' | 'portal' | 'portal-while-directory-unavailable' | 'wrong' | 'unavailable';

async function checkPassword(deps: SignInDeps, person: Person | undefined, password: string): Promise<PasswordCheck> {
  if (deps.directory && person?.active && person.directory_user) {
    const verdict = await deps.directory.verify(person.directory_user, password);
    if (verdict === 'ok') return 'directory';
    if (verdict === 'wrong') return 'wrong';
    if (person.password_hash && (await verifyPassword(password, person.password_hash))) return 'portal-while-directory-unavailable';
    return 'unavailable';
  }
  const hash = person?.password_hash ?? (await dummyHash(deps.policy.passwordHash));
  const passwordOk = await verifyPassword(password, hash);
  return person && person.active && person.password_hash && passwordOk ? 'portal' : 'wrong';
}

async function newDeviceConfirmation(deps: SignInDeps, personId: number, now: Date): Promise<string> {
  const code = newOpaqueToken();
  await deps.db
    .insertInto('device_confirmations')
    .values({ person_id: personId, code_hash: hashToken(code), expires_at: new Date(now.getTime() + deps.policy.deviceConfirmTtlMs) })
    .execute();
  return code;
}

/** Marks the oauth_id used, in one statement so two logins cannot both use it. */
async function useDeviceConfirmation(deps: SignInDeps, personId: number, code: string, now: Date): Promise<boolean> {
  const used = await deps.db
    .updateTable('device_confirmations')
    .set({ used_at: now })
    .where('code_hash', '=', hashToken(code))
    .where('person_id', '=', personId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
