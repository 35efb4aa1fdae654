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
