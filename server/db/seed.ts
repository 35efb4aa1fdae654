/**
 * Start-up seed: the tenant's root department (the organisation itself, named by the tenant
 * manifest) and, outside production, a demo organisation under it: sub-departments, demo users
 * and letters. Production gets the root only: its first administrator (npm run create-admin)
 * builds the real organisation in the settings pages or imports it (docs/import.md), and a demo
 * department left behind would be offered to every sender as a recipient.
 * Idempotent: a second start adds nothing and never re-hashes or resets a password that someone
 * may have changed since.
 */
import { sql, type Kysely } from 'kysely';
import type { TenantManifest } from '../../engine/tenant/capabilities';
import { DEFAULT_PARAMS, hashPassword, type ScryptParams } from '../modules/identity/password-hash';
import type { Database, NewDepartment } from './schema';
import { seedCorrespondence, tenantWorld, type DemoWorld } from '../modules/correspondence/seed';

export interface DemoAccount {
  username: string;
  firstName: string;
  lastName: string;
  positionName: string;
  departmentName: string;
  /** What the account is for, shown at start so a tester knows whom to sign in as. */
  purpose: string;
  agreedPdpa: boolean;
}

export interface SeedResult {
  departmentsAdded: number;
  peopleAdded: number;
  /** Demo letters added (none in production, none on a second start). */
  lettersAdded: number;
  /** Demo accounts present in the database (empty in production). */
  demoAccounts: DemoAccount[];
  /** Production with nobody in the people table: someone must create the first administrator. */
  needsFirstAdmin: boolean;
}

export interface SeedOptions {
  manifest: TenantManifest;
  isProduction: boolean;
  demoPassword: string;
  /** Hash cost of the demo passwords; production parameters unless a test asks for cheaper ones. */
  passwordParams?: ScryptParams;
}

/** Sub-departments, as offsets from the root id so each tenant's tree sits under its own root. */
const SUB_DEPARTMENTS: { offset: number; parentOffset: number; th: string; en: string }[] = [
  { offset: 1, parentOffset: 0, th: 'กองกลาง', en: 'Central Administration Division' },
  { offset: 2, parentOffset: 1, th: 'งานสารบรรณ', en: 'Correspondence Section' },
  { offset: 3, parentOffset: 0, th: 'กองนโยบายและแผน', en: 'Policy and Planning Division' },
  { offset: 4, parentOffset: 0, th: 'กองการเจ้าหน้าที่', en: 'Personnel Division' },
  { offset: 5, parentOffset: 0, th: 'ศูนย์เทคโนโลยีสารสนเทศและการสื่อสาร', en: 'Information and Communication Technology Centre' },
];

const DEMO_PEOPLE: { username: string; first: string; last: string; position: string; deptOffset: number; purpose: string; pdpa: 0 | 1 }[] = [
  { username: 'admin', first: 'สมชาย', last: 'ใจดี', position: 'นักวิชาการคอมพิวเตอร์ชำนาญการ', deptOffset: 5, purpose: 'system administrator', pdpa: 1 },
  { username: 'saraban', first: 'สุดารัตน์', last: 'รักษ์งาน', position: 'เจ้าพนักงานธุรการชำนาญงาน', deptOffset: 2, purpose: 'registry clerk (สารบรรณ)', pdpa: 1 },
  { username: 'director', first: 'ประเสริฐ', last: 'วงศ์ไทย', position: 'ผู้อำนวยการ', deptOffset: 0, purpose: 'executive', pdpa: 1 },
  { username: 'officer', first: 'วิภาวรรณ', last: 'ศรีสุข', position: 'นักวิเคราะห์นโยบายและแผนปฏิบัติการ', deptOffset: 3, purpose: 'officer', pdpa: 1 },
  {
    username: 'newcomer',
    first: 'ธนากร',
    last: 'มั่นคง',
    position: 'นักทรัพยากรบุคคลปฏิบัติการ',
    deptOffset: 4,
    purpose: 'new officer, has not agreed to PDPA yet',
    pdpa: 0,
  },
];

export const DEMO_USERNAMES = DEMO_PEOPLE.map((p) => p.username);

async function seedDepartments(
  db: Kysely<Database>,
  manifest: TenantManifest,
  world: Pick<DemoWorld, 'root' | 'suffix'> = tenantWorld(manifest),
  withDemoDepartments = true,
): Promise<number> {
  const root = world.root;
  // Another world's departments carry its name, so a person picking a recipient can tell them apart.
  const named = (name: string) => (world.suffix ? `${name} (${world.suffix.replace(/^\W+/, '')})` : name);
  const rows: NewDepartment[] = [
    { id: root, parent_id: null, name_th: named(manifest.organization.departmentName.th), name_en: named(manifest.organization.departmentName.en) },
    ...(withDemoDepartments
      ? SUB_DEPARTMENTS.map((d) => ({ id: root + d.offset, parent_id: root + d.parentOffset, name_th: named(d.th), name_en: named(d.en) }))
      : []),
  ];
  // Parents come first in the list, so one statement satisfies the foreign key.
  const result = await db
    .insertInto('departments')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

async function seedDemoPeople(db: Kysely<Database>, world: DemoWorld, password: string, params: ScryptParams): Promise<number> {
  const root = world.root;
  const usernames = DEMO_USERNAMES.map((u) => `${u}${world.suffix}`);
  const existing = new Set(
    (
      await db
        .selectFrom('people')
        .select(sql<string>`lower(username)`.as('u'))
        .where(sql<string>`lower(username)`, 'in', usernames)
        .execute()
    ).map((r) => r.u),
  );
  let added = 0;
  for (const person of DEMO_PEOPLE.filter((p) => !existing.has(`${p.username}${world.suffix}`))) {
    // Hashing is deliberately slow (~0.3 s each): only for accounts that do not exist yet.
    const passwordHash = await hashPassword(password, params);
    const username = `${person.username}${world.suffix}`;
    const result = await db
      .insertInto('people')
      .values({
        username,
        password_hash: passwordHash,
        first_name: person.first,
        last_name: person.last,
        position_name: person.position,
        email: `${username}@example.com`,
        department_id: root + person.deptOffset,
        is_agree_pdpa: person.pdpa,
        active: true,
      })
      .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

async function listDemoAccounts(db: Kysely<Database>): Promise<DemoAccount[]> {
  const rows = await db
    .selectFrom('people')
    .leftJoin('departments', 'departments.id', 'people.department_id')
    .select(['people.username', 'people.first_name', 'people.last_name', 'people.position_name', 'people.is_agree_pdpa', 'departments.name_th'])
    .where(sql<string>`lower(people.username)`, 'in', DEMO_USERNAMES)
    .execute();
  return DEMO_PEOPLE.flatMap((demo) => {
    const row = rows.find((r) => r.username.toLowerCase() === demo.username);
    if (!row) return [];
    return [
      {
        username: row.username,
        firstName: row.first_name,
        lastName: row.last_name,
        positionName: row.position_name ?? '',
        departmentName: row.name_th ?? '',
        purpose: demo.purpose,
        agreedPdpa: row.is_agree_pdpa === 1,
      },
    ];
  });
}

export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const departmentsAdded = await seedDepartments(db, options.manifest, tenantWorld(options.manifest), !options.isProduction);
  if (options.isProduction) {
    const people = await db.selectFrom('people').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { departmentsAdded, peopleAdded: 0, lettersAdded: 0, demoAccounts: [], needsFirstAdmin: Number(people.n) === 0 };
  }
  const peopleAdded = await seedDemoPeople(db, tenantWorld(options.manifest), options.demoPassword, options.passwordParams ?? DEFAULT_PARAMS);
  // Demo letters in every queue, so a fresh start shows real work on every tile.
  const { lettersAdded } = await seedCorrespondence(db, options.manifest);
  return { departmentsAdded, peopleAdded, lettersAdded, demoAccounts: await listDemoAccounts(db), needsFirstAdmin: false };
}

/**
 * One more demo world beside the tenant's own (see DemoWorld): the same departments, people
 * and letters under another root, with suffixed usernames and no published book letters.
 * Idempotent like seed().
 */
export async function seedDemoWorld(
  db: Kysely<Database>,
  options: Omit<SeedOptions, 'isProduction'> & { world: Omit<DemoWorld, 'publishBooks'> },
): Promise<void> {
  const world: DemoWorld = { ...options.world, publishBooks: false };
  await seedDepartments(db, options.manifest, world);
  await seedDemoPeople(db, world, options.demoPassword, options.passwordParams ?? DEFAULT_PARAMS);
  await seedCorrespondence(db, options.manifest, new Date(), world);
}
