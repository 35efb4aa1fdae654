/**
 * An organisation administered through the UI alone, in real Chromium against the first flow
 * tenant's real server (no manifest setting changes administration; @one-tenant): the administrator adds a department, a person in it with a password, gives them a
 * role there, makes a permission group that opens the settings menu and one settings page, and
 * puts the person in it. The person signs in through the sign-in form, agrees to the PDPA
 * policy, and sees exactly what was granted: the settings entry in the header menu and, in the
 * settings, that one page. The administrator then disables them on user-active, and the
 * person's open page is signed out.
 *
 * Every name carries a marker of this run, so reruns and other workers never meet its records;
 * ids the UI needs (an option to click) come from the API with the administrator's session.
 */
import type { Page } from '@playwright/test';
import { CERTIFICATE_PAGES } from '../../engine/settings/certificate-pages';
import { ROUTES } from '../../engine/api/routes';
import { apiPost, apiSignIn, openWithSession, settingsPost } from './api-session';
import { seriousAccessibilityProblems } from './accessibility';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';
import { chooseReference } from './reference-field';
import { isSessionEndNoise, signIn, storedValues } from './sign-in';

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/administration/${name}.png`, fullPage: true });

/** The one record of a page whose search matches the marker. */
async function onlyMatch(base: string, token: string, page: string, search: string, scope?: number): Promise<Record<string, unknown>> {
  const reply = await settingsPost(base, 'settingsList', page, { search, ...(scope === undefined ? {} : { scope }) }, token);
  expect(reply.status, reply.message).toBe('success');
  const items = reply.items as Record<string, unknown>[];
  expect(items).toHaveLength(1);
  return items[0]!;
}

/** The list of one declared page on the screen (a nested address shows several). */
const listOf = (page: Page, declared: string) => page.locator(`[data-testid="settings-list"][data-page="${declared}"]`);

async function save(page: Page) {
  const dialog = page.getByTestId('settings-record-dialog');
  await dialog.getByTestId('settings-record-save').click();
  await expect(dialog).toBeHidden();
}

test(
  'the administrator sets up a department, a person, their role and a group; the person sees exactly what was granted, and disabling them signs them out',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, browser, tenant: { code, caps, base }, people }) => {
    test.setTimeout(300_000);
    const problems = await watchPageHealth(page);
    const admin = await apiSignIn(base, caps, people.admin);
    const marker = Date.now().toString(36);
    const settingsMenu = ((await apiPost(base, 'getMenus', {}, admin.token)).item as { MENU_ID: number; MENU_ACTION: string }[]).find(
      (menu) => menu.MENU_ACTION === 'settings',
    )!;
    expect(settingsMenu).toBeTruthy();
    const home = `/settings/${settingsMenu.MENU_ID}`;

    // 1. A department under the organisation's root.
    const root = (await settingsPost(base, 'settingsRead', 'manage-section', { id: people.world.root }, admin.token)).item as { id: number; name_th: string };
    const departmentName = `กองบริหารทดสอบ ${marker}`;
    await openWithSession(page, base, admin, `${home}/manage-section`);
    await page.getByTestId('settings-add').click();
    await page.getByTestId('settings-record-dialog').getByRole('textbox', { name: 'ชื่อหน่วยงาน (ภาษาไทย)' }).fill(departmentName);
    await chooseReference(page, 'หน่วยงานต้นสังกัด', 'parent_id', root.name_th, root.id);
    await save(page);
    const department = await onlyMatch(base, admin.token, 'manage-section', marker);
    expect(department).toMatchObject({ name_th: departmentName, parent_id: root.id });

    // 2. A person in it, with a password to sign in with.
    const username = `staff${marker}`;
    const password = `Start${marker}2026`;
    await page.goto(`${base}${home}/employee-information`);
    await expect(page.getByTestId('settings-title')).toHaveText('ข้อมูลผู้ใช้งาน');
    await page.getByTestId('settings-add').click();
    const dialog = page.getByTestId('settings-record-dialog');
    await dialog.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('ทดสอบ');
    await dialog.getByRole('textbox', { name: 'นามสกุล', exact: true }).fill(`ระบบ${marker}`);
    await chooseReference(page, 'หน่วยงาน', 'department_id', departmentName, department.id);
    await dialog.getByRole('textbox', { name: 'ชื่อผู้ใช้', exact: true }).fill(username);
    await dialog.getByTestId('settings-field-password').fill(password);
    await shot(page, `employee-form-${code}`);
    await save(page);
    const person = await onlyMatch(base, admin.token, 'employee-information', username);
    expect(person).toMatchObject({ username, department_id: department.id });
    expect(person).not.toHaveProperty('password');

    // 3. The officer role in that department.
    await page.goto(`${base}${home}/manage-role`);
    await page.getByTestId('settings-add').click();
    await chooseReference(page, 'ผู้ใช้งาน', 'person_id', `ระบบ${marker}`, person.id);
    await chooseReference(page, 'บทบาท', 'role_id', 'เจ้าหน้าที่', 4);
    await chooseReference(page, 'หน่วยงานที่ใช้บทบาท', 'department_id', departmentName, department.id);
    await save(page);
    const roles = await settingsPost(base, 'settingsList', 'manage-role', { size: 100 }, admin.token);
    expect((roles.items as Record<string, unknown>[]).filter((row) => row.person_id === person.id)).toEqual([
      expect.objectContaining({ role_id: 4, department_id: department.id }),
    ]);

    // 4. A group of the administrators' role type (so nobody else gains by it) opening the settings
    //    menu and the positions page, with the person in it.
    const groupName = `กลุ่มทดสอบ ${marker}`;
    await page.goto(`${base}${home}/users-group`);
    await page.getByTestId('settings-add').click();
    await dialog.getByRole('textbox', { name: 'ชื่อกลุ่มสิทธิ์' }).fill(groupName);
    await dialog.getByRole('combobox', { name: 'ใช้กับผู้ที่มีสิทธิ์ประเภท' }).click();
    await page.getByRole('option', { name: 'ผู้ดูแลระบบ', exact: true }).click();
    await save(page);
    const group = await onlyMatch(base, admin.token, 'users-group', marker);
    await page.getByTestId('settings-search').fill(marker);
    await page.getByTestId(`settings-nested-menu-permission-group-${String(group.id)}`).click();
    await expect(page).toHaveURL(`${base}${home}/users-group/menu-permission-group/${String(group.id)}`);
    await expect(page.getByTestId('settings-breadcrumb')).toContainText(groupName);

    await listOf(page, 'menu-permission-group').getByTestId('settings-add').click();
    await chooseReference(page, 'เมนู', 'menu_id', 'settings', settingsMenu.MENU_ID);
    await save(page);
    await listOf(page, 'settings-permission-group').getByTestId('settings-add').click();
    await dialog.getByRole('combobox', { name: 'หน้าตั้งค่า' }).click();
    await page.getByRole('option', { name: 'ข้อมูลตำแหน่ง', exact: true }).click();
    await save(page);
    await listOf(page, 'group-members').getByTestId('settings-add').click();
    await chooseReference(page, 'ผู้ใช้งาน', 'person_id', `ระบบ${marker}`, person.id);
    await save(page);
    await expect(listOf(page, 'group-members').getByRole('gridcell', { name: `ทดสอบ ระบบ${marker}`, exact: true })).toBeVisible();
    await shot(page, `group-grants-${code}`);
    // The pages nested below a record, with rows in each grid (the demo organisation has no group).
    expect(await seriousAccessibilityProblems(page, '[data-testid="settings"]')).toEqual([]);

    // 5. The person signs in through the form, agrees to the PDPA policy, and sees what was granted.
    const other = await browser.newContext();
    try {
      const personPage = await other.newPage();
      const personProblems = await watchPageHealth(personPage);
      await signIn(personPage, base, caps, username, password);
      const consent = personPage.getByTestId('pdpa-modal');
      await expect(consent).toBeVisible();
      // Until the person agrees, the page asks the server for nothing it would refuse (no 403).
      expect(personProblems).toEqual([]);
      personProblems.length = 0;
      await consent.getByRole('button', { name: 'ยินยอม', exact: true }).click();
      await expect(consent).toBeHidden();
      await expect(personPage.getByTestId('user-name')).toContainText(`ระบบ${marker}`);
      const menu = personPage.getByTestId('top-menu');
      await expect(menu.getByTestId('menu-settings')).toBeVisible();
      await menu.getByTestId('menu-settings').click();
      const nav = personPage.getByTestId('settings-nav');
      await expect(nav).toBeVisible();
      // The granted page, and the certificate pages every person who opens the settings has (where
      // they read their own certificates and ask for one; managing others' is the server's to refuse).
      const links = nav.locator('a[data-testid^="settings-nav-"]:not([data-testid="settings-nav-home"])');
      await expect(links).toHaveCount(1 + CERTIFICATE_PAGES.length);
      expect((await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('data-testid')))).sort()).toEqual(
        ['settings-nav-position-information', ...CERTIFICATE_PAGES.map((certificatePage) => `settings-nav-${certificatePage.segment}`)].sort(),
      );
      await personPage.goto(`${base}${home}/position-information`);
      await expect(personPage.getByTestId('settings-read-only')).toBeVisible();
      await personPage.goto(`${base}${home}/employee-information`);
      await expect(personPage.getByTestId('settings-refusal')).toBeVisible();
      await shot(personPage, `person-settings-${code}`);
      const personToken = (await storedValues(personPage, ['token'])).token!;
      expect((await settingsPost(base, 'settingsPages', null, {}, personToken)).status).toBe('success');

      // 6. Disabled by the administrator: the person's open page is signed out.
      await page.goto(`${base}${home}/user-active`);
      await page.getByTestId('settings-search').fill(username);
      await page.getByTestId(`settings-edit-${String(person.id)}`).click();
      await dialog.getByTestId('settings-field-active').click();
      await save(page);
      await personPage.reload();
      await expect(personPage).toHaveURL(`${base}/login`);
      const after = await fetch(`${base}${ROUTES.settingsPages.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${personToken}` },
        body: '{}',
      });
      expect(after.status).toBe(401);
      expect(personProblems.filter((problem) => !isSessionEndNoise(problem))).toEqual([]);
    } finally {
      await other.close();
    }
    expect(problems).toEqual([]);
  },
);
