/**
 * What a settings write must do beyond its UPDATE, named by a declaration's record.onChange and
 * kept here by that name, so the engine stays generic: it calls the page's effect inside the
 * write's transaction (the effect may refuse, 409, and nothing is written) and runs what the
 * effect answers only once the transaction has committed (announcements to open sockets must
 * not tell of a change that was rolled back).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { applyPersonActive } from '../identity/sessions';
import type { RecordKey, SettingsActor } from './settings-engine';
import { SETTINGS_MSG } from './settings-messages';
import type { RecordValues } from './settings-record';

export type SettingsEffectName = 'person-active';

export interface EffectChange {
  id: RecordKey;
  /** The record before the write (key and declared fields). */
  before: RecordValues;
  /** The fields the write sets. */
  values: RecordValues;
  actor: SettingsActor;
}

export interface SettingsEffect {
  /** Before the write, in its transaction: throws to refuse it. */
  check?: (trx: Transaction<Database>, change: EffectChange) => Promise<void>;
  /** After the write, in its transaction; answers what to run once it commits. */
  apply: (trx: Transaction<Database>, change: EffectChange) => Promise<(() => void) | undefined>;
}

const turnsOff = (change: EffectChange, field: string) => change.before[field] === true && change.values[field] === false;
const turnsOn = (change: EffectChange, field: string) => change.before[field] === false && change.values[field] === true;

export const SETTINGS_EFFECTS: Record<SettingsEffectName, SettingsEffect> = {
  /**
   * people.active: disabling a person ends every session of theirs (their next call answers 401)
   * and closes their sockets; an administrator may not disable themselves, or the organisation
   * could lose its last way in.
   */
  'person-active': {
    check: async (_trx, change) => {
      if (turnsOff(change, 'active') && Number(change.id) === change.actor.personId) throw new ApiError(409, SETTINGS_MSG.disableSelf);
    },
    apply: async (trx, change) => {
      if (!turnsOff(change, 'active') && !turnsOn(change, 'active')) return undefined;
      return applyPersonActive(trx, Number(change.id), change.values.active === true, change.actor.now);
    },
  },
};
