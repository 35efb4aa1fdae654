/**
 * Electronic signing as the director does it, in real Chromium against the tenant's real server:
 * with a certificate the administrator issued (through the API; its screen has its own tests),
 * the director draws a signature on the profile page and accepts its use, opens a letter
 * presented for signature from the รอลงนาม queue, ticks its PDF enclosure to sign with it, asks for
 * the one-time code, reads it from the mail the portal sent (the SMTP catcher of global-setup), and
 * signs; the enclosure then downloads signed. The signed history lists the letter; the file
 * downloaded from there is a PDF poppler's pdfsig finds validly signed over the whole file, and
 * the public /verify page says so too, and says otherwise for a copy with one byte changed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUTES } from '../../engine/api/routes';
import { apiPost as post, apiSignIn, openWithSession, settingsRequest } from './api-session';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { mailsTo } from './mail-catcher';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';
import { pdfsigReport } from '../../server/test-support/pdfsig';

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/signing/${name}.png`, fullPage: false });

const ENCLOSURE = 'กำหนดการประชุม.pdf';

const CONTENT = {
  FORM: 'external',
  SALUTATION: 'ผู้อำนวยการสำนักงานสถิติจังหวัด',
  OFFICE: 'กรมตัวอย่าง\nถนนราชดำเนินนอก กรุงเทพฯ 10300',
  BODY: [{ KIND: 'paragraph', TEXT: 'ด้วยกรมตัวอย่างขอเชิญผู้แทนเข้าร่วมประชุมเรื่องระบบสารบรรณอิเล็กทรอนิกส์ จึงเรียนมาเพื่อโปรดพิจารณา' }],
  SIGNER_NAME: 'นายสมชาย ใจดี',
  SIGNER_POSITION: 'อธิบดีกรมตัวอย่าง',
};

/** pdfsig's report of a file, written first when its bytes are given. */
function pdfsig(file: string, bytes?: Buffer): string {
  if (bytes) writeFileSync(file, bytes);
  return pdfsigReport(file);
}

/** Draws one stroke across the pad the way a mouse does: press, move in small steps, release. */
async function drawStroke(page: Page, points: [number, number][]): Promise<void> {
  const box = await page.getByTestId('signature-pad-canvas').boundingBox();
  if (!box) throw new Error('the signature pad is not on the page');
  const at = ([x, y]: [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  await page.mouse.move(...at(points[0]!));
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(...at(point), { steps: 8 });
  await page.mouse.up();
}

test(
  'the director draws a signature, confirms the mailed code, signs a letter, finds it in the signed history and verifies the download',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const director = await apiSignIn(base, caps, people.director);
    const admin = await apiSignIn(base, caps, people.admin);
    const directorId = director.userLogin.F_PERSON_ID;
    const issued = await settingsRequest(base, 'certificateIssue', null, { PERSON_ID: directorId }, admin.token);
    expect(issued.status, issued.reply.message).toBe(200);

    // A letter on the external form, presented to the director for signature.
    const subject = `ขอเชิญผู้แทนเข้าร่วมประชุมเรื่องระบบสารบรรณอิเล็กทรอนิกส์ ${Date.now().toString(36)}`;
    const created = await post(base, 'createDocument', { F_DOC_TYPE_ID: 1, F_DOC_TITLE: subject, F_DEAR: CONTENT.SALUTATION }, saraban.token);
    expect(created.status, created.message).toBe('success');
    const { F_DOC_ID: documentId, F_TRANS_ID: draftStep } = created.item as { F_DOC_ID: number; F_TRANS_ID: number };
    const saved = await settingsRequest(base, 'letterSave', null, { F_DOC_ID: documentId, CONTENT }, saraban.token);
    expect(saved.status, saved.reply.message).toBe(200);
    // An enclosure to sign with it: any PDF will do, the draft's own print here.
    const auth = (session: { token: string }) => ({ authorization: `Bearer ${session.token}` });
    const draft = await fetch(`${base}${ROUTES.letterPdf.path}?F_DOC_ID=${documentId}`, { headers: auth(saraban) });
    const uploaded = await fetch(`${base}${ROUTES.uploadAttachment.path}?F_DOC_ID=${documentId}&FILE_NAME=${encodeURIComponent(ENCLOSURE)}`, {
      method: 'POST',
      headers: { ...auth(saraban), 'content-type': 'application/pdf' },
      body: Buffer.from(await draft.arrayBuffer()),
    });
    expect(uploaded.status).toBe(200);
    const attachmentId = ((await uploaded.json()) as { item: { ATTACH_ID: number } }).item.ATTACH_ID;
    const presented = await post(
      base,
      'documentAction',
      { F_TRANS_ID: draftStep, ACTION: 'present', PURPOSE: 'sign', TO_PERSON_IDS: directorId },
      saraban.token,
    );
    expect(presented.status, presented.message).toBe('success');

    // The profile: a drawn signature, then the acceptance of its use.
    await openWithSession(page, base, director, '/profile');
    await page.getByRole('button', { name: 'วาดลายมือชื่อ' }).click();
    await drawStroke(page, [
      [0.15, 0.6],
      [0.3, 0.35],
      [0.45, 0.65],
      [0.6, 0.3],
      [0.8, 0.55],
    ]);
    await drawStroke(page, [
      [0.2, 0.75],
      [0.75, 0.72],
    ]);
    await page.getByRole('button', { name: 'บันทึกลายมือชื่อ' }).click();
    await expect(page.getByTestId('signature-preview').getByRole('img')).toBeVisible();
    await page.getByRole('button', { name: 'อ่านและยอมรับ' }).click();
    const consent = page.getByTestId('signature-consent-dialog');
    await consent.getByRole('checkbox').check();
    await consent.getByRole('button', { name: 'ยอมรับ', exact: true }).click();
    await expect(page.getByTestId('signature-acceptance')).toContainText('ยอมรับการใช้ลายมือชื่ออิเล็กทรอนิกส์แล้ว');
    await shot(page, `profile-${code}`);

    // The letter: sign electronically, with the code from the director's mailbox.
    await page.goto(`${base}/sarabun/queue/sign`);
    await page.getByTestId(`open-document-${documentId}`).click();
    const modal = page.getByTestId('document-modal');
    await modal.getByTestId('document-action-signElectronic').click();
    await expect(modal.getByTestId('document-action-form')).toHaveAttribute('data-action', 'signElectronic');
    await modal.getByRole('checkbox', { name: ENCLOSURE }).check();
    await modal.getByRole('button', { name: 'ขอรหัสยืนยันและลงนาม' }).click();
    const dialog = page.getByTestId('signing-code-dialog');
    const asked = Date.now();
    await dialog.getByRole('button', { name: 'ขอรหัสยืนยัน', exact: true }).click();
    await expect(dialog.getByTestId('signing-code-message')).toBeVisible();
    const mailbox = `${people.director}@example.com`;
    await expect.poll(() => mailsTo(mailbox, asked).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const codeMail = mailsTo(mailbox, asked).at(-1)!;
    const oneTimeCode = /(?<![0-9])[0-9]{6}(?![0-9])/.exec(codeMail)?.[0];
    expect(oneTimeCode, codeMail).toBeTruthy();
    await dialog.getByTestId('signing-code-input').fill(oneTimeCode!);
    await shot(page, `code-${code}`);
    await dialog.getByRole('button', { name: 'ยืนยันรหัส' }).click();
    // Once the code holds, the action goes at once, and the letter leaves the director's queue.
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(modal).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId(`open-document-${documentId}`)).toHaveCount(0);
    // The enclosure was signed with it: the letter says so, and its download is the signed file.
    await page.goto(`${base}/sarabun?view=document&docId=${documentId}`);
    await expect(modal.getByTestId('document-attachment-signed')).toBeVisible();
    await shot(page, `signed-${code}`);
    const enclosure = await fetch(`${base}${ROUTES.downloadAttachment.path.replace(':id', String(attachmentId))}`, { headers: auth(director) });
    expect(enclosure.status).toBe(200);
    const enclosureBytes = Buffer.from(await enclosure.arrayBuffer());

    // The signed history lists it; its file is what a reader receives.
    await page.goto(`${base}/signed-history`);
    const history = page.getByTestId('signed-history');
    await expect(history).toContainText(subject);
    await shot(page, `history-${code}`);
    const download = page.waitForEvent('download');
    await history.getByRole('button', { name: new RegExp(subject) }).click();
    const dir = mkdtempSync(path.join(tmpdir(), 'signing-e2e-'));
    try {
      const signed = path.join(dir, 'signed.pdf');
      await (await download).saveAs(signed);
      const report = pdfsig(signed);
      expect(report).toMatch(/Signature is Valid/);
      expect(report).toMatch(/Total document signed/);
      const enclosureReport = pdfsig(path.join(dir, 'enclosure.pdf'), enclosureBytes);
      expect(enclosureReport).toMatch(/Signature is Valid/);
      expect(enclosureReport).toMatch(/Total document signed/);

      // The public page agrees, and catches one changed byte inside the signed text.
      await page.goto(`${base}/verify`);
      await page.getByTestId('verify-file').setInputFiles(signed);
      await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'allValid');
      await expect(page.getByTestId('verify-signature')).toHaveCount(1);
      await shot(page, `verify-${code}`);
      const tampered = readFileSync(signed);
      const at = tampered.indexOf('/Producer');
      tampered[at + 2] = tampered[at + 2] === 0x72 ? 0x52 : 0x72;
      const bad = path.join(dir, 'changed.pdf');
      writeFileSync(bad, tampered);
      expect(pdfsig(bad)).not.toMatch(/Signature is Valid/);
      await page.getByTestId('verify-file').setInputFiles(bad);
      await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'problem');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(problems).toEqual([]);
  },
);
