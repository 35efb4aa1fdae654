/**
 * Self-service over HTTP against a real database: each person reads only their own record
 * (ID card masked), changes only their e-mail and phone (any other field 400, bad values 400
 * naming the field, nothing written), and replaces their picture only with a png or jpeg whose
 * content matches its name and that fits the limit; the picture is served back to them and
 * through the avatar address. Every change writes one audit row; a refusal writes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePath } from '../../../engine/api/route-path';
import { type RouteName } from '../../../engine/api/routes';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { PICTURE_MAX_BYTES, PROFILE_MSG } from './profile';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'officer']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Profile = Record<string, unknown>;
type Reply = { status: string; message: string; item?: Profile; fields?: string[] };

const person = (username: string) => t.db.selectFrom('people').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

async function post(name: RouteName, body: unknown, token: string | null = tokens.officer!) {
  const reply = await t.app.inject({
    method: 'POST',
    url: routePath(name),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: reply.statusCode, json: reply.json<Reply>() };
}

async function upload(fileName: string, bytes: Buffer, token = tokens.officer!, type = 'image/png') {
  const reply = await t.app.inject({
    method: 'POST',
    url: `${routePath('profilePictureUpload')}?FILE_NAME=${encodeURIComponent(fileName)}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: bytes,
  });
  return { status: reply.statusCode, json: reply.json<Reply>() };
}

const picture = (token: string | null) =>
  t.app.inject({ method: 'GET', url: routePath('profilePicture'), headers: token ? { authorization: `Bearer ${token}` } : {} });

async function auditRows(action: string, personId: number) {
  return t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('person_id', '=', personId).orderBy('id').execute();
}

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 9)]);

describe('reading one’s own record', () => {
  it('answers the signed-in person’s record, each their own, with the ID card masked', async () => {
    const officer = await person('officer');
    await t.db.updateTable('people').set({ id_card: '1101700230705', employee_code: 'EMP-0042', blood_type: 'O' }).where('id', '=', officer.id).execute();

    const own = await post('profileRead', {});
    expect(own.status).toBe(200);
    expect(own.json.item).toMatchObject({
      F_PERSON_ID: officer.id,
      F_USERNAME: 'officer',
      F_FIRST_NAME: officer.first_name,
      F_LAST_NAME: officer.last_name,
      F_EMPLOYEE_CODE: 'EMP-0042',
      F_BLOOD_TYPE: 'O',
      F_ID_CARD_MASKED: 'XXXXXXXXX0705',
      PICTURE_MAX_BYTES,
      PICTURE_TYPES: ['png', 'jpg', 'jpeg'],
      HAS_SIGNATURE_IMAGE: false,
      SIGNATURE_ACCEPTED: false,
    });
    // The whole number never leaves the server.
    expect(JSON.stringify(own.json)).not.toContain('1101700230705');

    const admin = await person('admin');
    expect((await post('profileRead', {}, tokens.admin)).json.item).toMatchObject({ F_PERSON_ID: admin.id, F_USERNAME: 'admin' });
  });

  it('takes no person id, and needs a session', async () => {
    const admin = await person('admin');
    const other = await post('profileRead', { F_PERSON_ID: admin.id });
    expect(other.status).toBe(400);
    expect(other.json.message).toContain('F_PERSON_ID');
    expect((await post('profileRead', {}, null)).status).toBe(401);
  });
});

describe('changing one’s contact fields', () => {
  it('saves e-mail and phone (the phone as its digits) and writes an audit row with what changed', async () => {
    const officer = await person('officer');
    const before = await auditRows('profile-contact-update', officer.id);
    const saved = await post('profileUpdate', { F_EMAIL: 'officer.new@agency.go.th', F_PHONE: '081-234-5678' });
    expect(saved.status, saved.json.message).toBe(200);
    expect(saved.json.message).toBe(PROFILE_MSG.saved);
    expect(saved.json.item).toMatchObject({ F_EMAIL: 'officer.new@agency.go.th', F_PHONE: '0812345678' });
    expect(await person('officer')).toMatchObject({ email: 'officer.new@agency.go.th', phone: '0812345678' });
    const rows = await auditRows('profile-contact-update', officer.id);
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.at(-1)!.detail).toEqual({
      email: { from: officer.email, to: 'officer.new@agency.go.th' },
      phone: { from: officer.phone, to: '0812345678' },
    });

    // The same values again change nothing and write no row; empty clears the phone.
    expect((await post('profileUpdate', { F_EMAIL: 'officer.new@agency.go.th', F_PHONE: '0812345678' })).json.message).toBe(PROFILE_MSG.unchanged);
    expect(await auditRows('profile-contact-update', officer.id)).toHaveLength(before.length + 1);
    expect((await post('profileUpdate', { F_EMAIL: 'officer.new@agency.go.th', F_PHONE: '' })).json.item).toMatchObject({ F_PHONE: null });
    expect(await auditRows('profile-contact-update', officer.id)).toHaveLength(before.length + 2);
  });

  it('refuses names, department and roles (400 naming the field) and writes nothing', async () => {
    const officer = await person('officer');
    const audits = await t.db.selectFrom('audit_log').select('id').execute();
    const attempts: Record<string, unknown>[] = [
      { F_EMAIL: 'x@agency.go.th', F_PHONE: '', F_FIRST_NAME: 'ปลอม' },
      { F_EMAIL: 'x@agency.go.th', F_PHONE: '', F_DEPT_ID: 1 },
      { F_EMAIL: 'x@agency.go.th', F_PHONE: '', ROLES: [{ ROLE_NAME: 'ผู้ดูแลระบบ', DEPT_NAME: 'x' }] },
      { F_EMAIL: 'x@agency.go.th', F_PHONE: '', first_name: 'ปลอม', department_id: 1 },
    ];
    for (const body of attempts) {
      const reply = await post('profileUpdate', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      const unknown = Object.keys(body).find((key) => !key.startsWith('F_EMAIL') && !key.startsWith('F_PHONE'))!;
      expect(reply.json.message).toContain(unknown);
    }
    expect(await person('officer')).toEqual(officer);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toHaveLength(audits.length);
  });

  it('refuses a bad e-mail or phone in Thai naming the field, and writes nothing', async () => {
    const officer = await person('officer');
    const badEmail = await post('profileUpdate', { F_EMAIL: 'officer@localhost', F_PHONE: '0812345678' });
    expect(badEmail).toMatchObject({ status: 400, json: { status: 'error', message: PROFILE_MSG.emailInvalid, fields: ['F_EMAIL'] } });
    expect(badEmail.json.message).toContain('อีเมล');
    for (const phone of ['12345', '0212345678', '08-1234-567']) {
      const badPhone = await post('profileUpdate', { F_EMAIL: 'ok@agency.go.th', F_PHONE: phone });
      expect(badPhone, phone).toMatchObject({ status: 400, json: { message: PROFILE_MSG.phoneInvalid, fields: ['F_PHONE'] } });
    }
    expect(PROFILE_MSG.phoneInvalid).toContain('เบอร์โทรศัพท์');
    expect(await person('officer')).toEqual(officer);
  });
});

describe('one’s picture', () => {
  it('has none at first: 404 from profilePicture, 401 without a session', async () => {
    expect((await picture(tokens.admin!)).statusCode).toBe(404);
    expect((await picture(null)).statusCode).toBe(401);
  });

  it('accepts a png, serves it back to its owner and through the avatar address, and audits it', async () => {
    const officer = await person('officer');
    const reply = await upload('ภาพถ่าย.PNG', PNG);
    expect(reply.status, reply.json.message).toBe(200);
    expect(reply.json).toMatchObject({ message: PROFILE_MSG.pictureSaved, item: { HAS_PICTURE: true } });

    const served = await picture(tokens.officer!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('no-store');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const avatar = await t.app.inject({ method: 'GET', url: routePath('viewAvatar', { personId: officer.id }) });
    expect(avatar.rawPayload.equals(PNG)).toBe(true);
    // Another person is served their own (none), never this one.
    expect((await picture(tokens.admin!)).statusCode).toBe(404);

    const rows = await auditRows('profile-picture-update', officer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toMatchObject({ type: 'image/png', bytes: PNG.length });
  });

  it('accepts a jpeg named .jpg or .jpeg', async () => {
    const reply = await upload('photo.jpeg', JPEG, tokens.admin!, 'image/jpeg');
    expect(reply.status, reply.json.message).toBe(200);
    const served = await picture(tokens.admin!);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
  });

  it('refuses a .png name with other content, another type, an empty file and one over the limit, keeping the picture', async () => {
    const officer = await person('officer');
    const before = await auditRows('profile-picture-update', officer.id);
    const refusals: [string, Buffer, number, string][] = [
      ['fake.png', Buffer.from('<script>alert(1)</script>'), 400, PROFILE_MSG.pictureContent],
      ['fake.png', JPEG, 400, PROFILE_MSG.pictureContent],
      ['photo.jpg', PNG, 400, PROFILE_MSG.pictureContent],
      ['photo.gif', Buffer.from('GIF89a'), 400, PROFILE_MSG.pictureType],
      ['photo', PNG, 400, PROFILE_MSG.pictureType],
      ['empty.png', Buffer.alloc(0), 400, PROFILE_MSG.pictureEmpty],
      ['big.png', Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES)]), 413, PROFILE_MSG.pictureTooLarge(PICTURE_MAX_BYTES)],
    ];
    for (const [name, bytes, status, message] of refusals) {
      const reply = await upload(name, bytes);
      expect(reply.status, name).toBe(status);
      expect(reply.json.message, name).toBe(message);
    }
    expect(PROFILE_MSG.pictureTooLarge(PICTURE_MAX_BYTES)).toBe('รูปประจำตัวต้องมีขนาดไม่เกิน 2 MB');
    expect((await picture(tokens.officer!)).rawPayload.equals(PNG)).toBe(true);
    expect(await auditRows('profile-picture-update', officer.id)).toHaveLength(before.length);
  });
});
