/**
 * The person's own electronic signature over HTTP, on a real database: a PNG or JPEG is stored
 * when its content is one (a text file named .png, a broken PNG, a tiny image and an oversized
 * file are refused in Thai); acceptance of its use is recorded once; a one-time code goes to
 * the person's e-mail through the outbox, is refused after 5 wrong tries, when expired and when
 * used again; the grant it gives is single use and expires; asking for codes too often is
 * refused in Thai; and signing readiness names what is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../engine/api/routes';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import { ApiError } from '../../http/errors';
import { writeGrayPng } from '../../test-support/gray-png';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { CODE_TTL_MS, GRANT_TTL_MS, RESEND_AFTER_MS } from './signing-codes';
import { hasAcceptedSignature, requireSigningReadiness, signatureImageOf, spendSigningGrant } from './signing-readiness';
import { SIGNATURE_TERMS_VERSION } from './signature';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'saraban', 'director', 'officer']) {
    tokens[username] = await signIn(t, username);
    ids[username] = Number((await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const post = (who: string, name: keyof typeof ROUTES, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: ROUTES[name].path, payload, headers: auth(who) });
const upload = (who: string, bytes: Buffer, type = 'image/png') =>
  t.app.inject({ method: 'POST', url: ROUTES.signatureImageUpload.path, payload: bytes, headers: { ...auth(who), 'content-type': type } });

const signaturePng = (width = 300, height = 100) => {
  const pixels = new Uint8Array(width * height).fill(255);
  for (let x = 20; x < width - 20; x += 1) pixels[Math.floor(height / 2) * width + x] = 0;
  return writeGrayPng({ width, height, pixels });
};

/** A JPEG's marker structure (start, frame header 320x120, scan, end) around a few entropy bytes. */
const jpegOf = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00]),
    Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);

const outboxFor = async (who: string) =>
  t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body_text']).where('to_address', '=', `${who}@example.com`).orderBy('id', 'desc').execute();
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signature image', () => {
  it('stores a PNG told by its content, serves it back, reports its size, and removes it', async () => {
    const png = signaturePng();
    const reply = await upload('officer', png, 'application/octet-stream');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().item).toMatchObject({ HAS_IMAGE: true, IMAGE_FORMAT: 'png', IMAGE_WIDTH: 300, IMAGE_HEIGHT: 100, MAX_BYTES: 512 * 1024 });
    const served = await t.app.inject({ method: 'GET', url: ROUTES.signatureImage.path, headers: auth('officer') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(await signatureImageOf(t.db, ids.officer!)).toMatchObject({ format: 'png', width: 300, height: 100 });
    expect((await post('officer', 'profileRead')).json().item.HAS_SIGNATURE_IMAGE).toBe(true);

    const removed = await post('officer', 'signatureImageDelete');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().item.HAS_IMAGE).toBe(false);
    expect(await signatureImageOf(t.db, ids.officer!)).toBeNull();
    const again = await post('officer', 'signatureImageDelete');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(thaiText('signing.server.noImage'));
  });

  it('stores a JPEG by its frame header', async () => {
    const reply = await upload('director', jpegOf(320, 120), 'image/jpeg');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().item).toMatchObject({ IMAGE_FORMAT: 'jpeg', IMAGE_WIDTH: 320, IMAGE_HEIGHT: 120 });
  });

  it('refuses a text file sent as a PNG, a broken PNG, a tiny image and an oversized file, in Thai', async () => {
    const text = await upload('saraban', Buffer.from('ลายมือชื่อ.png is not a picture'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('ไฟล์ลายมือชื่อต้องเป็นรูปภาพ png หรือ jpeg (ตรวจจากเนื้อหาของไฟล์ ไม่ใช่จากชื่อไฟล์)');

    const png = signaturePng();
    const broken = Buffer.from(png);
    broken[broken.length - 20] = broken[broken.length - 20]! ^ 0xff;
    const corrupt = await upload('saraban', broken);
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().message).toBe(thaiText('signing.server.imageCorrupt'));

    const tiny = await upload('saraban', signaturePng(4, 4));
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe('รูปภาพลายมือชื่อต้องกว้างและสูงด้านละ 16 ถึง 4000 พิกเซล');

    const large = await upload('saraban', Buffer.concat([png, Buffer.alloc(600 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('ไฟล์ลายมือชื่อต้องมีขนาดไม่เกิน 512 KB');
    expect(await signatureImageOf(t.db, ids.saraban!)).toBeNull();
  });
});

describe('acceptance of the use of the electronic signature', () => {
  it('is recorded once, with who, when, the wording and the address, and shows in the status', async () => {
    expect((await post('admin', 'signatureStatus')).json().item).toMatchObject({ ACCEPTED: false, ACCEPTED_AT: null, TEXT_VERSION: SIGNATURE_TERMS_VERSION });
    const wrongVersion = await post('admin', 'signatureAccept', { TEXT_VERSION: 'old' });
    expect(wrongVersion.statusCode).toBe(409);
    expect(wrongVersion.json().message).toBe(thaiText('signing.server.acceptVersion'));

    const first = await post('admin', 'signatureAccept', { TEXT_VERSION: SIGNATURE_TERMS_VERSION });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(thaiText('signing.server.accepted'));
    const acceptedAt = first.json().item.ACCEPTED_AT as string;
    expect(acceptedAt).not.toBeNull();
    t.clock.advance(1000);
    const second = await post('admin', 'signatureAccept', { TEXT_VERSION: SIGNATURE_TERMS_VERSION });
    expect(second.json().message).toBe(thaiText('signing.server.alreadyAccepted'));
    expect(second.json().item.ACCEPTED_AT).toBe(acceptedAt);

    const rows = await t.db.selectFrom('signature_acceptances').selectAll().where('person_id', '=', ids.admin!).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ text_version: SIGNATURE_TERMS_VERSION, ip: '127.0.0.1' });
    const audits = await t.db.selectFrom('audit_log').select('action').where('person_id', '=', ids.admin!).where('action', '=', 'signature-consent').execute();
    expect(audits).toHaveLength(1);
    expect(await hasAcceptedSignature(t.db, ids.admin!)).toBe(true);
    expect((await post('admin', 'profileRead')).json().item).toMatchObject({ SIGNATURE_ACCEPTED: true, HAS_SIGNATURE_IMAGE: false });
  });

  it('signing readiness names the missing image first, then the missing acceptance', async () => {
    await expect(requireSigningReadiness(t.db, ids.saraban!)).rejects.toMatchObject({ statusCode: 409, message: 'กรุณาบันทึกลายมือชื่อก่อนลงนาม' });
    expect((await upload('saraban', signaturePng())).statusCode).toBe(200);
    await expect(requireSigningReadiness(t.db, ids.saraban!)).rejects.toMatchObject({
      statusCode: 409,
      message: 'กรุณายอมรับการใช้ลายมือชื่ออิเล็กทรอนิกส์ก่อนลงนาม',
    });
    await post('saraban', 'signatureAccept', { TEXT_VERSION: SIGNATURE_TERMS_VERSION });
    await expect(requireSigningReadiness(t.db, ids.saraban!)).resolves.toBeUndefined();
  });
});

describe('one-time code before signing', () => {
  it('e-mails 6 digits through the outbox; the right code gives a single-use grant; the code is single use', async () => {
    const sent = await post('officer', 'signingCodeRequest');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().item).toMatchObject({ ATTEMPTS_LEFT: 5, SENT_TO: 'o***@example.com', CHANNELS: ['email'] });
    const expiresAt = Date.parse(sent.json().item.EXPIRES_AT as string);
    const resendAt = Date.parse(sent.json().item.RESEND_AT as string);
    expect(expiresAt - resendAt).toBe(CODE_TTL_MS - RESEND_AFTER_MS);
    const [mail] = await outboxFor('officer');
    expect(mail!.subject).toBe(thaiText('signing.server.mailSubject'));
    const code = codeIn(mail!.body_text);
    expect(code).toMatch(/^\d{6}$/);
    // Only a salted hash is kept.
    const stored = await t.db.selectFrom('signing_codes').select('code_hash').where('person_id', '=', ids.officer!).execute();
    expect(stored.every((row) => !row.code_hash.includes(code))).toBe(true);

    const confirmed = await post('officer', 'signingCodeConfirm', { CODE: code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const grant = confirmed.json().item.GRANT as string;
    expect(Date.parse(confirmed.json().item.EXPIRES_AT as string) - t.clock.now().getTime()).toBeLessThanOrEqual(GRANT_TTL_MS);

    const reused = await post('officer', 'signingCodeConfirm', { CODE: code });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(thaiText('signing.server.codeUsed'));

    // Someone else cannot spend it; the person can, once, in their transaction.
    await expect(t.db.transaction().execute((trx) => spendSigningGrant(trx, ids.admin!, grant, t.clock.now()))).rejects.toMatchObject({
      statusCode: 403,
      message: thaiText('signing.server.grantMissing'),
    });
    await t.db.transaction().execute((trx) => spendSigningGrant(trx, ids.officer!, grant, t.clock.now()));
    const twice = t.db.transaction().execute((trx) => spendSigningGrant(trx, ids.officer!, grant, t.clock.now()));
    await expect(twice).rejects.toBeInstanceOf(ApiError);
    await expect(twice).rejects.toMatchObject({ statusCode: 409, message: thaiText('signing.server.grantUsed') });
  });

  it('a grant spent in a transaction that rolls back stays unspent; an expired grant is refused', async () => {
    t.clock.advance(RESEND_AFTER_MS);
    await post('director', 'signingCodeRequest');
    const code = codeIn((await outboxFor('director'))[0]!.body_text);
    const grant = (await post('director', 'signingCodeConfirm', { CODE: code })).json().item.GRANT as string;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await spendSigningGrant(trx, ids.director!, grant, t.clock.now());
        throw new Error('the signature failed');
      }),
    ).rejects.toThrow('the signature failed');
    const later = new Date(t.clock.now().getTime() + GRANT_TTL_MS + 1);
    await expect(spendSigningGrant(t.db, ids.director!, grant, later)).rejects.toMatchObject({
      statusCode: 409,
      message: thaiText('signing.server.grantExpired'),
    });
    await expect(spendSigningGrant(t.db, ids.director!, 'not-a-grant', t.clock.now())).rejects.toMatchObject({ statusCode: 403 });
  });

  it('five wrong codes lock the code, even against the right one; a new code is needed', async () => {
    t.clock.advance(RESEND_AFTER_MS);
    await post('saraban', 'signingCodeRequest');
    const code = codeIn((await outboxFor('saraban'))[0]!.body_text);
    const badFormat = await post('saraban', 'signingCodeConfirm', { CODE: '12ab' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toBe('รหัสยืนยันต้องเป็นตัวเลข 6 หลัก');
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await post('saraban', 'signingCodeConfirm', { CODE: wrongOf(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: `รหัสยืนยันไม่ถูกต้อง เหลือโอกาสอีก ${left} ครั้ง`, ATTEMPTS_LEFT: left });
    }
    const fifth = await post('saraban', 'signingCodeConfirm', { CODE: wrongOf(code) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ message: 'กรอกรหัสยืนยันผิดครบ 5 ครั้ง กรุณาขอรหัสใหม่', ATTEMPTS_LEFT: 0 });
    const right = await post('saraban', 'signingCodeConfirm', { CODE: code });
    expect(right.statusCode).toBe(429);

    t.clock.advance(RESEND_AFTER_MS);
    expect((await post('saraban', 'signingCodeRequest')).statusCode).toBe(200);
    const fresh = codeIn((await outboxFor('saraban'))[0]!.body_text);
    expect((await post('saraban', 'signingCodeConfirm', { CODE: fresh })).statusCode).toBe(200);
  });

  it('an expired code is refused', async () => {
    t.clock.advance(RESEND_AFTER_MS);
    await post('admin', 'signingCodeRequest');
    const code = codeIn((await outboxFor('admin'))[0]!.body_text);
    t.clock.advance(CODE_TTL_MS);
    const reply = await post('admin', 'signingCodeConfirm', { CODE: code });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('รหัสยืนยันหมดอายุแล้ว กรุณาขอรหัสใหม่');
  });

  it('asking again within 30 s, or a sixth time within 15 minutes, is refused in Thai', async () => {
    t.clock.advance(CODE_TTL_MS);
    // The window counts the requests of the last 15 minutes; earlier tests' requests fall out of it.
    t.clock.advance(15 * 60_000);
    expect((await post('director', 'signingCodeRequest')).statusCode).toBe(200);
    const soon = await post('director', 'signingCodeRequest');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('เพิ่งส่งรหัสยืนยันไป กรุณารอ 30 วินาทีแล้วขอรหัสใหม่');
    expect(soon.json().RETRY_AFTER).toBe(30);
    for (let n = 2; n <= 5; n += 1) {
      t.clock.advance(RESEND_AFTER_MS);
      expect((await post('director', 'signingCodeRequest')).statusCode).toBe(200);
    }
    t.clock.advance(RESEND_AFTER_MS);
    const sixth = await post('director', 'signingCodeRequest');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('ขอรหัสยืนยันบ่อยเกินไป กรุณารอ 13 นาทีแล้วลองใหม่');
  });

  it('without an e-mail address the code is refused with a clear Thai message', async () => {
    await t.db.updateTable('people').set({ email: null }).where('id', '=', ids.officer!).execute();
    t.clock.advance(RESEND_AFTER_MS);
    // The clock has moved past the session's idle time-out in the tests above.
    tokens.officer = await signIn(t, 'officer');
    const reply = await post('officer', 'signingCodeRequest');
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('ส่งรหัสยืนยันไม่ได้ เพราะยังไม่มีอีเมลในข้อมูลส่วนตัว กรุณาเพิ่มอีเมลที่หน้าข้อมูลส่วนตัวก่อน');
    expect((await post('officer', 'signatureStatus')).json().item.HAS_EMAIL).toBe(false);
  });
});
