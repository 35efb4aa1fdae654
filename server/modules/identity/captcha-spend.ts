/**
 * Single use of a solved robot check, across the two steps of sign-in.
 *
 * The client solves ONE challenge and sends the solution with pre-login and again with the
 * login that follows (possibly after the device-confirm question). A solution may be spent
 * once by pre-login and once by login, for the same username; a login without a pre-login
 * spends it too. Any other reuse is refused, so a script must solve a new challenge for
 * every attempt. Any other form the robot check guards (the sign-up request) spends a solution
 * once and for all: neither it nor a sign-in step may use it again. Kept in the database so it
 * holds across instances.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type SignInStep = 'pre-login' | 'login';

export function solutionKey(payload: string): string {
  return createHash('sha256').update(payload).digest('hex');
}

/** Returns true when this step may spend the solution (and records that it did). */
export async function spendSolution(
  db: Kysely<Database>,
  input: { payload: string; username: string; step: SignInStep; now: Date; ttlMs: number },
): Promise<boolean> {
  const key = solutionKey(input.payload);
  const username = input.username.toLowerCase();
  const column = input.step === 'pre-login' ? 'pre_login' : 'login';
  await db.deleteFrom('captcha_spent').where('expires_at', '<', input.now).execute();
  // Insert-or-claim in one statement, so two concurrent requests cannot both spend it.
  const claimed = await db
    .insertInto('captcha_spent')
    .values({ signature: key, username, pre_login: column === 'pre_login', login: column === 'login', expires_at: new Date(input.now.getTime() + input.ttlMs) })
    .onConflict((oc) =>
      oc
        .column('signature')
        .doUpdateSet({ [column]: true })
        .where(sql.ref(`captcha_spent.${column}`), '=', false)
        .where('captcha_spent.username', '=', username)
        // Pre-login never comes after a login with the same solution.
        .where(sql.ref('captcha_spent.login'), '=', false),
    )
    .returning('signature')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Spends a solution for good (a form other than sign-in; `owner` names who sent it, for the
 * record): true only for its first use, whatever used it before or after.
 */
export async function spendSolutionOnce(db: Kysely<Database>, input: { payload: string; owner: string; now: Date; ttlMs: number }): Promise<boolean> {
  await db.deleteFrom('captcha_spent').where('expires_at', '<', input.now).execute();
  // Both sign-in steps marked as done, so neither may spend it after this.
  const claimed = await db
    .insertInto('captcha_spent')
    .values({
      signature: solutionKey(input.payload),
      username: input.owner.toLowerCase(),
      pre_login: true,
      login: true,
      expires_at: new Date(input.now.getTime() + input.ttlMs),
    })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return claimed !== undefined;
}
