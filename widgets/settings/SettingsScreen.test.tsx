// @vitest-environment jsdom
/**
 * The settings route over a stand-in server: the administrator sees the side navigation with the
 * pages the server grants under their group headings, the title and breadcrumb of the page
 * opened; a person granted nothing gets the Thai refusal on any settings address; a declared page
 * without its grant is refused inside the settings; any other address is "not found" there.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routePath } from '../../engine/api/route-path';
import { ROUTES } from '../../engine/api/routes';
import { ROUTES as PORTAL_ROUTES } from '../../engine/portal/routes';
import { CERTIFICATE_PAGES } from '../../engine/settings/certificate-pages';
import { SETTINGS_GROUPS, SETTINGS_PAGES, isTopPage } from '../../engine/settings/settings-pages';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsScreen } from './SettingsScreen';

const ALL = SETTINGS_PAGES.map(({ page }) => ({ page, canWrite: true }));

let setup: TenantSetup;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

function serverGranting(items: { page: string; canWrite: boolean }[]): FakeServer {
  return fakeServer({
    [ROUTES.settingsPages.path]: () => ok({ items }),
    [routePath('settingsList', { page: 'role-type' })]: () =>
      ok({ items: [{ id: 2, role_type: 'admin', name_th: 'ผู้ดูแลระบบ', name_en: 'System administrator' }], total: 1 }),
  });
}

function renderAt(path: string, server: FakeServer) {
  return renderWithTenant(
    <Routes>
      <Route path={`${PORTAL_ROUTES.settings.path}/*`} element={<SettingsScreen />} />
    </Routes>,
    setup,
    { api: server.api, route: path },
  );
}

describe('settings page', () => {
  it('shows the administrator the side navigation by group, and a page with its title and breadcrumb', async () => {
    renderAt('/settings/6/role-type', serverGranting(ALL));
    const nav = await screen.findByRole('navigation', { name: 'เมนูตั้งค่าระบบ' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/settings/6',
      // Each group's declared pages; the certificate pages close the people group.
      ...SETTINGS_GROUPS.flatMap((group) => [
        ...SETTINGS_PAGES.filter((declaration) => isTopPage(declaration) && declaration.group === group.id).map(({ page }) => `/settings/6/${page}`),
        ...(group.id === 'people' ? CERTIFICATE_PAGES.map(({ segment }) => `/settings/6/${segment}`) : []),
      ]),
    ]);
    expect(within(nav).getByText('สิทธิ์การใช้งาน')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'ประเภทบทบาท' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('settings-title').textContent).toBe('ประเภทบทบาท');
    const crumbs = screen.getByRole('navigation', { name: 'ตำแหน่งในหน้าตั้งค่าระบบ' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['หน้าหลัก', 'ตั้งค่าระบบ', 'ประเภทบทบาท']);
    expect(await screen.findByText('System administrator', { selector: '.MuiDataGrid-cell' })).toBeTruthy();
  });

  it('shows the settings home with the granted pages', async () => {
    renderAt('/settings/6', serverGranting([{ page: 'role-type', canWrite: false }]));
    const home = await screen.findByTestId('settings-home');
    expect(
      within(home)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([...CERTIFICATE_PAGES.map(({ segment }) => `/settings/6/${segment}`), '/settings/6/role-type']);
    expect(screen.getByTestId('settings-title').textContent).toBe('ตั้งค่าระบบ');
  });

  it('refuses a person granted nothing, in Thai, without a navigation', async () => {
    const server = serverGranting([]);
    renderAt('/settings/6/role-type', server);
    expect((await screen.findByTestId('settings-refusal')).textContent).toContain('ไม่มีสิทธิ์ใช้งานหน้าตั้งค่านี้');
    expect(screen.queryByTestId('settings-nav')).toBeNull();
    // The page's records are never asked for.
    expect(server.requests.map((request) => request.path)).toEqual([ROUTES.settingsPages.path]);
  });

  it('refuses a declared page that is not granted, and says an unknown address is not found, inside the settings', async () => {
    renderAt('/settings/6/users-group', serverGranting([{ page: 'role-type', canWrite: true }]));
    expect(await screen.findByTestId('settings-refusal')).toBeTruthy();
    expect(screen.getByTestId('settings-nav')).toBeTruthy();
    expect(screen.getByTestId('settings-title').textContent).toBe('กลุ่มสิทธิ์ผู้ใช้งาน');
    cleanup();

    renderAt('/settings/6/users-group/no-such-segment/2', serverGranting(ALL));
    const notFound = await screen.findByTestId('settings-not-found');
    expect(notFound.textContent).toContain('ไม่พบหน้าตั้งค่า “users-group/no-such-segment/2”');
    expect(within(notFound).getByRole('link').getAttribute('href')).toBe('/settings/6');
    expect(screen.getByTestId('settings-nav')).toBeTruthy();
  });
});
