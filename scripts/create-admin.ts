/**
 * Creates the first (or another) system administrator, for production where no demo users exist.
 *
 *   npm run create-admin -- --username somchai --first-name สมชาย --last-name ใจดี --email somchai@agency.go.th
 *
 * The password comes from ADMIN_PASSWORD, or a strong one is generated and printed once.
 * Uses the same settings as `npm start` (APP_NAME, DATA_DIR or DATABASE_URL); with PGlite
 * the portal must be stopped first (one process per data folder).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { loadTenant } from './tenants/load';
import { hashPassword } from '../server/modules/identity/password-hash';
import { passwordProblem, EMAIL_PATTERN } from '../server/modules/identity/policy';

function usage(message: string): never {
  process.stderr.write(
    `${message}\n\nUsage: npm run create-admin -- --username NAME --first-name ชื่อ --last-name นามสกุล [--email ADDRESS] [--position ตำแหน่ง]\nPassword: set ADMIN_PASSWORD, or one is generated.\n`,
  );
  process.exit(1);
}

/** 16 characters of letters and digits with at least one of each (the portal's password rule). */
function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(24)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 16);
    if (candidate.length === 16 && passwordProblem(candidate, candidate) === null) return candidate;
  }
}

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    email: { type: 'string' },
    position: { type: 'string' },
  },
});
const username = values.username?.trim();
const firstName = values['first-name']?.trim();
const lastName = values['last-name']?.trim();
if (!username || !/^[A-Za-z0-9._-]{3,64}$/.test(username)) usage('--username is required: 3-64 letters, digits, dot, dash or underscore.');
if (!firstName || !lastName) usage('--first-name and --last-name are required.');
if (values.email && !EMAIL_PATTERN.test(values.email)) usage(`--email "${values.email}" is not a valid e-mail address.`);

const given = process.env.ADMIN_PASSWORD;
const password = given ?? generatePassword();
if (passwordProblem(password, password)) usage('ADMIN_PASSWORD must have at least 8 characters, English letters and digits.');

const config = loadConfig();
const tenant = await loadTenant(config.appName);
const database = await openDatabase(config);
try {
  await migrate(database.db);
  // Departments exist even when the portal has never been started on this database.
  await seed(database.db, { manifest: tenant.manifest, isProduction: true, demoPassword: '' });
  const rootId = tenant.manifest.organization.departmentId;
  const exists = await database.db
    .selectFrom('people')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (exists) usage(`A user named "${username}" exists already; choose another username.`);
  const passwordHash = await hashPassword(password);
  await database.db.transaction().execute(async (trx) => {
    const person = await trx
      .insertInto('people')
      .values({
        username,
        password_hash: passwordHash,
        first_name: firstName,
        last_name: lastName,
        position_name: values.position ?? 'ผู้ดูแลระบบ',
        email: values.email ?? null,
        department_id: rootId,
        is_agree_pdpa: 0,
        active: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const adminRole = await trx.selectFrom('roles').select('id').where('role_type', '=', 'admin').orderBy('id').executeTakeFirstOrThrow();
    await trx.insertInto('person_roles').values({ person_id: person.id, role_id: adminRole.id, department_id: rootId }).execute();
  });
  process.stdout.write(`\nAdministrator "${username}" created in ${tenant.manifest.organization.departmentName.th}.\n`);
  if (!given) process.stdout.write(`Password (shown once, change it after the first sign-in): ${password}\n`);
  process.stdout.write('\n');
} finally {
  await database.close();
}
