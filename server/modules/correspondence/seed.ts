/**
 * Demo correspondence (not for production: the caller skips it there). Gives the demo users
 * of server/db/seed.ts fitting roles, adds a few colleagues who cannot sign in (so letters have
 * somewhere believable to go), and moves Thai letters through the real actions so that every
 * queue tile shows a non-zero count for someone:
 *
 *   saraban  (registry clerk)  unreceived, waitAssign, jobAssign, unsigned, jobCommand, jobFollow, jobCompleted
 *   director (executive)       jobReceived, review, sign, jobAssign2
 *   officer  (officer, acting for the policy division director) jobReceived2, jobReceived (on behalf), waitAssign, jobCompleted
 *
 * and two routine letters filed three years ago for the root's registry's first destruction list.
 * In the tenant's own world, letters are also written on each of the regulation's eleven forms
 * (seed-letter-contents.ts): the letters being written get their content, and the officer has a
 * draft of every form none of them is on.
 *
 * Idempotent: roles and people are inserted if missing; letters only when this world has none yet.
 *
 * A demo world is this cast under one root department. The tenant's own world sits under the
 * manifest's root with the plain usernames; further worlds (the browser suites give each of
 * their workers one) sit under another root with a username suffix, so people of one world
 * never see, receive or sign out people of another.
 */
import { sql, type Kysely } from 'kysely';
import type { LetterContent } from '../../../schemas/generated/api/letter-content';
import type { TenantManifest } from '../../../schemas/generated/tenant';
import type { Database } from '../../db/schema';
import { performAction, type ActionInput } from './letters/actions';
import { createDocument, type CreateDocumentInput } from './letters/documents';
import { saveLetterVersion } from './letters/letter-versions';
import { demoLetterContents } from './seed-letter-contents';
import { loadViewer } from './viewer';

export interface CorrespondenceSeedResult {
  rolesAdded: number;
  lettersAdded: number;
}

// Offsets from the tenant root, as in server/db/seed.ts.
const ROOT = 0;
const CENTRAL = 1;
const REGISTRY = 2;
const POLICY = 3;
const PERSONNEL = 4;
const ICT = 5;

/** The doc type of meeting minutes (migration 0003). */
const MINUTES_TYPE = 11;

const PREFIXES: [number, string][] = [
  [ROOT, 'ตย 0100'],
  [CENTRAL, 'ตย 0101'],
  [REGISTRY, 'ตย 0102'],
  [POLICY, 'ตย 0103'],
  [PERSONNEL, 'ตย 0104'],
  [ICT, 'ตย 0105'],
];

/** Colleagues without a password (they cannot sign in): somewhere for letters to go. */
const COLLEAGUES = [
  { username: 'policy.director', first: 'อนุชา', last: 'ศักดิ์สิทธิ์', position: 'ผู้อำนวยการกองนโยบายและแผน', dept: POLICY },
  { username: 'policy.clerk', first: 'กาญจนา', last: 'บุญมา', position: 'เจ้าพนักงานธุรการปฏิบัติงาน', dept: POLICY },
  { username: 'deputy', first: 'พงศกร', last: 'เรืองศรี', position: 'รองผู้อำนวยการ', dept: ROOT },
];

/** [username, role id, department offset]: role ids of migration 0003. */
const ROLES: [string, number, number][] = [
  ['admin', 2, ROOT],
  ['admin', 4, ICT],
  ['saraban', 3, ROOT],
  ['saraban', 3, CENTRAL],
  ['saraban', 3, REGISTRY],
  ['director', 1, ROOT],
  ['officer', 4, POLICY],
  ['newcomer', 4, PERSONNEL],
  ['policy.director', 5, POLICY],
  ['policy.clerk', 3, POLICY],
  ['deputy', 2006, ROOT],
];

async function peopleIds(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('people')
    .select(['id', sql<string>`lower(username)`.as('u')])
    .execute();
  return new Map(rows.map((r) => [r.u, r.id]));
}

export interface DemoWorld {
  /** Id of the world's root department; the sub-departments follow it (see server/db/seed.ts). */
  root: number;
  /** Appended to every username of the cast ('' for the tenant's own world). */
  suffix: string;
  /**
   * Whether the world publishes its book-card letters. Published letters are visible to the
   * whole organisation, so only one world (the tenant's own) may, or every world would see the
   * others' circulars.
   */
  publishBooks: boolean;
  /**
   * Whether the world's letters are written on the regulation's forms, with drafts of every form.
   * Only the tenant's own world: the browser suites' worlds keep the queue counts they assert.
   */
  writeForms?: boolean;
}

export const tenantWorld = (manifest: TenantManifest): DemoWorld => ({
  root: manifest.organization.departmentId,
  suffix: '',
  publishBooks: true,
  writeForms: true,
});

export async function seedCorrespondence(
  db: Kysely<Database>,
  manifest: TenantManifest,
  now: Date = new Date(),
  world: DemoWorld = tenantWorld(manifest),
): Promise<CorrespondenceSeedResult> {
  const root = world.root;
  const dept = (offset: number) => root + offset;
  const user = (name: string) => `${name}${world.suffix}`;

  // A prefix the organisation has already set is kept.
  for (const [offset, prefix] of PREFIXES)
    await db.updateTable('departments').set({ doc_prefix: prefix }).where('id', '=', dept(offset)).where('doc_prefix', 'is', null).execute();
  for (const c of COLLEAGUES) {
    await db
      .insertInto('people')
      .values({
        username: user(c.username),
        password_hash: null,
        first_name: c.first,
        last_name: c.last,
        position_name: c.position,
        email: `${user(c.username)}@example.com`,
        department_id: dept(c.dept),
        is_agree_pdpa: 1,
        active: true,
      })
      .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
      .execute();
  }
  const ids = await peopleIds(db);
  const roleRows = ROLES.flatMap(([username, roleId, offset]) => {
    const personId = ids.get(user(username));
    return personId === undefined ? [] : [{ person_id: personId, role_id: roleId, department_id: dept(offset) }];
  });
  const roles = await db
    .insertInto('person_roles')
    .values(roleRows)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const rolesAdded = Number(roles.numInsertedOrUpdatedRows ?? 0n);

  const need = ['saraban', 'director', 'officer', 'policy.director'].map((u) => ids.get(user(u)));
  if (need.some((id) => id === undefined)) return { rolesAdded, lettersAdded: 0 };
  const [saraban, director, officer, policyDirector] = need as [number, number, number, number];
  // The registry clerk writes some of the world's letters: if any exists, the world is seeded.
  const existing = await db.selectFrom('documents').select('id').where('created_by', '=', saraban).limit(1).executeTakeFirst();
  if (existing) return { rolesAdded, lettersAdded: 0 };

  // The officer acts for the policy division director this year (รักษาราชการแทน): ONEP-style on-behalf rows.
  await db
    .insertInto('delegations')
    .values({
      principal_person_id: policyDirector,
      acting_person_id: officer,
      starts_at: new Date(now.getTime() - 86_400_000),
      ends_at: new Date(now.getTime() + 365 * 86_400_000),
      reason: 'รักษาราชการแทนผู้อำนวยการกองนโยบายและแผน',
      created_by: ids.get(user('admin')) ?? null,
    })
    .execute();

  let letters = 0;
  let tick = 0;
  // Each letter a little later than the previous, so "newest first" is meaningful.
  const at = () => new Date(now.getTime() - 3_600_000 + ++tick * 1000);
  const create = async (actor: number, input: CreateDocumentInput) => {
    letters += 1;
    return createDocument(db, { actorId: actor, ip: null, now: at() }, input);
  };
  const act = async (actor: number, transId: number, action: ActionInput['action'], extra: Omit<ActionInput, 'action' | 'transId'> = {}) =>
    performAction(db, { actorId: actor, ip: null, now: at() }, { action, transId, ...extra });
  const external = (subject: string, from: string, extra: Partial<CreateDocumentInput> = {}): CreateDocumentInput => ({
    docTypeId: 1,
    subject,
    from,
    dear: 'ผู้อำนวยการ',
    docNo: `กค 0401/${1000 + letters}`,
    docDate: '2024-05-01',
    senderTypeId: 2,
    ownerDepartmentId: dept(ROOT),
    ...extra,
  });
  const registered = async (input: CreateDocumentInput) => {
    const d = await create(saraban, input);
    await act(saraban, d.F_TRANS_ID, 'receive');
    return d;
  };

  // unreceived (saraban): memos from the policy division to the organisation.
  for (const subject of ['ขอส่งแผนปฏิบัติราชการประจำปีงบประมาณ พ.ศ. 2568', 'รายงานผลการดำเนินงานไตรมาสที่ 2', 'ขอความเห็นชอบโครงการพัฒนาระบบสารสนเทศ']) {
    const d = await create(officer, { docTypeId: 2, subject, dear: 'ผู้อำนวยการ', to: 'งานสารบรรณ', speedId: subject.includes('ความเห็นชอบ') ? 2 : 1 });
    await act(officer, d.F_TRANS_ID, 'send', { toDepartmentIds: [dept(ROOT)], note: 'เพื่อโปรดพิจารณา' });
  }

  // waitAssign (saraban): external letters registered on paper, not yet presented.
  await registered(external('ขอเชิญประชุมคณะกรรมการบริหารความเสี่ยง', 'กระทรวงการคลัง', { speedId: 3 }));
  await registered(external('ขอความร่วมมือตอบแบบสำรวจความพึงพอใจการใช้บริการภาครัฐ', 'สำนักงาน ก.พ.ร.'));

  // jobReceived (director) + jobAssign (saraban) + jobFollow (saraban): presented for consideration.
  const presented = await registered(external('ขออนุมัติเดินทางไปราชการต่างประเทศ', 'สำนักงานปลัดกระทรวง', { speedId: 4 }));
  const p1 = await act(saraban, presented.F_TRANS_ID, 'present', { toPersonIds: [director], note: 'เรียน ผอ. เพื่อโปรดพิจารณาอนุมัติ' });
  await act(saraban, p1.NEW_TRANS_IDS[0]!, 'follow');
  const secret = await registered(external('ผลการตรวจสอบข้อร้องเรียน (ลับ)', 'สำนักงานตรวจเงินแผ่นดิน', { secretId: 2 }));
  await act(saraban, secret.F_TRANS_ID, 'present', { toPersonIds: [director], note: 'หนังสือลับ เรียน ผอ. เพื่อโปรดทราบ' });

  // jobCommand (saraban): the director has written a command on it.
  const commanded = await registered(external('ขอให้จัดส่งข้อมูลบุคลากรเพื่อจัดทำฐานข้อมูลกำลังคน', 'สำนักงาน ก.พ.'));
  const p2 = await act(saraban, commanded.F_TRANS_ID, 'present', { toPersonIds: [director] });
  await act(director, p2.NEW_TRANS_IDS[0]!, 'command', { command: 'มอบกองการเจ้าหน้าที่ดำเนินการ และรายงานภายใน 7 วัน' });

  // jobReceived2 (officer) + jobAssign2 (director): assigned work.
  const assigned = await registered(external('ขอข้อมูลประกอบการจัดทำงบประมาณรายจ่ายประจำปี', 'สำนักงบประมาณ', { speedId: 2 }));
  const p3 = await act(saraban, assigned.F_TRANS_ID, 'present', { toPersonIds: [director] });
  await act(director, p3.NEW_TRANS_IDS[0]!, 'assign', { toPersonIds: [officer], note: 'ดำเนินการและรายงานผล', dueDate: '2030-12-31' });

  // jobCompleted (saraban, officer): closed matters.
  const closedBySaraban = await registered(external('แจ้งวันหยุดราชการเพิ่มเติมประจำปี', 'สำนักเลขาธิการคณะรัฐมนตรี'));
  await act(saraban, closedBySaraban.F_TRANS_ID, 'close', { note: 'ทราบ แจ้งเวียนแล้ว' });
  const closedByOfficer = await registered(external('ขอเชิญเข้าร่วมอบรมหลักสูตรการเขียนหนังสือราชการ', 'สถาบันพัฒนาข้าราชการ'));
  const p4 = await act(saraban, closedByOfficer.F_TRANS_ID, 'assign', { toPersonIds: [officer] });
  await act(officer, p4.NEW_TRANS_IDS[0]!, 'close', { note: 'เข้าร่วมอบรมแล้ว' });

  // jobReceived (officer, on behalf of the policy division director).
  const toDivision = await registered(external('ขอความอนุเคราะห์ข้อมูลตัวชี้วัดตามแผนยุทธศาสตร์', 'สำนักงานสภาพัฒนาการเศรษฐกิจและสังคมแห่งชาติ'));
  await act(saraban, toDivision.F_TRANS_ID, 'present', { toPersonIds: [policyDirector] });

  // review / sign (director), waitAssign (officer): outgoing letters being written.
  const memo = await create(officer, { docTypeId: 2, subject: 'ร่างบันทึกขออนุมัติจัดซื้อครุภัณฑ์คอมพิวเตอร์', dear: 'ผู้อำนวยการ' });
  const toReview = await create(officer, { docTypeId: 1, subject: 'ร่างหนังสือตอบข้อหารือการใช้จ่ายงบประมาณ', to: 'กรมบัญชีกลาง', dear: 'อธิบดีกรมบัญชีกลาง' });
  await act(officer, toReview.F_TRANS_ID, 'present', { purpose: 'review', toPersonIds: [director], note: 'โปรดตรวจทาน' });
  const toSign = await create(officer, {
    docTypeId: 1,
    subject: 'หนังสือแจ้งผลการพิจารณาคำขอรับการสนับสนุนงบประมาณ',
    to: 'องค์การบริหารส่วนจังหวัด',
    dear: 'นายกองค์การบริหารส่วนจังหวัด',
  });
  await act(officer, toSign.F_TRANS_ID, 'present', { purpose: 'sign', toPersonIds: [director] });

  // unsigned (saraban): signed, waiting for an outgoing number.
  const signed = await create(saraban, {
    docTypeId: 1,
    subject: 'หนังสือตอบรับการเข้าร่วมประชุมสัมมนาวิชาการ',
    to: 'มหาวิทยาลัยเกษตรศาสตร์',
    ownerDepartmentId: dept(REGISTRY),
  });
  const s1 = await act(saraban, signed.F_TRANS_ID, 'present', { purpose: 'sign', toPersonIds: [director] });
  await act(director, s1.NEW_TRANS_IDS[0]!, 'sign');

  // Records: routine letters the policy division's registry received and closed three years
  // ago and keeps one year (the regulation's least for routine matters), so the root's registry
  // has a destruction list to draw; the root's destruction committee is the director (chair),
  // the officer and the registry clerk, who serves as its secretary as registries often do.
  const policyClerk = ids.get(user('policy.clerk'));
  if (policyClerk !== undefined) {
    // Both in one calendar year, three years back, so one register year holds them.
    const oldYear = now.getUTCFullYear() - 3;
    const OLD: [string, string, string][] = [
      ['03-10', 'ขอเชิญประชุมชี้แจงแนวทางการจัดทำแผนปฏิบัติราชการประจำปี', 'สำนักงบประมาณ'],
      ['05-20', 'ขอส่งสรุปผลการสัมมนาเครือข่ายนักวางแผนประจำปี', 'สำนักงานสภาพัฒนาการเศรษฐกิจและสังคมแห่งชาติ'],
    ];
    for (const [day, subject, from] of OLD) {
      const old = new Date(`${oldYear}-${day}T10:00:00+07:00`);
      const moment = { actorId: policyClerk, ip: null, now: old };
      const d = await createDocument(db, moment, { ...external(subject, from), docDate: old.toISOString().slice(0, 10), ownerDepartmentId: dept(POLICY) });
      letters += 1;
      await performAction(db, moment, { action: 'receive', transId: d.F_TRANS_ID });
      await performAction(
        db,
        { ...moment, now: new Date(old.getTime() + 7 * 86_400_000) },
        { action: 'close', transId: d.F_TRANS_ID, note: 'ทราบ เก็บเข้าแฟ้มแล้ว' },
      );
      await db
        .updateTable('filings')
        .set((eb) => ({ retention_years: 1, destroy_year_be: eb('year_be', '+', 2), note: 'หนังสือที่เป็นเรื่องธรรมดาสามัญ เก็บไว้ 1 ปี' }))
        .where('document_id', '=', d.F_DOC_ID)
        .execute();
    }
    await db
      .insertInto('destruction_committee')
      .values([
        { department_id: dept(ROOT), person_id: director, role: 'chair' },
        { department_id: dept(ROOT), person_id: officer, role: 'member' },
        { department_id: dept(ROOT), person_id: saraban, role: 'member' },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  // Book cards: published letters of every group, numbered by our own register.
  const books: [number, string, Partial<CreateDocumentInput>][] = [
    [3, 'แจ้งเวียนแนวปฏิบัติการลาของข้าราชการ', {}],
    [3, 'แจ้งเวียนมาตรการประหยัดพลังงานในสำนักงาน', {}],
    [4, 'คำสั่งแต่งตั้งคณะทำงานพัฒนาระบบสารบรรณอิเล็กทรอนิกส์', { commandText: 'แต่งตั้งคณะทำงานตามรายชื่อแนบท้าย' }],
    [5, 'ระเบียบว่าด้วยการรักษาความปลอดภัยสารสนเทศ พ.ศ. 2567', {}],
    [6, 'ข้อบังคับว่าด้วยการบริหารงานบุคคล', {}],
    [9, 'ข่าวประชาสัมพันธ์การรับสมัครงานราชการ', {}],
    [7, 'ประกาศผลการคัดเลือกบุคคลเพื่อบรรจุเข้ารับราชการ', {}],
    [8, 'แถลงการณ์เรื่องการให้บริการประชาชนช่วงวันหยุดยาว', {}],
    [11, 'รายงานการประชุมคณะกรรมการบริหาร ครั้งที่ 3/2567', { meetingNo: '3/2567' }],
  ];
  // Letters on the regulation's forms, saved as their writers would from the writing screen.
  const contents = demoLetterContents(manifest.identity.organizationName.th);
  const write = async (writer: number, documentId: number, content: LetterContent) => {
    const when = at();
    await saveLetterVersion(db, await loadViewer(db, writer, when), { ip: null, now: when }, { documentId, content });
  };
  for (const [docTypeId, subject, extra] of world.publishBooks ? books : []) {
    const d = await create(saraban, { docTypeId, subject, ownerDepartmentId: dept(REGISTRY), ...extra });
    // The minutes are written before they are numbered (a numbered letter takes no new version),
    // so their PDF carries the number and no draft watermark.
    if (world.writeForms && docTypeId === MINUTES_TYPE) await write(saraban, d.F_DOC_ID, contents.minutes);
    await act(saraban, d.F_TRANS_ID, 'issueNumber');
    // Circulated (แจ้งเวียน) to the divisions; their registries receive it.
    await act(saraban, d.F_TRANS_ID, 'send', { toDepartmentIds: [dept(POLICY), dept(PERSONNEL)] });
  }

  if (world.writeForms) {
    await write(officer, memo.F_DOC_ID, contents.memo);
    await write(officer, toReview.F_DOC_ID, contents.review);
    await write(officer, toSign.F_DOC_ID, contents.sign);
    for (const draft of contents.drafts) {
      const d = await create(officer, { docTypeId: draft.docTypeId, subject: draft.subject });
      await write(officer, d.F_DOC_ID, draft.content);
    }
  }
  return { rolesAdded, lettersAdded: letters };
}
