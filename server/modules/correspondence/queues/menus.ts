/**
 * The per-user header menu: menus granted by permission groups. A group applies to everyone
 * (role_type null), to holders of a role type, or to people it was given to explicitly.
 * PM_QUERY / PM_MANAGE are the most any of the person's groups grants. Entries come in their
 * application's order, then their own; an inactive application's entries are left out.
 */
import { sql, type Kysely } from 'kysely';
import type { MenuItem } from '../../../../schemas/generated/api/menu-item';
import type { Database } from '../../../db/schema';
import type { Viewer } from '../viewer';

/**
 * The ids of the permission groups that apply to the viewer (their own roles, not those of
 * people they act for): the header menu and the settings pages (modules/settings) both read it.
 */
export function permissionGroupIdsOf(db: Kysely<Database>, viewer: Viewer) {
  const roleTypes = [...new Set(viewer.roles.filter((r) => r.personId === viewer.personId).map((r) => r.roleType))];
  return db
    .selectFrom('permission_groups as g')
    .select('g.id')
    .where((eb) =>
      eb.or([
        eb('g.role_type', 'is', null),
        sql<boolean>`g.role_type = ANY(${roleTypes}::text[])`,
        eb('g.id', 'in', eb.selectFrom('person_permission_groups').select('group_id').where('person_id', '=', viewer.personId)),
      ]),
    );
}

export async function menusFor(db: Kysely<Database>, viewer: Viewer): Promise<MenuItem[]> {
  const rows = await db
    .selectFrom('menus as m')
    .innerJoin('permission_group_menus as pgm', 'pgm.menu_id', 'm.id')
    // An application switched off takes all its entries out of the header, whoever grants them.
    .innerJoin('applications as a', 'a.id', 'm.application_id')
    .select([
      'm.id',
      'm.action',
      'm.icon',
      'm.name_eng',
      'm.sort_order',
      sql<number>`max(pgm.pm_query)`.as('pm_query'),
      sql<number>`max(pgm.pm_manage)`.as('pm_manage'),
    ])
    .where('pgm.group_id', 'in', permissionGroupIdsOf(db, viewer))
    .where('a.active', '=', true)
    .groupBy(['m.id', 'm.action', 'm.icon', 'm.name_eng', 'm.sort_order', 'a.sort_order', 'a.id'])
    .orderBy('a.sort_order')
    .orderBy('a.id')
    .orderBy('m.sort_order')
    .execute();
  return rows.map((r) => ({
    MENU_ID: r.id,
    MENU_ACTION: r.action,
    MENU_ICON: r.icon,
    MENU_NAME_ENG: r.name_eng,
    PM_QUERY: Number(r.pm_query),
    PM_MANAGE: Number(r.pm_manage),
  }));
}
