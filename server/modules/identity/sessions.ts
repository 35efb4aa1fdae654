/**
 * Server-side sessions behind opaque bearer tokens: create, authenticate (expiry, idle
 * time-out, revocation, disabled account), revoke.
 *
 * Revoking announces the ended sessions (session-events.ts) so open sockets close at once.
 * Outside a transaction the revoke functions announce themselves; inside one they cannot know
 * when it commits, so the caller announces the ids they return after the transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityPolicy } from './policy';
import { announcePersonDisabled, announceSessionsEnded } from './session-events';
import { hashToken, newOpaqueToken } from './tokens';

export type RevokeReason = 'logout' | 'idle' | 'new-device' | 'password-changed' | 'password-reset' | 'disabled';

export interface SessionPerson {
  sessionId: number;
  personId: number;
  expiresAt: Date;
  /** The person has agreed to the PDPA policy; until then the API and realtime serve only what agreeing needs. */
  agreedToPdpa: boolean;
}

export type AuthResult = { ok: true; session: SessionPerson } | { ok: false; reason: 'missing' | 'expired' };

export async function createSession(
  db: Kysely<Database>,
  input: { personId: number; now: Date; policy: IdentityPolicy; ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(input.now.getTime() + input.policy.sessionLifetimeMs);
  await db
    .insertInto('sessions')
    .values({
      person_id: input.personId,
      token_hash: hashToken(token),
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: expiresAt,
      ip: input.ip,
      user_agent: input.userAgent,
    })
    .execute();
  return { token, expiresAt };
}

/** Sessions of a person that could still be used now (not revoked, not expired, not idle). */
export async function liveSessionCount(db: Kysely<Database>, personId: number, now: Date, policy: IdentityPolicy): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('person_id', '=', personId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', new Date(now.getTime() - policy.idleTimeoutMs))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function authenticate(db: Kysely<Database>, token: string | null, now: Date, policy: IdentityPolicy): Promise<AuthResult> {
  if (!token) return { ok: false, reason: 'missing' };
  const row = await db
    .selectFrom('sessions')
    .innerJoin('people', 'people.id', 'sessions.person_id')
    .select([
      'sessions.id',
      'sessions.person_id',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'sessions.revoked_at',
      'people.active',
      'people.is_agree_pdpa',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return { ok: false, reason: 'missing' };
  if (!row.active) {
    await revokeSession(db, row.id, 'disabled', now);
    return { ok: false, reason: 'missing' };
  }
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  const idleFor = now.getTime() - row.last_seen_at.getTime();
  if (idleFor > policy.idleTimeoutMs) {
    await revokeSession(db, row.id, 'idle', now);
    return { ok: false, reason: 'expired' };
  }
  if (idleFor > policy.touchIntervalMs) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  }
  return { ok: true, session: { sessionId: row.id, personId: row.person_id, expiresAt: row.expires_at, agreedToPdpa: row.is_agree_pdpa === 1 } };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, reason: RevokeReason, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return announcedUnlessInTransaction(
    db,
    rows.map((r) => r.id),
  );
}

/** Ends every session of a person, optionally keeping one (the one changing its password); returns the ended ids. */
export async function revokeAllSessions(db: Kysely<Database>, personId: number, reason: RevokeReason, now: Date, keepSessionId?: number): Promise<number[]> {
  let query = db.updateTable('sessions').set({ revoked_at: now, revoked_reason: reason }).where('person_id', '=', personId).where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  const rows = await query.returning('id').execute();
  return announcedUnlessInTransaction(
    db,
    rows.map((r) => r.id),
  );
}

function announcedUnlessInTransaction(db: Kysely<Database>, ids: number[]): number[] {
  if (!db.isTransaction) announceSessionsEnded(ids);
  return ids;
}

/**
 * Disabling an account ends its sessions at once (and authenticate() refuses it from then on);
 * its open sockets are closed as soon as the change commits.
 */
export async function setPersonActive(db: Kysely<Database>, personId: number, active: boolean, now: Date): Promise<void> {
  const announce = await db.transaction().execute((trx) => applyPersonActive(trx, personId, active, now));
  announce();
}

/**
 * setPersonActive inside a caller's transaction (the settings engine's, with its audit row):
 * answers what to announce once that transaction commits (the ended sessions and the disabled
 * person, so their sockets close); before the commit nothing may be announced.
 */
export async function applyPersonActive(trx: Transaction<Database>, personId: number, active: boolean, now: Date): Promise<() => void> {
  await trx.updateTable('people').set({ active, updated_at: now }).where('id', '=', personId).execute();
  if (active) return () => undefined;
  const ended = await revokeAllSessions(trx, personId, 'disabled', now);
  // Both: the sessions' rooms hold every socket of them, also one not yet in the person's room.
  return () => {
    announceSessionsEnded(ended);
    announcePersonDisabled(personId);
  };
}

/** Disables an account: what people administration calls; ends every session and socket of the person. */
export async function disablePerson(db: Kysely<Database>, personId: number, now: Date): Promise<void> {
  await setPersonActive(db, personId, false, now);
}
