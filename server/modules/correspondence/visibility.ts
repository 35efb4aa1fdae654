/**
 * Who may read a letter. One rule, written once as the set of letter ids a viewer may read and
 * used by every read call, the dashboard and the registers:
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

/**
 * The ids of the letters the viewer may read, as one UNION ALL: each branch of the rule above is
 * its own index scan (an id may come from several; the callers only test membership). Branches
 * whose list is empty for this viewer are left out.
 *
 * `words` (a LIKE pattern over the letters' search text) narrows the branch of the viewer's
 * departments to the letters whose text matches, inside that table's index: a division reads
 * thousands of letters, and testing each one's text cost most of a search. The other branches
 * are left whole, so the caller must still test the words on every letter; `words` only saves it
 * the department's letters that cannot match.
 */
function visibleDocumentIds(viewer: Viewer, words: string | null = null): RawBuilder<number> {
  const ids = viewer.identities;
  const registry = viewer.registryDepartments;
  const depts = viewer.departments;
  // A literal, not a parameter: the partial index of published letters is chosen only when the
  // planner can see its predicate in the query, which it cannot prove for a generic plan's parameter.
  const normal = sql`x.secret_id = ${sql.lit(SECRET_NORMAL)}`;
  const branches = [
    sql`SELECT x.id FROM documents x WHERE x.created_by = ANY(${ids})`,
    registry.length ? sql`SELECT x.id FROM documents x WHERE x.owner_department_id = ANY(${registry})` : null,
    sql`SELECT x.id FROM documents x WHERE ${normal} AND x.book_group IS NOT NULL AND x.is_use_doc_no_owner_dept = 1
          AND x.doc_no IS NOT NULL AND x.publish_all = 1`,
    sql`SELECT v.document_id FROM transactions v WHERE v.to_person_id = ANY(${ids})`,
    sql`SELECT v.document_id FROM transactions v WHERE v.from_person_id = ANY(${ids})`,
    sql`SELECT v.document_id FROM transactions v WHERE v.created_by = ANY(${ids})`,
    registry.length ? sql`SELECT v.document_id FROM transactions v WHERE v.to_person_id IS NULL AND v.to_department_id = ANY(${registry})` : null,
    // Rule 3, the normal letters owned by or routed to the viewer's departments, kept as rows of
    // their own by triggers (department_letters).
    depts.length
      ? sql`SELECT l.document_id FROM department_letters l WHERE l.department_id = ANY(${depts})
          ${words === null ? sql`` : sql`AND l.search_text LIKE ${words}`}`
      : null,
  ].filter((branch) => branch !== null);
  return sql<number>`${sql.join(branches, sql` UNION ALL `)}`;
}

/**
 * The rule as a predicate on a letter row, for one letter, a column of each row of a page, or a
 * count: PostgreSQL pushes the row's id into every branch (a few index probes a row), or, over
 * many rows, reads the id set once and joins to it.
 */
export function visibleDocument(viewer: Viewer, alias = 'd'): RawBuilder<SqlBool> {
  const d = sql.table(alias);
  return sql<SqlBool>`EXISTS (SELECT 1 FROM (${visibleDocumentIds(viewer)}) AS visible (id) WHERE visible.id = ${d}.id)`;
}

/**
 * The rule for a list cut to a page (ORDER BY ... LIMIT): the id set is gathered once, before
 * the list, and each of its letters is fetched by its key. Given the EXISTS form there, the
 * planner, expecting the page to fill early, may walk the letters in order and test each one
 * against the whole set, and most letters of an organisation are not the viewer's (seconds
 * instead of milliseconds on 55,000 letters). A list that keeps only letters whose search text
 * matches a LIKE pattern passes it as `words` (see visibleDocumentIds).
 */
export function amongVisibleDocuments(viewer: Viewer, alias = 'd', words: string | null = null): RawBuilder<SqlBool> {
  const d = sql.table(alias);
  return sql<SqlBool>`${d}.id = ANY(ARRAY(${visibleDocumentIds(viewer, words)}))`;
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
