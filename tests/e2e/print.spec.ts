/**
 * Printing a letter and a register page in real Chromium against each flow tenant's server.
 * The browser's print dialog cannot run headless, so window.print is replaced by a counter
 * before the app loads. A tenant with the A4 preview sees the sheet (the letter's subject and
 * number) and prints from it once; a tenant without it prints at the click. Under print media
 * only the printed page shows: the screenshots are checked by eye for Thai type, margins and
 * nothing of the app around the page.
 */
import type { Page } from '@playwright/test';
import { expect, FLOW, test } from './fixtures';
import { openLetterFromTile } from './queue-letter';
import { reads } from './tenants';
import { apiPost as post, apiSignIn, openWithSession } from './api-session';

/** A4's text block at CSS's 96 px per inch (210 × 297 mm less 20 mm each side): paper's width for the screenshots. */
const PAPER_TEXT = { width: Math.round((170 / 25.4) * 96), height: Math.round((257 / 25.4) * 96) };

/** The @page rule the app's styles hold (emotion inserts it; the screenshot cannot show margins). */
const pageRule = (page: Page) =>
  page.evaluate(() => {
    for (const sheet of Array.from(document.styleSheets)) for (const rule of Array.from(sheet.cssRules)) if (rule instanceof CSSPageRule) return rule.cssText;
    return null;
  });

/** Looks as the printer sees it: print media, paper's width, the print root alone. */
async function asPrinted(page: Page, path: string) {
  const screen = page.viewportSize()!;
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize(PAPER_TEXT);
  await expect(page.locator('body > .print-root')).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await page.screenshot({ path, fullPage: true });
  await page.setViewportSize(screen);
  await page.emulateMedia({ media: 'screen' });
}

const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls);

test(
  'a letter and a register page print, through the A4 preview where the tenant has it',
  { tag: [FLOW, ...reads('features.a4Preview')] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => {
      const counted = window as unknown as { __printCalls: number };
      counted.__printCalls = 0;
      window.print = () => {
        counted.__printCalls += 1;
      };
    });
    const officer = await apiSignIn(base, caps, people.officer);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const marker = Date.now().toString(36);
    const subject = `ขอเชิญประชุมพิมพ์${marker}`;
    const docNo = `ทส 0001/${marker}`;
    const created = await post(
      base,
      'createDocument',
      { F_DOC_TYPE_ID: 2, F_DOC_TITLE: subject, F_DOC_NO: docNo, F_DOC_DATE: '2026-11-20', F_DEAR: 'ผู้อำนวยการ', F_FROM: 'กองนโยบายและแผน', F_TO: 'งานสารบรรณ' },
      officer.token,
    );
    expect(created.status, created.message).toBe('success');
    const { F_DOC_ID: documentId, F_TRANS_ID: draft } = created.item as { F_DOC_ID: number; F_TRANS_ID: number };
    const sent = await post(base, 'documentAction', { F_TRANS_ID: draft, ACTION: 'send', TO_DEPT_IDS: people.world.root }, officer.token);
    expect(sent.status, sent.message).toBe('success');

    await openWithSession(page, base, saraban);
    const modal = await openLetterFromTile(page, 'unreceived', marker, documentId);
    await expect(modal.getByTestId('document-subject')).toContainText(subject);

    await modal.getByTestId('document-print').click();
    const preview = page.getByTestId('print-preview');
    if (caps.features.a4Preview === true) {
      await expect(preview).toBeVisible();
      await expect(preview.getByTestId('print-letter-subject')).toHaveText(subject);
      await expect(preview.getByTestId('print-letter-docNo')).toHaveText(docNo);
      await expect(preview.getByTestId('print-letter-docDate')).toHaveText('20 พฤศจิกายน 2569');
      expect(await printCalls(page)).toBe(0);
      await preview.getByTestId('print-preview-print').click();
      expect(await printCalls(page)).toBe(1);
      await page.screenshot({ path: `test-results/print/letter-preview-${code}.png` });
      expect(await pageRule(page)).toMatch(/size: a4;.*margin: 20mm/i);
      await asPrinted(page, `test-results/print/letter-print-${code}.png`);
      await expect(page.getByTestId('document-modal')).toBeVisible();
      await preview.getByTestId('print-preview-close').click();
      await expect(preview).toBeHidden();
    } else {
      await expect.poll(() => printCalls(page)).toBe(1);
      await expect(preview).toBeHidden();
    }
    await modal.getByTestId('document-modal-close').click();
    await expect(modal).toBeHidden();

    // The clerk receives the letter; the receive register's page prints with it.
    const [waiting] = (await post(base, 'getTodoList', { typeCode: 'unreceived', search: marker }, saraban.token)).items as { F_TRANS_ID: number }[];
    const received = await post(base, 'documentAction', { F_TRANS_ID: waiting!.F_TRANS_ID, ACTION: 'receive' }, saraban.token);
    expect(received.status, received.message).toBe('success');
    const number = (received.item as { RECEIVE_NO: number }).RECEIVE_NO;
    const departments = await post(base, 'registerDepartments', {}, saraban.token);
    const kept = (departments.items as { dept_id: number; text: string }[]).find((d) => d.dept_id === people.world.root)!;

    await page.goto(`${base}/sarabun/registers`);
    await expect(page.getByTestId('registers')).toBeVisible();
    await page.getByRole('combobox', { name: 'หน่วยงาน' }).click();
    await page.getByRole('option', { name: kept.text, exact: true }).click();
    await page.getByTestId('registers-search').fill(subject);
    await expect(page.getByTestId('registers-grid')).toHaveAttribute('data-total', '1');
    const before = await printCalls(page);
    await page.getByTestId('registers-print').click();
    if (caps.features.a4Preview === true) {
      await expect(preview).toBeVisible();
      await expect(preview.getByTestId('print-register-title')).toContainText('ทะเบียนหนังสือรับ ปี พ.ศ.');
      const row = preview.getByTestId('print-register-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(subject);
      await expect(row.locator('td').first()).toHaveText(String(number));
      // The regulation's register form, column by column.
      await expect(preview.locator('th[data-column]')).toHaveText(['เลขทะเบียนรับ', 'ที่', 'ลงวันที่', 'จาก', 'ถึง', 'เรื่อง', 'การปฏิบัติ', 'หมายเหตุ']);
      await asPrinted(page, `test-results/print/register-print-${code}.png`);
      await preview.getByTestId('print-preview-print').click();
      expect(await printCalls(page)).toBe(before + 1);
    } else {
      await expect.poll(() => printCalls(page)).toBe(before + 1);
      await expect(preview).toBeHidden();
    }
  },
);
