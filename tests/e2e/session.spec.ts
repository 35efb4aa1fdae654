/**
 * Identity from sign-in to sign-out in real Chromium against the flow tenants' real servers:
 * officer signs in and stays signed in across a reload, a wrong password shows the error
 * dialog, newcomer refuses PDPA and is signed out, sign-out guards every page. Two of them
 * (one with the robot check, one without) also run the device question, and the one without
 * runs PDPA consent, forgot password and the idle overlay; they leave screenshots for a person.
 *
 * Tests sign in as their worker's own people (worlds.ts), so tests of other workers never show
 * up as "in use on another device"; within a worker, signIn answers that question itself.
 */
import type { Page } from '@playwright/test';
import { loadTenant } from '../../server/tenants/load';
import { capabilitiesOf } from '../../engine/tenant/capabilities';
import { ROUTES } from '../../engine/api/routes';
import { EARLY_LINK_SELECTOR, SIGNED_IN_FILES_ID } from '../../engine/page/signed-in-files';
import { expect, FLOW, test } from './fixtures';
import { personShot } from './person-shots';
import { watchPageHealth } from './page-health';
import { isExpected401, passCaptcha, SESSION_KEYS, signIn, storedValues, submitSignIn } from './sign-in';
import { readersCover, SIGN_IN_FORM_READS, SIGN_IN_FORM_SETTINGS, tenantTiers } from './tenants';

// Chosen by capability among the flow tenants that run the sign-in flows, never by name: a tenant
// with the robot check (preferring the split login layout, for variety in the screenshots) and one without.
const { flows } = await tenantTiers();
const flowManifests = await Promise.all(flows.map(async (code) => (await loadTenant(code)).manifest));
const signInTenants = readersCover(flowManifests, flows, SIGN_IN_FORM_SETTINGS);
const flowTenants = flowManifests
  .filter((manifest) => signInTenants.includes(manifest.code))
  .map((manifest) => ({ code: manifest.code, caps: capabilitiesOf(manifest) }));
const withCaptcha = flowTenants.find((t) => t.caps.login.captcha && t.caps.branding.loginVariant === 'split') ?? flowTenants.find((t) => t.caps.login.captcha);
const withoutCaptcha = flowTenants.find((t) => !t.caps.login.captcha);
const isShowcase = (code: string) => code === withCaptcha?.code || code === withoutCaptcha?.code;
const SHOWCASE_ONLY = 'runs on the two showcase tenants (one with the robot check, one without)';
const WITHOUT_CAPTCHA_ONLY = 'runs on one flow tenant without the robot check';

const OFFICER = { name: 'วิภาวรรณ ศรีสุข', position: 'นักวิเคราะห์นโยบายและแผนปฏิบัติการ' };
const DIRECTOR_NAME = 'ประเสริฐ วงศ์ไทย';
const PDPA_WAIT = { timeout: 8_000 };

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/${name}.png` });

async function settleFonts(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
}

// The long showcase tests first, so the two workers finish together.
test(
  'signing in on a second device asks first and signs the first device out',
  { tag: FLOW },
  async ({ page, browser, tenant: { code, caps, base }, people }) => {
    test.skip(!isShowcase(code), SHOWCASE_ONLY);
    test.setTimeout(180_000);
    await signIn(page, base, caps, people.director);

    const other = await browser.newContext();
    const second = await other.newPage();
    const problems = await watchPageHealth(second);
    await second.goto(`${base}/login`);
    await submitSignIn(second, caps, people.director);
    const dialog = second.getByTestId('device-confirm-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('คุณต้องการเข้าใช้งานเครื่องนี้หรือไม่ ?');
    await expect(dialog).toContainText('อุปกรณ์อื่น');
    await settleFonts(second);
    await shot(second, `session-${code}-device-dialog`);

    // Cancel keeps the first device signed in and gives a fresh robot check (its solution is spent).
    await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
    await expect(dialog).toBeHidden();
    await expect(second).toHaveURL(`${base}/login`);
    if (caps.login.captcha) await expect(second.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeDisabled();

    if (caps.login.captcha) await passCaptcha(second);
    await second.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(second).toHaveURL(`${base}/`);
    await expect(second.getByTestId('user-name')).toHaveText(DIRECTOR_NAME);

    // The first device learns on its next request that its session is gone.
    await page.reload();
    await expect(page).toHaveURL(`${base}/login`);
    expect(Object.values(await storedValues(page, SESSION_KEYS))).toEqual([null, null, null]);
    expect(problems).toEqual([]);
    await other.close();
  },
);

test(
  'forgot password blocks stray keys, checks the address and answers alike for any address',
  { tag: FLOW },
  async ({ page, tenant: { code, base }, people }) => {
    test.skip(code !== withoutCaptcha?.code, WITHOUT_CAPTCHA_ONLY);
    await page.goto(`${base}/forgot-password`);
    const email = page.getByLabel('อีเมล');
    await email.pressSequentially('somchai#');
    await expect(email).toHaveValue('somchai');
    const notice = page.getByText('กรุณากรอกอีเมลให้ถูกต้อง.', { exact: true });
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 4_000 });

    await email.fill('somchai@x');
    await page.getByRole('button', { name: 'ส่ง' }).click();
    await expect(page.getByText('กรุณากรอก E-mail ให้ถูกต้อง')).toBeVisible();

    const answers: string[] = [];
    for (const address of ['nobody.here@example.com', `${people.officer}@example.com`]) {
      await email.fill(address);
      await page.getByRole('button', { name: 'ส่ง' }).click();
      const answer = page.getByTestId('server-answer');
      await expect(answer).toBeVisible();
      answers.push((await answer.textContent()) ?? '');
    }
    expect(answers[0]).toContain('อีเมล');
    expect(answers[1]).toBe(answers[0]);
  },
);

test(
  'after a minute without activity the screen dims with a touch hint; activity brings it back',
  { tag: FLOW },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.skip(code !== withoutCaptcha?.code, WITHOUT_CAPTCHA_ONLY);
    await signIn(page, base, caps, people.saraban);
    // A fake clock from here on (it applies from the next page load), so a minute passes at once.
    await page.clock.install();
    await page.reload();
    await expect(page.getByTestId('user-name')).toBeVisible();
    const overlay = page.getByTestId('idle-overlay');
    await expect(overlay).toHaveCount(0);
    await page.clock.fastForward(61_000);
    await expect(overlay).toBeVisible();
    // The fade is a CSS transition (0.8 s of real time, not the fake clock); the dim layer is black at 0.6.
    await expect.poll(() => overlay.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await overlay.getByTestId('idle-dim').evaluate((el) => getComputedStyle(el).opacity)).toBe('0.6');
    expect(await overlay.getByTestId('idle-touch-hint').boundingBox()).toMatchObject({ width: 180, height: 215 });
    await settleFonts(page);
    await shot(page, `session-${code}-idle`);
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await page.clock.fastForward(1_000);
    await expect(overlay).toHaveCount(0);
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(`${base}/login`);
  },
);

test(
  'officer signs in, stays signed in across a reload, and signs out',
  { tag: [FLOW, ...SIGN_IN_FORM_READS] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(120_000);
    const problems = await watchPageHealth(page);
    await signIn(page, base, caps, people.officer);
    await expect(page.getByTestId('user-name')).toHaveText(OFFICER.name);
    await expect(page.getByTestId('user-position')).toHaveText(OFFICER.position);
    await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute('src', /\/api\/users\/view-file-avatar\/\d+$/);
    await expect
      .poll(() =>
        page
          .getByTestId('user-avatar')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(page.getByTestId('change-password-link')).toHaveAttribute('href', '/change-password');
    const stored = await storedValues(page, SESSION_KEYS);
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(JSON.parse(stored.userLogin ?? '{}')).toMatchObject({ username: people.officer });
    expect(Number.isNaN(Date.parse(stored.expires_at ?? ''))).toBe(false);
    if (isShowcase(code)) {
      await settleFonts(page);
      await shot(page, `session-${code}-signed-in`);
    }

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.getByTestId('user-name')).toHaveText(OFFICER.name);
    await expect(page.getByTestId('tile-count').first()).toBeVisible();
    // The page's first script sent the session check and the dashboard's first calls; the entry
    // took their answers instead of asking the server a second time.
    for (const call of [ROUTES.getInfo, ROUTES.getTodoLists, ROUTES.getDashboard])
      expect(
        asked.filter((path) => path === call.path),
        call.path,
      ).toHaveLength(1);
    // With the session stored, the page's first script asked for every signed-in file the page lists.
    const listed = await page.locator(`#${SIGNED_IN_FILES_ID}`).evaluate((block) => JSON.parse(block.textContent ?? '[]') as string[]);
    expect(listed.some((file) => /\/signed-in-[\w-]+\.js$/.test(file))).toBe(true);
    expect(await page.locator(EARLY_LINK_SELECTOR).evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))).toEqual(
      listed,
    );

    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(`${base}/login`);
    await expect(page.getByLabel('ชื่อผู้ใช้งาน')).toBeVisible();
    expect(Object.values(await storedValues(page, SESSION_KEYS))).toEqual([null, null, null]);
    await page.goto(`${base}/change-password`);
    await expect(page).toHaveURL(`${base}/login`);
    // Signed out, a fresh page fetches none of them.
    await expect(page.locator(EARLY_LINK_SELECTOR)).toHaveCount(0);
    expect(problems).toEqual([]);
  },
);

test(
  'a wrong password shows the error dialog and a fresh robot check',
  { tag: [FLOW, ...SIGN_IN_FORM_READS] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(120_000);
    const problems = await watchPageHealth(page);
    await page.goto(`${base}/login`);
    await submitSignIn(page, caps, people.officer, 'not-the-password1');
    const dialog = page.getByTestId('error-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('เกิดข้อผิดพลาด !');
    await expect(dialog).toContainText('ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง');
    if (isShowcase(code)) {
      await settleFonts(page);
      await shot(page, `session-${code}-error-dialog`);
    }
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${base}/login`);
    if (caps.login.captcha) {
      await expect(page.locator('altcha-widget [data-state="verified"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeDisabled();
    }
    expect(problems.filter((p) => !isExpected401(p))).toEqual([]);
  },
);

test(
  'newcomer is asked for PDPA consent, refuses and is signed out',
  { tag: [FLOW, ...SIGN_IN_FORM_READS] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(150_000);
    await signIn(page, base, caps, people.newcomer);
    const modal = page.getByTestId('pdpa-modal');
    await expect(modal).toBeVisible(PDPA_WAIT);
    await expect(modal.getByRole('link', { name: 'อ่านนโยบายคุ้มครองข้อมูลส่วนบุคคล' })).toHaveAttribute('href', '/privacy-policy');
    // Blocking: Escape and a click on the backdrop leave it open.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();
    if (isShowcase(code)) {
      await settleFonts(page);
      await shot(page, `session-${code}-pdpa`);
    }
    await modal.getByRole('button', { name: 'ไม่ยินยอม' }).click();
    await expect(page).toHaveURL(`${base}/login`);
    await expect(page.getByLabel('ชื่อผู้ใช้งาน')).toBeVisible();
    expect(Object.values(await storedValues(page, SESSION_KEYS))).toEqual([null, null, null]);

    // One tenant goes on to consent (last, so the refusal above still met an un-agreed newcomer).
    if (code !== withoutCaptcha?.code) return;
    await signIn(page, base, caps, people.newcomer);
    await expect(modal).toBeVisible(PDPA_WAIT);
    await modal.getByRole('link', { name: 'อ่านนโยบายคุ้มครองข้อมูลส่วนบุคคล' }).click();
    await expect(page).toHaveURL(`${base}/privacy-policy`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ประกาศความเป็นส่วนตัว');
    await expect(modal).toBeHidden();
    await page.getByRole('link', { name: 'กลับหน้าหลัก' }).click();
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'ยินยอม', exact: true }).click();
    // Consent reloads the page; the fresh getInfo stores the agreement, and no modal returns.
    await expect.poll(async () => JSON.parse((await storedValues(page, ['userLogin'])).userLogin ?? '{}')?.userInformation?.F_IS_AGREE_PDPA, PDPA_WAIT).toBe(1);
    await page.reload();
    await expect(page.getByTestId('user-name')).toBeVisible();
    await page.waitForTimeout(2_500);
    await expect(modal).toHaveCount(0);
  },
);
