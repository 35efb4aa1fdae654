// @vitest-environment jsdom
/**
 * The certificate pages open with electronic signing: until then each of their settings
 * addresses (certificate-person, certificate-person/{personID}, certificate-person-request,
 * certificate-person-auto) says so in Thai inside the settings, titled, with the way back; it is
 * neither "not found" nor an error. Any other address below them is still not found.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { ROUTES as PORTAL_ROUTES } from '../../engine/portal/routes';
import { comingLaterOf } from '../../engine/settings/settings-coming';
import { SETTINGS_PAGES } from '../../engine/settings/settings-pages';
import { fakeServer, ok } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsScreen } from './SettingsScreen';

let setup: TenantSetup;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

function renderAt(path: string, items = SETTINGS_PAGES.map(({ page }) => ({ page, canWrite: true }))) {
  const server = fakeServer({ [ROUTES.settingsPages.path]: () => ok({ items }) });
  renderWithTenant(
    <Routes>
      <Route path={`${PORTAL_ROUTES.settings.path}/*`} element={<SettingsScreen />} />
    </Routes>,
    setup,
    { api: server.api, route: path },
  );
  return server;
}

describe('certificate pages before electronic signing', () => {
  it.each([
    ['certificate-person', 'ใบรับรองอิเล็กทรอนิกส์ของผู้ใช้งาน'],
    ['certificate-person/42', 'ใบรับรองอิเล็กทรอนิกส์ของผู้ใช้งาน'],
    ['certificate-person-request', 'คำขอใบรับรองอิเล็กทรอนิกส์'],
    ['certificate-person-auto', 'การออกใบรับรองอิเล็กทรอนิกส์อัตโนมัติ'],
  ])('/settings/6/%s says it opens with electronic signing, titled, with the way back', async (address, title) => {
    const server = renderAt(`/settings/6/${address}`);
    const page = await screen.findByTestId('settings-coming-later');
    expect(page.textContent).toContain('การจัดการใบรับรองอิเล็กทรอนิกส์จะเปิดให้ใช้พร้อมระบบลงนามอิเล็กทรอนิกส์');
    expect(within(page).getByRole('link').getAttribute('href')).toBe('/settings/6');
    expect(screen.getByTestId('settings-title').textContent).toBe(title);
    expect(screen.queryByTestId('settings-not-found')).toBeNull();
    // Told as information, not as an error.
    expect(page.className).toContain('MuiAlert-colorInfo');
    expect(screen.queryByTestId('settings-pages-error')).toBeNull();
    expect(screen.getByTestId('settings-nav')).toBeTruthy();
    // Nothing is asked of the server beyond the pages this person may open.
    expect(server.requests.map((request) => request.path)).toEqual([ROUTES.settingsPages.path]);
  });

  it('still says not found below them, and still refuses a person granted nothing', async () => {
    renderAt('/settings/6/certificate-person-auto/7');
    expect(await screen.findByTestId('settings-not-found')).toBeTruthy();
    cleanup();
    renderAt('/settings/6/certificate-person', []);
    expect(await screen.findByTestId('settings-refusal')).toBeTruthy();
    expect(screen.queryByTestId('settings-coming-later')).toBeNull();
  });

  it('names only whole segments', () => {
    expect(comingLaterOf(['certificate-person'])?.segment).toBe('certificate-person');
    expect(comingLaterOf(['certificate-person', '5'])?.segment).toBe('certificate-person');
    expect(comingLaterOf(['certificate-person-request', '5'])).toBeNull();
    expect(comingLaterOf(['certificate'])).toBeNull();
    expect(comingLaterOf([])).toBeNull();
  });
});
