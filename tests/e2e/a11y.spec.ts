/**
 * Accessibility (issue 5, Quality): axe-core finds no serious or critical WCAG 2 A/AA
 * violation on the login page, the signed-in dashboard and an open queue modal, for every
 * tenant (each has its own colours, logo and texts, so each is checked).
 *
 * Moderate and minor findings are printed as annotations for a person to look at, not failed.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { capabilitiesOf } from '../../engine/tenant/capabilities';
import { loadTenant } from '../../engine/tenant/load';
import { baseUrlOf, e2eTenantCodes } from './servers';
import { signIn } from './sign-in';

const codes = await e2eTenantCodes();
const tenants = await Promise.all(codes.map(async (code) => ({ code, caps: capabilitiesOf((await loadTenant(code)).manifest) })));

test.describe.configure({ mode: 'parallel' });

const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page as it is now; fails on serious/critical findings, notes the rest. */
async function expectAccessible(page: Page, testInfo: TestInfo, where: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The ALTCHA widget is a third-party web component with its own shadow DOM and styles.
    .exclude('altcha-widget');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const describe = (v: (typeof violations)[number]) => `${where}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
  for (const v of violations.filter((v) => !BLOCKING.has(v.impact ?? ''))) testInfo.annotations.push({ type: 'axe', description: describe(v) });
  expect(violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe)).toEqual([]);
}

for (const { code, caps } of tenants) {
  test(`${code}: login page has no serious accessibility violation`, async ({ page }, testInfo) => {
    await page.goto(`${baseUrlOf(code)}/login`);
    await expect(page.getByTestId('login-logo')).toBeVisible();
    // The cookie banner is part of what a first-time visitor meets: check it too.
    await expect(page.getByTestId('cookie-banner')).toBeVisible({ timeout: 5_000 });
    await page.evaluate(() => document.fonts.ready);
    await expectAccessible(page, testInfo, 'login');
  });

  test(`${code}: dashboard and queue modal have no serious accessibility violation`, async ({ page }, testInfo) => {
    // The robot check is real proof of work: minutes on a 2-core machine shared with other runs.
    test.setTimeout(caps.login.captcha ? 360_000 : 120_000);
    const base = baseUrlOf(code);
    await signIn(page, base, caps, 'saraban');
    // One tile per queue of the tenant's set (built from the codes: queue-tile-count is inside each tile).
    const tiles = page.locator(caps.dashboard.queues.map((q) => `[data-testid="queue-tile-${q.code}"]`).join(', '));
    await expect(tiles).toHaveCount(caps.dashboard.queues.length);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, testInfo, 'dashboard');

    // The queue modal with its grid of letters.
    await tiles.first().click();
    const modal = page.getByTestId('queue-modal');
    await expect(modal).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, testInfo, 'queue modal', '[data-testid="queue-modal"]');
  });
}
