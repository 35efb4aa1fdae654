/**
 * A register's columns chosen in the settings, in real Chromium against the tenant's real server:
 * the administrator hides the "to" (ถึง) column of the world's receive register on
 * registration-book-display/manage-columns/{id}, and the clerk's register grid in the workspace
 * (/sarabun/registers) no longer shows it while its other columns stay. The register book and the
 * letter in it are made through the API with the same sessions; nothing is a constant.
 */
import type { Page } from '@playwright/test';
import { apiSignIn, openWithSession, settingsPost } from './api-session';
import { seriousAccessibilityProblems } from './accessibility';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { receivedLetter } from './letter-setup';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/settings-registers/${name}.png`, fullPage: true });

/** The grid's column headers, by field, in their order on screen. */
const headerFields = (page: Page) =>
  page
    .getByTestId('registers-grid')
    .locator('.MuiDataGrid-columnHeader')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-field')));

test(
  'the administrator hides a column of a register, and the workspace register grid no longer shows it',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const admin = await apiSignIn(base, caps, people.admin);
    const officer = await apiSignIn(base, caps, people.officer);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const root = people.world.root;

    // A letter in the world's receive register, and the register as a book.
    const subject = `ทะเบียนคอลัมน์ทดสอบ${Date.now().toString(36)}`;
    await receivedLetter(base, officer, saraban, root, subject);
    const books = await settingsPost(base, 'settingsList', 'manage-book-creation', { size: 100 }, admin.token);
    let book = (books.items as { id: number; department_id: number; register: string }[]).find(
      (row) => row.department_id === root && row.register === 'receive',
    );
    if (!book) {
      const made = await settingsPost(
        base,
        'settingsCreate',
        'manage-book-creation',
        { record: { department_id: root, register: 'receive', name_th: `ทะเบียนหนังสือรับ ${root}` } },
        admin.token,
      );
      expect(made.status, made.message).toBe('success');
      book = made.item as { id: number; department_id: number; register: string };
    }

    // Before: the clerk's grid shows "to".
    await openWithSession(page, base, saraban);
    const openRegister = async () => {
      await page.goto(`${base}/sarabun/registers`);
      await expect(page.getByTestId('registers')).toBeVisible();
      const department = page.getByRole('combobox', { name: 'หน่วยงาน' });
      await department.click();
      const departments = await page.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('data-value')));
      const index = departments.indexOf(String(root));
      expect(index, 'the clerk keeps the world root register').toBeGreaterThanOrEqual(0);
      await page.getByRole('option').nth(index).click();
      await page.getByTestId('registers-search').fill(subject);
      await expect(page.locator('.MuiDataGrid-row').filter({ hasText: subject })).toHaveCount(1);
    };
    await openRegister();
    const before = await headerFields(page);
    expect(before).toContain('F_TO');

    // The administrator hides "to" on the book's columns page.
    await openWithSession(page, base, admin);
    await page.getByTestId('top-menu').getByTestId('menu-settings').click();
    await expect(page).toHaveURL(new RegExp(`^${base}/settings/\\d+$`));
    const home = new URL(page.url()).pathname;
    await page.goto(`${base}${home}/registration-book-display/manage-columns/${book.id}`);
    await expect(page.getByTestId('settings-add').first()).toBeVisible();
    await page.getByTestId('settings-add').first().click();
    const dialog = page.getByTestId('settings-record-dialog');
    await dialog.getByRole('combobox', { name: 'คอลัมน์' }).click();
    await page.getByRole('option', { name: 'ถึง', exact: true }).click();
    await dialog
      .getByRole('spinbutton', { name: 'ลำดับ (น้อยอยู่ก่อน)' })
      .or(dialog.getByRole('textbox', { name: 'ลำดับ (น้อยอยู่ก่อน)' }))
      .fill('50');
    await dialog.getByTestId('settings-field-visible').uncheck();
    await dialog.getByTestId('settings-record-save').click();
    await expect(dialog).toBeHidden();
    const rows = await settingsPost(base, 'settingsList', 'manage-columns', { scope: book.id }, admin.token);
    expect(rows.items).toEqual([expect.objectContaining({ column_key: 'to', visible: false, position: 50 })]);
    await expect(page.getByTestId('settings-grid').first().getByRole('gridcell', { name: 'ถึง', exact: true })).toBeVisible();
    await shot(page, `manage-columns-${code}`);
    // A page nested below a register book, with a row (the demo organisation has no book until here).
    expect(await seriousAccessibilityProblems(page, '[data-testid="settings"]')).toEqual([]);

    // After: the clerk's grid no longer shows "to"; the other columns stay in their order.
    await openWithSession(page, base, saraban);
    await openRegister();
    await expect.poll(() => headerFields(page)).toEqual(before.filter((field) => field !== 'F_TO'));
    await shot(page, `register-without-to-${code}`);

    // Put back, so the world's register reads as before for other tests.
    await settingsPost(base, 'settingsDelete', 'manage-columns', { scope: book.id, id: 'to' }, admin.token);
    expect(problems).toEqual([]);
  },
);
