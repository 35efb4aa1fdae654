/**
 * Who is looking: the signed-in person with everything permission checks need, loaded once
 * per request. Acting on behalf (delegations) widens it: during a delegation the acting
 * person holds the principal's work, so the principal's id joins `identities` and the
 * principal's roles count as the actor's for the steps addressed to the principal.
 */
import { sql, type Kysely } from 'kysely';
import { executePrepared } from '../../db/named-statements';
import type { Database } from '../../db/schema';
import type { RoleType } from '../../db/schema-correspondence';

export interface ViewerRole {
  personId: number;
  roleId: number;
  roleType: RoleType;
  departmentId: number;
}

export interface Viewer {
  personId: number;
  /** The person's own department (people.department_id). */
  departmentId: number | null;
  /** Self first, then the people they act for right now. */
  identities: number[];
  /** Own department and every department where any identity holds a role. */
  departments: number[];
  /** Departments where an identity is a registry clerk: their department inboxes are ours. */
  registryDepartments: number[];
  /** Identities that hold an executive role (self or principals). */
  executiveIdentities: number[];
  roles: ViewerRole[];
}

/** A system administrator reads every register and every destruction list. */
export const isAdministrator = (viewer: Viewer): boolean => viewer.roles.some((role) => role.roleType === 'admin');

const unique = (values: (number | null | undefined)[]): number[] => [...new Set(values.filter((v): v is number => typeof v === 'number'))];

export async function loadViewer(db: Kysely<Database>, personId: number, now: Date = new Date()): Promise<Viewer> {
  // One round trip: the person and whoever they act for today, with everyone's roles.
  // Prepared: the same plan whoever asks (an index lookup per person).
  const rows = await executePrepared(
    db,
    db
      .selectFrom('people as p')
      .leftJoin('person_roles as pr', 'pr.person_id', 'p.id')
      .leftJoin('roles as r', 'r.id', 'pr.role_id')
      .select(['p.id', 'p.department_id', 'pr.role_id', 'r.role_type', 'pr.department_id as role_department_id'])
      // A semi-join on a union (not `id = me OR id IN (...)`, which PostgreSQL can only answer by
      // scanning every person).
      .where(
        'p.id',
        'in',
        sql<number>`(SELECT ${personId}::bigint UNION ALL SELECT principal_person_id FROM delegations
        WHERE acting_person_id = ${personId} AND starts_at <= ${now} AND ends_at > ${now} AND revoked_at IS NULL)`,
      )
      .where('p.active', '=', true),
  );
  const roles: ViewerRole[] = rows.flatMap((r) =>
    r.role_id !== null && r.role_type && r.role_department_id !== null
      ? [{ personId: r.id, roleId: r.role_id, roleType: r.role_type, departmentId: r.role_department_id }]
      : [],
  );
  const self = rows.find((r) => r.id === personId);
  return {
    personId,
    departmentId: self?.department_id ?? null,
    // An inactive principal passes nothing on (their rows are missing above).
    identities: unique([personId, ...rows.map((r) => r.id)]),
    departments: unique([self?.department_id, ...roles.filter((r) => r.personId === personId).map((r) => r.departmentId)]),
    registryDepartments: unique(roles.filter((r) => r.roleType === 'registry').map((r) => r.departmentId)),
    executiveIdentities: unique(roles.filter((r) => r.roleType === 'executive').map((r) => r.personId)),
    roles,
  };
}
