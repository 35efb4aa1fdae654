/**
 * The committee's review of a destruction list. Each member approves (destroy) or keeps every
 * item, a keep with its reason, and may change a decision until the review closes. The chair
 * closes it once every member has decided every item: an item is destroyed only when every member
 * approved it (one keep keeps the letter, which waits for next year's list).
 *
 * Destroying a department's copy marks its filing; the letter itself is destroyed (its files
 * erased, the letter marked with the date and the list) once no department keeps a copy and no
 * step of it is open. Its register entries stay, showing it destroyed. Files are erased after the
 * commit, and only content no other row still names: the same file may belong to another letter.
 */
import { sql, type Kysely } from 'kysely';
import { OPEN_STEP_STATES } from '../../../../engine/documents/step-states';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import type { Database } from '../../../db/schema';
import type { DestructionDecision } from '../../../db/schema-filing';
import type { FileStore } from '../../../files/file-store';
import { ApiError } from '../../../http/errors';
import { audit } from '../../identity/audit';
import type { Viewer } from '../viewer';
import { committeeComplete, committeeOf, DESTRUCTION_MSG, listNameOf, listOf, mayRead, roleOn, type CommitteeMember, type Ctx } from './destruction';

export interface VoteInput {
  listId: number;
  /** One item, or every item the member has not decided yet. */
  itemId?: number;
  decision: DestructionDecision;
  reason?: string;
}

/** A member's decision, on one item or on every undecided one. */
export async function vote(db: Kysely<Database>, viewer: Viewer, ctx: Ctx, input: VoteInput): Promise<void> {
  const reason = input.reason?.trim() || null;
  if (input.decision === 'keep' && !reason) throw new ApiError(400, DESTRUCTION_MSG.keepReason);
  const now = ctx.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    // The list's row is the lock the chair's close takes too: no decision lands after it.
    const list = await listOf(trx, input.listId, true);
    const committee = await committeeOf(trx, list.department_id);
    const role = roleOn(viewer, list.department_id, committee);
    if (!mayRead(role)) throw new ApiError(403, DESTRUCTION_MSG.noAccess);
    if (role.seat === null) throw new ApiError(403, DESTRUCTION_MSG.notMember);
    if (list.state !== 'review') throw new ApiError(409, DESTRUCTION_MSG.notReview);
    let items = trx.selectFrom('destruction_items as i').select('i.id').where('i.list_id', '=', list.id);
    if (input.itemId !== undefined) items = items.where('i.id', '=', input.itemId);
    else
      items = items.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('destruction_votes as v')
              .select(sql`1`.as('one'))
              .whereRef('v.item_id', '=', 'i.id')
              .where('v.person_id', '=', viewer.personId),
          ),
        ),
      );
    const ids = (await items.execute()).map((row) => Number(row.id));
    if (input.itemId !== undefined && ids.length === 0) throw new ApiError(404, DESTRUCTION_MSG.itemNotFound);
    if (ids.length > 0)
      await trx
        .insertInto('destruction_votes')
        .values(ids.map((id) => ({ item_id: id, person_id: viewer.personId, decision: input.decision, reason, decided_at: now })))
        .onConflict((oc) => oc.columns(['item_id', 'person_id']).doUpdateSet({ decision: input.decision, reason, decided_at: now }))
        .execute();
    await audit(trx, {
      personId: viewer.personId,
      action: 'sarabun.destruction.vote',
      ip: ctx.ip,
      now,
      detail: {
        header: `${thaiText('settings.auditActions.sarabun_destruction_vote')} ${listNameOf(list)}`,
        listId: list.id,
        items: ids,
        decision: input.decision,
        reason,
      },
    });
  });
}

/** How many decisions the current committee still owes on a list. */
export async function undecidedCount(db: Kysely<Database>, listId: number, committee: CommitteeMember[]): Promise<number> {
  if (committee.length === 0) return 0;
  const members = committee.map((m) => m.personId);
  const { items } = await db
    .selectFrom('destruction_items')
    .select((eb) => eb.fn.countAll<string>().as('items'))
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  const { votes } = await db
    .selectFrom('destruction_votes as v')
    .innerJoin('destruction_items as i', 'i.id', 'v.item_id')
    .select((eb) => eb.fn.countAll<string>().as('votes'))
    .where('i.list_id', '=', listId)
    .where('v.person_id', 'in', members)
    .executeTakeFirstOrThrow();
  return Number(items) * members.length - Number(votes);
}

export interface CloseResult {
  destroyed: number;
  kept: number;
  message: string;
}

/**
 * The chair closes the review: each item's outcome is written, approved copies are destroyed, and
 * the files of letters no department keeps any more are erased (after the commit, from `files`).
 */
export async function closeReview(db: Kysely<Database>, viewer: Viewer, ctx: Ctx & { files: FileStore }, listId: number): Promise<CloseResult> {
  const now = ctx.now ?? new Date();
  const { result, erase } = await db.transaction().execute(async (trx) => {
    const list = await listOf(trx, listId, true);
    const committee = await committeeOf(trx, list.department_id);
    const role = roleOn(viewer, list.department_id, committee);
    if (!mayRead(role)) throw new ApiError(403, DESTRUCTION_MSG.noAccess);
    if (role.seat !== 'chair') throw new ApiError(403, DESTRUCTION_MSG.notChair);
    if (list.state !== 'review') throw new ApiError(409, DESTRUCTION_MSG.notReview);
    if (!committeeComplete(committee)) throw new ApiError(409, DESTRUCTION_MSG.committeeIncomplete);
    const missing = await undecidedCount(trx, list.id, committee);
    if (missing > 0) throw new ApiError(409, DESTRUCTION_MSG.undecided(missing));

    // Destroyed when no current member kept it.
    const members = committee.map((m) => m.personId);
    await trx
      .updateTable('destruction_items as i')
      .set({
        outcome: sql`CASE WHEN EXISTS (SELECT 1 FROM destruction_votes v WHERE v.item_id = i.id AND v.decision = 'keep' AND v.person_id IN (${sql.join(members)})) THEN 'keep' ELSE 'destroy' END`,
      })
      .where('i.list_id', '=', list.id)
      .execute();
    const destroyedFilings = await trx
      .updateTable('filings')
      .set({ destroyed_at: now, destruction_list_id: list.id })
      .where('id', 'in', (eb) => eb.selectFrom('destruction_items').select('filing_id').where('list_id', '=', list.id).where('outcome', '=', 'destroy'))
      .returning(['document_id'])
      .execute();
    const { kept } = await trx
      .selectFrom('destruction_items')
      .select((eb) => eb.fn.countAll<string>().as('kept'))
      .where('list_id', '=', list.id)
      .where('outcome', '=', 'keep')
      .executeTakeFirstOrThrow();
    const erase = await destroyLetters(trx, list.id, now, [...new Set(destroyedFilings.map((row) => Number(row.document_id)))]);
    await trx.updateTable('destruction_lists').set({ state: 'closed', closed_by: viewer.personId, closed_at: now }).where('id', '=', list.id).execute();
    const result = { destroyed: destroyedFilings.length, kept: Number(kept) };
    await audit(trx, {
      personId: viewer.personId,
      action: 'sarabun.destruction.close',
      ip: ctx.ip,
      now,
      detail: {
        header: `${thaiText('settings.auditActions.sarabun_destruction_close')} ${listNameOf(list)}`,
        listId: list.id,
        ...result,
        erasedFiles: erase.length,
      },
    });
    return { result, erase };
  });
  for (const sha256 of erase) await ctx.files.remove(sha256);
  return { ...result, message: DESTRUCTION_MSG.closed(result.destroyed, result.kept) };
}

/**
 * Marks destroyed the letters of these documents that no department keeps and no open step
 * holds, removes their attachment rows, and answers the stored contents no row names any more.
 */
async function destroyLetters(trx: Kysely<Database>, listId: number, now: Date, documentIds: number[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const gone = await trx
    .updateTable('documents as d')
    .set({ destroyed_at: now, destruction_list_id: listId })
    .where('d.id', 'in', documentIds)
    .where('d.destroyed_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('filings as f')
            .select(sql`1`.as('one'))
            .whereRef('f.document_id', '=', 'd.id')
            .where('f.destroyed_at', 'is', null),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('transactions as t')
            .select(sql`1`.as('one'))
            .whereRef('t.document_id', '=', 'd.id')
            .where('t.state', 'in', OPEN_STEP_STATES),
        ),
      ),
    )
    .returning('d.id')
    .execute();
  if (gone.length === 0) return [];
  const removed = await trx
    .deleteFrom('attachments')
    .where(
      'document_id',
      'in',
      gone.map((row) => Number(row.id)),
    )
    .returning('sha256')
    .execute();
  const contents = [...new Set(removed.map((row) => row.sha256))];
  if (contents.length === 0) return [];
  // With PostgreSQL one table keeps every kind of file, so a manual may name the same content.
  const attached = await trx.selectFrom('attachments').select('sha256').where('sha256', 'in', contents).execute();
  const manuals = await trx.selectFrom('manuals').select('file_sha256').where('file_sha256', 'in', contents).execute();
  const named = new Set([...attached.map((row) => row.sha256), ...manuals.map((row) => row.file_sha256)]);
  return contents.filter((sha256) => !named.has(sha256));
}
