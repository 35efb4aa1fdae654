/**
 * Who may read a letter. One SQL predicate used by every read call, the dashboard and the
 * registers, so the rule lives in one place:
 *
 *  A person sees a letter when
 *   1. they created it, or a routing step names them (to, from or sent by them; acting on
 *      behalf counts the principal's steps), or
 *   2. they are a registry clerk of its owner department, or of a department a step was
 *      addressed to as a department (to_person null), or
 *   3. the letter is ปกติ (not secret) and it belongs to, or was routed to, their own
 *      department(s), or
 *   4. the letter is ปกติ, has a book group (circular, command, regulation...), was numbered
 *      by our own send register and its writer published it to the whole organisation (book
 *      cards); one published only to chosen departments is seen there by rule 3.
 *  Anything above ปกติ is therefore seen only by the people it was routed to and the registry
 *  clerks of its owner/receiving departments; nobody sees another department's letters unless
 *  they were routed to them.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { MSG } from './messages';
import type { Viewer } from './viewer';

/** Secrecy class id of ปกติ (normal); every other class is restricted. */
export const SECRET_NORMAL = 1;

export function visibleDocument(viewer: Viewer, alias = 'd'): RawBuilder<SqlBool> {
  const d = sql.table(alias);
  const ids = viewer.identities;
  const registry = viewer.registryDepartments;
  const depts = viewer.departments;
  return sql<SqlBool>`(
    ${d}.created_by = ANY(${ids})
    OR ${d}.owner_department_id = ANY(${registry})
    OR (${d}.secret_id = ${SECRET_NORMAL} AND (
         ${d}.owner_department_id = ANY(${depts})
         OR (${d}.book_group IS NOT NULL AND ${d}.is_use_doc_no_owner_dept = 1 AND ${d}.doc_no IS NOT NULL AND ${d}.publish_all = 1)))
    OR EXISTS (
      SELECT 1 FROM transactions v WHERE v.document_id = ${d}.id AND (
        v.to_person_id = ANY(${ids}) OR v.from_person_id = ANY(${ids}) OR v.created_by = ANY(${ids})
        OR (v.to_person_id IS NULL AND v.to_department_id = ANY(${registry}))
        OR (${d}.secret_id = ${SECRET_NORMAL} AND v.to_department_id = ANY(${depts}))))
  )`;
}

export async function canReadDocument(db: Kysely<Database>, viewer: Viewer, documentId: number): Promise<'yes' | 'no' | 'missing'> {
  const row = await db.selectFrom('documents as d').select(visibleDocument(viewer).as('visible')).where('d.id', '=', documentId).executeTakeFirst();
  if (!row) return 'missing';
  return row.visible ? 'yes' : 'no';
}

/**
 * 404 when the letter does not exist and, with the same message, when it is not the viewer's
 * to read: a different answer would let anyone count the letters by trying ids.
 */
export async function assertCanReadDocument(db: Kysely<Database>, viewer: Viewer, documentId: number, notFound: string = MSG.documentNotFound): Promise<void> {
  if ((await canReadDocument(db, viewer, documentId)) !== 'yes') throw new ApiError(404, notFound);
}
