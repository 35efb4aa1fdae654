/**
 * Brute-force protection for sign-in, kept in the database so it holds across restarts and
 * across several server instances: a rate limit per IP and per username, and a temporary
 * lock of a username after repeated failures.
 *
 * The lock counts attempts per username TEXT, whether or not such an account exists, so the
 * answer never reveals which usernames are real.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityPolicy } from './policy';

export type ThrottleVerdict = { kind: 'ok' } | { kind: 'rate-limited' } | { kind: 'locked'; minutes: number };

export async function checkThrottle(
  db: Kysely<Database>,
  input: { username: string; ip: string; now: Date; policy: IdentityPolicy },
): Promise<ThrottleVerdict> {
  const { policy, now } = input;
  const username = input.username.toLowerCase();
  const windowStart = new Date(now.getTime() - policy.rateWindowMs);
  const counts = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*) FILTER (WHERE ip = ${input.ip})`.as('by_ip'),
      sql<number>`count(*) FILTER (WHERE lower(username) = ${username})`.as('by_user'),
    ])
    .where('at', '>', windowStart)
    .where((eb) => eb.or([eb('ip', '=', input.ip), eb(sql`lower(username)`, '=', username)]))
    .executeTakeFirstOrThrow();
  if (Number(counts.by_ip) >= policy.perIpLimit || Number(counts.by_user) >= policy.perUsernameLimit) return { kind: 'rate-limited' };

  // Failures since the last success (or within the lock window), newest first.
  const lastSuccess = await db
    .selectFrom('login_attempts')
    .select('at')
    .where(sql`lower(username)`, '=', username)
    .where('succeeded', '=', true)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const since = new Date(Math.max(now.getTime() - policy.lockMs, lastSuccess?.at.getTime() ?? 0));
  const failures = await db
    .selectFrom('login_attempts')
    .select('at')
    .where(sql`lower(username)`, '=', username)
    .where('succeeded', '=', false)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(policy.lockoutFailures)
    .execute();
  if (failures.length >= policy.lockoutFailures) {
    // Locked until lockMs after the failure that completed the series.
    const lockedUntil = failures[0]!.at.getTime() + policy.lockMs;
    if (lockedUntil > now.getTime()) return { kind: 'locked', minutes: Math.ceil((lockedUntil - now.getTime()) / 60_000) };
  }
  return { kind: 'ok' };
}

export async function recordAttempt(db: Kysely<Database>, input: { username: string; ip: string; succeeded: boolean; now: Date }): Promise<void> {
  await db.insertInto('login_attempts').values({ username: input.username, ip: input.ip, succeeded: input.succeeded, at: input.now }).execute();
}
