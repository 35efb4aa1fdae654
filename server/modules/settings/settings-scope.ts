/**
 * A page nested under another page's record (its declaration's `scope`): every call names the
 * parent record (the call field `scope`), and the engine reaches only the rows whose scope column
 * holds it. The parent is checked here, before anything is read or written: a nested page without
 * it, or a top page given one, answers 400 naming `scope`; a parent that does not exist, 404.
 * Rows of another parent are then simply not found (404), so an address cannot reach them.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { settingsPageOf, type SettingsPage } from '../../../engine/settings/settings-pages';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { InvalidInputError } from '../../http/invalid-input';
import { SETTINGS_MSG } from './settings-messages';

/** The parent record a nested page's call is limited to: its scope column and the parent's key. */
export interface RecordScope {
  field: string;
  value: number | string;
}

/** The parent page of a nested page (the declarations test holds every scope.parent to a top page). */
export function parentPageOf(page: SettingsPage): SettingsPage {
  const parent = page.scope ? settingsPageOf(page.scope.parent) : null;
  if (!parent) throw new Error(`settings page ${page.page}: scope.parent names no declared page`);
  return parent;
}

/** The parent's key as its key column's type; 400 naming `scope` when it cannot be one. */
function parentKeyOf(parent: SettingsPage, given: unknown): number | string {
  const type = parent.record.schema.properties[parent.record.key]?.type;
  const integer = parent.record.keyGenerated || type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  if (integer) {
    if (typeof given === 'number' && Number.isSafeInteger(given)) return given;
    throw new InvalidInputError('integer', 'scope');
  }
  if (typeof given === 'string' && given.length > 0) return given;
  throw new InvalidInputError('invalid', 'scope');
}

/** The scope a call of `page` is limited to (null for a top page), once its parent record is found. */
export async function scopeOf(db: Kysely<Database>, page: SettingsPage, given: unknown): Promise<RecordScope | null> {
  if (!page.scope) {
    if (given !== undefined) throw new ApiError(400, SETTINGS_MSG.scopeNotNested, { fields: ['scope'] });
    return null;
  }
  if (given === undefined) throw new InvalidInputError('missing', 'scope');
  const parent = parentPageOf(page);
  const value = parentKeyOf(parent, given);
  const found = await sql`SELECT 1 FROM ${sql.table(parent.record.table)} WHERE ${sql.ref(parent.record.key)} = ${value} LIMIT 1`
    .execute(db)
    .catch((error: unknown) => {
      // A key beyond the column's range (an integer column ends at 2147483647) names no row.
      if ((error as { code?: unknown } | null)?.code === '22003') return { rows: [] };
      throw error;
    });
  if (found.rows.length === 0) throw new ApiError(404, SETTINGS_MSG.unknownParent);
  return { field: page.scope.field, value };
}

/** The SQL condition keeping a query to the scope's rows (`alias`: the record's alias in the query, if any). */
export function scopeCondition(scope: RecordScope | null | undefined, alias?: string): RawBuilder<unknown> {
  if (!scope) return sql`TRUE`;
  return sql`${sql.ref(alias ? `${alias}.${scope.field}` : scope.field)} = ${scope.value}`;
}
