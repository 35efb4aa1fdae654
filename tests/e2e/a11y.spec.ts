/**
 * Accessibility of the login page with its cookie banner, for every tenant (each has its own
 * colours, logo and texts, so each is checked). The signed-in dashboard and an open queue modal
 * are checked the same way inside the dashboard spec, where they are open anyway.
 */
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';

test('login page has no serious accessibility violation', async ({ page, tenant: { base } }, testInfo) => {
  await page.goto(`${base}/login`);
  await expect(page.getByTestId('login-logo')).toBeVisible();
  // The cookie banner is part of what a first-time visitor meets: check it too.
  await expect(page.getByTestId('cookie-banner')).toBeVisible({ timeout: 5_000 });
  await page.evaluate(() => document.fonts.ready);
  await expectAccessible(page, testInfo, 'login');
});
