/**
 * The registry clerk's remark (หมายเหตุ) on a register entry: the last column of the regulation's
 * register form. Only who keeps the register (its department's registry clerks, or an
 * administrator) may write it; the entry is named by its register, department, year and number,
 * so a clerk naming another department's register is refused before anything is read. The
 * change and the remark before it are audited in the same transaction: a refusal writes nothing.
 */
import type { Kysely } from 'kysely';
import { REGISTER_REMARK_MAX } from '../../../../engine/registers/columns';
import type { Database } from '../../../db/schema';
import type { RegisterKind } from '../../../db/schema-correspondence';
import { ApiError } from '../../../http/errors';
import { audit } from '../../identity/audit';
import { MSG } from '../messages';
import { mayReadRegister } from './register-list';
import type { Viewer } from '../viewer';

export interface RemarkInput {
  register: RegisterKind;
  departmentId: number;
  yearBe: number;
  number: number;
  /** Blank clears the remark. */
  remark: string;
}

export async function writeRemark(
  db: Kysely<Database>,
  viewer: Viewer,
  input: RemarkInput,
  actor: { personId: number; ip: string | null; now: Date },
): Promise<{ number: number; remark: string | null }> {
  if (!mayReadRegister(viewer, input.departmentId)) throw new ApiError(403, MSG.noRegisterAccess);
  const remark = input.remark.trim() || null;
  if (remark !== null && [...remark].length > REGISTER_REMARK_MAX) throw new ApiError(400, MSG.registerRemarkTooLong(REGISTER_REMARK_MAX));
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('register_entries')
      .select(['id', 'remark'])
      .where('department_id', '=', input.departmentId)
      .where('register', '=', input.register)
      .where('year_be', '=', input.yearBe)
      .where('number', '=', input.number)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw new ApiError(404, MSG.registerEntryNotFound);
    await trx.updateTable('register_entries').set({ remark }).where('id', '=', entry.id).execute();
    await audit(trx, {
      personId: actor.personId,
      action: 'register-remark',
      ip: actor.ip,
      now: actor.now,
      detail: { register: input.register, departmentId: input.departmentId, yearBe: input.yearBe, number: input.number, before: entry.remark, remark },
    });
    return { number: input.number, remark };
  });
}
