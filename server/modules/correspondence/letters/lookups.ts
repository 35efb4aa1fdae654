/** Lookups a letter form needs, and the people/departments a letter can be routed to. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export async function lookups(db: Kysely<Database>) {
  // A value switched off on its settings page is no longer offered; letters that carry it keep
  // showing its name, read by join. Speeds, secrecy classes and book groups are fixed sets.
  const [types, groups, speeds, secrets, senderTypes, categories, commandTypes, jobTypes, signTypes, sendFrom, sendTo] = await Promise.all([
    db.selectFrom('doc_types').selectAll().where('active', '=', true).orderBy('id').execute(),
    db.selectFrom('book_groups').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('doc_speeds').selectAll().orderBy('id').execute(),
    db.selectFrom('doc_secrets').selectAll().orderBy('level').execute(),
    db.selectFrom('sender_types').selectAll().where('active', '=', true).orderBy('id').execute(),
    db.selectFrom('doc_categories').selectAll().where('active', '=', true).orderBy('id').execute(),
    db.selectFrom('command_types').selectAll().where('active', '=', true).orderBy('id').execute(),
    db.selectFrom('job_types').selectAll().where('active', '=', true).orderBy('id').execute(),
    db.selectFrom('sign_types').selectAll().where('active', '=', true).orderBy('id').execute(),
    db.selectFrom('book_send_from').select('name_th').where('active', '=', true).orderBy('name_th').execute(),
    db.selectFrom('book_send_to').select('name_th').where('active', '=', true).orderBy('name_th').execute(),
  ]);
  const named = (row: { name_th: string; name_en: string }) => ({ NAME: row.name_th, NAME_ENG: row.name_en });
  return {
    docTypes: types.map((t) => ({ F_DOC_TYPE_ID: t.id, KEY: t.key, NAME: t.name_th, NAME_ENG: t.name_en, F_BOOK_GROUP: t.book_group })),
    bookGroups: groups.map((g) => ({ CODE: g.code, NAME: g.name_th, NAME_ENG: g.name_en })),
    speeds: speeds.map((s) => ({ F_DOC_SPEED_ID: s.id, NAME: s.name_th, NAME_ENG: s.name_en, F_COLOR: s.color })),
    secrets: secrets.map((s) => ({ F_DOC_SECRET_ID: s.id, NAME: s.name_th, NAME_ENG: s.name_en, F_COLOR: s.color })),
    senderTypes: senderTypes.map((s) => ({ F_SENDER_TYPE_ID: s.id, NAME: s.name_th, NAME_ENG: s.name_en })),
    categories: categories.map((c) => ({ F_CATEGORY_ID: c.id, ...named(c) })),
    commandTypes: commandTypes.map((c) => ({ F_COMMAND_TYPE_ID: c.id, ...named(c) })),
    jobTypes: jobTypes.map((j) => ({ F_JOB_TYPE_ID: j.id, ...named(j) })),
    signTypes: signTypes.map((s) => ({ F_SIGN_TYPE_ID: s.id, ...named(s) })),
    sendFrom: sendFrom.map((a) => a.name_th),
    sendTo: sendTo.map((a) => a.name_th),
  };
}

/** Active people with their roles (IS_HEAD: holds one of the manifest's head-role ids) and the departments that receive letters. */
export async function recipients(db: Kysely<Database>, headRoleIds: number[]) {
  const [people, departments] = await Promise.all([
    db
      .selectFrom('people as p')
      .leftJoin('departments as d', 'd.id', 'p.department_id')
      .select([
        'p.id',
        'p.first_name',
        'p.last_name',
        'p.position_name',
        'p.department_id',
        'd.name_th',
        sql<
          string[]
        >`coalesce((SELECT array_agg(DISTINCT r.role_type) FROM person_roles pr JOIN roles r ON r.id = pr.role_id WHERE pr.person_id = p.id), '{}')`.as(
          'role_types',
        ),
        sql<boolean>`EXISTS (SELECT 1 FROM person_roles pr WHERE pr.person_id = p.id AND pr.role_id = ANY(${headRoleIds}::int[]))`.as('is_head'),
      ])
      .where('p.active', '=', true)
      .orderBy('p.department_id')
      .orderBy('p.first_name')
      .execute(),
    // Only departments the correspondence structure lets receive letters are offered.
    db.selectFrom('departments').select(['id', 'parent_id', 'name_th']).where('receives_letters', '=', true).orderBy('id').execute(),
  ]);
  return {
    people: people.map((p) => ({
      F_PERSON_ID: p.id,
      F_FIRST_NAME: p.first_name,
      F_LAST_NAME: p.last_name,
      F_POSITION_NAME: p.position_name,
      F_DEPT_ID: p.department_id,
      F_DEPT_NAME: p.name_th,
      ROLES: p.role_types,
      IS_HEAD: p.is_head,
    })),
    departments: departments.map((d) => ({ dept_id: d.id, parent_id: d.parent_id, text: d.name_th })),
  };
}
