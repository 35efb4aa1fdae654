/**
 * Creates an administrator: a person in the organisation's root department holding the
 * 'admin' role there, which is what the settings pages check, so the first administrator of an
 * empty production database can set the whole organisation up in the UI. `npm run create-admin`
 * (scripts/create-admin.ts) is the command-line front of this; the messages are for the
 * operator at the console, in English like the rest of its output.
 *
 * The root department is created when missing (a database the portal never started on), nothing
 * else: the production seed. All checks come before the one transaction, so a refusal changes
 * nothing.
 */
import { sql, type Kysely } from 'kysely';
import type { TenantManifest } from '../../../engine/tenant/capabilities';
import type { Database } from '../../db/schema';
import { seed } from '../../db/seed';
import { audit } from './audit';
import { DEFAULT_PARAMS, hashPassword, type ScryptParams } from './password-hash';
import { EMAIL_PATTERN, passwordProblem } from './policy';
import { USERNAME_PATTERN } from '../../../engine/format/username';

export interface NewAdministrator {
  username: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  positionName?: string | null;
  password: string;
}

/** A refusal of the input (the script prints it with the usage). */
export class CreateAdminError extends Error {
  override name = 'CreateAdminError';
}

/** What is wrong with the input, or null; checked before the database is touched. */
export function administratorInputProblem(input: NewAdministrator): string | null {
  if (!USERNAME_PATTERN.test(input.username)) return '--username is required: 3-64 letters, digits, dot, dash or underscore.';
  if (!input.firstName.trim() || !input.lastName.trim()) return '--first-name and --last-name are required.';
  if (input.email && !EMAIL_PATTERN.test(input.email)) return `--email "${input.email}" is not a valid e-mail address.`;
  if (passwordProblem(input.password, input.password)) return 'ADMIN_PASSWORD must have at least 8 characters, English letters and digits.';
  return null;
}

export async function createAdministrator(
  db: Kysely<Database>,
  manifest: TenantManifest,
  input: NewAdministrator,
  options: { passwordParams?: ScryptParams; now?: Date } = {},
): Promise<{ personId: number; departmentId: number }> {
  const problem = administratorInputProblem(input);
  if (problem) throw new CreateAdminError(problem);
  // The root department exists even when the portal has never been started on this database.
  await seed(db, { manifest, isProduction: true, demoPassword: '' });
  const rootId = manifest.organization.departmentId;
  const taken = await db
    .selectFrom('people')
    .select('id')
    .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new CreateAdminError(`A user named "${input.username}" exists already; choose another username.`);
  const passwordHash = await hashPassword(input.password, options.passwordParams ?? DEFAULT_PARAMS);
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const person = await trx
      .insertInto('people')
      .values({
        username: input.username,
        password_hash: passwordHash,
        first_name: input.firstName.trim(),
        last_name: input.lastName.trim(),
        position_name: input.positionName?.trim() || 'ผู้ดูแลระบบ',
        email: input.email || null,
        department_id: rootId,
        // Agrees to the PDPA policy at the first sign-in, like everyone else.
        is_agree_pdpa: 0,
        active: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const adminRole = await trx.selectFrom('roles').select('id').where('role_type', '=', 'admin').orderBy('id').executeTakeFirstOrThrow();
    await trx.insertInto('person_roles').values({ person_id: person.id, role_id: adminRole.id, department_id: rootId }).execute();
    await audit(trx, { personId: null, action: 'administrator-created', ip: null, now, detail: { personId: Number(person.id), username: input.username } });
    return { personId: Number(person.id), departmentId: rootId };
  });
}
