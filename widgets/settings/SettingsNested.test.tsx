// @vitest-environment jsdom
/**
 * A settings page nested below a parent record, over a stand-in server: the permission group's
 * address shows its menu grants and its settings-page grants as two grids, under a heading that
 * names the group (settings › groups › the group › the page), every call carrying the group as
 * its scope; a settings permission reads as the title of its page; the groups' grid links each
 * group to that address; a group that does not exist says so instead of showing grids.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routePath } from '../../engine/api/route-path';
import { ROUTES } from '../../engine/api/routes';
import { ROUTES as PORTAL_ROUTES } from '../../engine/portal/routes';
import { SETTINGS_PAGES } from '../../engine/settings/settings-pages';
import { fakeServer, ok, type FakeServer, type Route as FakeRoute } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsScreen } from './SettingsScreen';

const ALL = SETTINGS_PAGES.map(({ page }) => ({ page, canWrite: true }));
const GROUP = { id: 2, name_th: 'เจ้าหน้าที่สารบรรณ', role_type: 'registry' };

let setup: TenantSetup;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

function server(read: FakeRoute = () => ok({ item: GROUP })): FakeServer {
  return fakeServer({
    [ROUTES.settingsPages.path]: () => ok({ items: ALL }),
    [routePath('settingsRead', { page: 'users-group' })]: read,
    [routePath('settingsList', { page: 'users-group' })]: () => ok({ items: [GROUP], total: 1 }),
    [routePath('settingsList', { page: 'menu-permission-group' })]: () =>
      ok({ items: [{ menu_id: 2, menu_id__label: 'sarabun', pm_query: 1, pm_manage: 1 }], total: 1 }),
    [routePath('settingsList', { page: 'settings-permission-group' })]: () => ok({ items: [{ permission: 'role-type', can_read: 1, can_write: 0 }], total: 1 }),
  });
}

function renderAt(path: string, fake: FakeServer) {
  return renderWithTenant(
    <Routes>
      <Route path={`${PORTAL_ROUTES.settings.path}/*`} element={<SettingsScreen />} />
    </Routes>,
    setup,
    { api: fake.api, route: path },
  );
}

const sent = (fake: FakeServer, page: string) =>
  fake.requests.filter((request) => request.path === routePath('settingsList', { page })).map((request) => request.json as Record<string, unknown>);

describe('a nested settings address', () => {
  it('shows the group’s menu and settings-page grants within the group, with the group in the heading', async () => {
    const fake = server();
    renderAt('/settings/6/users-group/menu-permission-group/2', fake);
    const nested = await screen.findByTestId('settings-nested');
    const lists = within(nested).getAllByTestId('settings-list');
    expect(lists.map((list) => list.getAttribute('data-page'))).toEqual(['menu-permission-group', 'settings-permission-group', 'group-members']);
    expect(within(lists[0]!).getByRole('heading', { level: 2 }).textContent).toBe('เมนูที่กลุ่มสิทธิ์เปิดใช้');
    expect(within(lists[1]!).getByRole('heading', { level: 2 }).textContent).toBe('หน้าตั้งค่าที่กลุ่มสิทธิ์เปิดใช้');
    expect(await within(lists[1]!).findByText('ประเภทบทบาท', { selector: '.MuiDataGrid-cell' })).toBeTruthy();
    expect(within(lists[0]!).getAllByText('ได้', { selector: '.MuiDataGrid-cell' })).toHaveLength(2);

    expect(screen.getByTestId('settings-title').textContent).toBe('เมนูที่กลุ่มสิทธิ์เปิดใช้');
    const crumbs = screen.getByRole('navigation', { name: 'ตำแหน่งในหน้าตั้งค่าระบบ' });
    await waitFor(() =>
      expect(
        within(crumbs)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['หน้าหลัก', 'ตั้งค่าระบบ', 'กลุ่มสิทธิ์ผู้ใช้งาน', 'เจ้าหน้าที่สารบรรณ', 'เมนูที่กลุ่มสิทธิ์เปิดใช้']),
    );
    expect(within(crumbs).getByRole('link', { name: 'กลุ่มสิทธิ์ผู้ใช้งาน' }).getAttribute('href')).toBe('/settings/6/users-group');
    // Every list call names the group; the side navigation keeps the group page current and lists no nested page.
    expect(sent(fake, 'menu-permission-group')[0]).toMatchObject({ scope: 2 });
    expect(sent(fake, 'settings-permission-group')[0]).toMatchObject({ scope: 2 });
    const nav = screen.getByRole('navigation', { name: 'เมนูตั้งค่าระบบ' });
    expect(within(nav).getByRole('link', { name: 'กลุ่มสิทธิ์ผู้ใช้งาน' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'เมนูที่กลุ่มสิทธิ์เปิดใช้' })).toBeNull();
  });

  it('links each group in the groups’ grid to its grants', async () => {
    renderAt('/settings/6/users-group', server());
    const link = await screen.findByTestId('settings-nested-menu-permission-group-2');
    expect(link.getAttribute('href')).toBe('/settings/6/users-group/menu-permission-group/2');
    expect(link.textContent).toBe('เมนูที่กลุ่มสิทธิ์เปิดใช้');
  });

  it('says the group was not found instead of showing its grids', async () => {
    const fake = server(() => ({ status: 404, body: { status: 'error', message: 'ไม่พบรายการที่ร้องขอ อาจถูกลบไปแล้ว' } }));
    renderAt('/settings/6/users-group/menu-permission-group/99', fake);
    const missing = await screen.findByTestId('settings-parent-missing');
    expect(missing.textContent).toContain('ไม่พบรายการที่ร้องขอ');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/settings/6/users-group');
    expect(screen.queryByTestId('settings-nested')).toBeNull();
    expect(sent(fake, 'menu-permission-group')).toEqual([]);
  });
});
