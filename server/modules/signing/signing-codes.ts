/**
 * The one-time code asked for before every signature, and the signing grant a confirmed code
 * gives.
 *
 * - A code is 6 digits from the crypto random source, kept only as a salted SHA-256, valid for
 *   CODE_TTL_MS. Asking for a new one replaces the open one, so one code is live at a time.
 * - Asking is limited per person: one request per RESEND_AFTER_MS, at most REQUESTS_PER_WINDOW
 *   within REQUEST_WINDOW_MS. The person's row is locked while counting, so requests sent at
 *   once cannot all pass before any is written.
 * - A code allows MAX_ATTEMPTS wrong tries; the last wrong one locks it, and a new code must be
 *   asked for. A right code is spent at once (single use), also once expired it is refused.
 * - A confirmed code gives a grant: 32 random bytes, kept hashed, valid GRANT_TTL_MS, bound to
 *   the person, spent by one signature (signing-readiness.ts spendSigningGrant).
 *
 * The code travels through the person's channels: e-mail to their address, and LINE where the
 * organisation has LINE and the person linked their account. Each is written in the same
 * transaction as the code (the mail and LINE outboxes) and delivered after the commit, so a
 * code nobody could receive is never live, and a code is never sent twice.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { audit } from '../identity/audit';
import type { Mailer } from '../mail/mailer';
import { linkOf } from '../line/line-links';
import type { LineOutbox } from '../line/line-outbox';

export const CODE_TTL_MS = 300_000;
export const RESEND_AFTER_MS = 30_000;
export const REQUEST_WINDOW_MS = 15 * 60_000;
export const REQUESTS_PER_WINDOW = 5;
export const MAX_ATTEMPTS = 5;
export const GRANT_TTL_MS = 120_000;

/** Where a code may be sent. */
export type CodeChannel = 'email' | 'line';

export interface SigningActor {
  personId: number;
  ip: string | null;
  now: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const given = Buffer.from(sha256(`${salt}:${code}`), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export const hashGrant = (grant: string): string => sha256(`signing-grant:${grant}`);

/** a***@example.go.th: enough for the person to recognise their address, little for an onlooker. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export interface CodeSent {
  EXPIRES_AT: string;
  RESEND_AT: string;
  SERVER_TIME: string;
  ATTEMPTS_LEFT: number;
  SENT_TO: string;
  CHANNELS: CodeChannel[];
  message: string;
}

export async function requestSigningCode(db: Kysely<Database>, mailer: Mailer, actor: SigningActor, line: LineOutbox | null = null): Promise<CodeSent> {
  const { personId, now } = actor;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  const text = thaiText('signing.server.mailBody', { code, minutes });
  await pruneOldCodes(db, personId, now);
  const { mailIds, lineIds, email, channels } = await db.transaction().execute(async (trx) => {
    const person = await trx.selectFrom('people').select(['email']).where('id', '=', personId).forUpdate().executeTakeFirst();
    const address = person?.email?.trim() || null;
    const lineUser = line ? ((await linkOf(trx, personId))?.lineUserId ?? null) : null;
    if (!address && !lineUser) throw new ApiError(409, thaiText('signing.server.noEmail'));
    const channels: CodeChannel[] = [...(address ? (['email'] as const) : []), ...(lineUser ? (['line'] as const) : [])];
    const recent = await trx
      .selectFrom('signing_codes')
      .select('created_at')
      .where('person_id', '=', personId)
      .where('created_at', '>', new Date(now.getTime() - REQUEST_WINDOW_MS))
      .orderBy('created_at', 'desc')
      .execute();
    const last = recent[0]?.created_at.getTime();
    if (last !== undefined && now.getTime() - last < RESEND_AFTER_MS) {
      const seconds = Math.ceil((last + RESEND_AFTER_MS - now.getTime()) / 1000);
      throw new ApiError(429, thaiText('signing.server.tooSoon', { seconds }), { RETRY_AFTER: seconds });
    }
    if (recent.length >= REQUESTS_PER_WINDOW) {
      const oldest = recent[REQUESTS_PER_WINDOW - 1]!.created_at.getTime();
      const seconds = Math.ceil((oldest + REQUEST_WINDOW_MS - now.getTime()) / 1000);
      throw new ApiError(429, thaiText('signing.server.tooMany', { minutes: Math.ceil(seconds / 60) }), { RETRY_AFTER: seconds });
    }
    await trx
      .updateTable('signing_codes')
      .set({ replaced_at: now })
      .where('person_id', '=', personId)
      .where('used_at', 'is', null)
      .where('replaced_at', 'is', null)
      .execute();
    await trx
      .insertInto('signing_codes')
      .values({
        person_id: personId,
        code_hash: hashCode(code),
        channels: channels.join(','),
        created_at: now,
        expires_at: new Date(now.getTime() + CODE_TTL_MS),
      })
      .execute();
    const mailIds = address ? [await mailer.queue(trx, { to: address, subject: thaiText('signing.server.mailSubject'), text })] : [];
    const lineIds = line && lineUser ? [await line.queue(trx, { personId, lineUserId: lineUser, text })] : [];
    // The code itself never reaches the audit trail: only that one was sent, and where.
    await audit(trx, {
      personId,
      action: 'signing-code-request',
      ip: actor.ip,
      now,
      detail: { channels, ...(address ? { to: maskEmail(address) } : {}) },
    });
    return { mailIds, lineIds, email: address, channels };
  });
  await mailer.deliver(db, mailIds);
  if (line) await line.deliver(db, lineIds);
  const sentTo = email ? maskEmail(email) : 'LINE';
  const onLine = channels.includes('line');
  return {
    EXPIRES_AT: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    RESEND_AT: new Date(now.getTime() + RESEND_AFTER_MS).toISOString(),
    SERVER_TIME: now.toISOString(),
    ATTEMPTS_LEFT: MAX_ATTEMPTS,
    SENT_TO: sentTo,
    CHANNELS: channels,
    message: !email
      ? thaiText('signing.server.codeSentLineOnly', { minutes })
      : onLine
        ? thaiText('signing.server.codeSentWithLine', { email: sentTo, minutes })
        : thaiText('signing.server.codeSent', { email: sentTo, minutes }),
  };
}

export interface SigningGrant {
  GRANT: string;
  EXPIRES_AT: string;
}

type Verdict = { kind: 'granted'; grant: SigningGrant } | { kind: 'missing' | 'used' | 'expired' } | { kind: 'wrong'; left: number } | { kind: 'locked' };

/**
 * Checks the person's live code. A wrong try is counted in its own committed transaction and
 * the refusal thrown after it, so the count survives the refusal.
 */
export async function confirmSigningCode(db: Kysely<Database>, actor: SigningActor, code: string): Promise<SigningGrant> {
  if (!/^[0-9]{6}$/.test(code)) throw new ApiError(400, thaiText('signing.server.codeFormat'), { fields: ['CODE'] });
  const { personId, now } = actor;
  const verdict = await db.transaction().execute(async (trx): Promise<Verdict> => {
    const row = await trx
      .selectFrom('signing_codes')
      .select(['id', 'code_hash', 'expires_at', 'attempts', 'used_at'])
      .where('person_id', '=', personId)
      .where('replaced_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { kind: 'missing' };
    if (row.used_at) return { kind: 'used' };
    if (row.attempts >= MAX_ATTEMPTS) return { kind: 'locked' };
    if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' };
    if (!codeMatches(row.code_hash, code)) {
      const attempts = row.attempts + 1;
      await trx.updateTable('signing_codes').set({ attempts }).where('id', '=', row.id).execute();
      await audit(trx, { personId, action: 'signing-code-wrong', ip: actor.ip, now, detail: { attempts } });
      return attempts >= MAX_ATTEMPTS ? { kind: 'locked' } : { kind: 'wrong', left: MAX_ATTEMPTS - attempts };
    }
    await trx.updateTable('signing_codes').set({ used_at: now }).where('id', '=', row.id).execute();
    const grant = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + GRANT_TTL_MS);
    await trx
      .insertInto('signing_grants')
      .values({ token_hash: hashGrant(grant), person_id: personId, code_id: row.id, created_at: now, expires_at: expiresAt })
      .execute();
    await audit(trx, { personId, action: 'signing-code-confirm', ip: actor.ip, now, detail: { grantExpiresAt: expiresAt.toISOString() } });
    return { kind: 'granted', grant: { GRANT: grant, EXPIRES_AT: expiresAt.toISOString() } };
  });
  switch (verdict.kind) {
    case 'granted':
      return verdict.grant;
    case 'missing':
      throw new ApiError(404, thaiText('signing.server.codeMissing'), { CODE_STATE: 'missing' });
    case 'used':
      throw new ApiError(409, thaiText('signing.server.codeUsed'), { CODE_STATE: 'used' });
    case 'expired':
      throw new ApiError(409, thaiText('signing.server.codeExpired'), { CODE_STATE: 'expired', ATTEMPTS_LEFT: 0 });
    case 'locked':
      throw new ApiError(429, thaiText('signing.server.codeLocked', { max: MAX_ATTEMPTS }), { CODE_STATE: 'locked', ATTEMPTS_LEFT: 0 });
    case 'wrong':
      throw new ApiError(400, thaiText('signing.server.codeWrong', { left: verdict.left }), { CODE_STATE: 'wrong', ATTEMPTS_LEFT: verdict.left });
  }
}

/**
 * Deletes the person's codes no rule reads any more (older than the request window and past
 * every code's and grant's life), so the table does not grow; their grants go with them. The
 * audit trail keeps what happened.
 */
async function pruneOldCodes(db: Kysely<Database>, personId: number, now: Date): Promise<void> {
  const before = new Date(now.getTime() - Math.max(REQUEST_WINDOW_MS, CODE_TTL_MS + GRANT_TTL_MS) - 60_000);
  await db.deleteFrom('signing_codes').where('person_id', '=', personId).where('created_at', '<', before).execute();
}
