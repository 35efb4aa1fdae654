/**
 * Creates the first (or another) system administrator, for production where no demo users exist.
 *
 *   npm run create-admin -- --username somchai --first-name สมชาย --last-name ใจดี --email somchai@agency.go.th
 *
 * The password comes from ADMIN_PASSWORD, or a strong one is generated and printed once.
 * Uses the same settings as `npm start` (APP_NAME, DATA_DIR or DATABASE_URL); with PGlite
 * the portal must be stopped first (one process per data folder). The work itself is
 * server/modules/identity/create-admin.ts.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { loadTenant } from '../server/tenants/load';
import { administratorInputProblem, createAdministrator, CreateAdminError, type NewAdministrator } from '../server/modules/identity/create-admin';
import { passwordProblem } from '../server/modules/identity/policy';

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
const given = process.env.ADMIN_PASSWORD;
const input: NewAdministrator = {
  username: values.username?.trim() ?? '',
  firstName: values['first-name']?.trim() ?? '',
  lastName: values['last-name']?.trim() ?? '',
  email: values.email ?? null,
  positionName: values.position ?? null,
  password: given ?? generatePassword(),
};
// Refuse bad input before opening the database (PGlite holds a lock on the data folder).
const problem = administratorInputProblem(input);
if (problem) usage(problem);

const config = loadConfig();
const tenant = await loadTenant(config.appName);
const database = await openDatabase(config);
let refusal: string | null = null;
try {
  await migrate(database.db);
  await createAdministrator(database.db, tenant.manifest, input);
  process.stdout.write(`\nAdministrator "${input.username}" created in ${tenant.manifest.organization.departmentName.th}.\n`);
  if (!given) process.stdout.write(`Password (shown once, change it after the first sign-in): ${input.password}\n`);
  process.stdout.write('\n');
} catch (error) {
  if (!(error instanceof CreateAdminError)) throw error;
  refusal = error.message;
} finally {
  await database.close();
}
if (refusal) usage(refusal);
