/**
 * Manuals in real Chromium against the tenant's real server: the administrator adds two manuals
 * on the DocumentManual settings page (in the manuals group of the side navigation): a link,
 * and a PDF uploaded through the page's file dialog. An ordinary signed-in person then finds
 * both on /manual: the link opens in a new tab (noopener), and the PDF opens in the browser's
 * viewer in a new tab from the file fetched with their session. Unpublished, a manual leaves the page. No manifest
 * setting changes any of it, so it runs on one flow tenant.
 */
import type { Page } from '@playwright/test';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { apiSignIn, openWithSession, settingsPost } from './api-session';
import { FULL_CHROMIUM, launchOptionsFor } from './browsers';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

// The PDF opens in the browser's own viewer, which only the full browser has.
test.use({ launchOptions: launchOptionsFor(FULL_CHROMIUM) });

const MANUALS = settingsPageOf('DocumentManual') as SettingsPage;

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/manuals/${name}.png`, fullPage: true });

/** A small valid one-page PDF saying `text` (ASCII), with a correct cross-reference table. */
function pdfSaying(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 72 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test(
  'the administrator publishes a link and an uploaded PDF on DocumentManual; a signed-in person reads both on /manual',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, browser, tenant: { code, caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const admin = await apiSignIn(base, caps, people.admin);
    const marker = Date.now().toString(36);
    const linkTitle = `คู่มือออนไลน์ ${marker}`;
    const pdfTitle = `คู่มือการใช้งานระบบ ${marker}`;
    const address = `https://example.go.th/manual-${marker}.pdf`;

    await openWithSession(page, base, admin);
    await page.getByTestId('top-menu').getByTestId('menu-settings').click();
    await expect(page).toHaveURL(new RegExp(`^${base}/settings/\\d+$`));
    const home = new URL(page.url()).pathname;
    await page.getByTestId('settings-nav').getByTestId(`settings-nav-${MANUALS.page}`).click();
    await expect(page).toHaveURL(`${base}${home}/${MANUALS.page}`);
    await expect(page.getByTestId('settings-title')).toHaveText('คู่มือการใช้งาน');

    // A link: an address that is not http(s) is refused in Thai, then the https one is saved.
    await page.getByTestId('settings-add').click();
    const dialog = page.getByTestId('settings-record-dialog');
    await dialog.getByRole('textbox', { name: 'ชื่อเรื่อง' }).fill(linkTitle);
    await dialog.getByRole('textbox', { name: 'ลิงก์' }).fill('javascript:alert(1)');
    await dialog.getByTestId('settings-record-save').click();
    await expect(dialog.getByText('ลิงก์ไม่ถูกต้อง กรุณาระบุที่อยู่เว็บที่ขึ้นต้นด้วย http:// หรือ https://')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'ลิงก์' }).fill(address);
    await dialog.getByRole('textbox', { name: 'ลำดับ' }).fill('2');
    await dialog.getByTestId('settings-record-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('settings-done')).toContainText(linkTitle);

    // A PDF: saved without a link, the page goes straight on to uploading its file.
    await page.getByTestId('settings-add').click();
    await dialog.getByRole('textbox', { name: 'ชื่อเรื่อง' }).fill(pdfTitle);
    await dialog.getByRole('textbox', { name: 'ลำดับ' }).fill('1');
    await dialog.getByTestId('settings-record-save').click();
    await expect(dialog).toBeHidden();
    const upload = page.getByTestId('manual-file-dialog');
    await expect(upload).toBeVisible();
    // A file that is not a PDF is refused before it is sent.
    await upload.getByTestId('manual-file-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect(upload.getByTestId('manual-file-error')).toContainText('ไม่ใช่ PDF');
    await upload
      .getByTestId('manual-file-input')
      .setInputFiles({ name: 'คู่มือ.pdf', mimeType: 'application/pdf', buffer: pdfSaying(`Saraban manual ${marker}`) });
    await shot(page, `upload-${code}`);
    await upload.getByTestId('manual-file-upload').click();
    await expect(upload).toBeHidden();
    await expect(page.getByTestId('settings-done')).toContainText('คู่มือ.pdf');
    await page.getByTestId('settings-search').fill(marker);
    const grid = page.getByTestId('settings-grid');
    await expect(grid).toHaveAttribute('data-total', '2');
    await expect(grid.getByRole('gridcell', { name: 'คู่มือ.pdf', exact: true })).toBeVisible();
    await shot(page, `settings-${code}`);
    const records = (await settingsPost(base, 'settingsList', MANUALS.page, { search: marker }, admin.token)).items as { id: number; title_th: string }[];
    const pdfId = records.find((record) => record.title_th === pdfTitle)!.id;

    // An ordinary signed-in person, in a browser of their own.
    const officer = await apiSignIn(base, caps, people.officer);
    const context = await browser.newContext();
    const reader = await context.newPage();
    const readerProblems = await watchPageHealth(reader);
    await openWithSession(reader, base, officer, '/manual');
    const items = reader.getByTestId('manual-item');
    const mine = items.filter({ hasText: marker });
    await expect(mine).toHaveCount(2);
    // The administrator's order: the PDF (1) before the link (2).
    await expect(mine.nth(0)).toContainText(pdfTitle);
    await expect(mine.nth(1)).toContainText(linkTitle);
    const link = mine.nth(1).getByTestId('manual-link');
    await expect(link).toHaveAttribute('href', address);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    // The PDF opens in the browser's own viewer in a new tab, from the file fetched with the session.
    const [tab] = await Promise.all([context.waitForEvent('page'), mine.nth(0).getByTestId('manual-pdf').click()]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    // The tab shows the uploaded PDF as a PDF (the type the server checked, not a download).
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    await tab.close();
    await reader.waitForTimeout(1000);
    await shot(reader, `manual-${code}`);

    // The video page shows neither, and says nothing is published when it is empty of them.
    await reader.goto(`${base}/manual-video`);
    await expect(reader.getByTestId('manuals-page')).toBeVisible();
    await expect(reader.getByTestId('manual-item').filter({ hasText: marker })).toHaveCount(0);

    // Unpublished, the PDF leaves /manual.
    const off = await settingsPost(
      base,
      'settingsUpdate',
      MANUALS.page,
      { id: pdfId, record: { title_th: pdfTitle, topic: 'system', media: 'pdf', url: null, description: null, sort_order: 1, active: false } },
      admin.token,
    );
    expect(off.status, off.message).toBe('success');
    await reader.goto(`${base}/manual`);
    await expect(reader.getByTestId('manual-item').filter({ hasText: marker })).toHaveCount(1);

    // Nothing of this test stays behind.
    for (const record of records) expect((await settingsPost(base, 'settingsDelete', MANUALS.page, { id: record.id }, admin.token)).status).toBe('success');
    expect(readerProblems).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  },
);
