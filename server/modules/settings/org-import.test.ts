/**
 * Import of the organisation chart and the people over HTTP, against a real database: a good
 * file (CSV and XLSX) lands whole, a bad row is reported by the dry run with its row, column and
 * Thai reason and makes the real run write nothing, only an administrator may import, and a file
 * that is not a table is refused in Thai.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../engine/api/routes';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { IMPORT_MSG } from './org-import-messages';
import { IMPORT_MAX_BYTES } from './org-import.routes';

let t: TestApp;
let root: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  root = t.tenant.manifest.organization.departmentId;
  for (const username of ['admin', 'officer']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Problem = { row: number; column: string; reason: string };
type Reply = {
  status: string;
  message: string;
  item?: { kind: string; mode: string; format: string; rows: number; applied: boolean; problemCount: number; problems: Problem[] };
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(kind: 'departments' | 'people', mode: 'dry-run' | 'apply', body: Buffer, options: { as?: string; type?: string } = {}) {
  const reply = await t.app.inject({
    method: 'POST',
    url: `${ROUTES.settingsImport.path}?mode=${mode}&kind=${kind}`,
    headers: { authorization: `Bearer ${tokens[options.as ?? 'admin']}`, 'content-type': options.type ?? 'text/csv' },
    payload: body,
  });
  return { status: reply.statusCode, json: reply.json<Reply>() };
}

const csv = (rows: string[][], bom = true) => Buffer.from(`${bom ? '\uFEFF' : ''}${rows.map((r) => r.join(',')).join('\r\n')}\r\n`, 'utf8');

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ข้อมูล');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const DEPARTMENT_HEADER = ['รหัสหน่วยงาน (id)', 'รหัสหน่วยงานต้นสังกัด (parent_id)', 'ชื่อหน่วยงาน (name_th)', 'ชื่อหน่วยงานภาษาอังกฤษ (name_en)'];
const PEOPLE_HEADER = [
  'ชื่อผู้ใช้ (username)',
  'ชื่อ (first_name)',
  'นามสกุล (last_name)',
  'ตำแหน่ง (position_name)',
  'อีเมล (email)',
  'รหัสหน่วยงาน (department_id)',
  'บทบาท (role)',
];

async function departmentsWith(ids: number[]) {
  return t.db.selectFrom('departments').select(['id', 'parent_id', 'name_th', 'name_en']).where('id', 'in', ids).orderBy('id').execute();
}

async function peopleNamed(usernames: string[]) {
  return t.db
    .selectFrom('people')
    .leftJoin('person_roles', 'person_roles.person_id', 'people.id')
    .leftJoin('roles', 'roles.id', 'person_roles.role_id')
    .select([
      'people.username',
      'people.department_id',
      'people.email',
      'people.password_hash',
      'roles.role_type',
      'roles.name_th as role_name',
      'person_roles.department_id as role_department',
    ])
    .where('people.username', 'in', usernames)
    .orderBy('people.username')
    .execute();
}

async function auditCount(action?: string) {
  let query = t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n'));
  if (action) query = query.where('action', '=', action);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe('settings-import', { timeout: 60_000 }, () => {
  it('CSV: a dry run writes nothing; the real run adds the departments (parents first) and the people with their roles', async () => {
    const [a, b, c] = [root + 101, root + 102, root + 103];
    // The child comes before its parent in the file; an empty parent is the organisation itself.
    const departments = csv([
      DEPARTMENT_HEADER,
      [String(b), String(a), 'งานพัสดุ', 'Supplies Section'],
      [String(a), '', 'กองคลัง', 'Finance Division'],
      [String(c), String(root), '"กอง ""ทดสอบ"", ภาค 1"', ''],
    ]);
    const dry = await upload('departments', 'dry-run', departments);
    expect(dry.status).toBe(200);
    expect(dry.json.item).toEqual({ kind: 'departments', mode: 'dry-run', format: 'csv', rows: 3, applied: false, problemCount: 0, problems: [] });
    expect(dry.json.message).toBe(IMPORT_MSG.checked(3));
    expect(await departmentsWith([a, b, c])).toEqual([]);

    const before = await auditCount();
    const applied = await upload('departments', 'apply', departments);
    expect(applied.status).toBe(200);
    expect(applied.json.item).toMatchObject({ applied: true, rows: 3, problemCount: 0 });
    expect(await departmentsWith([a, b, c])).toEqual([
      { id: a, parent_id: root, name_th: 'กองคลัง', name_en: 'Finance Division' },
      { id: b, parent_id: a, name_th: 'งานพัสดุ', name_en: 'Supplies Section' },
      { id: c, parent_id: root, name_th: 'กอง "ทดสอบ", ภาค 1', name_en: null },
    ]);
    expect(await auditCount()).toBe(before + 1);
    expect(await auditCount('settings.import.departments')).toBe(1);

    // Short headers (Thai only, key only), any order, no BOM.
    const people = csv(
      [
        ['department_id', 'ชื่อผู้ใช้', 'ชื่อ', 'นามสกุล', 'email', 'บทบาท'],
        [String(b), 'somsri.k', 'สมศรี', 'ขยัน', 'somsri@agency.go.th', 'เจ้าหน้าที่สารบรรณ'],
        [String(a), 'Manee.J', 'มานี', 'ใจงาม', '', 'admin'],
        [String(a), 'chuchai', 'ชูชัย', 'มีสุข', '', ''],
      ],
      false,
    );
    expect((await upload('people', 'dry-run', people)).json.item?.problems).toEqual([]);
    expect(await peopleNamed(['somsri.k', 'Manee.J', 'chuchai'])).toEqual([]);
    const imported = await upload('people', 'apply', people);
    expect(imported.status).toBe(200);
    expect(imported.json.message).toBe(IMPORT_MSG.imported(3));
    expect(await peopleNamed(['somsri.k', 'Manee.J', 'chuchai'])).toEqual([
      { username: 'Manee.J', department_id: a, email: null, password_hash: null, role_type: 'admin', role_name: 'ผู้ดูแลระบบ', role_department: a },
      { username: 'chuchai', department_id: a, email: null, password_hash: null, role_type: 'officer', role_name: 'เจ้าหน้าที่', role_department: a },
      {
        username: 'somsri.k',
        department_id: b,
        email: 'somsri@agency.go.th',
        password_hash: null,
        role_type: 'registry',
        role_name: 'เจ้าหน้าที่สารบรรณ',
        role_department: b,
      },
    ]);
    expect(await auditCount('settings.import.people')).toBe(1);
  });

  it('XLSX: the first worksheet, numbers as ids, the same result as CSV', async () => {
    const [a, b] = [root + 201, root + 202];
    const departments = await xlsx([DEPARTMENT_HEADER, [a, root, 'สำนักงานเลขานุการ', 'Secretariat'], [b, a, 'งานประชุม', '']]);
    const dry = await upload('departments', 'dry-run', departments, { type: XLSX_TYPE });
    expect(dry.json.item).toMatchObject({ format: 'xlsx', rows: 2, problems: [] });
    expect((await upload('departments', 'apply', departments, { type: XLSX_TYPE })).status).toBe(200);
    expect(await departmentsWith([a, b])).toEqual([
      { id: a, parent_id: root, name_th: 'สำนักงานเลขานุการ', name_en: 'Secretariat' },
      { id: b, parent_id: a, name_th: 'งานประชุม', name_en: null },
    ]);

    const people = await xlsx([PEOPLE_HEADER, ['xl.user', 'วันดี', 'ศรีสุข', 'นักจัดการงานทั่วไป', 'xl.user@agency.go.th', b, 'officer']]);
    // Sent with another declared type: the content decides.
    const imported = await upload('people', 'apply', people, { type: 'application/octet-stream' });
    expect(imported.status).toBe(200);
    expect(imported.json.item).toMatchObject({ format: 'xlsx', applied: true, rows: 1 });
    expect(await peopleNamed(['xl.user'])).toEqual([
      {
        username: 'xl.user',
        department_id: b,
        email: 'xl.user@agency.go.th',
        password_hash: null,
        role_type: 'officer',
        role_name: 'เจ้าหน้าที่',
        role_department: b,
      },
    ]);
  });

  it('one bad row: the dry run names its row, column and reason; the real run writes nothing at all', async () => {
    const people = csv([
      PEOPLE_HEADER,
      ['good.one', 'ก', 'ข', '', 'good.one@agency.go.th', String(root), ''],
      ['bad.mail', 'ค', 'ง', '', 'not-an-email', String(root), ''],
      ['good.two', 'จ', 'ฉ', '', '', String(root), 'officer'],
    ]);
    const dry = await upload('people', 'dry-run', people);
    expect(dry.status).toBe(200);
    expect(dry.json.item).toMatchObject({ applied: false, problemCount: 1, problems: [{ row: 3, column: 'อีเมล (email)', reason: IMPORT_MSG.emailFormat }] });
    expect(dry.json.message).toBe(IMPORT_MSG.checkedWithProblems(1));

    const audits = await auditCount();
    const applied = await upload('people', 'apply', people);
    expect(applied.status).toBe(400);
    expect(applied.json).toEqual({ status: 'error', message: IMPORT_MSG.refused(1, `แถวที่ 3 คอลัมน์ อีเมล (email): ${IMPORT_MSG.emailFormat}`) });
    expect(await peopleNamed(['good.one', 'bad.mail', 'good.two'])).toEqual([]);
    expect(await auditCount()).toBe(audits);

    const departments = csv([DEPARTMENT_HEADER, [String(root + 301), '', 'กองดี', ''], [String(root + 302), String(root + 999), 'กองไม่มีแม่', '']]);
    expect((await upload('departments', 'apply', departments)).status).toBe(400);
    expect(await departmentsWith([root + 301, root + 302])).toEqual([]);
  });

  it('reports every problem of a file: required cells, duplicates in the file and in the database, unknown department, role, parent, and a cycle', async () => {
    const people = csv([
      PEOPLE_HEADER,
      ['', 'ก', 'ข', '', '', String(root), ''],
      ['officer', 'ก', 'ข', '', '', String(root), ''],
      ['twin', 'ก', 'ข', '', '', String(root), ''],
      ['TWIN', 'ก', 'ข', '', '', String(root), ''],
      ['no.dept', 'ก', '', '', '', '424242', 'หัวหน้าห้อง'],
      ['x', 'ก', 'ข', '', '', 'abc', 'executive'],
    ]);
    const reply = await upload('people', 'dry-run', people);
    const col = (i: number) => PEOPLE_HEADER[i]!;
    expect(reply.json.item?.problems).toEqual([
      { row: 2, column: col(0), reason: IMPORT_MSG.required },
      { row: 3, column: col(0), reason: IMPORT_MSG.usernameTaken },
      { row: 5, column: col(0), reason: IMPORT_MSG.duplicateInFile(4) },
      { row: 6, column: col(2), reason: IMPORT_MSG.required },
      { row: 6, column: col(5), reason: IMPORT_MSG.departmentUnknown },
      { row: 6, column: col(6), reason: expect.stringContaining('ไม่รู้จักบทบาทนี้') },
      { row: 7, column: col(0), reason: IMPORT_MSG.usernameFormat },
      { row: 7, column: col(5), reason: IMPORT_MSG.notId },
      { row: 7, column: col(6), reason: expect.stringContaining('บทบาทประเภทนี้มีหลายบทบาท') },
    ]);

    const [a, b, c] = [root + 401, root + 402, root + 403];
    const departments = csv([
      DEPARTMENT_HEADER,
      [String(a), String(b), 'วน ก', ''],
      [String(b), String(a), 'วน ข', ''],
      [String(root + 1), '', 'ซ้ำกับในระบบ', ''],
      [String(c), String(c), 'ตัวเอง', ''],
      [String(c), '999999999', 'รหัสซ้ำในไฟล์', ''],
      ['-5', '', '', ''],
    ]);
    const checked = await upload('departments', 'dry-run', departments);
    const dcol = (i: number) => DEPARTMENT_HEADER[i]!;
    expect(checked.json.item?.problems).toEqual([
      { row: 2, column: dcol(1), reason: IMPORT_MSG.parentCycle([String(a), String(b), String(a)]) },
      { row: 3, column: dcol(1), reason: IMPORT_MSG.parentCycle([String(b), String(a), String(b)]) },
      { row: 4, column: dcol(0), reason: IMPORT_MSG.departmentExists },
      { row: 5, column: dcol(1), reason: IMPORT_MSG.parentIsSelf },
      { row: 6, column: dcol(0), reason: IMPORT_MSG.duplicateInFile(5) },
      { row: 6, column: dcol(1), reason: IMPORT_MSG.parentUnknown },
      { row: 7, column: dcol(0), reason: IMPORT_MSG.notId },
      { row: 7, column: dcol(2), reason: IMPORT_MSG.required },
    ]);
  });

  it('refuses a person without an admin role (403), reading nothing and writing nothing', async () => {
    const departments = csv([DEPARTMENT_HEADER, [String(root + 501), '', 'กองของเจ้าหน้าที่', '']]);
    const reply = await upload('departments', 'apply', departments, { as: 'officer' });
    expect(reply.status).toBe(403);
    expect(reply.json).toEqual({ status: 'error', message: IMPORT_MSG.notAdmin });
    expect(await departmentsWith([root + 501])).toEqual([]);
  });

  it('refuses in Thai (400) a file that is not a table, an empty one, a header alone, unknown or missing columns, and an unknown mode', async () => {
    const pdf = Buffer.from('%PDF-1.7\n\u0000\u0001binary', 'latin1');
    // "CSV" as Excel on Thai Windows saves it unless told UTF-8: Windows-874 bytes for "การ".
    const windows874 = Buffer.concat([Buffer.from('id,name_th\r\n1,', 'ascii'), Buffer.from([0xa1, 0xd2, 0xc3])]);
    const cases: [Buffer, string, string?][] = [
      [pdf, IMPORT_MSG.notTable, 'application/pdf'],
      [windows874, IMPORT_MSG.notTable],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), IMPORT_MSG.badXlsx, XLSX_TYPE],
      [Buffer.alloc(0), IMPORT_MSG.empty],
      [Buffer.from('\uFEFF\r\n , \r\n', 'utf8'), IMPORT_MSG.empty],
      [csv([DEPARTMENT_HEADER]), IMPORT_MSG.noRows],
      [
        csv([
          [...DEPARTMENT_HEADER, 'หมายเหตุ'],
          ['1', '', 'ก', ''],
        ]),
        IMPORT_MSG.unknownColumns(['หมายเหตุ']),
      ],
      [
        csv([
          ['id', 'name_en'],
          ['1', 'x'],
        ]),
        IMPORT_MSG.missingColumns(['ชื่อหน่วยงาน (name_th)']),
      ],
      [Buffer.from('id,name_th\n1,"ไม่ปิด\n', 'utf8'), IMPORT_MSG.unclosedQuote(2)],
    ];
    const audits = await auditCount();
    for (const [body, message, type] of cases) {
      const reply = await upload('departments', 'apply', body, { type });
      expect(reply.status, message).toBe(400);
      expect(reply.json).toEqual({ status: 'error', message });
    }
    const unknownMode = await t.app.inject({
      method: 'POST',
      url: `${ROUTES.settingsImport.path}?mode=maybe&kind=people`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'text/csv' },
      payload: csv([PEOPLE_HEADER]),
    });
    expect(unknownMode.statusCode).toBe(400);
    expect(unknownMode.json<Reply>().message).toMatch(/[\u0E00-\u0E7F]/);
    const tooLarge = await upload('people', 'dry-run', Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x41));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.message).toBe(IMPORT_MSG.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
    expect(await auditCount()).toBe(audits);
  });
});
