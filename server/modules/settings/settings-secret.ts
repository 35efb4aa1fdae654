/**
 * A page's secret (its declaration's record.secret): a password the administrator sets for a
 * record, written and never read. The declared field is writeOnly and is no column: before the
 * write, its text is checked by the identity module's password rules and replaced by its hash
 * (the identity module's own hashing) in record.secret.hashColumn, so neither the text nor the
 * hash reaches a reply or an audit row. A create must give it; an update that leaves it out (or
 * empty) keeps the stored one. With endsSessions the record is a person, and a new password ends
 * every session of theirs once the write commits (the old password may have been the leak).
 */
import type { Transaction } from 'kysely';
import type { SettingsPage } from '../../../engine/settings/settings-pages';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { inputMessage } from '../../http/invalid-input';
import { MSG } from '../identity/messages';
import { DEFAULT_PARAMS, hashPassword, type ScryptParams } from '../identity/password-hash';
import { passwordProblem } from '../identity/policy';
import { announceSessionsEnded } from '../identity/session-events';
import { revokeAllSessions } from '../identity/sessions';
import { fieldLabel, type RecordValues } from './settings-record';
import type { RecordKey } from './settings-engine';

/** A declared field that is written and never read (the secret's field): no column of its own. */
export const isWriteOnly = (page: SettingsPage, field: string): boolean => page.record.schema.properties[field]?.writeOnly === true;

export interface SecretWrite {
  /** The values to write: the secret's field replaced by its hash column when it was given. */
  values: RecordValues;
  /** A new secret is written. */
  changed: boolean;
}

/**
 * The values with the secret hashed, before any transaction (hashing is slow on purpose).
 * 400 naming the field when a create lacks it or it breaks the password rules.
 */
export async function hashedSecret(
  page: SettingsPage,
  values: RecordValues,
  mode: 'create' | 'update',
  options: { locale?: unknown; passwordHash?: ScryptParams },
): Promise<SecretWrite> {
  const secret = page.record.secret;
  if (!secret) return { values, changed: false };
  const { [secret.field]: given, ...rest } = values;
  const text = typeof given === 'string' ? given : '';
  const fields = [`record.${secret.field}`];
  if (text === '') {
    if (mode === 'create') throw new ApiError(400, inputMessage('missing', fieldLabel(page, secret.field, options.locale)), { fields });
    return { values: rest, changed: false };
  }
  if (passwordProblem(text, text) !== null) throw new ApiError(400, MSG.passwordPolicy, { fields });
  return { values: { ...rest, [secret.hashColumn]: await hashPassword(text, options.passwordHash ?? DEFAULT_PARAMS) }, changed: true };
}

/** The values as an audit row may keep them: never the secret's hash; only that one was set. */
export function auditedValues(page: SettingsPage, values: RecordValues): Record<string, unknown> {
  const secret = page.record.secret;
  if (!secret || !Object.hasOwn(values, secret.hashColumn)) return values;
  const { [secret.hashColumn]: _hash, ...rest } = values;
  return { ...rest, [secret.field]: 'set' };
}

/** After a new secret is written, in the write's transaction: what to announce once it commits. */
export async function afterSecretChanged(trx: Transaction<Database>, page: SettingsPage, id: RecordKey, now: Date): Promise<(() => void) | undefined> {
  if (!page.record.secret?.endsSessions) return undefined;
  const ended = await revokeAllSessions(trx, Number(id), 'password-changed', now);
  return () => announceSessionsEnded(ended);
}
