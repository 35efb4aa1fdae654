/**
 * The login page of every tenant renders exactly as its manifest says: brand, forced Thai,
 * captcha, dev banner, cookie banner, validation, theme colour, font, accessibility (axe, with the
 * cookie banner, and the heading order), no console error and no CSP violation, and it fits a
 * phone. One screenshot per tenant for a person to look at.
 *
 * On the one tenant whose server keeps the production robot-check cost (tenants.ts), the form
 * solves a challenge of that cost; the others solve the test servers' trivial one.
 */
import { ROUTES } from '../../engine/api/routes';
import { storageKey } from '../../engine/storage/local-store';
import { PRODUCTION_COST } from '../../server/modules/captcha/captcha';
import { expect, test } from './fixtures';
import { accessibilityFindings, expectAccessible } from './accessibility';
import { personShot } from './person-shots';
import { passCaptcha, storagePrefixOf } from './sign-in';
import { rgbOf, watchPageHealth } from './page-health';
import { tenantTiers } from './tenants';

const { realCaptcha } = await tenantTiers();

test('login page follows its manifest, on a desktop and on a phone', async ({ page, tenant: { code, caps, base } }, testInfo) => {
  test.setTimeout(caps.login.captcha ? 180_000 : 60_000);
  const problems = await watchPageHealth(page);
  const submit = page.getByRole('button', { name: 'เข้าสู่ระบบ' });

  await page.goto(`${base}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByTestId('login-logo')).toHaveAttribute('src', caps.branding.logoUrl);
  await expect(page.getByTestId('login-logo')).toHaveJSProperty('complete', true);
  expect(await page.getByTestId('login-logo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('organisation-name')).toHaveText(caps.identity.organizationName.th);
  await expect(page.getByTestId('system-name')).toHaveText(caps.identity.systemName.th);
  await expect(page.getByTestId('copyright')).toContainText(caps.identity.copyright.th);
  await expect(page.getByTestId('copyright')).toContainText(String(caps.identity.year));
  await expect(page.getByLabel('ชื่อผู้ใช้งาน')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'password');

  // Accessible as a first-time visitor meets it, before anything is touched: the cookie banner
  // (after about 1 s) included, and the headings one level at a time (the system's name, then
  // the sign-in form's title).
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await page.evaluate(() => document.fonts.ready);
  await expectAccessible(page, testInfo, 'login');
  expect(await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => h.tagName))).toEqual(['H1', 'H2']);

  // Captcha exactly where the manifest turns it on, loaded once the person touches the form;
  // the button waits for it there.
  await expect(page.locator('altcha-widget')).toHaveCount(0);
  await page.locator('#login-title').click();
  await expect(page.locator('altcha-widget')).toHaveCount(caps.login.captcha ? 1 : 0);
  if (caps.login.captcha) await expect(submit).toBeDisabled();
  else await expect(submit).toBeEnabled();
  await expect(page.getByTestId('dev-banner')).toHaveCount(caps.devBanner ? 1 : 0);
  if (caps.devBanner) await expect(page.getByTestId('dev-banner')).toHaveText('ระบบทดสอบ – ข้อมูลในระบบนี้ใช้เพื่อการทดสอบเท่านั้น');

  // Cookie banner after about 1 s; accepting hides it and stores consent + page counter 1.
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(1_000);
  const prefix = await storagePrefixOf(page);
  await banner.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey(prefix, 'allow'))).toBe('true');
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey(prefix, 'page'))).toBe('1');

  // The shipped Sarabun face is the one in use, and it is loaded.
  expect(await page.getByTestId('system-name').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Sarabun');
  expect(await page.evaluate(async () => (await document.fonts.ready, document.fonts.check('400 16px Sarabun', 'สารบรรณ')))).toBe(true);
  await personShot(page, { path: `test-results/login-${code}.png`, fullPage: true });

  // Blank input: both Thai messages (after blur where the button still waits for the captcha).
  if (caps.login.captcha) {
    await page.getByLabel('ชื่อผู้ใช้งาน').focus();
    await page.locator('input[name="password"]').focus();
    await page.getByLabel('ชื่อผู้ใช้งาน').focus();
  } else {
    await submit.click();
  }
  await expect(page.getByText('กรุณากรอกชื่อผู้ใช้งาน')).toBeVisible();
  await expect(page.getByText('กรุณากรอกรหัสผ่าน')).toBeVisible();

  // With the captcha solved the button is enabled, in the tenant's primary colour.
  if (caps.login.captcha) {
    if (code === realCaptcha) {
      const challenge = (await (await fetch(`${base}${ROUTES.captchaChallenge.path}`)).json()) as { parameters: { cost: number } };
      expect(challenge.parameters.cost).toBe(PRODUCTION_COST);
    }
    await passCaptcha(page);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('กรุณากรอกชื่อผู้ใช้งาน')).toBeVisible();
  }
  // Measured at rest: hover darkens the button (primary.dark), and MUI animates the change.
  await page.mouse.move(0, 0);
  await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgbOf(caps.branding.theme.primary));

  const afterUse = await accessibilityFindings(page, 'login after use');
  expect([...afterUse.blocking, ...afterUse.notes]).toEqual([]);

  // The alternative sign-in shows the login logo; an unknown path ends on /login via / and the guard.
  await page.goto(`${base}/ig-login`);
  await expect(page.getByTestId('login-logo')).toHaveAttribute('src', caps.branding.loginLogoUrl);
  // The cookie notice (which counts the visit) loads once the page has painted and is idle.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey(prefix, 'page'))).toBe('2');
  await page.goto(`${base}/no/such/page`);
  await expect(page).toHaveURL(`${base}/login`);
  // A later login-page visit with consent stored counts the visit and shows no banner.
  // (/ig-login counted 2, this visit 3.)
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey(prefix, 'page'))).toBe('3');
  await page.waitForTimeout(1_300);
  await expect(banner).toHaveCount(0);

  // On a 390 px phone, as a first-time visitor again (nothing stored): the banner, the form and
  // the logo all fit, and nothing is wider than the screen (no sideways scrolling).
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/login`);
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await expect(page.getByLabel('ชื่อผู้ใช้งาน')).toBeInViewport();
  await expect(page.getByTestId('login-logo')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => document.fonts.ready);
  await personShot(page, { path: `test-results/login-${code}-phone-banner.png` });
  await banner.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
  await expect(banner).toBeHidden();
  await personShot(page, { path: `test-results/login-${code}-phone.png`, fullPage: true });

  expect(problems).toEqual([]);
});
