/**
 * Tenant snapshot matrix: for every tenant, the login page, the alternative sign-in page
 * (/ig-login, with the organisation's own logo for it), the dashboard, an open queue modal and
 * the open notification dropdown, compared with the committed baselines in
 * tests/visual/__screenshots__/<TENANT>/. A difference fails with a diff image in
 * test-results/artifacts/. New tenant: `npm run visual:baseline -- ACME`.
 *
 * Stable images: fixed viewport and device scale, animations off, caret hidden, the Sarabun web
 * font loaded before each shot, servers on a fixed clock (fixed-clock.mjs) and the browser clock
 * fixed after sign-in. The pictures show the tenant's own demo world (plain usernames), which
 * no other test touches: the e2e tests work in their workers' worlds (tests/e2e/worlds.ts).
 */
import type { Page } from '@playwright/test';
import type { Capabilities } from '../../engine/tenant/capabilities';
import { expect, test, VISUAL } from '../e2e/fixtures';
import { submitSignIn } from '../e2e/sign-in';

test.use({ timezoneId: 'Asia/Bangkok', deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' });

// The browser's clock once signed in: shortly after the servers' fixed start (fixed-clock.mjs),
// so "today", relative times and the Buddhist-era year shown in the browser never change.
const BROWSER_NOW = new Date('2030-01-15T09:30:00+07:00');
// The user whose queues hold letters in every tenant's set (the registry clerk).
const USER = 'saraban';
// The queue modal opened: the first of these the tenant shows (all hold seeded letters for USER).
const PREFERRED_QUEUES = ['waitAssign', 'unreceived', 'jobAssign', 'jobFollow'];

/** Everything that still moves has stopped: requests done, web fonts and images loaded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  });
  // A blinking caret or a focus ring left by a click is not part of the design.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The cookie banner shows about 1 s after the login page opens; accept it so it is not in the pictures. */
async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await banner.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
  await expect(banner).toBeHidden();
}

async function signInAs(page: Page, base: string, caps: Capabilities): Promise<void> {
  // The form, as a person signs in (with the real robot check where the tenant has one). The
  // browser clock is fixed only afterwards: a fake clock installed before the login page
  // stalls the sign-in (ALTCHA's proof of work and the session timers).
  await page.goto(`${base}/login`);
  await acceptCookies(page);
  await submitSignIn(page, caps, USER);
  await expect(page).toHaveURL(`${base}/`, { timeout: 30_000 });
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.clock.setFixedTime(BROWSER_NOW);
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
}

function queueToOpen(caps: Capabilities): string {
  const shown: string[] = caps.dashboard.queues.map((q) => q.code);
  return PREFERRED_QUEUES.find((code) => shown.includes(code)) ?? shown[0]!;
}

test('login page', { tag: VISUAL }, async ({ page, tenant: { code, caps, base } }) => {
  test.setTimeout(caps.login.captcha ? 180_000 : 60_000);
  await page.goto(`${base}/login`);
  await acceptCookies(page);
  await expect(page.getByTestId('login-logo')).toHaveJSProperty('complete', true);
  // The robot check loads when the person first touches the form: the picture shows it loaded.
  if (caps.login.captcha) {
    await page.locator('#login-title').click();
    await expect(page.locator('altcha-widget')).toBeAttached();
  }
  await settle(page);
  await expect(page).toHaveScreenshot([code, 'login.png'], { fullPage: true });

  // The alternative sign-in page, untouched (its robot check loads only when the form is used);
  // cookies are accepted already.
  await page.goto(`${base}/ig-login`);
  await expect(page.getByTestId('login-logo')).toHaveAttribute('src', caps.branding.loginLogoUrl);
  await expect(page.getByTestId('login-logo')).toHaveJSProperty('complete', true);
  await settle(page);
  await expect(page).toHaveScreenshot([code, 'ig-login.png'], { fullPage: true });
});

test('dashboard, queue modal and notification dropdown', { tag: VISUAL }, async ({ page, tenant: { code, caps, base } }) => {
  // The robot check is real proof of work where the tenant keeps the real cost.
  test.setTimeout(caps.login.captcha ? 360_000 : 120_000);
  await signInAs(page, base, caps);

  // Dashboard: one tile per queue of the tenant's set, with its count.
  // One tile per queue of the tenant's set (built from the codes: queue-tile-count is inside each tile).
  const tiles = page.locator(caps.dashboard.queues.map((q) => `[data-testid="queue-tile-${q.code}"]`).join(', '));
  await expect(tiles).toHaveCount(caps.dashboard.queues.length);
  await settle(page);
  await expect(page).toHaveScreenshot([code, 'dashboard.png'], { fullPage: true });

  // The queue modal with its first page of letters.
  const queue = queueToOpen(caps);
  await page.getByTestId(`queue-tile-${queue}`).click();
  const modal = page.getByTestId('queue-modal');
  await expect(modal).toBeVisible();
  await expect(modal.locator('.MuiDataGrid-row').first()).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot([code, `queue-${queue}.png`]);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The notification dropdown (the bell in the header).
  await page.getByTestId('notification-bell').click();
  const dropdown = page.getByTestId('notification-dropdown');
  await expect(dropdown).toBeVisible();
  // The realtime channel connects 3 s after the page mounts; the picture shows it connected.
  await expect(dropdown.getByTestId('socket-status')).toHaveAttribute('data-status', 'Socket is Connected');
  await settle(page);
  await expect(page).toHaveScreenshot([code, 'notifications.png']);
});
