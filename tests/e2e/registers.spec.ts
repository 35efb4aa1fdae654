/**
 * The registers in the workspace, in real Chromium against each flow tenant's real server: a
 * letter the registry clerk receives is in the department's receive register with the number
 * the receive took; the page shows it, finds it by search, and saves the register as CSV and
 * Excel files that hold it, Thai intact. Expected numbers come from the API with the same
 * session, never from constants.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, FLOW, test } from './fixtures';
import { reads } from './tenants';
import { apiPost as post, apiSignIn, openWithSession } from './api-session';
import { watchPageHealth } from './page-health';
import { receivedLetter } from './letter-setup';
import { personShot } from './person-shots';

test(
  'a received letter is in the receive register; the page finds it and saves the register as CSV and Excel',
  { tag: [FLOW, ...reads('language')] },
  async ({ page, tenant: { caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const officer = await apiSignIn(base, caps, people.officer);
    const saraban = await apiSignIn(base, caps, people.saraban);

    // The officer sends a letter to the world's registry; the clerk receives it and takes a number.
    const subject = `ทะเบียนรับทดสอบ${Date.now().toString(36)}`;
    const { receiveNo: number } = await receivedLetter(base, officer, saraban, people.world.root, subject);

    const departments = await post(base, 'registerDepartments', {}, saraban.token);
    const kept = (departments.items as { dept_id: number; text: string }[]).find((d) => d.dept_id === people.world.root)!;
    expect(kept, 'the clerk keeps the registers of the world root').toBeDefined();

    await openWithSession(page, base, saraban);
    await page.goto(`${base}/sarabun`);
    await page.getByTestId('workspace-tool-registers').click();
    await expect(page).toHaveURL(/\/sarabun\/registers$/);
    const registers = page.getByTestId('registers');
    await expect(registers).toBeVisible();
    // Choose the world's department (the select lists every register the clerk keeps).
    await page.getByRole('combobox', { name: 'หน่วยงาน' }).click();
    await page.getByRole('option', { name: kept.text, exact: true }).click();
    await page.getByTestId('registers-search').fill(subject);
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-field="NUMBER"]')).toHaveText(String(number));
    await expect(page.getByTestId('registers-grid')).toHaveAttribute('data-total', '1');
    await personShot(page, { path: 'test-results/registers/receive-register.png', fullPage: true });

    // The clerk writes the entry's remark (หมายเหตุ) in a dialog; the register shows it.
    await row.getByTestId('register-remark-edit').click();
    await page.getByTestId('register-remark-input').fill('เก็บเข้าแฟ้มแล้ว');
    await page.getByTestId('register-remark-save').click();
    await expect(page.getByTestId('register-remark-dialog')).toBeHidden();
    await expect(row.locator('[data-field="REMARK"]')).toHaveText('เก็บเข้าแฟ้มแล้ว');

    // Saved as CSV: the header and the letter with its number, in UTF-8 with Thai intact.
    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('registers-export-csv').click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^ทะเบียนหนังสือรับ-\d{4}\.csv$/);
    const csvText = (await readFile((await csv.path())!)).toString('utf8');
    // The regulation's register form, then who registered and whether the number was cancelled.
    expect(csvText.startsWith('\uFEFFเลขทะเบียนรับ,ที่,ลงวันที่,จาก,ถึง,เรื่อง,การปฏิบัติ,หมายเหตุ,')).toBe(true);
    expect(csvText).toContain(`\r\n${number},`);
    expect(csvText).toContain(subject);
    expect(csvText).toContain('เก็บเข้าแฟ้มแล้ว');

    // Saved as Excel: a workbook whose rows hold the letter with its number.
    const xlsxDownload = page.waitForEvent('download');
    await page.getByTestId('registers-export-xlsx').click();
    const xlsx = await xlsxDownload;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path())!);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.some((values) => values.includes(number) && values.includes(subject))).toBe(true);

    expect(problems).toEqual([]);
  },
);
