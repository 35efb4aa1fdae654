/**
 * A small organisation for the correspondence tests: a root with three divisions, each with a
 * registry clerk and an officer, executives at the root and in division B, and an outsider.
 * People have no password (services are called directly; HTTP tests sign in demo users).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { performAction, type ActionInput } from './letters/actions';
import { createDocument, type CreateDocumentInput } from './letters/documents';

export const ROOT = 1_000_000;
export const A = ROOT + 11;
export const B = ROOT + 12;
export const C = ROOT + 13;

const PEOPLE = {
  clerkRoot: { dept: ROOT, roles: [[3, ROOT]] },
  clerkA: { dept: A, roles: [[3, A]] },
  clerkB: { dept: B, roles: [[3, B]] },
  clerkA2: { dept: A, roles: [[3, A]] },
  exec: { dept: ROOT, roles: [[1, ROOT]] },
  execB: { dept: B, roles: [[5, B]] },
  officerA: { dept: A, roles: [[4, A]] },
  officerA2: { dept: A, roles: [[4, A]] },
  officerB: { dept: B, roles: [[4, B]] },
  outsider: { dept: C, roles: [[4, C]] },
  acting: { dept: ROOT, roles: [[4, ROOT]] },
} as const;
export type PersonKey = keyof typeof PEOPLE;
export type Org = Record<PersonKey, number>;

export async function createOrg(db: Kysely<Database>): Promise<Org> {
  await db
    .insertInto('departments')
    .values([
      { id: ROOT, parent_id: null, name_th: 'สำนักงานทดสอบ' },
      { id: A, parent_id: ROOT, name_th: 'กองแผนงาน' },
      { id: B, parent_id: ROOT, name_th: 'กองคลัง' },
      { id: C, parent_id: ROOT, name_th: 'กองกฎหมาย' },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const org = {} as Org;
  for (const [key, spec] of Object.entries(PEOPLE) as [PersonKey, (typeof PEOPLE)[PersonKey]][]) {
    const row = await db
      .insertInto('people')
      .values({ username: `t.${key}`, password_hash: null, first_name: key, last_name: 'ทดสอบ', position_name: 'ตำแหน่ง', department_id: spec.dept })
      .returning('id')
      .executeTakeFirstOrThrow();
    org[key] = row.id;
    for (const [roleId, departmentId] of spec.roles)
      await db.insertInto('person_roles').values({ person_id: row.id, role_id: roleId, department_id: departmentId }).execute();
  }
  await db.updateTable('departments').set({ doc_prefix: 'ทส 0201' }).where('id', '=', A).execute();
  return org;
}

export function newLetter(overrides: Partial<CreateDocumentInput> = {}): CreateDocumentInput {
  return { docTypeId: 2, subject: 'ขออนุมัติจัดประชุมเชิงปฏิบัติการ', dear: 'ผู้อำนวยการ', to: 'กองคลัง', ...overrides };
}

export function helpers(db: Kysely<Database>) {
  return {
    create: (actor: number, input: Partial<CreateDocumentInput> = {}) => createDocument(db, { actorId: actor, ip: '127.0.0.1' }, newLetter(input)),
    act: (actor: number, transId: number, action: ActionInput['action'], extra: Omit<ActionInput, 'action' | 'transId'> = {}) =>
      performAction(db, { actorId: actor, ip: '127.0.0.1' }, { action, transId, ...extra }),
    step: (id: number) => db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
}

export interface TestOrg {
  database: TestDatabase;
  db: Kysely<Database>;
  org: Org;
  h: ReturnType<typeof helpers>;
}

/** A database of its own holding the test organisation, with the helpers bound to it; the caller closes `database`. */
export async function openTestOrg(): Promise<TestOrg> {
  const database = await createTestDatabase();
  const org = await createOrg(database.db);
  return { database, db: database.db, org, h: helpers(database.db) };
}
