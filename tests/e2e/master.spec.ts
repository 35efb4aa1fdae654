/**
 * The master layout in real Chromium against each tenant's real server: the header (logo,
 * title, testing marker, the signed-in person), the language flag dropdown (applies at once,
 * survives a reload), the server's top menu and its links (the `sarabun` action a full-page
 * link), the footer's release notes and the mobile header, on every tenant; unknown paths, the
 * portal redirect and the user side panel with sign-out, which no manifest setting changes, on
 * the first flow tenant.
 *
 * Expectations come from the tenant's capabilities and the server's own answers (the menu
 * is read through the API with the page's token), never from tenant constants.
 */
import { ROUTES } from '../../engine/api/routes';
import type { Page } from '@playwright/test';
import type { MenuItem } from '../../engine/api/portal-calls';
import { menuLink } from '../../engine/portal/menu-links';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { seriousAccessibilityProblems } from './accessibility';
import { personShot } from './person-shots';
import { watchPageHealth } from './page-health';
import { apiSignIn, openWithSession } from './api-session';
import { signIn, storedValues } from './sign-in';

const OFFICER = { name: 'วิภาวรรณ ศรีสุข', position: 'นักวิเคราะห์นโยบายและแผนปฏิบัติการ' };

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/master/${name}.png` });

/** The signed-in person's menu as the server answers it (same token as the page). */
async function serverMenu(page: Page, base: string): Promise<MenuItem[]> {
  const { token } = await storedValues(page, ['token']);
  const reply = await fetch(`${base}${ROUTES.getMenus.path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const body = (await reply.json()) as { item?: MenuItem[] };
  return body.item ?? [];
}

async function settleFonts(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test('header, language switch, top menu, footer notes and the mobile header follow the tenant', async ({ page, tenant: { code, caps, base }, people }) => {
  test.setTimeout(240_000);
  const problems = await watchPageHealth(page);
  // A stored session: the sign-in form itself is signed through on every tenant by the snapshot matrix.
  await openWithSession(page, base, await apiSignIn(base, caps, people.officer));

  await test.step('header: logo to /, title, testing marker in DEV mode, the person', async () => {
    const header = page.getByTestId('master-header');
    await expect(header.getByTestId('header-logo-link')).toHaveAttribute('href', '/');
    await expect(header.getByTestId('system-title')).not.toBeEmpty();
    await expect(header.getByTestId('dev-marker')).toHaveCount(caps.devBanner ? 1 : 0);
    await expect(header.getByTestId('user-name')).toHaveText(OFFICER.name);
    await expect(header.getByTestId('user-position')).toHaveText(OFFICER.position);
    await expect(page.getByTestId('top-menu').getByRole('link').first()).toBeVisible();
    expect(await seriousAccessibilityProblems(page, '[data-testid="master-header"]', '[data-testid="top-menu"]', 'footer')).toEqual([]);
    await settleFonts(page);
    await personShot(page, { path: `test-results/master/header-${code}-desktop.png`, clip: { x: 0, y: 0, width: 1280, height: 180 } });
  });

  await test.step('top menu: the server entries with their links; sarabun is a full-page link', async () => {
    const items = await serverMenu(page, base);
    expect(items.length).toBeGreaterThan(0);
    const menu = page.getByTestId('top-menu');
    for (const item of items) {
      const link = menuLink(item, '/');
      const entry = menu.getByTestId(`menu-${item.MENU_ACTION}`);
      if (link.kind === 'unknown') {
        await expect(entry).toHaveCount(0);
        continue;
      }
      await expect(entry).toHaveAttribute('href', link.kind === 'fullPage' ? link.href : link.path);
    }
    const sarabun = items.find((item) => item.MENU_ACTION === 'sarabun');
    if (sarabun) await expect(menu.getByTestId('menu-sarabun')).toHaveAttribute('href', '/sarabun');
    // A route entry navigates inside the app and lands on its page.
    const manual = items.find((item) => item.MENU_ACTION === 'manual');
    if (manual) {
      await menu.getByTestId('menu-manual').click();
      await expect(page).toHaveURL(`${base}/manual`);
      await expect(page.getByTestId('manuals-page')).toHaveAttribute('data-section', 'manual');
      await page.getByTestId('header-logo-link').click();
      await expect(page).toHaveURL(`${base}/`);
    }
  });

  await test.step('language flag dropdown: applies at once, is saved, survives a reload', async () => {
    const start = caps.language.default;
    expect(caps.language.available).toContain('en');
    await page.getByTestId('language-button').click();
    for (const language of caps.language.available) await expect(page.getByTestId(`language-option-${language}`)).toBeVisible();
    await page.getByTestId('language-option-en').click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await storedValues(page, ['lang'])).lang).toBe('en');
    await page.reload();
    await expect(page.getByTestId('user-name')).toHaveText(OFFICER.name);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByTestId('version-link')).toHaveText(`Version ${caps.app.version} (build ${caps.app.build})`);
    // Back to the tenant's own language.
    await page.getByTestId('language-button').click();
    await page.getByTestId(`language-option-${start}`).click();
    await expect(page.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
    expect((await storedValues(page, ['lang'])).lang).toBe(start);
  });

  await test.step('footer: copyright, version and build link opening the release notes', async () => {
    await expect(page.getByTestId('copyright')).toContainText(String(caps.identity.year));
    const link = page.getByTestId('version-link');
    await expect(link).toContainText(caps.app.version);
    await expect(link).toContainText(caps.app.build);
    await expect(link).toHaveAttribute('href', '/');
    await link.click();
    const notes = page.getByTestId('release-notes');
    await expect(notes).toBeVisible();
    for (const release of caps.releaseNotes) {
      await expect(notes).toContainText(release.version);
      for (const note of release.notes) await expect(notes).toContainText(note.th);
    }
    await expect(notes).toContainText('1.2.7');
    await page.keyboard.press('Escape');
    await expect(notes).toBeHidden();
  });

  await test.step('mobile header: menu toggle with the top menu, logo, user toggle', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/`);
    await expect(page.getByTestId('mobile-menu-toggle')).toBeVisible();
    await expect(page.getByTestId('top-menu')).toBeHidden();
    await expect(page.getByTestId('header-logo-link')).toHaveAttribute('href', '/');
    await expect(page.getByTestId('user-summary')).toBeVisible();
    await settleFonts(page);
    await personShot(page.locator('header'), { path: `test-results/master/header-${code}-mobile.png` });
    await page.getByTestId('mobile-menu-toggle').click();
    const list = page.getByTestId('top-menu-list');
    await expect(list).toBeVisible();
    await expect(list.getByRole('link').first()).toBeVisible();
    await shot(page, `menu-${code}-mobile`);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    // The avatar is the user toggle: it opens the user side panel.
    await page.getByTestId('user-summary').click();
    await expect(page.getByTestId('user-panel').getByTestId('panel-sign-out')).toBeVisible();
    await shot(page, `panel-${code}-mobile`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('user-panel')).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  expect(problems).toEqual([]);
});

// Unknown paths, the portal redirect and the user side panel read no manifest setting: one tenant.
test(
  'unknown paths, the portal redirect, and the user side panel with sign-out',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { code, base, caps }, people }) => {
    test.setTimeout(120_000);
    const problems = await watchPageHealth(page);
    await signIn(page, base, caps, people.officer);

    await test.step('unknown paths land on /', async () => {
      await page.goto(`${base}/no-such-page/at-all`);
      await expect(page).toHaveURL(`${base}/`);
      await expect(page.getByTestId('user-name')).toBeVisible();
    });

    await test.step('portal redirect: /?api=&view=document&docId=&enc= goes full-page to /sarabun', async () => {
      // The saraban application is another deployment: answer its URL here to see where the browser went.
      const visited: string[] = [];
      await page.route(`${base}/sarabun**`, (route) => {
        visited.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>saraban</title><p>saraban</p>' });
      });
      await page.goto(`${base}/?api=email&view=document&docId=5&enc=y`);
      await expect(page).toHaveURL(`${base}/sarabun?api=email&view=document&docId=5&enc=y`);
      expect(visited).toEqual([`${base}/sarabun?api=email&view=document&docId=5&enc=y`]);
      await page.goto(`${base}/?api=notification&view=document&docId=9&enc=x`);
      await expect(page).toHaveURL(`${base}/sarabun?api=notification&view=document&docId=9&enc=n`);
      await page.goto(`${base}/?api=line&view=document&docId=7&enc=y`);
      await expect(page).toHaveURL(`${base}/sarabun?api=line&view=document&docId=7`);
      // LINE without a document, or an unsupported view, stays on the portal.
      await page.goto(`${base}/?api=line&view=document`);
      await expect(page.getByTestId('user-name')).toBeVisible();
      await expect(page).toHaveURL(`${base}/?api=line&view=document`);
      await page.unroute(`${base}/sarabun**`);
      expect(visited).toHaveLength(3);
      // A visitor who is not signed in is sent on too: the saraban application asks for its own sign-in.
      const guest = await page.context().browser()!.newContext();
      const guestPage = await guest.newPage();
      await guestPage.route(`${base}/sarabun**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>saraban</title>' }),
      );
      await guestPage.goto(`${base}/?api=history&view=document&docId=3`);
      await expect(guestPage).toHaveURL(`${base}/sarabun?api=history&view=document&docId=3&enc=n`);
      // Without the redirect's parameters a visitor still meets the sign-in page.
      await guestPage.goto(`${base}/?api=line&view=document`);
      await expect(guestPage).toHaveURL(`${base}/login`);
      await guest.close();
    });

    await test.step('user side panel: the person, links, and sign-out', async () => {
      const { userLogin } = await storedValues(page, ['userLogin']);
      const stored = JSON.parse(userLogin ?? '{}') as { email?: string | null; userInformation?: { F_EMAIL?: string | null } };
      const email = stored.userInformation?.F_EMAIL ?? stored.email ?? null;
      await page.getByTestId('user-summary').click();
      const panel = page.getByTestId('user-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByTestId('panel-name')).toHaveText(OFFICER.name);
      await expect(panel.getByTestId('panel-position')).toHaveText(OFFICER.position);
      if (email) await expect(panel.getByTestId('panel-email')).toHaveText(email);
      await expect(panel.getByTestId('panel-avatar')).toBeVisible();
      await expect(panel.getByTestId('panel-profile-link')).toHaveAttribute('href', '/profile');
      await expect(panel.getByTestId('panel-account-link')).toHaveAttribute('href', '/account-information');
      await expect(panel.getByTestId('panel-change-password-link')).toHaveAttribute('href', '/change-password');
      // Linking LINE only where the organisation offers LINE.
      if (caps.features.lineService) await expect(panel.getByTestId('panel-line-link')).toHaveAttribute('href', '/account-line-service');
      else await expect(panel.getByTestId('panel-line-link')).toHaveCount(0);
      expect(await seriousAccessibilityProblems(page, '[data-testid="user-panel"]')).toEqual([]);
      await settleFonts(page);
      await shot(page, `panel-${code}`);
      await panel.getByTestId('panel-profile-link').click();
      await expect(page).toHaveURL(`${base}/profile`);
      await expect(panel).toBeHidden();
      await page.getByTestId('user-summary').click();
      await panel.getByTestId('panel-sign-out').click();
      await expect(page).toHaveURL(`${base}/login`);
      expect((await storedValues(page, ['token'])).token).toBeNull();
    });

    expect(problems).toEqual([]);
  },
);
