/**
 * The user-login object, built from a person row. Field names are the
 * contract existing clients read (F_PERSON_ID, userInformation.F_IS_AGREE_PDPA, ...).
 */
import type { Kysely } from 'kysely';
import type { UserLogin } from '../../../schemas/generated/api/user-login';
import type { Database } from '../../db/schema';

export type { UserLogin };

export async function loadUserLogin(db: Kysely<Database>, personId: number): Promise<UserLogin | null> {
  const row = await db
    .selectFrom('people')
    .leftJoin('departments', 'departments.id', 'people.department_id')
    .select([
      'people.id',
      'people.username',
      'people.first_name',
      'people.last_name',
      'people.position_name',
      'people.email',
      'people.department_id',
      'people.is_agree_pdpa',
      'departments.name_th as department_name',
    ])
    .where('people.id', '=', personId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    F_PERSON_ID: row.id,
    id: row.id,
    username: row.username,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    userInformation: {
      F_PERSON_ID: row.id,
      F_FIRST_NAME: row.first_name,
      F_LAST_NAME: row.last_name,
      F_POSITION_NAME: row.position_name,
      F_EMAIL: row.email,
      F_DEPT_ID: row.department_id,
      F_DEPT_NAME: row.department_name,
      F_IS_AGREE_PDPA: row.is_agree_pdpa,
    },
  };
}
