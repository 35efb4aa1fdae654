// @vitest-environment jsdom
/**
 * The filter bar of a page declaring filters (the real history-activity declaration) over a
 * stand-in server: the person picker, the action select with Thai labels and the two date fields
 * show above the grid; choosing narrows the list on the server (the values sent as `filters`),
 * and the export downloads the file for the same filters. The grid shows the person by name,
 * the action in Thai and the time as a Thai date and time.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routePath } from '../../engine/api/route-path';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsList } from './SettingsList';

const PAGE = 'history-activity';
const declaration = settingsPageOf(PAGE) as SettingsPage;
const ROWS = [
  { id: 9, at: '2020-01-15T16:30:00.000Z', person_id: 5, person_id__label: 'สมชาย ใจดี', action: 'sarabun.send', detail: '{}', ip: '10.0.0.1' },
  { id: 8, at: '2020-01-10T02:00:00.000Z', person_id: 5, person_id__label: 'สมชาย ใจดี', action: 'sign-in', detail: '{}', ip: '10.0.0.1' },
];

let setup: TenantSetup;
let server: FakeServer;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  server = fakeServer({
    [routePath('settingsList', { page: PAGE })]: () => ok({ items: ROWS, total: 2 }),
    [routePath('settingsExport', { page: PAGE })]: () => ok({}),
  });
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const listed = () => server.requests.filter((request) => request.path === routePath('settingsList', { page: PAGE })).map((request) => request.json);

describe('settings filters', () => {
  it('show above the grid, narrow the list on the server and export the same rows', async () => {
    const user = userEvent.setup();
    renderWithTenant(<SettingsList declaration={declaration} canWrite={false} />, setup, { api: server.api });
    const grid = screen.getByTestId('settings-grid');
    // 23:30 on 15 January 2563 in Thailand, the person by name, the action in Thai.
    expect(await within(grid).findByText('ส่งหนังสือ', { selector: '.MuiDataGrid-cell' })).toBeTruthy();
    expect(within(grid).getAllByText('สมชาย ใจดี', { selector: '.MuiDataGrid-cell' })).toHaveLength(2);
    expect(within(grid).getByText('เข้าสู่ระบบ', { selector: '.MuiDataGrid-cell' })).toBeTruthy();
    expect(within(grid).getByText('๑๕ ม.ค. ๒๕๖๓ ๒๓:๓๐ น.', { selector: '.MuiDataGrid-cell' })).toBeTruthy();
    expect(listed()[0]).toEqual({ page: 1, size: 25 });

    const bar = screen.getByTestId('settings-filters');
    expect(within(bar).getByTestId('settings-field-person_id')).toBeTruthy();
    await user.click(within(bar).getByRole('combobox', { name: 'การดำเนินการ' }));
    await user.click(await screen.findByRole('option', { name: 'งานหนังสือ (ทุกการดำเนินการ)' }));
    await waitFor(() => expect(listed().at(-1)).toEqual({ page: 1, size: 25, filters: { action: 'sarabun' } }));

    fireEvent.change(within(bar).getByTestId('settings-filter-atFrom'), { target: { value: '2020-01-01' } });
    fireEvent.change(within(bar).getByTestId('settings-filter-atTo'), { target: { value: '2020-01-31' } });
    const filters = { action: 'sarabun', atFrom: '2020-01-01', atTo: '2020-01-31' };
    await waitFor(() => expect(listed().at(-1)).toEqual({ page: 1, size: 25, filters }));

    await user.click(within(bar).getByTestId('settings-export'));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const exported = server.requests.find((request) => request.path.startsWith(routePath('settingsExport', { page: PAGE })))!;
    expect(JSON.parse(new URL(exported.path, 'http://x').searchParams.get('filters')!)).toEqual(filters);

    await user.click(within(bar).getByTestId('settings-filters-clear'));
    await waitFor(() => expect(listed().at(-1)).toEqual({ page: 1, size: 25 }));
  });
});
