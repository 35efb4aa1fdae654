/**
 * Destruction of filed letters (การทำลายหนังสือ), as the correspondence regulation draws it.
 * After a calendar year ends the registry of a department lists the letters, filed by it or by
 * a department below it, whose retention has run out (บัญชีหนังสือขอทำลาย); the department's
 * destruction committee (a chair and at least two members, chosen in settings) reviews the list,
 * each member approving or keeping every item; the chair closes the review, and the letters every
 * member approved are destroyed (destruction-review.ts).
 *
 * This file holds who is who for a list and the registry's two steps: drawing a list and sending
 * it to the committee. Every refusal is a Thai ApiError thrown before anything is written.
 */
import { sql, type Kysely } from 'kysely';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import type { Database } from '../../../db/schema';
import type { CommitteeRole, DestructionState } from '../../../db/schema-filing';
import { ApiError } from '../../../http/errors';
import { audit } from '../../identity/audit';
import { buddhistYear } from '../registers/registers';
import { isAdministrator, type Viewer } from '../viewer';
import { keepsFiling } from './filing';

const text = (key: string, params?: Record<string, string | number>) => thaiText(`workspace.destruction.${key}`, params);

export const DESTRUCTION_MSG = {
  notKeeper: text('errors.notKeeper'),
  nothingDue: text('errors.nothingDue'),
  notFound: text('errors.notFound'),
  noAccess: text('errors.noAccess'),
  notDraft: text('errors.notDraft'),
  committeeIncomplete: text('errors.committeeIncomplete'),
  notMember: text('errors.notMember'),
  notReview: text('errors.notReview'),
  itemNotFound: text('errors.itemNotFound'),
  keepReason: text('errors.keepReason'),
  notChair: text('errors.notChair'),
  submitted: text('submitted'),
  voted: text('voted'),
  openList: (name: string) => text('errors.openList', { name }),
  undecided: (count: number) => text('errors.undecided', { count }),
  drawn: (name: string, count: number) => text('drawn', { name, count }),
  closed: (destroyed: number, kept: number) => text('closed', { destroyed, kept }),
};

/** A list's number as people say it: 1/2570. */
export const listNameOf = (list: { list_no: number; year_be: number }): string => text('listName', { no: list.list_no, year: list.year_be });

/** The fewest members (the chair included) a committee needs before it may review a list. */
export const COMMITTEE_MIN_SIZE = 3;

export interface CommitteeMember {
  personId: number;
  role: CommitteeRole;
}

/** The committee of a department, chair first. */
export async function committeeOf(db: Kysely<Database>, departmentId: number): Promise<CommitteeMember[]> {
  const rows = await db
    .selectFrom('destruction_committee')
    .select(['person_id', 'role'])
    .where('department_id', '=', departmentId)
    .orderBy(sql`role = 'chair'`, 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ personId: Number(row.person_id), role: row.role }));
}

/** A committee may review once it has one chair and at least two other members. */
export function committeeComplete(committee: CommitteeMember[]): boolean {
  return committee.filter((m) => m.role === 'chair').length === 1 && committee.length >= COMMITTEE_MIN_SIZE;
}

export interface ListRow {
  id: number;
  department_id: number;
  year_be: number;
  list_no: number;
  state: DestructionState;
}

/** The list, locked for the rest of the transaction when asked; 404 when there is none. */
export async function listOf(db: Kysely<Database>, listId: number, lock = false): Promise<ListRow> {
  const row = await db
    .selectFrom('destruction_lists')
    .select(['id', 'department_id', 'year_be', 'list_no', 'state'])
    .where('id', '=', listId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw new ApiError(404, DESTRUCTION_MSG.notFound);
  return { ...row, id: Number(row.id), department_id: Number(row.department_id) };
}

/** Who the person is for a list's department: its registry clerk, and their seat on its committee. */
export interface ListRole {
  keeper: boolean;
  seat: CommitteeRole | null;
  admin: boolean;
}

export function roleOn(viewer: Viewer, departmentId: number, committee: CommitteeMember[]): ListRole {
  return {
    keeper: keepsFiling(viewer, departmentId),
    // A seat on the committee is personal: acting for someone does not give theirs.
    seat: committee.find((m) => m.personId === viewer.personId)?.role ?? null,
    admin: isAdministrator(viewer),
  };
}

export const mayRead = (role: ListRole): boolean => role.keeper || role.seat !== null || role.admin;

/**
 * The filings a department's new list takes in a year: filed by the department or one below it,
 * not kept for ever, destroyable in that year or before, not destroyed, and in no list still
 * under way nor in one drawn that year (an item the committee kept waits for next year's list).
 */
function dueFilings(db: Kysely<Database>, departmentId: number, yearBe: number) {
  return db
    .withRecursive('tree(id)', (qc) =>
      qc
        .selectFrom('departments')
        .select('id')
        .where('id', '=', departmentId)
        .unionAll((u) => u.selectFrom('departments as d').innerJoin('tree', 'tree.id', 'd.parent_id').select('d.id')),
    )
    .selectFrom('filings as f')
    .innerJoin('tree', 'tree.id', 'f.department_id')
    .where('f.never_destroy', '=', false)
    .where('f.destroy_year_be', '<=', yearBe)
    .where('f.destroyed_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('destruction_items as i')
            .innerJoin('destruction_lists as l', 'l.id', 'i.list_id')
            .select(sql`1`.as('one'))
            .whereRef('i.filing_id', '=', 'f.id')
            .where((eb) => eb.or([eb('l.state', '<>', 'closed'), eb('l.year_be', '=', yearBe)])),
        ),
      ),
    );
}

/** How many filings a new list of the department would take now. */
export async function dueCount(db: Kysely<Database>, departmentId: number, yearBe: number): Promise<number> {
  const { n } = await dueFilings(db, departmentId, yearBe)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export interface Ctx {
  ip: string | null;
  now?: Date;
}

/** The registry draws this year's list of its department; one list per department is under way at a time. */
export async function drawList(db: Kysely<Database>, viewer: Viewer, ctx: Ctx, departmentId: number): Promise<{ listId: number; name: string; count: number }> {
  if (!keepsFiling(viewer, departmentId)) throw new ApiError(403, DESTRUCTION_MSG.notKeeper);
  const now = ctx.now ?? new Date();
  const yearBe = buddhistYear(now);
  return db.transaction().execute(async (trx) => {
    // Drawing twice at once must not make two lists or put a letter in both: the department row
    // is the lock every draw of the department takes first.
    await trx.selectFrom('departments').select('id').where('id', '=', departmentId).forUpdate().executeTakeFirstOrThrow();
    const open = await trx
      .selectFrom('destruction_lists')
      .select(['list_no', 'year_be'])
      .where('department_id', '=', departmentId)
      .where('state', '<>', 'closed')
      .executeTakeFirst();
    if (open) throw new ApiError(409, DESTRUCTION_MSG.openList(listNameOf(open)));
    const due = await dueFilings(trx, departmentId, yearBe).select(['f.id']).orderBy('f.year_be').orderBy('f.filed_at').orderBy('f.id').execute();
    if (due.length === 0) throw new ApiError(400, DESTRUCTION_MSG.nothingDue);
    const { last } = await trx
      .selectFrom('destruction_lists')
      .select((eb) => eb.fn.coalesce(eb.fn.max('list_no'), sql<number>`0`).as('last'))
      .where('department_id', '=', departmentId)
      .where('year_be', '=', yearBe)
      .executeTakeFirstOrThrow();
    const list = await trx
      .insertInto('destruction_lists')
      .values({ department_id: departmentId, year_be: yearBe, list_no: Number(last) + 1, drawn_by: viewer.personId, drawn_at: now })
      .returning(['id', 'list_no', 'year_be'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('destruction_items')
      .values(due.map((row, index) => ({ list_id: list.id, filing_id: row.id, item_no: index + 1 })))
      .execute();
    const name = listNameOf(list);
    await audit(trx, {
      personId: viewer.personId,
      action: 'sarabun.destruction.draw',
      ip: ctx.ip,
      now,
      detail: { header: `${thaiText('settings.auditActions.sarabun_destruction_draw')} ${name}`, listId: Number(list.id), departmentId, items: due.length },
    });
    return { listId: Number(list.id), name, count: due.length };
  });
}

/** The registry hands its draft to the committee, which must be complete by then. */
export async function submitList(db: Kysely<Database>, viewer: Viewer, ctx: Ctx, listId: number): Promise<void> {
  const now = ctx.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const list = await listOf(trx, listId, true);
    const committee = await committeeOf(trx, list.department_id);
    const role = roleOn(viewer, list.department_id, committee);
    if (!mayRead(role)) throw new ApiError(403, DESTRUCTION_MSG.noAccess);
    if (!role.keeper) throw new ApiError(403, DESTRUCTION_MSG.notKeeper);
    if (list.state !== 'draft') throw new ApiError(409, DESTRUCTION_MSG.notDraft);
    if (!committeeComplete(committee)) throw new ApiError(409, DESTRUCTION_MSG.committeeIncomplete);
    await trx.updateTable('destruction_lists').set({ state: 'review', submitted_at: now }).where('id', '=', list.id).execute();
    await audit(trx, {
      personId: viewer.personId,
      action: 'sarabun.destruction.submit',
      ip: ctx.ip,
      now,
      detail: { header: `${thaiText('settings.auditActions.sarabun_destruction_submit')} ${listNameOf(list)}`, listId: list.id },
    });
  });
}
