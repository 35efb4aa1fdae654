/**
 * Who may open and change a settings page. A person holding a role of type 'admin' is the
 * organisation's administrator: every page, read and write (so `npm run create-admin` makes
 * someone who can set the organisation up). Anyone else needs a grant of the page's permission
 * key to one of their permission groups (permission_group_settings), the same groups that give
 * them their header menu, or to them alone (person_settings_grants: e.g. who may close accounts,
 * user-account-close-permission). Writing implies reading.
 */
import type { Kysely } from 'kysely';
import type { SettingsPage } from '../../../engine/settings/settings-pages';
import { ApiError } from '../../http/errors';
import type { Database } from '../../db/schema';
import { permissionGroupIdsOf } from '../correspondence/queues/menus';
import { loadViewer } from '../correspondence/viewer';
import { SETTINGS_MSG } from './settings-messages';

export interface SettingsAccess {
  personId: number;
  administrator: boolean;
  /** Permission keys the person's groups grant, with whether any grants writing. */
  grants: ReadonlyMap<string, { write: boolean }>;
}

export async function settingsAccessOf(db: Kysely<Database>, personId: number): Promise<SettingsAccess> {
  const viewer = await loadViewer(db, personId);
  const administrator = viewer.roles.some((role) => role.personId === personId && role.roleType === 'admin');
  if (administrator) return { personId, administrator, grants: new Map() };
  const byGroup = db
    .selectFrom('permission_group_settings')
    .select(['permission', 'can_read', 'can_write'])
    .where('group_id', 'in', permissionGroupIdsOf(db, viewer));
  const byPerson = db.selectFrom('person_settings_grants').select(['permission', 'can_read', 'can_write']).where('person_id', '=', personId);
  const rows = await db
    .selectFrom(byGroup.unionAll(byPerson).as('g'))
    .select(['g.permission', (eb) => eb.fn.max('g.can_read').as('can_read'), (eb) => eb.fn.max('g.can_write').as('can_write')])
    .groupBy('g.permission')
    .execute();
  const grants = new Map(
    rows.filter((row) => Number(row.can_read) === 1 || Number(row.can_write) === 1).map((row) => [row.permission, { write: Number(row.can_write) === 1 }]),
  );
  return { personId, administrator, grants };
}

export function canRead(access: SettingsAccess, page: SettingsPage): boolean {
  return access.administrator || access.grants.has(page.permission.read) || canWrite(access, page);
}

export function canWrite(access: SettingsAccess, page: SettingsPage): boolean {
  return access.administrator || access.grants.get(page.permission.write)?.write === true;
}

export function assertCanRead(access: SettingsAccess, page: SettingsPage): void {
  if (!canRead(access, page)) throw new ApiError(403, SETTINGS_MSG.noRead);
}

export function assertCanWrite(access: SettingsAccess, page: SettingsPage): void {
  if (!canWrite(access, page)) throw new ApiError(403, SETTINGS_MSG.noWrite);
}
