/**
 * Append-only audit rows (who, what, when, from where). Never updated or deleted by the
 * application; each row is chained to the one before it (audit-chain.ts), so a change made
 * behind the portal's back is found by `npm run audit:verify`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appendAuditRow, type AuditEntry } from './audit-chain';

export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await appendAuditRow(db, entry);
}

/**
 * A public form's limit per address, kept in the audit log itself: answers false when the address
 * already made `limit` such attempts within the window; otherwise records this one and answers
 * true. Each attempt counts, refused ones too, so a script cannot probe without limit.
 */
export async function auditedAttemptAllowed(
  db: Kysely<Database>,
  attempt: { action: string; ip: string; now: Date; windowMs: number; limit: number },
): Promise<boolean> {
  const recent = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', attempt.action)
    .where('ip', '=', attempt.ip)
    .where('at', '>', new Date(attempt.now.getTime() - attempt.windowMs))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= attempt.limit) return false;
  await audit(db, { personId: null, action: attempt.action, ip: attempt.ip, now: attempt.now });
  return true;
}
