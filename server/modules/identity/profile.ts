/**
 * Self-service: the signed-in person's own record, and the only parts of it they change
 * themselves. Names, employee code, ID card, position, department, roles and the rest are the
 * organisation's record of the person, kept by its administrator (employee-information); a
 * person changing them would change what the registry and the permissions trust. E-mail and
 * phone are how the organisation reaches the person, so the person keeps them current; the
 * picture is their own. Every change writes an audit row in the same transaction.
 *
 * The ID card number is personal data: it leaves the server with all but its last 4 digits
 * hidden, even to its owner (a screen left open or a shoulder looked over shows nothing usable).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProfileReply } from '../../../schemas/generated/api/profile.reply';
import { isEmail, thaiPhoneDigits } from '../../../engine/format/contact';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { hasAcceptedSignature } from '../signing/signing-readiness';
import { audit } from './audit';

export type Profile = ProfileReply['item'];

/** The largest picture a person may upload: the one place the limit is stated (the profile reply carries it to the page). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** The picture types accepted, by file name extension, each with the content it must have. */
const PICTURE_KINDS = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;
export const PICTURE_TYPES = Object.keys(PICTURE_KINDS) as (keyof typeof PICTURE_KINDS)[];

const MB = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export const PROFILE_MSG = {
  notFound: 'ไม่พบข้อมูลผู้ใช้งาน',
  saved: 'บันทึกข้อมูลเรียบร้อยแล้ว',
  unchanged: 'ไม่มีข้อมูลที่เปลี่ยนแปลง',
  loaded: 'เรียกดูข้อมูลเรียบร้อย',
  emailInvalid: 'อีเมล (F_EMAIL) ไม่ถูกต้อง กรุณากรอกในรูปแบบ name@example.go.th',
  phoneInvalid: 'เบอร์โทรศัพท์ (F_PHONE) ไม่ถูกต้อง กรุณากรอกเบอร์มือถือ 10 หลัก (06, 08, 09) หรือเบอร์โทรศัพท์พื้นฐาน 9 หลัก (02-07)',
  pictureSaved: 'บันทึกรูปประจำตัวเรียบร้อยแล้ว',
  pictureEmpty: 'กรุณาเลือกไฟล์รูปภาพ',
  pictureType: 'รูปประจำตัวต้องเป็นไฟล์ png, jpg หรือ jpeg เท่านั้น',
  pictureContent: 'เนื้อหาของไฟล์ไม่ใช่รูปภาพ png หรือ jpeg ตามชื่อไฟล์',
  pictureTooLarge: (maxBytes: number) => `รูปประจำตัวต้องมีขนาดไม่เกิน ${MB(maxBytes)} MB`,
  noPicture: 'ยังไม่มีรูปประจำตัว',
} as const;

/** The last 4 digits of an ID card number, the rest hidden: 1234567890123 shows as XXXXXXXXX0123. */
export function maskIdCard(idCard: string | null): string | null {
  if (!idCard) return null;
  return `${'X'.repeat(Math.max(0, idCard.length - 4))}${idCard.slice(-4)}`;
}

const isoDate = (value: Date | string | null): string | null => {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  // A date column arrives as local midnight; its calendar day is the local one.
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

export async function loadProfile(db: Kysely<Database>, personId: number): Promise<Profile> {
  const row = await db
    .selectFrom('people')
    .leftJoin('departments', 'departments.id', 'people.department_id')
    .leftJoin('positions', 'positions.id', 'people.position_id')
    .leftJoin('employee_types', 'employee_types.id', 'people.employee_type_id')
    .select([
      'people.id',
      'people.username',
      'people.employee_code',
      'people.first_name',
      'people.last_name',
      'people.position_name',
      'positions.name_th as position_th',
      'employee_types.name_th as employee_type_th',
      'people.department_id',
      'departments.name_th as department_th',
      'people.email',
      'people.phone',
      'people.id_card',
      'people.gender',
      'people.birthday',
      'people.blood_type',
      'people.nationality',
      'people.race',
      'people.address',
      'people.directory_user',
      (eb) => eb('people.avatar', 'is not', null).as('has_picture'),
      (eb) =>
        eb
          .exists(eb.selectFrom('signature_images').select('signature_images.person_id').whereRef('signature_images.person_id', '=', 'people.id'))
          .as('has_signature'),
    ])
    .where('people.id', '=', personId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, PROFILE_MSG.notFound);
  const roles = await db
    .selectFrom('person_roles')
    .innerJoin('roles', 'roles.id', 'person_roles.role_id')
    .innerJoin('departments', 'departments.id', 'person_roles.department_id')
    .select(['roles.name_th as role', 'departments.name_th as department'])
    .where('person_roles.person_id', '=', personId)
    .orderBy('roles.name_th')
    .orderBy('departments.name_th')
    .execute();
  return {
    F_PERSON_ID: row.id,
    F_USERNAME: row.username,
    F_EMPLOYEE_CODE: row.employee_code,
    F_FIRST_NAME: row.first_name,
    F_LAST_NAME: row.last_name,
    F_POSITION_NAME: row.position_th ?? row.position_name,
    F_EMPLOYEE_TYPE_NAME: row.employee_type_th,
    F_DEPT_ID: row.department_id,
    F_DEPT_NAME: row.department_th,
    F_EMAIL: row.email,
    F_PHONE: row.phone,
    F_ID_CARD_MASKED: maskIdCard(row.id_card),
    F_GENDER: row.gender as Profile['F_GENDER'],
    F_BIRTHDAY: isoDate(row.birthday),
    F_BLOOD_TYPE: row.blood_type as Profile['F_BLOOD_TYPE'],
    F_NATIONALITY: row.nationality,
    F_RACE: row.race,
    F_ADDRESS: row.address,
    F_DIRECTORY_USER: row.directory_user,
    ROLES: roles.map((role) => ({ ROLE_NAME: role.role, DEPT_NAME: role.department })),
    HAS_PICTURE: Boolean(row.has_picture),
    PICTURE_MAX_BYTES,
    PICTURE_TYPES,
    HAS_SIGNATURE_IMAGE: Boolean(row.has_signature),
    SIGNATURE_ACCEPTED: await hasAcceptedSignature(db, personId),
  };
}

export interface Actor {
  personId: number;
  ip: string | null;
  now: Date;
}

/**
 * Sets the person's own e-mail and phone (an empty value clears one). The request schema
 * already refused every other field; here each value is checked and the refusal names it.
 * Answers whether anything changed; a change and its audit row are written together.
 */
export async function updateContact(db: Kysely<Database>, actor: Actor, input: { F_EMAIL: string; F_PHONE: string }): Promise<boolean> {
  const email = input.F_EMAIL.trim();
  const phoneText = input.F_PHONE.trim();
  if (email !== '' && !isEmail(email)) throw new ApiError(400, PROFILE_MSG.emailInvalid, { fields: ['F_EMAIL'] });
  const phone = phoneText === '' ? null : thaiPhoneDigits(phoneText);
  if (phoneText !== '' && phone === null) throw new ApiError(400, PROFILE_MSG.phoneInvalid, { fields: ['F_PHONE'] });
  const next = { email: email === '' ? null : email, phone };
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('people').select(['email', 'phone']).where('id', '=', actor.personId).forUpdate().executeTakeFirst();
    if (!current) throw new ApiError(404, PROFILE_MSG.notFound);
    const changed = (['email', 'phone'] as const).filter((field) => current[field] !== next[field]);
    if (changed.length === 0) return false;
    await trx
      .updateTable('people')
      .set({ ...next, updated_at: actor.now })
      .where('id', '=', actor.personId)
      .execute();
    // Who changed which contact from what to what: an e-mail receives password-reset links, so its history matters.
    const detail = Object.fromEntries(changed.map((field) => [field, { from: current[field], to: next[field] }]));
    await audit(trx, { personId: actor.personId, action: 'profile-contact-update', ip: actor.ip, now: actor.now, detail });
    return true;
  });
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** The picture's type told by its first bytes (a PNG signature or a JPEG start-of-image), whatever its name says. */
export function pictureTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** The media type a picture's file name promises, or null when its extension is not accepted. */
export function pictureTypeByName(fileName: string): 'image/png' | 'image/jpeg' | null {
  const extension = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension && Object.hasOwn(PICTURE_KINDS, extension) ? PICTURE_KINDS[extension as keyof typeof PICTURE_KINDS] : null;
}

/**
 * Replaces the person's picture. The name must be png, jpg or jpeg and the content must be
 * that kind of picture: a file renamed to .png is refused, so what is stored and served back
 * as an image is one.
 */
export async function storePicture(db: Kysely<Database>, actor: Actor, input: { fileName: string; bytes: Buffer }): Promise<void> {
  const byName = pictureTypeByName(input.fileName);
  if (!byName) throw new ApiError(400, PROFILE_MSG.pictureType);
  if (input.bytes.length === 0) throw new ApiError(400, PROFILE_MSG.pictureEmpty);
  if (input.bytes.length > PICTURE_MAX_BYTES) throw new ApiError(413, PROFILE_MSG.pictureTooLarge(PICTURE_MAX_BYTES));
  const byContent = pictureTypeOf(input.bytes);
  if (byContent !== byName) throw new ApiError(400, PROFILE_MSG.pictureContent);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('people').set({ avatar: input.bytes, avatar_type: byContent, updated_at: actor.now }).where('id', '=', actor.personId).execute();
    await audit(trx, {
      personId: actor.personId,
      action: 'profile-picture-update',
      ip: actor.ip,
      now: actor.now,
      detail: { type: byContent, bytes: input.bytes.length, sha256: createHash('sha256').update(input.bytes).digest('hex') },
    });
  });
}
