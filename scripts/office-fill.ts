/**
 * The organisation of `npm run bench:office`, filled with SQL in seconds instead of through the
 * API: 50 divisions under the tenant's root, 5,000 people (office.1 .. office.5000; the first 50
 * registry clerks, the next 100 division directors, the rest officers) who can all sign in,
 * 50,000 letters of the past year each with its create step, one send step and a PDF attached,
 * and, before every run, a stock of letters waiting for each active person to receive.
 *
 * Everything written is what the portal itself would have written for the same history, so the
 * crash test's consistency checks (server/test-support/consistency-checks.ts) hold on it: each
 * letter has one create step with its audit rows (create, then the send that passed it on), no
 * step holds a register number (numbers are only taken during the run, through the API).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { hashPassword } from '../server/modules/identity/password-hash';
import { TEST_PASSWORD_PARAMS } from '../server/test-support/fixtures';
import { LETTER_SUBJECTS } from './letter-subjects';

export const OFFICE_PEOPLE = 5_000;
export const OFFICE_DIVISIONS = 50;
export const OFFICE_LETTERS = 50_000;
/** Every office person's password (hashed at the tests' scrypt cost, see docs/benchmarks.md). */
export const OFFICE_PASSWORD = 'Office2569';
/** Division ids are root + this + 1..50, clear of the demo seed's sub-departments. */
const DIVISION_OFFSET = 300;
const ATTACHMENT_BYTES = 48 * 1024;

export interface OfficePerson {
  id: number;
  username: string;
  departmentId: number;
}

/** The attached file of every filled letter: a 48 KiB PDF (header, then filler). */
function samplePdf(): Buffer {
  const head = Buffer.from('%PDF-1.4\n% bench:office sample letter\n');
  const body = Buffer.alloc(ATTACHMENT_BYTES - head.length, 'หนังสือราชการ ');
  return Buffer.concat([head, body]);
}

/** Source rows (g, creator, creator_dept, recipient, recipient_dept, state, age_min) in the temp table office_src become letters. */
async function lettersFromSource(db: Kysely<Database>, sha256: string): Promise<number> {
  const docBase = Number((await sql<{ n: string }>`select coalesce(max(id), 0) as n from documents`.execute(db)).rows[0]!.n);
  const stepBase = Number((await sql<{ n: string }>`select coalesce(max(id), 0) as n from transactions`.execute(db)).rows[0]!.n);
  const subjects = [...LETTER_SUBJECTS];
  await sql`insert into documents (id, doc_type_id, book_group, doc_no, subject, dear, to_text, speed_id, secret_id, owner_department_id,
      is_use_doc_no_owner_dept, created_by, created_at, updated_at)
    select ${docBase} + s.g, ty.id, ty.book_group, 'สบ 0' || s.creator_dept || '/' || (${docBase} + s.g),
      (${subjects}::text[])[1 + s.g % ${subjects.length}] || ' ฉบับที่ ' || (${docBase} + s.g),
      'ผู้อำนวยการ', 'กองทดสอบที่ ' || s.recipient_dept, 1 + (s.g % 7 = 0)::int + (s.g % 13 = 0)::int, 1,
      s.creator_dept, 0, s.creator, now() - make_interval(mins => s.age_min), now() - make_interval(mins => s.age_min)
    from office_src s join doc_types ty on ty.id = (array[1,2,2,2,3,4,6,7])[1 + s.g % 8]`.execute(db);
  // Step 2g-1: the creator's own step, passed on (acted 'send'); step 2g: the send to the recipient.
  await sql`insert into transactions (id, document_id, parent_id, kind, state, from_person_id, from_department_id, to_person_id, to_department_id,
      created_by, created_at, updated_at, acted_action, acted_by, acted_at)
    select ${stepBase} + 2 * s.g - 1, ${docBase} + s.g, null, 'create', 'forwarded', s.creator, s.creator_dept, s.creator, s.creator_dept,
      s.creator, now() - make_interval(mins => s.age_min), now() - make_interval(mins => s.age_min), 'send', s.creator, now() - make_interval(mins => s.age_min)
    from office_src s
    union all
    select ${stepBase} + 2 * s.g, ${docBase} + s.g, ${stepBase} + 2 * s.g - 1, 'send', s.state, s.creator, s.creator_dept, s.recipient, s.recipient_dept,
      s.creator, now() - make_interval(mins => s.age_min), now() - make_interval(mins => s.age_min), null, null, null
    from office_src s`.execute(db);
  await sql`insert into audit_log (person_id, action, detail, ip, at)
    select s.creator, 'sarabun.create', jsonb_build_object('documentId', ${docBase} + s.g, 'transactionId', ${stepBase} + 2 * s.g - 1), null,
      now() - make_interval(mins => s.age_min)
    from office_src s
    union all
    select s.creator, 'sarabun.send', jsonb_build_object('documentId', ${docBase} + s.g, 'transactionId', ${stepBase} + 2 * s.g - 1,
      'fromState', 'draft', 'toState', 'forwarded', 'newTransactionIds', jsonb_build_array(${stepBase} + 2 * s.g)), null,
      now() - make_interval(mins => s.age_min)
    from office_src s`.execute(db);
  await sql`insert into attachments (document_id, file_name, content_type, size_bytes, sha256, uploaded_by, uploaded_at)
    select ${docBase} + s.g, 'หนังสือ-' || (${docBase} + s.g) || '.pdf', 'application/pdf', ${ATTACHMENT_BYTES}, ${sha256}, s.creator,
      now() - make_interval(mins => s.age_min)
    from office_src s`.execute(db);
  for (const table of ['documents', 'transactions'])
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
  return Number((await sql<{ n: string }>`select count(*) as n from office_src`.execute(db)).rows[0]!.n);
}

/** The one attached file, in the database's file store (what the PostgreSQL store keeps). */
async function storeSampleFile(db: Kysely<Database>): Promise<string> {
  const bytes = samplePdf();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db
    .insertInto('stored_files')
    .values({ sha256, size_bytes: bytes.length })
    .onConflict((c) => c.column('sha256').doNothing())
    .execute();
  await sql`insert into stored_file_chunks (sha256, chunk_no, data) values (${sha256}, 0, ${bytes}) on conflict do nothing`.execute(db);
  return sha256;
}

/** Fills the organisation unless it is there; answers whether it filled. */
export async function fillOffice(db: Kysely<Database>, rootDepartmentId: number): Promise<boolean> {
  const there = await db.selectFrom('people').select('id').where('username', '=', 'office.1').executeTakeFirst();
  if (there) return false;
  const root = rootDepartmentId;
  const hash = await hashPassword(OFFICE_PASSWORD, TEST_PASSWORD_PARAMS);
  await db.connection().execute(async (conn) => {
    // One transaction: a fill that fails leaves nothing behind, so the next run fills again.
    await sql`begin`.execute(conn);
    await sql`insert into departments (id, parent_id, name_th)
      select ${root + DIVISION_OFFSET}::bigint + g, ${root}, 'กองทดสอบที่ ' || g from generate_series(1, ${OFFICE_DIVISIONS}) g on conflict do nothing`.execute(
      conn,
    );
    await sql`insert into people (username, first_name, last_name, position_name, department_id, password_hash, is_agree_pdpa, pdpa_agreed_at)
      select 'office.' || g, 'ผู้ใช้' || g, 'สำนักงาน', case when g <= ${OFFICE_DIVISIONS} then 'เจ้าพนักงานธุรการ'
        when g <= 150 then 'ผู้อำนวยการกอง' else 'เจ้าหน้าที่' end,
        ${root + DIVISION_OFFSET + 1}::bigint + (g % ${OFFICE_DIVISIONS}), ${hash}, 1, now()
      from generate_series(1, ${OFFICE_PEOPLE}) g`.execute(conn);
    // One registry clerk per division, 100 division directors (executives), the rest officers.
    await sql`insert into person_roles (person_id, role_id, department_id)
      select p.id, case when g <= ${OFFICE_DIVISIONS} then 3 when g <= 150 then 5 else 4 end, p.department_id
      from generate_series(1, ${OFFICE_PEOPLE}) g join people p on p.username = 'office.' || g on conflict do nothing`.execute(conn);
    const sha256 = await storeSampleFile(conn);
    // Letters between random people: most long done, some still in someone's hands or inbox.
    await sql`create temp table office_src on commit drop as
      select g, c.id as creator, c.department_id as creator_dept, r.id as recipient, r.department_id as recipient_dept,
        (array['closed','closed','done','done','in_hand','in_hand','unreceived','forwarded'])[1 + g % 8] as state,
        (${OFFICE_LETTERS} - g) * 10 as age_min
      from generate_series(1, ${OFFICE_LETTERS}) g
      join people c on c.username = 'office.' || (1 + (g::bigint * 7919) % ${OFFICE_PEOPLE})
      join people r on r.username = 'office.' || (1 + (g::bigint * 104729 + 13) % ${OFFICE_PEOPLE})`.execute(conn);
    await lettersFromSource(conn, sha256);
    await sql`commit`.execute(conn);
    await sql`vacuum analyze`.execute(conn);
  });
  return true;
}

/** The `count` people who work during the run, spread over the organisation (clerks, directors and officers). */
export async function activePeople(db: Kysely<Database>, count: number): Promise<OfficePerson[]> {
  const step = Math.max(1, Math.floor(OFFICE_PEOPLE / count));
  const usernames = Array.from({ length: count }, (_, k) => `office.${1 + k * step}`);
  const rows = await db.selectFrom('people').select(['id', 'username', 'department_id']).where('username', 'in', usernames).execute();
  const byName = new Map(rows.map((r) => [r.username, r]));
  return usernames.map((username) => {
    const row = byName.get(username);
    if (!row || row.department_id === null) throw new Error(`${username} is not in the database: the fill did not run`);
    return { id: Number(row.id), username, departmentId: Number(row.department_id) };
  });
}

/** Tops up each person's inbox to `perPerson` letters waiting for them to receive (ลงรับ); answers how many were added. */
export async function stockInboxes(db: Kysely<Database>, people: readonly OfficePerson[], perPerson: number): Promise<number> {
  const sha256 = await storeSampleFile(db);
  return db.connection().execute(async (conn) => {
    const ids = people.map((p) => p.id);
    await sql`begin`.execute(conn);
    await sql`create temp table office_src on commit drop as
      with need as (
        select p.id, p.department_id, ${perPerson} - (select count(*) from transactions t where t.to_person_id = p.id and t.state = 'unreceived')::int as n
        from people p where p.id = any(${ids}::bigint[])
      ), rows as (
        select need.id as recipient, need.department_id as recipient_dept, k from need, generate_series(1, need.n) k where need.n > 0
      )
      select row_number() over (order by recipient, k) as g, c.id as creator, c.department_id as creator_dept, recipient, recipient_dept,
        'unreceived'::text as state, floor(random() * 480)::int as age_min
      from rows join people c on c.username = 'office.' || (1 + (recipient * 31 + k * 7919) % ${OFFICE_PEOPLE})`.execute(conn);
    const added = await lettersFromSource(conn, sha256);
    await sql`commit`.execute(conn);
    return added;
  });
}
