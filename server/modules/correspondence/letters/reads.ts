/**
 * update-read-portal: opening a letter marks the viewer's own steps of it read (read_at, shown
 * in the routing history as "seen at"). Only steps the viewer holds: reading a letter someone
 * else holds must not tell its holder's sender that the holder saw it.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Viewer } from '../viewer';

export async function markDocumentRead(db: Kysely<Database>, viewer: Viewer, documentId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('transactions as t')
    .set({ read_at: now })
    .where('t.document_id', '=', documentId)
    .where('t.read_at', 'is', null)
    .where(sql<SqlBool>`(t.to_person_id = ANY(${viewer.identities}) OR (t.to_person_id IS NULL AND t.to_department_id = ANY(${viewer.registryDepartments})))`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
