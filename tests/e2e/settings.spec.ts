/**
 * The settings engine in real Chromium against the first flow tenant's real server (no manifest
 * setting changes the settings engine, so it runs there only, @one-tenant):
 *
 * - the administrator opens the settings from the header menu, sees the side navigation with
 *   exactly the pages the server grants, opens role types, adds one, edits it, tries to delete a
 *   role type people still hold and sees the declaration's Thai refusal (nothing changes), then
 *   deletes the new one;
 * - an officer opening a settings page gets the Thai refusal page, and the server refuses the
 *   page's list with 403;
 * - the administrator adds a department under one chosen by its name (the grid shows the
 *   parent's name), and disabling a signed-in person on user-active signs them out.
 *
 * The worker's own administrator and officer act (worlds.ts); expected pages, rows and
 * messages come from the API with the same sessions and from the page's declaration, never
 * from constants.
 */
import type { Page } from '@playwright/test';
import { CERTIFICATE_PAGES } from '../../engine/settings/certificate-pages';
import { isTopPage, settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { apiSignIn, openWithSession, settingsRequest } from './api-session';
import { seriousAccessibilityProblems } from './accessibility';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';
import { chooseReference } from './reference-field';

const ROLE_TYPE = settingsPageOf('role-type') as SettingsPage;
const SECTION = settingsPageOf('manage-section') as SettingsPage;
const USER_ACTIVE = settingsPageOf('user-active') as SettingsPage;

interface Role {
  id: number;
  role_type: string;
  name_th: string;
  name_en: string;
}

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/settings/${name}.png`, fullPage: true });

async function rolesMatching(base: string, token: string, search: string): Promise<Role[]> {
  const { reply } = await settingsRequest(base, 'settingsList', ROLE_TYPE.page, { size: 100, search }, token);
  expect(reply.status, reply.message).toBe('success');
  return reply.items as Role[];
}

test(
  'the administrator adds, edits and deletes a role type; deleting one people hold is refused in Thai',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const admin = await apiSignIn(base, caps, people.admin);

    const granted = await settingsRequest(base, 'settingsPages', null, {}, admin.token);
    expect(granted.reply.status, granted.reply.message).toBe('success');
    // The side navigation lists the top pages; pages nested under a record are reached from it.
    const grantedPages = (granted.reply.items as { page: string; canWrite: boolean }[])
      .map((item) => item.page)
      .filter((page) => isTopPage(settingsPageOf(page)!));
    expect(grantedPages).toContain(ROLE_TYPE.page);
    // With the people group, the certificate pages (their own screens over the certificate calls).
    const pages = [...grantedPages, ...CERTIFICATE_PAGES.map((certificatePage) => certificatePage.segment)];

    await openWithSession(page, base, admin);
    await page.getByTestId('top-menu').getByTestId('menu-settings').click();
    await expect(page).toHaveURL(new RegExp(`^${base}/settings/\\d+$`));
    const home = new URL(page.url()).pathname;
    const nav = page.getByTestId('settings-nav');
    await expect(nav).toBeVisible();
    const links = nav.locator('a[data-testid^="settings-nav-"]:not([data-testid="settings-nav-home"])');
    await expect(links).toHaveCount(pages.length);
    expect((await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).sort()).toEqual(pages.map((p) => `${home}/${p}`).sort());
    await expect(page.getByTestId('settings-title')).toHaveText('ตั้งค่าระบบ');
    await shot(page, `home-${code}`);

    await nav.getByTestId(`settings-nav-${ROLE_TYPE.page}`).click();
    await expect(page).toHaveURL(`${base}${home}/${ROLE_TYPE.page}`);
    await expect(page.getByTestId('settings-title')).toHaveText('ประเภทบทบาท');
    await expect(page.getByTestId('settings-breadcrumb')).toHaveText(/หน้าหลัก.*ตั้งค่าระบบ.*ประเภทบทบาท/);
    const grid = page.getByTestId('settings-grid');
    const roles = await rolesMatching(base, admin.token, '');
    await expect(grid).toHaveAttribute('data-total', String(roles.length));
    await shot(page, `role-type-${code}`);
    expect(await seriousAccessibilityProblems(page, '[data-testid="settings"]')).toEqual([]);

    // Add: the form refuses an empty name before asking, then saves.
    const marker = Date.now().toString(36);
    const name = `บทบาททดสอบ ${marker}`;
    await page.getByTestId('settings-add').click();
    const dialog = page.getByTestId('settings-record-dialog');
    await dialog.getByTestId('settings-record-save').click();
    await expect(dialog.getByTestId('settings-record-error')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'ชื่อภาษาไทย' }).fill(name);
    await dialog.getByRole('textbox', { name: 'ชื่อภาษาอังกฤษ' }).fill(`Test role ${marker}`);
    await dialog.getByRole('combobox', { name: 'ประเภทสิทธิ์' }).click();
    await page.getByRole('option', { name: 'เจ้าหน้าที่', exact: true }).click();
    await shot(page, `role-type-form-${code}`);
    await dialog.getByTestId('settings-record-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('settings-done')).toContainText(name);
    const [added] = await rolesMatching(base, admin.token, marker);
    expect(added).toMatchObject({ name_th: name, name_en: `Test role ${marker}`, role_type: 'officer' });

    // Edit it, found through the search box.
    await page.getByTestId('settings-search').fill(marker);
    await expect(grid).toHaveAttribute('data-total', '1');
    await page.getByTestId(`settings-edit-${added!.id}`).click();
    await expect(dialog.getByRole('textbox', { name: 'ชื่อภาษาไทย' })).toHaveValue(name);
    const renamed = `บทบาทแก้ไข ${marker}`;
    await dialog.getByRole('textbox', { name: 'ชื่อภาษาไทย' }).fill(renamed);
    await dialog.getByTestId('settings-record-save').click();
    await expect(dialog).toBeHidden();
    await expect(grid.getByRole('gridcell', { name: renamed, exact: true })).toBeVisible();
    expect((await rolesMatching(base, admin.token, marker)).map((role) => role.name_th)).toEqual([renamed]);

    // A role type people hold (the administrator's own): refused with the declaration's message, nothing deleted.
    const held = roles.find((role) => role.role_type === 'admin')!;
    await page.getByTestId('settings-search').fill(held.name_th);
    const deleteHeld = page.getByTestId(`settings-delete-${held.id}`);
    await deleteHeld.click();
    const confirm = page.getByTestId('settings-delete-dialog');
    await confirm.getByTestId('settings-delete-confirm').click();
    const inUse = ROLE_TYPE.delete.mode === 'refuse-in-use' ? ROLE_TYPE.delete.inUse.map((entry) => entry.message) : [];
    await expect(confirm.getByTestId('settings-delete-error')).toHaveText(inUse[0]!);
    await shot(page, `role-type-in-use-${code}`);
    await confirm.getByTestId('settings-delete-cancel').click();
    await expect(confirm).toBeHidden();
    expect((await rolesMatching(base, admin.token, held.name_th)).map((role) => role.id)).toContain(held.id);

    // Delete the new one.
    await page.getByTestId('settings-search').fill(marker);
    await expect(grid).toHaveAttribute('data-total', '1');
    await page.getByTestId(`settings-delete-${added!.id}`).click();
    await confirm.getByTestId('settings-delete-confirm').click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('settings-done')).toContainText(renamed);
    await expect(grid).toHaveAttribute('data-total', '0');
    expect(await rolesMatching(base, admin.token, marker)).toEqual([]);

    // On a phone the navigation is a select above the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('settings-search').fill('');
    await expect(page.getByTestId('settings-nav-select')).toHaveValue(ROLE_TYPE.page);
    await expect(grid).toHaveAttribute('data-total', String(roles.length));
    await shot(page, `role-type-phone-${code}`);

    // The refused delete answers 409; the browser logs that, nothing else.
    expect(problems.filter((problem) => !/status of 409/.test(problem))).toEqual([]);
  },
);

test(
  'an officer opening a settings page gets the refusal page, and the server answers 403',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    const problems = await watchPageHealth(page);
    const officer = await apiSignIn(base, caps, people.officer);
    const list = await settingsRequest(base, 'settingsList', ROLE_TYPE.page, {}, officer.token);
    expect(list.status).toBe(403);
    expect(list.reply.status).toBe('error');

    await openWithSession(page, base, officer);
    await page.goto(`${base}/settings/6/${ROLE_TYPE.page}`);
    const refusal = page.getByTestId('settings-refusal');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('ไม่มีสิทธิ์ใช้งานหน้าตั้งค่านี้');
    await expect(page.getByTestId('settings-grid')).toHaveCount(0);
    await shot(page, `refusal-${code}`);
    await refusal.getByTestId('settings-refusal-home').click();
    await expect(page).toHaveURL(`${base}/`);
    expect(problems).toEqual([]);
  },
);

test(
  'the administrator adds a department under one chosen by name, and disabling a signed-in person signs them out',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, browser, tenant: { code, caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const admin = await apiSignIn(base, caps, people.admin);
    const parent = (await settingsRequest(base, 'settingsRead', SECTION.page, { id: people.world.root }, admin.token)).reply.item as {
      id: number;
      name_th: string;
    };
    const marker = Date.now().toString(36);
    const name = `กองทดสอบ ${marker}`;
    let added: { id: number; parent_id: number; parent_id__label: string } | undefined;
    const officer = await apiSignIn(base, caps, people.officer);
    const found = await settingsRequest(base, 'settingsList', USER_ACTIVE.page, { search: people.officer, size: 100 }, admin.token);
    const officerId = (found.reply.items as { id: number; username: string }[]).find((row) => row.username === people.officer)!.id;
    const other = await browser.newContext();
    try {
      await openWithSession(page, base, admin, `/settings/6/${SECTION.page}`);
      await expect(page.getByTestId('settings-title')).toHaveText('หน่วยงานและโครงสร้าง');
      await page.getByTestId('settings-add').click();
      const dialog = page.getByTestId('settings-record-dialog');
      await dialog.getByRole('textbox', { name: 'ชื่อหน่วยงาน (ภาษาไทย)' }).fill(name);
      await chooseReference(page, 'หน่วยงานต้นสังกัด', 'parent_id', parent.name_th, parent.id);
      await expect(dialog.getByRole('combobox', { name: 'หน่วยงานต้นสังกัด' })).toHaveValue(parent.name_th);
      await shot(page, `manage-section-form-${code}`);
      await dialog.getByTestId('settings-record-save').click();
      await expect(dialog).toBeHidden();
      await page.getByTestId('settings-search').fill(marker);
      const grid = page.getByTestId('settings-grid');
      await expect(grid).toHaveAttribute('data-total', '1');
      await expect(grid.getByRole('gridcell', { name: parent.name_th, exact: true })).toBeVisible();
      const listed = await settingsRequest(base, 'settingsList', SECTION.page, { search: marker }, admin.token);
      added = (listed.reply.items as (typeof added)[])[0];
      expect(added).toMatchObject({ parent_id: parent.id, parent_id__label: parent.name_th });

      // The officer is signed in elsewhere; the administrator disables them.
      const officerPage = await other.newPage();
      await openWithSession(officerPage, base, officer);
      await page.goto(`${base}/settings/6/${USER_ACTIVE.page}`);
      await page.getByTestId('settings-search').fill(people.officer);
      await page.getByTestId(`settings-edit-${officerId}`).click();
      await expect(dialog.getByRole('textbox', { name: 'ชื่อผู้ใช้' })).toBeDisabled();
      await dialog.getByTestId('settings-field-active').click();
      await dialog.getByTestId('settings-record-save').click();
      await expect(dialog).toBeHidden();
      await shot(page, `user-active-${code}`);
      await officerPage.reload();
      await expect(officerPage).toHaveURL(`${base}/login`);
      expect((await settingsRequest(base, 'settingsPages', null, {}, officer.token)).status).toBe(401);
      expect(problems).toEqual([]);
    } finally {
      await other.close();
      await settingsRequest(base, 'settingsUpdate', USER_ACTIVE.page, { id: officerId, record: { active: true } }, admin.token);
      if (added) await settingsRequest(base, 'settingsDelete', SECTION.page, { id: added.id }, admin.token);
    }
  },
);
