/**
 * get-dashboard: the eight book groups (circular, command, regulation, rule, news,
 * announcement, declaration, meeting report), five newest letters each that the viewer may
 * read, and get-dashboard-organization-lists (the departments a viewer can filter by).
 */
import type { BookCard as BookCardReply, BookRow } from '../../../../schemas/generated/api/book-card';
import { sql, type Kysely } from 'kysely';
import type { BookGroup } from '../../../../schemas/generated/tenant';
import type { Database } from '../../../db/schema';
import { likePattern } from './queues';
import type { Viewer } from '../viewer';
import { amongVisibleDocuments } from '../visibility';

/** The order of the book cards on the dashboard (the portal contract's order). */
export const BOOK_GROUPS: BookGroup[] = ['cycle', 'command', 'regularity', 'rule', 'news', 'announce', 'declaration', 'meeting'];
export const BOOK_ROWS = 5;

export type { BookRow };

/** A book card of the get-dashboard reply, its group typed by the tenant schema's book groups. */
export type BookCard = BookCardReply & { bookType: BookGroup };

export function isBookGroup(value: string): value is BookGroup {
  return (BOOK_GROUPS as string[]).includes(value);
}

async function bookRows(db: Kysely<Database>, viewer: Viewer, group: BookGroup, search: string | null): Promise<BookRow[]> {
  let query = db
    .selectFrom('documents as d')
    .select([
      'd.id',
      'd.meeting_no',
      'd.doc_no',
      'd.subject',
      'd.command_name_under',
      // The step to open: the viewer's own latest step on the letter, else its first step.
      sql<number | null>`coalesce(
        (SELECT max(t.id) FROM transactions t WHERE t.document_id = d.id AND (t.to_person_id = ANY(${viewer.identities})
           OR (t.to_person_id IS NULL AND t.to_department_id = ANY(${viewer.registryDepartments})))),
        (SELECT min(t.id) FROM transactions t WHERE t.document_id = d.id))`.as('trans_id'),
    ])
    .where('d.book_group', '=', group)
    // Numbered letters only: drafts are not yet books of the organisation.
    .where('d.doc_no', 'is not', null)
    .where(amongVisibleDocuments(viewer))
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(BOOK_ROWS);
  if (search) query = query.where(sql<boolean>`d.search_text LIKE ${likePattern(search)}`);
  const rows = await query.execute();
  return rows.map((r, i) => ({
    SEQ: i + 1,
    F_DOC_ID: r.id,
    F_NO_MEET: r.meeting_no,
    F_DOC_NO: r.doc_no,
    F_DOC_TITLE: r.subject,
    F_DOC_COMMAND_NAME_UNDER: r.command_name_under,
    F_TRANS_ID: r.trans_id,
  }));
}

/** All eight groups in order, or just `bookType` (refetch of one card with its own search). */
export async function dashboardBooks(
  db: Kysely<Database>,
  viewer: Viewer,
  options: { bookType?: BookGroup | null; search?: string | null } = {},
): Promise<Record<string, BookCard>> {
  const groups = options.bookType ? [options.bookType] : BOOK_GROUPS;
  const names = await db.selectFrom('book_groups').select(['code', 'name_th']).execute();
  const search = options.search?.trim() || null;
  const cards = await Promise.all(
    groups.map(async (group) => ({
      bookType: group,
      TITLE: names.find((n) => n.code === group)?.name_th ?? group,
      items: await bookRows(db, viewer, group, search),
    })),
  );
  return Object.fromEntries(cards.map((card) => [card.bookType, card]));
}

/** Departments the viewer belongs to or holds a role in (what the organisation filter can match). */
export async function organizationList(db: Kysely<Database>, viewer: Viewer): Promise<{ dept_id: number; text: string }[]> {
  const ids = [...new Set([...viewer.departments, ...viewer.registryDepartments])];
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('departments').select(['id', 'name_th']).where('id', 'in', ids).orderBy('id').execute();
  return rows.map((r) => ({ dept_id: r.id, text: r.name_th }));
}
