/**
 * What a settings write must do beyond its UPDATE, named by a declaration's record.onChange and
 * kept here by that name, so the engine stays generic: it calls the page's effect inside the
 * write's transaction (the effect may refuse, 409, and nothing is written) and runs what the
 * effect answers only once the transaction has committed (announcements to open sockets must
 * not tell of a change that was rolled back).
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { applyPersonActive } from '../identity/sessions';
import type { RecordKey, SettingsActor } from './settings-engine';
import { SETTINGS_MSG } from './settings-messages';
import type { RecordValues } from './settings-record';

export type SettingsEffectName = 'person-active' | 'keep-an-administrator';

export interface EffectChange {
  id: RecordKey;
  /** The record before the write (key and declared fields). */
  before: RecordValues;
  /** The fields the write sets ({} when the record is deleted). */
  values: RecordValues;
  /** The record is being deleted (not deactivated). */
  deleted?: boolean;
  actor: SettingsActor;
}

export interface SettingsEffect {
  /** Before the write, in its transaction: throws to refuse it. */
  check?: (trx: Transaction<Database>, change: EffectChange) => Promise<void>;
  /** After the write, in its transaction; answers what to run once it commits. */
  apply: (trx: Transaction<Database>, change: EffectChange) => Promise<(() => void) | undefined>;
}

/**
 * Every write that might remove the last active administrator takes this lock first, so two
 * such writes run one after the other and the second counts what the first left (otherwise
 * each could remove one of the last two). It is taken before the write changes its own rows:
 * asking for it later, while holding a write lock on the same table, could deadlock.
 */
const lockAdministrators = (trx: Transaction<Database>) => sql`LOCK TABLE person_roles IN SHARE ROW EXCLUSIVE MODE`.execute(trx);

async function anAdministratorExists(trx: Transaction<Database>): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM person_roles pr JOIN roles r ON r.id = pr.role_id JOIN people p ON p.id = pr.person_id
    WHERE r.role_type = 'admin' AND p.active LIMIT 1`.execute(trx);
  return rows.length > 0;
}

/** The writes that began with an active administrator (a write cannot lose what was not there). */
const hadAdministrator = new WeakSet<EffectChange>();

/** Before the write: locks, and notes whether there is an administrator to keep. */
async function noteAdministrators(trx: Transaction<Database>, change: EffectChange): Promise<void> {
  await lockAdministrators(trx);
  if (await anAdministratorExists(trx)) hadAdministrator.add(change);
}

/** After the write, in its transaction: refuses (409, rolled back) when it left no active administrator. */
async function assertAnAdministratorRemains(trx: Transaction<Database>, change: EffectChange): Promise<void> {
  if (hadAdministrator.has(change) && !(await anAdministratorExists(trx))) throw new ApiError(409, SETTINGS_MSG.lastAdministrator);
}

const turnsOff = (change: EffectChange, field: string) => change.before[field] === true && change.values[field] === false;
const turnsOn = (change: EffectChange, field: string) => change.before[field] === false && change.values[field] === true;

export const SETTINGS_EFFECTS: Record<SettingsEffectName, SettingsEffect> = {
  /**
   * people.active: disabling a person ends every session of theirs (their next call answers 401)
   * and closes their sockets; an administrator may not disable themselves, or the organisation
   * could lose its last way in; nor may anyone disable the last active administrator.
   */
  'person-active': {
    check: async (trx, change) => {
      if (!turnsOff(change, 'active')) return;
      if (Number(change.id) === change.actor.personId) throw new ApiError(409, SETTINGS_MSG.disableSelf);
      await noteAdministrators(trx, change);
    },
    apply: async (trx, change) => {
      if (!turnsOff(change, 'active') && !turnsOn(change, 'active')) return undefined;
      if (turnsOff(change, 'active')) await assertAnAdministratorRemains(trx, change);
      return applyPersonActive(trx, Number(change.id), change.values.active === true, change.actor.now);
    },
  },
  /**
   * Roles and role assignments (role-type, manage-role, manage-admin): a change or delete that
   * would leave the organisation without an active person holding an admin role is refused, so
   * someone can always still administer it.
   */
  'keep-an-administrator': {
    check: noteAdministrators,
    apply: async (trx, change) => {
      await assertAnAdministratorRemains(trx, change);
      return undefined;
    },
  },
};
