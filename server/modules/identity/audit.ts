/** Append-only audit rows (who, what, when, from where). Never updated or deleted by the application. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function audit(
  db: Kysely<Database>,
  entry: { personId: number | null; action: string; ip: string | null; now: Date; detail?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ person_id: entry.personId, action: entry.action, ip: entry.ip, at: entry.now, detail: JSON.stringify(entry.detail ?? {}) })
    .execute();
}
