// @vitest-environment jsdom
/**
 * After sign-in the client keeps the person's menu under the portal's `_menu` key and the
 * settings pages granted under `_permission` (both with the tenant's key prefix), written where
 * the header loads the menu and where the settings load their grants. A failed call writes
 * nothing. (Sign-out clearing both: app/session/stored-keys.test.ts.)
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { ROUTES as PORTAL_ROUTES } from '../../engine/portal/routes';
import { fakeServer, ok } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsScreen } from '../settings/SettingsScreen';
import { TopMenuBar } from './TopMenu';

const MENU = [
  { MENU_ID: 1, MENU_ACTION: 'portal', MENU_ICON: 'Home', MENU_NAME_ENG: 'menu.home', PM_QUERY: 1, PM_MANAGE: 0 },
  { MENU_ID: 6, MENU_ACTION: 'settings', MENU_ICON: 'Settings', MENU_NAME_ENG: 'menu.settings', PM_QUERY: 1, PM_MANAGE: 1 },
];
const GRANTED = [
  { page: 'role-type', canWrite: true },
  { page: 'manage-section', canWrite: false },
];

let setup: TenantSetup;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

const stored = (key: 'menu' | 'permission') => window.localStorage.getItem(setup.store.keyOf(key));

describe('the menu and the permissions kept in local storage', () => {
  it('writes the header menu under the prefixed _menu key when the menu loads', async () => {
    const server = fakeServer({ [ROUTES.getMenus.path]: () => ok({ item: MENU, items: MENU }) });
    renderWithTenant(<TopMenuBar base="/" />, setup, { api: server.api, route: '/' });
    await screen.findAllByRole('link');
    expect(setup.store.keyOf('menu')).toMatch(/^dev_menu$/);
    expect(JSON.parse(stored('menu')!)).toEqual(MENU);
  });

  it('writes nothing when the menu call fails', async () => {
    const server = fakeServer({ [ROUTES.getMenus.path]: () => ({ status: 403, body: { status: 'error', message: 'ไม่มีสิทธิ์' } }) });
    renderWithTenant(<TopMenuBar base="/" />, setup, { api: server.api, route: '/' });
    await waitFor(() => expect(server.requests.map((request) => request.path)).toEqual([ROUTES.getMenus.path]));
    // The reply has been read once the menu stops loading (no skeleton left).
    await waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(stored('menu')).toBeNull();
  });

  it('writes the settings pages granted under the prefixed _permission key when the settings load them', async () => {
    const server = fakeServer({ [ROUTES.settingsPages.path]: () => ok({ items: GRANTED }) });
    renderWithTenant(
      <Routes>
        <Route path={`${PORTAL_ROUTES.settings.path}/*`} element={<SettingsScreen />} />
      </Routes>,
      setup,
      { api: server.api, route: '/settings/6' },
    );
    await screen.findByTestId('settings-home');
    expect(setup.store.keyOf('permission')).toBe('dev_permission');
    expect(JSON.parse(stored('permission')!)).toEqual(GRANTED);
    expect(setup.store.get('permission')).toEqual(GRANTED);
  });
});
