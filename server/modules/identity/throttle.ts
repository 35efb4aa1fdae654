/**
 * Brute-force protection for sign-in, kept in the database so it holds across restarts and
 * across several server instances. Three rules, checked before the password is:
 *
 * 1. Per address: at most perIpLimit attempts within rateWindowMs, whatever the username.
 * 2. Per (username, address): lockoutFailures failures in a row stop that address trying that
 *    username for lockMs. Only that pair is stopped, so an outsider who fails on purpose locks
 *    out their own address, never the person at theirs.
 * 3. Per username, across addresses: past slowdownAfterFailures failures within
 *    slowdownWindowMs, each attempt from an address the person has not signed in from waits a
 *    delay that doubles with every failure (at most slowdownMaxMs). Guessing from many
 *    addresses is held to about one try a minute; the person's own addresses are not slowed.
 *
 * Every rule counts attempts per username TEXT, whether or not such an account exists, so the
 * answers never reveal which usernames are real. An address becomes "known" only by signing in,
 * which takes the password.
 *
 * An attempt is written BEFORE the rules are checked (as a failure until its password proves
 * right), and each check counts every other attempt already written. So a burst of requests sent
 * at once cannot all pass the check before any of them is counted: each sees the ones before it
 * in flight. An attempt the rules or the robot check turn away is deleted again, so, as before,
 * only attempts that reached the password count.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityPolicy } from './policy';

export type ThrottleVerdict = { kind: 'ok' } | { kind: 'rate-limited' } | { kind: 'locked-here'; minutes: number } | { kind: 'slowed-down'; seconds: number };

export async function checkThrottle(
  db: Kysely<Database>,
  input: { username: string; ip: string; now: Date; policy: IdentityPolicy; ownAttempt?: AttemptId },
): Promise<ThrottleVerdict> {
  const { policy, now, ip } = input;
  const username = input.username.toLowerCase();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  // Every count leaves out the attempt being checked: the rules speak of the attempts before it.
  const own = input.ownAttempt ?? 0;

  const byIp = await db
    .selectFrom('login_attempts')
    .select(sql<number>`count(*)`.as('n'))
    .where('ip', '=', ip)
    .where('at', '>', ago(policy.rateWindowMs))
    .where('id', '<>', own)
    .executeTakeFirstOrThrow();
  if (Number(byIp.n) >= policy.perIpLimit) return { kind: 'rate-limited' };

  // The newest attempts of this pair within the lock window: all failures means a series of
  // lockoutFailures since the pair last succeeded.
  const recent = await db
    .selectFrom('login_attempts')
    .select(['at', 'succeeded'])
    .where(sql`lower(username)`, '=', username)
    .where('ip', '=', ip)
    .where('at', '>', ago(policy.lockMs))
    .where('id', '<>', own)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(policy.lockoutFailures)
    .execute();
  if (recent.length >= policy.lockoutFailures && recent.every((attempt) => !attempt.succeeded)) {
    const lockedUntil = recent[0]!.at.getTime() + policy.lockMs;
    if (lockedUntil > now.getTime()) return { kind: 'locked-here', minutes: Math.ceil((lockedUntil - now.getTime()) / 60_000) };
  }

  const known = await db
    .selectFrom('login_attempts')
    .select('id')
    .where(sql`lower(username)`, '=', username)
    .where('ip', '=', ip)
    .where('succeeded', '=', true)
    .where('at', '>', ago(policy.knownAddressMs))
    .limit(1)
    .executeTakeFirst();
  if (known) return { kind: 'ok' };

  const failures = await db
    .selectFrom('login_attempts')
    .select([sql<number>`count(*)`.as('n'), sql<Date | string | null>`max(at)`.as('last')])
    .where(sql`lower(username)`, '=', username)
    .where('succeeded', '=', false)
    .where('at', '>', ago(policy.slowdownWindowMs))
    .where('id', '<>', own)
    .executeTakeFirstOrThrow();
  const count = Number(failures.n);
  if (count >= policy.slowdownAfterFailures && failures.last !== null) {
    const doublings = Math.min(count - policy.slowdownAfterFailures, 30);
    const waitMs = Math.min(policy.slowdownBaseMs * 2 ** doublings, policy.slowdownMaxMs);
    const allowedAt = new Date(failures.last).getTime() + waitMs;
    if (allowedAt > now.getTime()) return { kind: 'slowed-down', seconds: Math.ceil((allowedAt - now.getTime()) / 1000) };
  }
  return { kind: 'ok' };
}

/** How often one process prunes old attempts: often enough to keep the table small, rarely enough to cost nothing per sign-in. */
export const PRUNE_EVERY_MS = 5 * 60 * 1000;
const lastPruned = new WeakMap<Kysely<Database>, number>();

/** The id of a written attempt. */
export type AttemptId = number;

/** Writes an attempt as a failure before the rules are checked (see above); answers its id. */
export async function beginAttempt(db: Kysely<Database>, input: { username: string; ip: string; now: Date; policy: IdentityPolicy }): Promise<AttemptId> {
  const row = await db
    .insertInto('login_attempts')
    .values({ username: input.username, ip: input.ip, succeeded: false, at: input.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = input.now.getTime();
  if (now - (lastPruned.get(db) ?? Number.NEGATIVE_INFINITY) >= PRUNE_EVERY_MS) {
    lastPruned.set(db, now);
    await pruneAttempts(db, input.now, input.policy);
  }
  return Number(row.id);
}

/** The password proved right: the attempt is a success (its address becomes known). */
export async function attemptSucceeded(db: Kysely<Database>, id: AttemptId): Promise<void> {
  await db.updateTable('login_attempts').set({ succeeded: true }).where('id', '=', id).execute();
}

/**
 * Nobody could judge the password (the organisation's directory did not answer): the attempt
 * keeps counting toward its address's rate, so guessing stays bounded while the directory is
 * down, but not toward the username's lock-out or slow-down, so the outage locks no one out.
 * Its username is cleared for that; no sign-in has an empty username.
 */
export async function attemptUnjudged(db: Kysely<Database>, id: AttemptId): Promise<void> {
  await db.updateTable('login_attempts').set({ username: '' }).where('id', '=', id).execute();
}

/** The rules or the robot check turned the attempt away before the password: it does not count. */
export async function dropAttempt(db: Kysely<Database>, id: AttemptId): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/**
 * Deletes the attempts no rule above reads any more, so an attack (or years of use) cannot grow
 * the table without end: a failure counts for at most the longest of the rate, lock and
 * slow-down windows; a success counts for the rate window and keeps its address known for
 * knownAddressMs.
 */
export async function pruneAttempts(db: Kysely<Database>, now: Date, policy: IdentityPolicy): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const failuresBefore = before(Math.max(policy.rateWindowMs, policy.lockMs, policy.slowdownWindowMs));
  const successesBefore = before(Math.max(policy.rateWindowMs, policy.knownAddressMs));
  await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([eb.and([eb('succeeded', '=', false), eb('at', '<', failuresBefore)]), eb.and([eb('succeeded', '=', true), eb('at', '<', successesBefore)])]),
    )
    .execute();
}
