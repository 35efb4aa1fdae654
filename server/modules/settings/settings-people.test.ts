/**
 * The people settings pages over HTTP against a real database: employee-information (a person's
 * profile, with a password the administrator sets), employee-type and position-information (the
 * vocabularies it chooses from), and the engine rules they declare: the ID card's check digit
 * (format thai-id-card, 400 naming the field), duplicates answered 409 naming what is
 * duplicated (uniqueMessages), the write-only secret (hashed with the identity module's
 * hashing, under its password rules, never in a reply or an audit row, blank on update keeps
 * it, a new one ends the person's sessions), and a reference's label copy (position_name
 * follows the chosen position, also when the position is renamed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { isThaiIdCard } from '../../../engine/format/thai-id-card';
import { settingsPageOf } from '../../../engine/settings/settings-pages';
import { MSG } from '../identity/messages';
import { verifyPassword } from '../identity/password-hash';
import { sessionEvents } from '../identity/session-events';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { SETTINGS_MSG } from './settings-messages';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'officer']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, unknown>;
type Reply = { status: string; message: string; item?: Row; items?: Row[]; total?: number; fields?: string[] };

const call = (name: RouteName, page: string, body: unknown, token = tokens.admin) => settingsCall<Reply>(t.app, name, page, body, token);

const PEOPLE = 'employee-information';
const TYPES = 'employee-type';
const POSITIONS = 'position-information';
const TH = {
  idCard: 'เลขบัตรประจำตัวประชาชน',
  password: 'รหัสผ่าน',
  birthday: 'วันเกิด',
};

/** A valid ID card number: twelve digits from the seed, then their check digit. */
function idCard(seed: number): string {
  const first12 = String(seed).padStart(12, '0').slice(-12);
  for (let d = 0; d <= 9; d += 1) if (isThaiIdCard(`${first12}${d}`)) return `${first12}${d}`;
  throw new Error('no check digit');
}

/** The same number with a wrong last digit. */
const wrongCheckDigit = (valid: string) => `${valid.slice(0, 12)}${(Number(valid[12]) + 1) % 10}`;

const person = (username: string) => t.db.selectFrom('people').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const peopleCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('people')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let serial = 0;
/** A new person's record with every profile field; `extra` overrides. */
function newPerson(extra: Row = {}): Row {
  serial += 1;
  return {
    employee_code: `EMP-${serial}`,
    first_name: 'สมหญิง',
    last_name: `ทดสอบ${serial}`,
    id_card: idCard(310060012340 + serial),
    employee_type_id: null,
    position_id: null,
    department_id: t.tenant.manifest.organization.departmentId,
    gender: 'female',
    birthday: '1990-02-28',
    blood_type: 'AB',
    nationality: 'ไทย',
    race: 'ไทย',
    address: '1 ถนนราชดำเนิน กรุงเทพมหานคร',
    email: `person${serial}@example.go.th`,
    phone: '02-123 4567',
    username: `person${serial}`,
    password: 'Secret123',
    directory_user: null,
    ...extra,
  };
}

async function create(page: string, record: Row) {
  const reply = await call('settingsCreate', page, { record });
  expect(reply.status, reply.json.message).toBe(200);
  return reply.json.item!;
}

describe('employee-information', () => {
  it('creates a person with every profile field; the reply and the list carry no password or hash', async () => {
    const record = newPerson();
    const item = await create(PEOPLE, record);
    const { password: _password, ...shown } = record;
    expect(item).toMatchObject({ ...shown, department_id__label: expect.any(String), position_id__label: null });
    expect(item).not.toHaveProperty('password');
    expect(item).not.toHaveProperty('password_hash');
    // A date is its day, in every zone.
    expect(item.birthday).toBe('1990-02-28');

    const stored = await person(record.username as string);
    expect(stored.id_card).toBe(record.id_card);
    expect(stored.active).toBe(true);
    expect(await verifyPassword('Secret123', stored.password_hash)).toBe(true);

    const list = await call('settingsList', PEOPLE, { search: record.username, size: 100 });
    const read = await call('settingsRead', PEOPLE, { id: item.id });
    for (const reply of [list, read]) {
      expect(reply.status).toBe(200);
      expect(reply.text).not.toContain('Secret123');
      expect(reply.text).not.toContain(stored.password_hash!);
      expect(reply.text).not.toContain('password');
    }
    expect(list.json.items).toEqual([expect.objectContaining({ id: item.id, username: record.username })]);
  });

  it('lets the created person sign in with the password the administrator set', async () => {
    const record = newPerson({ password: 'Welcome2024' });
    await create(PEOPLE, record);
    const token = await signIn(t, record.username as string, { password: 'Welcome2024' });
    expect(token).toEqual(expect.any(String));
    await expect(signIn(t, record.username as string, { password: 'Wrong2024x' })).rejects.toThrow();
  });

  it('writes an audit row saying a password was set, never the password or its hash', async () => {
    const record = newPerson({ password: 'Audited99' });
    const item = await create(PEOPLE, record);
    const stored = await person(record.username as string);
    const row = await t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', `settings.${PEOPLE}.create`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const detail = JSON.stringify(row.detail);
    expect(detail).toContain(String(item.id));
    expect(detail).not.toContain('Audited99');
    expect(detail).not.toContain(stored.password_hash!);
    expect(detail).not.toContain('password_hash');
    expect(JSON.parse(detail)).toMatchObject({ page: PEOPLE, values: { username: record.username, password: 'set' } });

    const changed = await call('settingsUpdate', PEOPLE, { id: item.id, record: { ...newPerson(), username: record.username, password: 'Changed77' } });
    expect(changed.status, changed.json.message).toBe(200);
    const update = await t.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('action', '=', `settings.${PEOPLE}.update`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const updateText = JSON.stringify(update.detail);
    const after = await person(record.username as string);
    expect(updateText).not.toContain('Changed77');
    expect(updateText).not.toContain(after.password_hash!);
    expect(JSON.parse(updateText)).toMatchObject({ changes: { password: 'set' } });
  });

  it('refuses an ID card whose check digit is wrong: 400 naming the field in Thai, nothing written', async () => {
    const record = newPerson();
    const [people, audits] = [await peopleCount(), await auditCount()];
    const bad = await call('settingsCreate', PEOPLE, { record: { ...record, id_card: wrongCheckDigit(record.id_card as string) } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual(['record.id_card']);
    expect(bad.json.message).toContain(TH.idCard);
    expect(bad.json.message).toBe(SETTINGS_MSG.badFormat['thai-id-card'](TH.idCard));
    for (const notCard of ['123', '12345678901234', 'abcdefghijklm']) {
      const reply = await call('settingsCreate', PEOPLE, { record: { ...record, id_card: notCard } });
      expect(reply.status, notCard).toBe(400);
      expect(reply.json.fields).toEqual(['record.id_card']);
    }
    const badDate = await call('settingsCreate', PEOPLE, { record: { ...record, birthday: '1990-02-30' } });
    expect(badDate.status).toBe(400);
    expect(badDate.json).toMatchObject({ fields: ['record.birthday'], message: SETTINGS_MSG.badFormat.date(TH.birthday) });
    expect([await peopleCount(), await auditCount()]).toEqual([people, audits]);
  });

  it('answers 409 naming what is duplicated: username (any case), employee code, ID card, directory user', async () => {
    const first = newPerson({ directory_user: `ad.user${serial}` });
    await create(PEOPLE, first);
    const messages = settingsPageOf(PEOPLE)!.record.uniqueMessages!;
    const cases: [string, Row, string][] = [
      ['username', { username: (first.username as string).toUpperCase() }, messages.people_username_lower_key!],
      ['employee code', { employee_code: first.employee_code }, messages.people_employee_code_key!],
      ['ID card', { id_card: first.id_card }, messages.people_id_card_key!],
      ['directory user', { directory_user: (first.directory_user as string).toUpperCase() }, messages.people_directory_user_key!],
    ];
    for (const [what, same, message] of cases) {
      const [people, audits] = [await peopleCount(), await auditCount()];
      const reply = await call('settingsCreate', PEOPLE, { record: newPerson(same) });
      expect(reply.status, what).toBe(409);
      expect(reply.json.message, what).toBe(message);
      expect([await peopleCount(), await auditCount()], what).toEqual([people, audits]);
    }
    // An update that repeats another person's value is refused the same way.
    const second = await create(PEOPLE, newPerson());
    const clash = await call('settingsUpdate', PEOPLE, { id: second.id, record: { ...newPerson(), username: first.username } });
    expect(clash.status).toBe(409);
    expect(clash.json.message).toBe(messages.people_username_lower_key);
  });

  it('requires a password on create under the password rules, and keeps it when an update leaves it blank', async () => {
    const record = newPerson();
    const missing = await call('settingsCreate', PEOPLE, { record: { ...record, password: '' } });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ fields: ['record.password'] });
    expect(missing.json.message).toContain(TH.password);
    const { password: _left, ...without } = record;
    expect((await call('settingsCreate', PEOPLE, { record: without })).json.fields).toEqual(['record.password']);
    for (const weak of ['short1', 'onlyletters', '12345678', 'ไทย12345678']) {
      const reply = await call('settingsCreate', PEOPLE, { record: { ...record, password: weak } });
      expect(reply.status, weak).toBe(400);
      expect(reply.json).toMatchObject({ message: MSG.passwordPolicy, fields: ['record.password'] });
    }
    const item = await create(PEOPLE, record);
    const hash = (await person(record.username as string)).password_hash;
    for (const blank of [{ password: '' }, {}]) {
      const { password: _p, ...rest } = record;
      const reply = await call('settingsUpdate', PEOPLE, { id: item.id, record: { ...rest, ...blank, nationality: 'ลาว' } });
      expect(reply.status, reply.json.message).toBe(200);
      expect(reply.json.item).toMatchObject({ nationality: 'ลาว' });
    }
    expect((await person(record.username as string)).password_hash).toBe(hash);
    const weak = await call('settingsUpdate', PEOPLE, { id: item.id, record: { ...record, password: 'weak' } });
    expect(weak.status).toBe(400);
    expect((await person(record.username as string)).password_hash).toBe(hash);
  });

  it('a new password from the administrator ends the person’s sessions; the new one signs in', async () => {
    const record = newPerson({ password: 'Before123' });
    const item = await create(PEOPLE, record);
    // Past the PDPA notice, so the session reaches every call.
    await t.db.updateTable('people').set({ is_agree_pdpa: 1 }).where('id', '=', Number(item.id)).execute();
    const token = await signIn(t, record.username as string, { password: 'Before123' });
    expect((await call('settingsPages', '', {}, token)).status).toBe(200);
    const ended: number[][] = [];
    const listener = (ids: number[]) => ended.push(ids);
    sessionEvents.on('session-ended', listener);
    try {
      const reply = await call('settingsUpdate', PEOPLE, { id: item.id, record: { ...record, password: 'After4567' } });
      expect(reply.status, reply.json.message).toBe(200);
    } finally {
      sessionEvents.off('session-ended', listener);
    }
    expect(ended).toHaveLength(1);
    expect((await call('settingsPages', '', {}, token)).status).toBe(401);
    const live = await t.db.selectFrom('sessions').select('id').where('person_id', '=', Number(item.id)).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    await expect(signIn(t, record.username as string, { password: 'Before123' })).rejects.toThrow();
    expect(await signIn(t, record.username as string, { password: 'After4567' })).toEqual(expect.any(String));

    // An update without a password leaves the sessions alone.
    const again = await signIn(t, record.username as string, { password: 'After4567' });
    const { password: _p, ...rest } = record;
    expect((await call('settingsUpdate', PEOPLE, { id: item.id, record: { ...rest, race: 'จีน' } })).status).toBe(200);
    expect((await call('settingsPages', '', {}, again)).status).toBe(200);
  });

  it('keeps position_name equal to the chosen position’s name: on create, on change, when cleared, when the position is renamed', async () => {
    const clerk = await create(POSITIONS, { name_th: 'นักจัดการงานทั่วไป', active: true });
    const chief = await create(POSITIONS, { name_th: 'หัวหน้าฝ่ายบริหารงานทั่วไป', active: true });
    const record = newPerson({ position_id: clerk.id });
    const item = await create(PEOPLE, record);
    expect(item.position_id__label).toBe('นักจัดการงานทั่วไป');
    expect((await person(record.username as string)).position_name).toBe('นักจัดการงานทั่วไป');

    const { password: _p, ...rest } = record;
    await call('settingsUpdate', PEOPLE, { id: item.id, record: { ...rest, position_id: chief.id } });
    expect((await person(record.username as string)).position_name).toBe('หัวหน้าฝ่ายบริหารงานทั่วไป');

    const renamed = await call('settingsUpdate', POSITIONS, { id: chief.id, record: { name_th: 'ผู้อำนวยการกอง', active: true } });
    expect(renamed.status, renamed.json.message).toBe(200);
    expect((await person(record.username as string)).position_name).toBe('ผู้อำนวยการกอง');
    expect((await call('settingsRead', PEOPLE, { id: item.id })).json.item).toMatchObject({ position_id: chief.id, position_id__label: 'ผู้อำนวยการกอง' });

    await call('settingsUpdate', PEOPLE, { id: item.id, record: { ...rest, position_id: null } });
    expect((await person(record.username as string)).position_name).toBeNull();
  });

  it('offers no delete (a person is disabled on user-active), and refuses a person without the permission (403)', async () => {
    const item = await create(PEOPLE, newPerson());
    const del = await call('settingsDelete', PEOPLE, { id: item.id });
    expect(del.status).toBe(403);
    expect(del.json.message).toBe(SETTINGS_MSG.notOffered);
    const [people, audits] = [await peopleCount(), await auditCount()];
    const calls: [RouteName, unknown][] = [
      ['settingsList', {}],
      ['settingsRead', { id: item.id }],
      ['settingsOptions', { field: 'position_id' }],
      ['settingsCreate', { record: newPerson() }],
      ['settingsUpdate', { id: item.id, record: newPerson() }],
    ];
    for (const page of [PEOPLE, TYPES, POSITIONS]) {
      for (const [name, body] of calls) {
        if (page !== PEOPLE && name !== 'settingsList') continue;
        const reply = await call(name, page, body, tokens.officer);
        expect(reply.status, `${page} ${name}`).toBe(403);
        expect(reply.json.message).toBe(name === 'settingsCreate' || name === 'settingsUpdate' ? SETTINGS_MSG.noWrite : SETTINGS_MSG.noRead);
      }
    }
    expect([await peopleCount(), await auditCount()]).toEqual([people, audits]);
  });
});

describe('employee-type and position-information', () => {
  it('refuse deleting a value in use (409, Thai), offer only active values, and delete one no one uses', async () => {
    const used = await create(TYPES, { name_th: 'ข้าราชการ', active: true });
    const unused = await create(TYPES, { name_th: 'ลูกจ้างชั่วคราว', active: true });
    await create(PEOPLE, newPerson({ employee_type_id: used.id }));

    const refused = await call('settingsDelete', TYPES, { id: used.id });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/ลบประเภทพนักงานนี้ไม่ได้/);
    expect(await t.db.selectFrom('employee_types').select('id').where('id', '=', Number(used.id)).executeTakeFirst()).toBeDefined();

    // Retired instead: no longer offered, still shown for whoever has it.
    expect((await call('settingsUpdate', TYPES, { id: used.id, record: { name_th: 'ข้าราชการ', active: false } })).status).toBe(200);
    const offered = await call('settingsOptions', PEOPLE, { field: 'employee_type_id' });
    const labels = (offered.json.items as unknown as { label: string }[]).map((option) => option.label);
    expect(labels).toContain('ลูกจ้างชั่วคราว');
    expect(labels).not.toContain('ข้าราชการ');

    const deleted = await call('settingsDelete', TYPES, { id: unused.id });
    expect(deleted.status, deleted.json.message).toBe(200);
    expect(await t.db.selectFrom('employee_types').select('id').where('id', '=', Number(unused.id)).executeTakeFirst()).toBeUndefined();

    const position = await create(POSITIONS, { name_th: 'เจ้าพนักงานธุรการ', active: true });
    await create(PEOPLE, newPerson({ position_id: position.id }));
    const positionRefused = await call('settingsDelete', POSITIONS, { id: position.id });
    expect(positionRefused.status).toBe(409);
    expect(positionRefused.json.message).toMatch(/ลบตำแหน่งนี้ไม่ได้/);
  });

  it('answer 409 naming the duplicate name, ignoring case and surrounding spaces', async () => {
    await create(POSITIONS, { name_th: 'Programmer', active: true });
    const reply = await call('settingsCreate', POSITIONS, { record: { name_th: ' programmer ', active: true } });
    expect(reply.status).toBe(409);
    expect(reply.json.message).toBe('มีตำแหน่งชื่อนี้อยู่แล้ว กรุณาใช้ชื่ออื่น');
  });
});
