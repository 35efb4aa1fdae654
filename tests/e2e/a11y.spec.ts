/**
 * Accessibility (axe, WCAG 2.1 A/AA; serious and critical findings fail):
 *
 * - the login page with its cookie banner, for every tenant (each has its own colours, logo and
 *   texts, so each is checked), the signed-in dashboard and an open queue modal: checked the same
 *   way inside the login and dashboard specs, where those pages are open anyway;
 * - every other signed-in address of the route table, once, on one tenant (their markup is the
 *   same on every tenant): each page of the registry workspace (its home, a queue, every tool),
 *   the settings home with every declared settings page (nested ones below a record of their
 *   parent, and the pages that open later), profile, manuals and the rest. The registry clerk
 *   opens the workspace (people who keep a register are offered every tool), the administrator
 *   the rest (every settings page is granted to them), one test per settings group so that the
 *   workers share them. The findings of a test's addresses are reported together, each naming
 *   the address, the rule and the elements.
 */
import type { Page, TestInfo } from '@playwright/test';
import { ROUTES, SIGNED_IN_ROUTE_NAMES, type SignedInRouteName } from '../../engine/portal/routes';
import { QUEUE_CODES } from '../../engine/queues/registry';
import { CERTIFICATE_PAGES } from '../../engine/settings/certificate-pages';
import { isTopPage, nestedSegmentsOf, SETTINGS_GROUPS, SETTINGS_PAGES, type SettingsGroupId } from '../../engine/settings/settings-pages';
import { settingsHomePath, settingsNestedPath, settingsPagePath } from '../../widgets/settings/settings-paths';
import { TOOL_NAMES, WORKSPACE_HOME, workspaceQueuePath, workspaceToolPath } from '../../widgets/workspace/workspace-paths';
import { accessibilityFindings } from './accessibility';
import { apiPost, apiSignIn, openWithSession, settingsPost, type ApiSession } from './api-session';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';

/** One address to check, and what shows that its page (not a refusal or a redirect) is open. */
interface Visit {
  path: string;
  ready: (page: Page) => Promise<void>;
}

const shows = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId)).toBeVisible();
};
const current = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId)).toHaveAttribute('aria-current', 'page');
};
const settingsPage = async (page: Page) => {
  await expect(page.getByTestId('settings-title')).toBeVisible();
  await expect(page.getByTestId('settings-refusal').or(page.getByTestId('settings-not-found'))).toHaveCount(0);
};

/**
 * The workspace: its home, one queue and every tool (the clerk is offered all of them). Every
 * queue's page is the same page; a queue's colour only paints its border and the background of
 * its white icon, and the navigation beside every page shows all the queues anyway.
 */
function workspaceVisits(): Visit[] {
  const queue = QUEUE_CODES[0]!;
  return [
    { path: WORKSPACE_HOME, ready: current('workspace-nav-overview') },
    { path: workspaceQueuePath(queue), ready: current(`workspace-nav-${queue}`) },
    ...TOOL_NAMES.map((tool) => ({ path: workspaceToolPath(tool), ready: current(`workspace-tool-${tool}`) })),
  ];
}

/** The settings home's address for this administrator (the menu entry's id is part of it). */
async function settingsMenuID(base: string, admin: ApiSession): Promise<string> {
  const menus = (await apiPost(base, 'getMenus', {}, admin.token)).item as { MENU_ID: number; MENU_ACTION: string }[];
  const menuID = String(menus.find((menu) => menu.MENU_ACTION === 'settings')?.MENU_ID ?? '');
  expect(menuID, 'the administrator has the settings menu').not.toBe('');
  return menuID;
}

/**
 * One group of the settings: every top page of it, and each nested page below its parent's
 * first record. A parent without any record leaves its nested pages to the flows that make one
 * (administration: a permission group; settings-registers: a register book); they are named in
 * `unvisited`, which becomes a note of the report.
 */
async function settingsGroupVisits(base: string, admin: ApiSession, menuID: string, group: SettingsGroupId, unvisited: string[]): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (const declaration of SETTINGS_PAGES.filter((page) => isTopPage(page) && page.group === group)) {
    visits.push({ path: settingsPagePath(menuID, declaration.page), ready: settingsPage });
    const nested = nestedSegmentsOf(declaration.page);
    if (nested.length === 0) continue;
    const list = await settingsPost(base, 'settingsList', declaration.page, { size: 10 }, admin.token);
    expect(list.status, list.message).toBe('success');
    const record = (list.items as Record<string, unknown>[] | undefined)?.[0];
    if (!record) {
      unvisited.push(`${nested.map(({ segment }) => `${declaration.page}/${segment}/{id}`).join(', ')}: no record of ${declaration.page} to open below`);
      continue;
    }
    const id = String(record[declaration.record.key]);
    for (const { segment } of nested) visits.push({ path: settingsNestedPath(menuID, declaration.page, segment, id), ready: settingsPage });
  }
  return visits;
}

/** The settings home and the certificate pages. */
function settingsHomeVisits(menuID: string): Visit[] {
  return [
    { path: settingsHomePath(menuID), ready: shows('settings-title') },
    ...CERTIFICATE_PAGES.map((page) => ({ path: settingsPagePath(menuID, page.segment), ready: shows('settings-title') })),
  ];
}

/** Every other signed-in route at its own path; the ones listed here are checked elsewhere or have no page of their own. */
const ELSEWHERE: Partial<Record<SignedInRouteName, string>> = {
  portal: 'the dashboard is checked on every tenant in the dashboard spec',
  notificationAll: "the bell's 'view all' address redirects to the workspace's notifications tool",
  sarabun: 'the workspace is visited page by page by the registry clerk',
  settings: 'the settings are visited page by page',
};

function otherVisits(): Visit[] {
  return SIGNED_IN_ROUTE_NAMES.filter((name) => !(name in ELSEWHERE)).map((name) => {
    const { path } = ROUTES[name];
    // A route with a parameter needs a value to visit: say which one here when such a route is added.
    if (path.includes(':')) throw new Error(`${name} (${path}) has a parameter: give the accessibility check a value for it`);
    return { path, ready: shows('top-menu') };
  });
}

/**
 * Goes to an address inside the open portal as its own links do: the router draws the page, with
 * no new page load. The page's markup is the same either way; starting the whole portal again
 * (scripts, session check, layout) for each of some sixty addresses was most of this suite's time.
 */
async function navigateInPortal(page: Page, base: string, path: string): Promise<void> {
  const url = new URL(`${base}${path}`);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${url.pathname}${url.search}`);
  // The content is the new address's page (or its loading stand-in) once main carries its path.
  await expect(page.locator(`main[data-path="${path.split('?')[0]}"]`)).toHaveCount(1);
}

/** Opens each address, waits for its page and its data, runs axe there; fails with every serious finding of them all. */
async function expectAllAccessible(page: Page, base: string, visits: readonly Visit[], testInfo: TestInfo): Promise<void> {
  // A page and its axe run take a few seconds, many more on a busy machine: the time allowed grows with the addresses.
  test.setTimeout(60_000 + visits.length * 15_000);
  const blocking: string[] = [];
  for (const { path, ready } of visits) {
    await navigateInPortal(page, base, path);
    await expect(page.getByTestId('top-menu')).toBeVisible();
    await ready(page);
    // Lazy pages and their data show skeletons and spinners until they arrive.
    await expect(page.locator('main .MuiSkeleton-root, main [role="progressbar"]')).toHaveCount(0, { timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    const found = await accessibilityFindings(page, path);
    blocking.push(...found.blocking);
    for (const description of found.notes) testInfo.annotations.push({ type: 'axe', description });
  }
  expect(blocking, `serious or critical findings:\n${blocking.join('\n')}`).toEqual([]);
}

test(
  'every page of the registry workspace has no serious accessibility violation',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { caps, base }, people }, testInfo) => {
    const clerk = await apiSignIn(base, caps, people.saraban);
    await openWithSession(page, base, clerk, WORKSPACE_HOME);
    await expectAllAccessible(page, base, workspaceVisits(), testInfo);
  },
);

// One test per settings group, so the groups run side by side on the workers.
for (const { id: group } of SETTINGS_GROUPS) {
  test(
    `every settings page of the ${group} group has no serious accessibility violation`,
    { tag: [FLOW, ONE_TENANT] },
    async ({ page, tenant: { caps, base }, people }, testInfo) => {
      const admin = await apiSignIn(base, caps, people.admin);
      const menuID = await settingsMenuID(base, admin);
      const unvisited: string[] = [];
      const visits = await settingsGroupVisits(base, admin, menuID, group, unvisited);
      for (const description of unvisited) testInfo.annotations.push({ type: 'axe not checked here', description });
      expect(visits.length, `pages of the ${group} group`).toBeGreaterThan(0);
      await openWithSession(page, base, admin, settingsHomePath(menuID));
      await expectAllAccessible(page, base, visits, testInfo);
    },
  );
}

test(
  'the settings home, the settings pages that open later and every other signed-in page have no serious accessibility violation',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { caps, base }, people }, testInfo) => {
    const admin = await apiSignIn(base, caps, people.admin);
    const menuID = await settingsMenuID(base, admin);
    await openWithSession(page, base, admin, settingsHomePath(menuID));
    await expectAllAccessible(page, base, [...settingsHomeVisits(menuID), ...otherVisits()], testInfo);
  },
);
