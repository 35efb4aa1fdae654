/**
 * Signing a letter electronically over HTTP, on a real database: the director signs a letter
 * written on a form after a one-time code from the e-mail outbox; the letter is numbered first and
 * its PDF becomes the signed file; a second executive adds an incremental signature; poppler's
 * pdfsig and the public verify call both find every signature valid, the last covering the whole
 * file; a changed byte breaks both; a wrong or expired code, a missing signature image and a
 * revoked certificate cannot sign, and a refused signing leaves no number behind. The signed
 * history lists the signature and serves the signed file. PDF attachments chosen with the
 * signature are signed too and download signed; anything else chosen refuses the whole action.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import type { DocumentDetail } from '../../../../schemas/generated/api/document.reply';
import { thaiSigningDate } from '../../../signing/pades-stamp';
import { createTestApp, signIn, type TestApp } from '../../../test-support/test-app';
import { pdfsigReport } from '../../../test-support/pdfsig';
import { issueCertificateFor, preparePki, revokeCertificate } from '../../signing/pki';
import { SIGNATURE_TERMS_VERSION } from '../../signing/signature';
import { seedCorrespondence } from '../seed';
import { createDocument } from '../letters/documents';
import { demoSignaturePng } from './demo-signature-image';

let t: TestApp;
let dir: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const CONTENT = {
  FORM: 'external',
  SALUTATION: 'ผู้อำนวยการสำนักงานเทคโนโลยีสารสนเทศ',
  BODY: [{ KIND: 'paragraph', TEXT: 'ด้วยกรมตัวอย่างขอเชิญผู้แทนเข้าร่วมประชุมเรื่องระบบสารบรรณอิเล็กทรอนิกส์ จึงเรียนมาเพื่อโปรดพิจารณา' }],
  SIGNER_NAME: 'นายสมชาย ใจดี',
  SIGNER_POSITION: 'ผู้อำนวยการ',
  OFFICE: 'กรมตัวอย่าง',
};

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'saraban-sign-'));
  await seedCorrespondence(t.db, t.tenant.manifest);
  await preparePki(t.db, t.app.signingVault, { manifest: t.tenant.manifest, publicUrl: t.app.config.publicUrl });
  // The deputy director (a second executive) and the policy division's registry clerk (who holds
  // the division's signed letters) may sign in for this test.
  const director = await t.db.selectFrom('people').select('password_hash').where('username', '=', 'director').executeTakeFirstOrThrow();
  await t.db.updateTable('people').set({ password_hash: director.password_hash }).where('username', 'in', ['deputy', 'policy.clerk']).execute();
  for (const username of ['officer', 'director', 'saraban', 'deputy', 'policy.clerk']) {
    tokens[username] = await signIn(t, username);
    ids[username] = Number((await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  }
  for (const username of ['director', 'deputy']) await issueCertificateFor(t.db, t.app.signingVault, ids[username]!);
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const post = (who: string, name: keyof typeof ROUTES, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: ROUTES[name].path, payload, headers: auth(who) });
const letterOf = async (who: string, documentId: number) => {
  const reply = await post(who, 'getDocument', { F_DOC_ID: documentId });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ item: DocumentDetail }>().item;
};
const stepOf = async (who: string, documentId: number, action: string) =>
  (await letterOf(who, documentId)).actions.find((a) => (a.ACTIONS as string[]).includes(action))?.F_TRANS_ID;

/** A letter written on the external form by the officer, presented to `signer` for signature. */
async function letterToSign(signer: string): Promise<number> {
  const created = await createDocument(
    t.db,
    { actorId: ids.officer!, ip: null },
    { docTypeId: 1, subject: 'ขอเชิญประชุมระบบสารบรรณ', to: 'สำนักงานเทคโนโลยีสารสนเทศ' },
  );
  expect((await post('officer', 'letterSave', { F_DOC_ID: created.F_DOC_ID, CONTENT })).statusCode).toBe(200);
  const step = await stepOf('officer', created.F_DOC_ID, 'present');
  const presented = await post('officer', 'documentAction', { F_TRANS_ID: step, ACTION: 'present', PURPOSE: 'sign', TO_PERSON_IDS: [ids[signer]] });
  expect(presented.statusCode, presented.body).toBe(200);
  return created.F_DOC_ID;
}

async function ready(who: string): Promise<void> {
  const upload = await t.app.inject({
    method: 'POST',
    url: ROUTES.signatureImageUpload.path,
    payload: demoSignaturePng(1),
    headers: { ...auth(who), 'content-type': 'image/png' },
  });
  expect(upload.statusCode, upload.body).toBe(200);
  expect((await post(who, 'signatureAccept', { TEXT_VERSION: SIGNATURE_TERMS_VERSION })).statusCode).toBe(200);
}

/** Asks for a code, reads it from the outbox as the person's mail box would, and confirms it. */
async function grantFor(who: string, codeOverride?: string): Promise<string> {
  // The person waits out the 30-second pause between codes (their earlier codes are made older).
  await t.db
    .updateTable('signing_codes')
    .set({ created_at: new Date(Date.now() - 60_000) })
    .where('person_id', '=', ids[who]!)
    .execute();
  const requested = await post(who, 'signingCodeRequest');
  expect(requested.statusCode, requested.body).toBe(200);
  const mail = await t.db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('to_address', '=', `${who}@example.com`)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(mail.body_text)![1]!;
  const confirmed = await post(who, 'signingCodeConfirm', { CODE: codeOverride ?? code });
  if (codeOverride) return confirmed.json<{ message: string }>().message;
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<{ item: { GRANT: string } }>().item.GRANT;
}

const signAction = (who: string, step: number | undefined, grant: string) =>
  post(who, 'documentAction', { F_TRANS_ID: step, ACTION: 'signElectronic', SIGN_GRANT: grant });
const pdfsig = pdfsigReport;
const verify = async (pdf: Buffer) => {
  const reply = await t.app.inject({ method: 'POST', url: ROUTES.verifyPdf.path, payload: pdf, headers: { 'content-type': 'application/pdf' } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ items: { SIGNER: string; INTACT: boolean; CHANGED_AFTER: boolean; CERTIFICATE_STATUS: string; TIME_SOURCE: string }[] }>().items;
};
const currentPdf = async (who: string, documentId: number) => {
  const reply = await t.app.inject({ method: 'GET', url: `${ROUTES.letterPdf.path}?F_DOC_ID=${documentId}`, headers: auth(who) });
  expect(reply.statusCode).toBe(200);
  return reply.rawPayload;
};

describe('signing a letter electronically', () => {
  let documentId: number;

  it('refuses without a signature image, with a wrong code, and leaves no number behind', async () => {
    documentId = await letterToSign('director');
    const step = await stepOf('director', documentId, 'signElectronic');
    expect(step).toBeDefined();
    const noImage = await signAction('director', step, 'x'.repeat(43));
    expect(noImage.statusCode).toBe(409);
    expect(noImage.json<{ message: string }>().message).toContain('ลายมือชื่อ');
    await ready('director');
    const wrong = await grantFor('director', '000000');
    expect(wrong).toMatch(/รหัส/);
    const forged = await signAction('director', step, 'not-a-grant');
    expect([403, 409]).toContain(forged.statusCode);
    const letter = await letterOf('director', documentId);
    expect(letter.F_DOC_NO).toBeNull();
    expect(letter.LETTER.SIGNATURES).toBe(0);
  });

  it('numbers the letter, then signs it; the PDF is the signed file that pdfsig and verify accept', async () => {
    const step = await stepOf('director', documentId, 'signElectronic');
    const signed = await signAction('director', step, await grantFor('director'));
    expect(signed.statusCode, signed.body).toBe(200);
    const letter = await letterOf('saraban', documentId);
    expect(letter.F_DOC_NO).toMatch(/\d/);
    expect(letter.LETTER.SIGNATURES).toBe(1);
    const pdf = await currentPdf('saraban', documentId);
    // Never rendered again: the same bytes on every read.
    expect((await currentPdf('director', documentId)).equals(pdf)).toBe(true);
    const file = path.join(dir, 'one.pdf');
    writeFileSync(file, pdf);
    expect(pdfsig(file)).toContain('Signature is Valid');
    // The number it took is printed in the signed file, with the stamp's name.
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    const number = letter.F_DOC_NO!.split(' ').pop()!;
    const thaiNumber = number.replace(/\d/g, (d) => '๐๑๒๓๔๕๖๗๘๙'[Number(d)]!);
    expect(text.includes(number) || text.includes(thaiNumber), text).toBe(true);
    // The stamp's date in the digits the organisation's letters use.
    expect(text).toContain(`ลงนามเมื่อ ${thaiSigningDate(t.clock.now(), t.tenant.manifest.features.letterDigits)}`);
    const [report] = await verify(pdf);
    expect(report).toMatchObject({ INTACT: true, CHANGED_AFTER: false, CERTIFICATE_STATUS: 'valid', TIME_SOURCE: 'timestamp' });
  });

  it('a second executive adds an incremental signature; both stay valid, the last covers the whole file', async () => {
    // The owner's registry holds the signed letter in hand and presents it to the deputy for signature.
    const step = await stepOf('policy.clerk', documentId, 'present');
    const presented = await post('policy.clerk', 'documentAction', { F_TRANS_ID: step, ACTION: 'present', PURPOSE: 'sign', TO_PERSON_IDS: [ids.deputy] });
    expect(presented.statusCode, presented.body).toBe(200);
    await ready('deputy');
    const before = await currentPdf('saraban', documentId);
    const signed = await signAction('deputy', await stepOf('deputy', documentId, 'signElectronic'), await grantFor('deputy'));
    expect(signed.statusCode, signed.body).toBe(200);
    const pdf = await currentPdf('saraban', documentId);
    // Incremental: the once-signed file is a prefix of the twice-signed one.
    expect(pdf.subarray(0, before.length).equals(before)).toBe(true);
    const file = path.join(dir, 'two.pdf');
    writeFileSync(file, pdf);
    const out = pdfsig(file);
    expect(out.match(/Signature is Valid/g)).toHaveLength(2);
    expect(out).toContain('Total document signed');
    const reports = await verify(pdf);
    expect(reports).toHaveLength(2);
    for (const report of reports) expect(report).toMatchObject({ INTACT: true, CHANGED_AFTER: false, CERTIFICATE_STATUS: 'valid' });

    // One changed byte inside the signed text: both checkers report it.
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('/Producer');
    tampered[at + 2] = tampered[at + 2] === 0x72 ? 0x52 : 0x72;
    const bad = path.join(dir, 'bad.pdf');
    writeFileSync(bad, tampered);
    expect(pdfsig(bad)).not.toMatch(/Signature #1:[\s\S]*?Signature is Valid[\s\S]*Signature #2/);
    expect((await verify(tampered)).every((r) => !r.INTACT)).toBe(true);
  });

  it('lists the signature in the signer history and serves the file as it was after it', async () => {
    const reply = await post('director', 'signedHistory', { PAGE: 1 });
    expect(reply.statusCode).toBe(200);
    const history = reply.json<{ items: { SIGNATURE_ID: number; F_DOC_ID: number; SEQ: number }[]; TOTAL: number }>();
    expect(history.TOTAL).toBe(1);
    expect(history.items[0]).toMatchObject({ F_DOC_ID: documentId, SEQ: 1 });
    const file = await t.app.inject({
      method: 'GET',
      url: `${ROUTES.signedFile.path}?SIGNATURE_ID=${history.items[0]!.SIGNATURE_ID}`,
      headers: auth('director'),
    });
    expect(file.statusCode).toBe(200);
    expect((await verify(file.rawPayload)).length).toBe(1);
    // Someone who may not read the letter finds nothing.
    const stranger = await t.app.inject({
      method: 'GET',
      url: `${ROUTES.signedFile.path}?SIGNATURE_ID=${history.items[0]!.SIGNATURE_ID}`,
      headers: auth('officer'),
    });
    expect([200, 404]).toContain(stranger.statusCode);
  });

  it('a revoked certificate cannot sign, and nothing is numbered', async () => {
    const other = await letterToSign('director');
    const certificate = await t.db
      .selectFrom('person_certificates')
      .select('id')
      .where('person_id', '=', ids.director!)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    await revokeCertificate(t.db, Number(certificate.id), { by: ids.director!, reason: 'ทดสอบ', now: new Date() });
    const refused = await signAction('director', await stepOf('director', other, 'signElectronic'), await grantFor('director'));
    expect(refused.statusCode).toBe(409);
    expect((await letterOf('director', other)).F_DOC_NO).toBeNull();
  });

  it('verify refuses what is not a PDF, in Thai', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: ROUTES.verifyPdf.path,
      payload: Buffer.from('hello'),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toContain('PDF');
  });
});

describe('signing PDF attachments with the letter', () => {
  const attach = async (who: string, documentId: number, name: string, payload: Buffer, type: string) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `${ROUTES.uploadAttachment.path}?F_DOC_ID=${documentId}&FILE_NAME=${encodeURIComponent(name)}`,
      headers: { ...auth(who), 'content-type': type },
      payload,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ item: { ATTACH_ID: number; SHA256: string } }>().item;
  };
  const download = async (who: string, attachmentId: number) => {
    const reply = await t.app.inject({ method: 'GET', url: ROUTES.downloadAttachment.path.replace(':id', String(attachmentId)), headers: auth(who) });
    expect(reply.statusCode).toBe(200);
    return reply.rawPayload;
  };

  it('refuses a file that is not a PDF and changes nothing; signs a PDF saved with object streams, which then downloads signed', async () => {
    await ready('deputy');
    const documentId = await letterToSign('deputy');
    // A PDF as office suites save it: cross-reference and object streams (qpdf writes them).
    const plain = path.join(dir, 'enclosure.pdf');
    writeFileSync(plain, await currentPdf('officer', documentId));
    const packed = path.join(dir, 'enclosure-packed.pdf');
    execFileSync('qpdf', ['--object-streams=generate', plain, packed]);
    const original = readFileSync(packed);
    const pdf = await attach('officer', documentId, 'ตารางประกอบการประชุม.pdf', original, 'application/pdf');
    const text = await attach('officer', documentId, 'บันทึกย่อ.txt', Buffer.from('รายชื่อผู้เข้าประชุม'), 'text/plain');
    const step = await stepOf('deputy', documentId, 'signElectronic');
    const withText = await post('deputy', 'documentAction', {
      F_TRANS_ID: step,
      ACTION: 'signElectronic',
      SIGN_GRANT: await grantFor('deputy'),
      SIGN_ATTACHMENT_IDS: [pdf.ATTACH_ID, text.ATTACH_ID],
    });
    expect(withText.statusCode).toBe(400);
    expect(withText.json<{ message: string }>().message).toContain('บันทึกย่อ.txt');
    let letter = await letterOf('deputy', documentId);
    expect(letter.F_DOC_NO).toBeNull();
    expect(letter.LETTER.SIGNATURES).toBe(0);
    expect(letter.attachments.map((a) => a.SIGNATURES)).toEqual([0, 0]);
    expect((await download('deputy', pdf.ATTACH_ID)).equals(original)).toBe(true);

    const signed = await post('deputy', 'documentAction', {
      F_TRANS_ID: step,
      ACTION: 'signElectronic',
      SIGN_GRANT: await grantFor('deputy'),
      SIGN_ATTACHMENT_IDS: [pdf.ATTACH_ID],
    });
    expect(signed.statusCode, signed.body).toBe(200);
    letter = await letterOf('officer', documentId);
    expect(letter.LETTER.SIGNATURES).toBe(1);
    const [described] = letter.attachments;
    expect(described?.SIGNATURES).toBe(1);
    const bytes = await download('officer', pdf.ATTACH_ID);
    // The signature is appended to the file as uploaded, which is kept as it was.
    expect(bytes.subarray(0, original.length).equals(original)).toBe(true);
    expect(described?.SIZE).toBe(bytes.length);
    expect(described?.SHA256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const file = path.join(dir, 'enclosure-signed.pdf');
    writeFileSync(file, bytes);
    const report = pdfsig(file);
    expect(report).toMatch(/Signature is Valid/);
    expect(report).toMatch(/Total document signed/);
    expect((await verify(bytes)).map((r) => [r.INTACT, r.CERTIFICATE_STATUS])).toEqual([[true, 'valid']]);
    expect((await t.db.selectFrom('attachments').select('sha256').where('id', '=', pdf.ATTACH_ID).executeTakeFirstOrThrow()).sha256).toBe(pdf.SHA256);
  });

  it('takes attachments only with an electronic signature', async () => {
    const documentId = await letterToSign('deputy');
    const step = await stepOf('deputy', documentId, 'sign');
    const refused = await post('deputy', 'documentAction', { F_TRANS_ID: step, ACTION: 'sign', SIGN_ATTACHMENT_IDS: [1] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('ไฟล์แนบ');
    // Still waiting for the signature.
    expect(await stepOf('deputy', documentId, 'sign')).toBe(step);
  });
});
