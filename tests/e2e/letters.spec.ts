/**
 * A letter written in the portal, in real Chromium against the tenant's real server: the registry
 * clerk drafts an external letter, writes it on the form with the live A4 preview (the preview
 * waits, naming what is missing, until the signer is filled in) and saves it; the officer, asked
 * to review it, adds a paragraph in the same screen with a note of the change; the versions show
 * both. After the director signs and the clerk issues the number (through the API), the modal
 * shows the numbered PDF, which poppler's pdftotext reads back as the letter: its number in Thai
 * digits, the reviewer's paragraph, and no draft watermark.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '../../engine/api/routes';
import { apiPost as post, apiSignIn, openWithSession, type ApiSession } from './api-session';
import { seriousAccessibilityProblems } from './accessibility';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/letters/${name}.png`, fullPage: false });

/** The text of a PDF as pdftotext reads it, whitespace taken out (wrapped lines join). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'letter-e2e-'));
  try {
    const file = path.join(dir, 'letter.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The newest PDF each letter call answered the page, by call: the frames show these bytes (as
 * blobs the page made of them), so their text is what the person sees. The calls pass through
 * the test on their way, unchanged.
 */
async function watchPdfs(page: Page): Promise<(route: 'letterPdf' | 'letterPreview') => string> {
  const last = new Map<string, Buffer>();
  for (const name of ['letterPdf', 'letterPreview'] as const) {
    await page.route(`**${ROUTES[name].path}*`, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (response.ok()) last.set(name, body);
      await route.fulfill({ response, body });
    });
  }
  return (name) => {
    const pdf = last.get(name);
    return pdf ? pdfText(pdf) : '';
  };
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

async function openLetter(page: Page, base: string, session: ApiSession, documentId: number): Promise<Locator> {
  await openWithSession(page, base, session, `/sarabun?view=document&docId=${documentId}`);
  const modal = page.getByTestId('document-modal');
  await expect(modal).toBeVisible();
  return modal;
}

const PARAGRAPH = 'ด้วยกรมตัวอย่างกำหนดจัดการประชุมเชิงปฏิบัติการเรื่องการพัฒนาระบบสารบรรณอิเล็กทรอนิกส์ ในวันที่ 15 ธันวาคม 2569 ณ ห้องประชุมใหญ่';
const ITEM = 'ลงทะเบียนล่วงหน้าผ่านระบบสารบรรณอิเล็กทรอนิกส์ภายในวันที่ 5 ธันวาคม 2569';
const CLOSING = 'จึงเรียนมาเพื่อโปรดพิจารณา';
const ADDED = 'ทั้งนี้ ขอให้แจ้งรายชื่อผู้แทนภายในวันที่ 1 ธันวาคม 2569';

test(
  'the clerk writes an external letter with its preview, the reviewer changes it, and the numbered letter shows as its PDF',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(240_000);
    const problems = await watchPageHealth(page);
    const shownPdf = await watchPdfs(page);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const officer = await apiSignIn(base, caps, people.officer);
    const director = await apiSignIn(base, caps, people.director);
    const subject = `ขอเชิญส่งผู้แทนเข้าร่วมประชุมเชิงปฏิบัติการพัฒนาระบบสารบรรณอิเล็กทรอนิกส์ ${Date.now().toString(36)}`;
    const created = await post(base, 'createDocument', { F_DOC_TYPE_ID: 1, F_DOC_TITLE: subject, F_DEAR: 'ผู้อำนวยการสำนักงานสถิติจังหวัด' }, saraban.token);
    expect(created.status, created.message).toBe('success');
    const { F_DOC_ID: documentId, F_TRANS_ID: draftStep } = created.item as { F_DOC_ID: number; F_TRANS_ID: number };

    // The clerk writes the letter: the external form is the kind's default, เรียน comes from the record.
    let modal = await openLetter(page, base, saraban, documentId);
    await modal.getByTestId('letter-write').click();
    const editor = page.getByTestId('letter-editor');
    await expect(editor).toBeVisible();
    await expect(editor.getByTestId('letter-form')).toHaveText('หนังสือภายนอก');
    await expect(editor.getByTestId('letter-field-SALUTATION')).toHaveValue('ผู้อำนวยการสำนักงานสถิติจังหวัด');
    await editor.getByTestId('letter-field-OFFICE').fill('กรมตัวอย่าง\nถนนราชดำเนินนอก กรุงเทพฯ 10300');
    await editor.getByTestId('letter-block-text').first().fill(PARAGRAPH);
    await editor.getByTestId('letter-add-item').click();
    await editor.getByTestId('letter-block-text').nth(1).fill(ITEM);
    await expect(editor.getByTestId('letter-item-label')).toHaveValue('1.');
    await editor.getByTestId('letter-add-paragraph').click();
    await editor.getByTestId('letter-block-text').nth(2).fill(CLOSING);
    // Without a signer the form cannot be printed: the preview says what is missing and Save is off.
    await expect(editor.getByTestId('letter-preview-waiting')).toContainText('ชื่อผู้ลงนาม');
    await expect(editor.getByTestId('letter-save')).toBeDisabled();
    await editor.getByTestId('letter-field-SIGNER_NAME').fill('นายสมชาย ใจดี');
    await editor.getByTestId('letter-field-SIGNER_POSITION').fill('อธิบดีกรมตัวอย่าง');
    await expect(editor.getByTestId('letter-preview-waiting')).toBeHidden();
    const preview = editor.getByTestId('letter-preview');
    await expect(preview).toBeVisible({ timeout: 15_000 });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => shownPdf('letterPreview'), { timeout: 15_000 }).toContain(squeeze(CLOSING));
    await shot(page, `editor-${code}`);
    expect(await seriousAccessibilityProblems(page, '[data-testid="letter-editor"] .MuiDialog-paper')).toEqual([]);
    await editor.getByTestId('letter-save').click();
    await expect(editor).toBeHidden();
    const panel = modal.getByTestId('letter-panel');
    await expect(panel).toHaveAttribute('data-version', '1');
    await expect(panel.getByTestId('letter-pdf')).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => shownPdf('letterPdf')).toContain(squeeze(ITEM));
    expect(shownPdf('letterPdf')).toContain('ร่าง');

    // Presented to the officer for review, who adds a paragraph and says why.
    const toReview = await post(
      base,
      'documentAction',
      { F_TRANS_ID: draftStep, ACTION: 'present', PURPOSE: 'review', TO_PERSON_IDS: officer.userLogin.F_PERSON_ID },
      saraban.token,
    );
    expect(toReview.status, toReview.message).toBe('success');
    modal = await openLetter(page, base, officer, documentId);
    await modal.getByTestId('letter-write').click();
    await expect(editor.getByTestId('letter-block-text').first()).toHaveValue(PARAGRAPH);
    await editor.getByTestId('letter-add-paragraph').click();
    await editor.getByTestId('letter-block-text').nth(3).fill(ADDED);
    // The request comes before the closing line.
    await editor.getByRole('button', { name: 'เลื่อนขึ้น 4' }).click();
    await editor.getByTestId('letter-note').fill('เพิ่มกำหนดแจ้งรายชื่อ');
    await editor.getByTestId('letter-save').click();
    await expect(editor).toBeHidden();
    await expect(modal.getByTestId('letter-panel')).toHaveAttribute('data-version', '2');
    const versions = modal.getByTestId('letter-version');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('เพิ่มกำหนดแจ้งรายชื่อ');
    await expect.poll(() => shownPdf('letterPdf')).toContain(squeeze(ADDED));
    // The writer's version stays readable.
    await versions.nth(1).click();
    await expect.poll(() => shownPdf('letterPdf')).not.toContain(squeeze(ADDED));
    expect(shownPdf('letterPdf')).toContain(squeeze(CLOSING));
    await shot(page, `versions-${code}`);

    // Reviewed on to the director, signed, numbered by the clerk.
    const reviewed = await post(
      base,
      'documentAction',
      { F_TRANS_ID: (toReview.item as { NEW_TRANS_IDS: number[] }).NEW_TRANS_IDS[0], ACTION: 'review', TO_PERSON_IDS: director.userLogin.F_PERSON_ID },
      officer.token,
    );
    expect(reviewed.status, reviewed.message).toBe('success');
    const signed = await post(
      base,
      'documentAction',
      { F_TRANS_ID: (reviewed.item as { NEW_TRANS_IDS: number[] }).NEW_TRANS_IDS[0], ACTION: 'sign' },
      director.token,
    );
    expect(signed.status, signed.message).toBe('success');
    const numbered = await post(
      base,
      'documentAction',
      { F_TRANS_ID: (signed.item as { NEW_TRANS_IDS: number[] }).NEW_TRANS_IDS[0], ACTION: 'issueNumber' },
      saraban.token,
    );
    expect(numbered.status, numbered.message).toBe('success');

    // The numbered letter: its PDF, no watermark, its number in the tenant's digits, and no more writing.
    modal = await openLetter(page, base, saraban, documentId);
    const numberedPanel = modal.getByTestId('letter-panel');
    await expect(numberedPanel).toHaveAttribute('data-numbered', 'yes');
    await expect(numberedPanel.getByTestId('letter-write')).toHaveCount(0);
    const docNo = await modal.getByTestId('document-no').textContent();
    await expect(numberedPanel.getByTestId('letter-pdf')).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => shownPdf('letterPdf')).not.toContain('ร่าง');
    const text = shownPdf('letterPdf');
    expect(text).toContain(squeeze(ADDED));
    // In Thai or Arabic digits as the tenant writes them (the server tests check which).
    const thaiDigits = (value: string) => value.replace(/[0-9]/g, (d) => '๐๑๒๓๔๕๖๗๘๙'[Number(d)]!);
    expect(docNo).toBeTruthy();
    expect(
      [squeeze(docNo!), squeeze(thaiDigits(docNo!))].some((number) => text.includes(number)),
      `${docNo} in ${text}`,
    ).toBe(true);
    await shot(page, `numbered-${code}`);
    expect(problems).toEqual([]);
  },
);
