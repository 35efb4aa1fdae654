/**
 * Reading destruction lists: the lists a person keeps as a registry clerk or reviews on the
 * committee (an administrator reads every one), where a new one may be drawn, and one list with
 * its committee, its items and every member's decisions. The list is the department's record, so
 * a letter that is not secret shows its subject to whoever may read the list; a secret one shows
 * its secrecy class to anyone who may not read the letter itself.
 */
import { sql, type Kysely } from 'kysely';
import type { DestructionListHead } from '../../../../schemas/generated/api/destruction-list-head';
import type { DestructionListDetail, DestructionVote } from '../../../../schemas/generated/api/destruction-list.reply';
import type { DestructionDepartment } from '../../../../schemas/generated/api/destruction-lists.reply';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { buddhistYear } from '../registers/registers';
import { isAdministrator, type Viewer } from '../viewer';
import { visibleDocument } from '../visibility';
import { committeeComplete, committeeOf, DESTRUCTION_MSG, dueCount, listNameOf, listOf, mayRead, roleOn, type ListRole } from './destruction';

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const myRole = (role: ListRole): DestructionListHead['MY_ROLE'] => role.seat ?? (role.keeper ? 'registry' : null);

function heads(db: Kysely<Database>) {
  return db
    .selectFrom('destruction_lists as l')
    .innerJoin('departments as d', 'd.id', 'l.department_id')
    .select([
      'l.id',
      'l.department_id',
      'd.name_th as dept_name',
      'l.year_be',
      'l.list_no',
      'l.state',
      'l.drawn_at',
      'l.closed_at',
      sql<string>`(SELECT count(*) FROM destruction_items i WHERE i.list_id = l.id)`.as('item_count'),
      sql<string>`(SELECT count(*) FROM destruction_items i WHERE i.list_id = l.id AND i.outcome = 'destroy')`.as('destroyed_count'),
    ]);
}

type HeadRow = Awaited<ReturnType<ReturnType<typeof heads>['execute']>>[number];

const headOf = (row: HeadRow, role: ListRole): DestructionListHead => ({
  LIST_ID: Number(row.id),
  F_DEPT_ID: Number(row.department_id),
  DEPT_NAME: row.dept_name,
  YEAR: row.year_be,
  LIST_NO: row.list_no,
  LIST_NAME: listNameOf(row),
  STATE: row.state,
  ITEM_COUNT: Number(row.item_count),
  DESTROYED_COUNT: Number(row.destroyed_count),
  DRAWN_AT: new Date(row.drawn_at).toISOString(),
  CLOSED_AT: isoOrNull(row.closed_at),
  MY_ROLE: myRole(role),
});

/** The lists the person sees, newest first, and the departments where they may draw one. */
export async function destructionLists(
  db: Kysely<Database>,
  viewer: Viewer,
  departmentId?: number,
): Promise<{ items: DestructionListHead[]; DEPARTMENTS: DestructionDepartment[] }> {
  const seats = await db.selectFrom('destruction_committee').select(['department_id', 'person_id', 'role']).where('person_id', '=', viewer.personId).execute();
  const seatOf = new Map(seats.map((s) => [Number(s.department_id), s.role]));
  const admin = isAdministrator(viewer);
  const mine = [...new Set([...viewer.registryDepartments, ...seatOf.keys()])];
  const rows = await heads(db)
    .$if(!admin, (q) => (mine.length === 0 ? q.where(sql<boolean>`false`) : q.where('l.department_id', 'in', mine)))
    .$if(departmentId !== undefined, (q) => q.where('l.department_id', '=', departmentId!))
    .orderBy('l.drawn_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  const items = rows.map((row) => {
    const dept = Number(row.department_id);
    const seat = seatOf.get(dept) ?? null;
    return headOf(row, { keeper: viewer.registryDepartments.includes(dept), seat, admin });
  });
  const yearBe = buddhistYear(new Date());
  const keeps = viewer.registryDepartments.filter((id) => departmentId === undefined || id === departmentId);
  const names = keeps.length === 0 ? [] : await db.selectFrom('departments').select(['id', 'name_th']).where('id', 'in', keeps).orderBy('id').execute();
  const DEPARTMENTS = await Promise.all(names.map(async (d) => ({ dept_id: Number(d.id), text: d.name_th, DUE: await dueCount(db, Number(d.id), yearBe) })));
  return { items, DEPARTMENTS };
}

/** One list as its reader sees it: 403 for someone who is neither its clerk nor on its committee. */
export async function destructionDetail(db: Kysely<Database>, viewer: Viewer, listId: number): Promise<DestructionListDetail> {
  const list = await listOf(db, listId);
  const committee = await committeeOf(db, list.department_id);
  const role = roleOn(viewer, list.department_id, committee);
  if (!mayRead(role)) throw new ApiError(403, DESTRUCTION_MSG.noAccess);
  const head = await heads(db).where('l.id', '=', list.id).executeTakeFirstOrThrow();
  const people = committee.length
    ? await db
        .selectFrom('people')
        .select(['id', 'first_name', 'last_name', 'position_name'])
        .where(
          'id',
          'in',
          committee.map((m) => m.personId),
        )
        .execute()
    : [];
  const personOf = new Map(people.map((p) => [Number(p.id), p]));
  const items = await db
    .selectFrom('destruction_items as i')
    .innerJoin('filings as f', 'f.id', 'i.filing_id')
    .innerJoin('documents as d', 'd.id', 'f.document_id')
    .innerJoin('doc_secrets as se', 'se.id', 'd.secret_id')
    .innerJoin('departments as fd', 'fd.id', 'f.department_id')
    .select([
      'i.id',
      'i.item_no',
      'i.outcome',
      'd.id as document_id',
      'd.doc_no',
      sql<string | null>`to_char(d.doc_date, 'YYYY-MM-DD')`.as('doc_date'),
      'd.subject',
      'se.name_th as secret_name',
      'fd.name_th as dept_name',
      'f.year_be',
      'f.retention_years',
      'f.destroy_year_be',
      // The list is the department's record for its clerk and committee: a letter that is not
      // secret shows its subject to them; a secret one only to whoever may read the letter.
      sql<boolean>`(se.level = 1 OR ${visibleDocument(viewer)})`.as('readable'),
    ])
    .where('i.list_id', '=', list.id)
    .orderBy('i.item_no')
    .execute();
  const votes = await db
    .selectFrom('destruction_votes as v')
    .innerJoin('destruction_items as i', 'i.id', 'v.item_id')
    .select(['v.item_id', 'v.person_id', 'v.decision', 'v.reason'])
    .where('i.list_id', '=', list.id)
    .orderBy('v.decided_at')
    .execute();
  const votesOf = new Map<number, DestructionVote[]>();
  for (const v of votes) {
    const itemId = Number(v.item_id);
    votesOf.set(itemId, [...(votesOf.get(itemId) ?? []), { PERSON_ID: Number(v.person_id), DECISION: v.decision, REASON: v.reason }]);
  }
  const itemCount = items.length;
  const decidedBy = (personId: number) => votes.filter((v) => Number(v.person_id) === personId).length;
  // What the committee still owes, from the decisions just read (a member decides an item once).
  const undecided = committee.reduce((sum, m) => sum + Math.max(0, itemCount - decidedBy(m.personId)), 0);
  return {
    HEAD: headOf(head, role),
    READER_ID: viewer.personId,
    COMMITTEE: committee.map((m) => {
      const p = personOf.get(m.personId);
      return {
        PERSON_ID: m.personId,
        NAME: p ? `${p.first_name} ${p.last_name}` : '',
        POSITION: p?.position_name ?? null,
        ROLE: m.role,
        UNDECIDED: list.state === 'closed' ? 0 : Math.max(0, itemCount - decidedBy(m.personId)),
      };
    }),
    ITEMS: items.map((row) => ({
      ITEM_ID: Number(row.id),
      ORDER: row.item_no,
      F_DOC_ID: Number(row.document_id),
      F_DOC_NO: row.doc_no,
      F_DOC_DATE: row.doc_date,
      F_DOC_TITLE: row.readable ? row.subject : `(${row.secret_name})`,
      DEPT_NAME: row.dept_name,
      FILED_YEAR: row.year_be,
      // A listed filing is never a keep-for-ever one, so both are set (filings_retention_whole).
      RETENTION_YEARS: row.retention_years ?? 0,
      DESTROY_YEAR: row.destroy_year_be ?? row.year_be,
      VOTES: votesOf.get(Number(row.id)) ?? [],
      OUTCOME: row.outcome,
    })),
    MAY_SUBMIT: role.keeper && list.state === 'draft',
    MAY_VOTE: role.seat !== null && list.state === 'review',
    MAY_CLOSE: role.seat === 'chair' && list.state === 'review' && committeeComplete(committee) && undecided === 0,
  };
}
