/**
 * Sign-up with an administrator's approval, in the browser: a visitor goes from the sign-in
 * page to the sign-up mode, asks for an account, the administrator approves it on the
 * account-requests settings page, and the link the portal mails sets the password the new
 * person signs in with. No manifest setting changes the flow, so it runs on one tenant.
 */
import { thaiIdCardCheckDigit } from '../../engine/format/thai-id-card';
import { apiSignIn, openWithSession } from './api-session';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { mailsTo } from './mail-catcher';
import { passCaptcha, submitSignIn } from './sign-in';

test(
  'a visitor asks for an account, the administrator approves it, and the mailed link sets the password to sign in with',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, browser, tenant: { caps, base }, people }) => {
    test.setTimeout(caps.login.captcha ? 180_000 : 60_000);
    const stamp = String(Date.now()).slice(-11);
    const email = `signup.${stamp}@example.org`;
    const username = `signup.${stamp}`;
    const first12 = `3${stamp}`;

    await page.goto(`${base}/login`);
    await page.getByTestId('login-modes').getByRole('link', { name: 'ขอเปิดบัญชีผู้ใช้' }).click();
    await expect(page).toHaveURL(`${base}/register`);
    await expect(page.getByTestId('login-modes').locator('[aria-current="page"]')).toHaveText('ขอเปิดบัญชีผู้ใช้');
    await page.getByRole('textbox', { name: /^ชื่อ/ }).fill('ทดลอง');
    await page.getByRole('textbox', { name: /^นามสกุล/ }).fill('สมัครใช้');
    await page.getByRole('textbox', { name: /^อีเมล/ }).fill(email);
    await page.getByRole('combobox', { name: /^หน่วยงาน/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: /^ตำแหน่ง/ }).fill('นักวิชาการ');
    await page.getByRole('textbox', { name: /^เลขบัตรประจำตัวประชาชน/ }).fill(`${first12}${thaiIdCardCheckDigit(first12)}`);
    if (caps.login.captcha) await passCaptcha(page);
    await page.getByTestId('sign-up-submit').click();
    await expect(page.getByTestId('sign-up-sent')).toContainText('รอผู้ดูแลระบบพิจารณา');

    const approved = Date.now();
    const admin = await browser.newPage();
    await openWithSession(admin, base, await apiSignIn(base, caps, people.admin), '/settings/6/account-requests');
    await admin.getByTestId('settings-search').fill(email);
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: /พิจารณา/ }).click();
    const dialog = admin.getByTestId('account-request-dialog');
    await expect(dialog.getByTestId('account-request-username')).toHaveValue(username);
    await dialog.getByTestId('account-request-confirm').click();
    await expect(admin.getByTestId('settings-done')).toContainText(username);
    await admin.close();

    await expect.poll(() => mailsTo(email, approved).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mailsTo(email, approved).at(-1)!)?.[0];
    expect(link).toBeTruthy();
    await page.goto(`${base}${new URL(link!).pathname}${new URL(link!).search}`);
    await page.locator('input[name="NEW_PASSWORD"]').fill('signup1234');
    await page.locator('input[name="C_NEW_PASSWORD"]').fill('signup1234');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await expect(page.getByTestId('server-answer')).toContainText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว');

    await page.goto(`${base}/login`);
    await submitSignIn(page, caps, username, 'signup1234');
    // A new person agrees to the privacy notice first, like everyone else.
    await expect(page.getByTestId('pdpa-modal')).toBeVisible({ timeout: 30_000 });
  },
);
