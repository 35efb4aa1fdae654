/**
 * Forgot password (single-use, expiring link by e-mail), reset with the link, and change
 * password for a signed-in user. Replies never reveal whether an e-mail is registered.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { hashPassword, verifyPassword } from './password-hash';
import { MSG } from './messages';
import { EMAIL_PATTERN, passwordProblem, type IdentityPolicy } from './policy';
import { announceSessionsEnded } from './session-events';
import { revokeAllSessions } from './sessions';
import { hashToken, newOpaqueToken } from './tokens';
import { audit, auditedAttemptAllowed } from './audit';
import type { Reply } from './sign-in';

export interface PasswordDeps {
  db: Kysely<Database>;
  policy: IdentityPolicy;
  now: () => Date;
  mailer: Mailer;
  /** Absolute origin of the portal for links in e-mails, e.g. http://localhost:8080. */
  publicUrl: string;
  systemName: string;
}

const ok = (message: string, extra: Record<string, unknown> = {}): Reply => ({ httpStatus: 200, body: { status: 'success', message, ...extra } });
const fail = (httpStatus: number, message: string): Reply => ({ httpStatus, body: { status: 'error', message } });

function newPasswordProblem(password: unknown, confirm: unknown): Reply | null {
  const problem = passwordProblem(typeof password === 'string' ? password : '', typeof confirm === 'string' ? confirm : '');
  if (problem === 'policy') return fail(400, MSG.passwordPolicy);
  if (problem === 'mismatch') return fail(400, MSG.passwordMismatch);
  return null;
}

/**
 * A single-use link to the /reset-password page that sets the person's password (a forgotten
 * one, or the first one of an approved account); only the token's hash is stored.
 */
export async function issuePasswordLink(db: Kysely<Database>, input: { personId: number; now: Date; ttlMs: number; publicUrl: string }): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('password_resets')
    .values({ person_id: input.personId, token_hash: hashToken(token), expires_at: new Date(input.now.getTime() + input.ttlMs) })
    .execute();
  return `${input.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export async function requestPasswordReset(deps: PasswordDeps, input: { email: unknown; ip: string }): Promise<Reply> {
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (!EMAIL_PATTERN.test(email)) return fail(400, MSG.emailInvalid);
  const now = deps.now();
  const allowed = await auditedAttemptAllowed(deps.db, {
    action: 'password-reset-requested',
    ip: input.ip,
    now,
    windowMs: deps.policy.rateWindowMs,
    limit: deps.policy.forgotPerIpLimit,
  });
  if (!allowed) return fail(429, MSG.forgotRateLimited);

  const person = await deps.db
    .selectFrom('people')
    .select(['id', 'first_name', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('active', '=', true)
    .executeTakeFirst();
  if (person?.email) {
    const link = await issuePasswordLink(deps.db, { personId: person.id, now, ttlMs: deps.policy.resetTokenTtlMs, publicUrl: deps.publicUrl });
    const minutes = Math.round(deps.policy.resetTokenTtlMs / 60_000);
    await deps.mailer.send(deps.db, {
      to: person.email,
      subject: `${deps.systemName}: ตั้งรหัสผ่านใหม่`,
      text: `เรียน คุณ${person.first_name}\n\nมีการขอตั้งรหัสผ่านใหม่สำหรับบัญชีของท่าน กรุณาเปิดลิงก์นี้ภายใน ${minutes} นาที (ใช้ได้ครั้งเดียว):\n${link}\n\nหากท่านไม่ได้ขอ ไม่ต้องดำเนินการใด ๆ รหัสผ่านเดิมยังใช้ได้ตามปกติ`,
    });
  }
  return ok(MSG.forgotSent);
}

export async function resetPassword(deps: PasswordDeps, input: { token: unknown; password: unknown; confirm: unknown; ip: string }): Promise<Reply> {
  const problem = newPasswordProblem(input.password, input.confirm);
  if (problem) return problem;
  if (typeof input.token !== 'string' || !input.token) return fail(400, MSG.resetInvalid);
  const now = deps.now();
  const newHash = await hashPassword(input.password as string, deps.policy.passwordHash);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // Claim the token in one statement: a second use (or a concurrent one) finds nothing.
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(input.token as string))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('person_id')
      .executeTakeFirst();
    if (!claimed) return { reply: fail(400, MSG.resetInvalid), ended: [] };
    await trx.updateTable('people').set({ password_hash: newHash, password_changed_at: now, updated_at: now }).where('id', '=', claimed.person_id).execute();
    // Any other outstanding links of this person die with the reset.
    await trx.updateTable('password_resets').set({ used_at: now }).where('person_id', '=', claimed.person_id).where('used_at', 'is', null).execute();
    const ended = await revokeAllSessions(trx, claimed.person_id, 'password-reset', now);
    await audit(trx, { personId: claimed.person_id, action: 'password-reset', ip: input.ip, now });
    return { reply: ok(MSG.resetDone), ended };
  });
  // After the commit: the person's open sockets close now, not at the next session check.
  announceSessionsEnded(outcome.ended);
  return outcome.reply;
}

export async function changePassword(
  deps: PasswordDeps,
  input: { personId: number; sessionId: number; oldPassword: unknown; password: unknown; confirm: unknown; ip: string },
): Promise<Reply> {
  const person = await deps.db.selectFrom('people').select(['password_hash']).where('id', '=', input.personId).executeTakeFirstOrThrow();
  if (typeof input.oldPassword !== 'string' || !person.password_hash || !(await verifyPassword(input.oldPassword, person.password_hash)))
    return fail(400, MSG.oldPasswordWrong);
  const problem = newPasswordProblem(input.password, input.confirm);
  if (problem) return problem;
  const now = deps.now();
  const newHash = await hashPassword(input.password as string, deps.policy.passwordHash);
  const ended = await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('people').set({ password_hash: newHash, password_changed_at: now, updated_at: now }).where('id', '=', input.personId).execute();
    // Other devices must sign in again with the new password; this one stays signed in.
    const revoked = await revokeAllSessions(trx, input.personId, 'password-changed', now, input.sessionId);
    await audit(trx, { personId: input.personId, action: 'password-changed', ip: input.ip, now });
    return revoked;
  });
  // After the commit: the other devices' open sockets close now, not at the next session check.
  announceSessionsEnded(ended);
  return ok(MSG.passwordChanged);
}
