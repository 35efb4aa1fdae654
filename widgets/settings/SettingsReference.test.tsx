// @vitest-environment jsdom
/**
 * Reference and read-only fields over a stand-in server, built from the real manage-section and
 * user-active declarations: the grid shows a reference by the referenced row's name; the form
 * shows the current name, asks the server for the choices only when opened (and again with
 * what is typed), and sends the chosen row's key; a page that writes only a switch shows its
 * other fields disabled, never sends them, and offers neither adding nor deleting.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routePath } from '../../engine/api/route-path';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsList } from './SettingsList';

type Call = 'settingsList' | 'settingsUpdate' | 'settingsOptions';

const SECTIONS = [
  { id: 1000000, name_th: 'สำนักงานทดสอบ', name_en: 'Test office', parent_id: null, parent_id__label: null },
  { id: 1000001, name_th: 'กองกลาง', name_en: 'Central', parent_id: 1000000, parent_id__label: 'สำนักงานทดสอบ' },
  { id: 1000002, name_th: 'งานสารบรรณ', name_en: null, parent_id: 1000001, parent_id__label: 'กองกลาง' },
];
const OPTIONS = [
  { value: 1000001, label: 'กองกลาง' },
  { value: 1000003, label: 'กองนโยบายและแผน' },
  { value: 1000000, label: 'สำนักงานทดสอบ' },
];
const PEOPLE = [
  { id: 7, username: 'officer', first_name: 'วิภาวรรณ', last_name: 'ศรีสุข', department_id: 1000001, department_id__label: 'กองกลาง', active: true },
];

let setup: TenantSetup;
let server: FakeServer;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

const declared = (page: string) => settingsPageOf(page) as SettingsPage;

function serve(page: string, rows: unknown[]) {
  const path = (call: Call) => routePath(call, { page });
  server = fakeServer({
    [path('settingsList')]: () => ok({ items: rows, total: rows.length }),
    [path('settingsOptions')]: (_form, json) => {
      const search = (json as { search?: string }).search ?? '';
      return ok({ items: OPTIONS.filter((option) => option.label.includes(search)) });
    },
    [path('settingsUpdate')]: (_form, json) => ok({ item: { ...(rows[0] as object), ...(json as { record: object }).record } }),
  });
  return (call: Call) => server.requests.filter((request) => request.path === path(call)).map((request) => request.json);
}

describe('reference fields', () => {
  it('show the referenced name in the grid and the form, load the choices when opened, and send the chosen key', async () => {
    const user = userEvent.setup();
    const sentTo = serve('manage-section', SECTIONS);
    renderWithTenant(<SettingsList declaration={declared('manage-section')} canWrite />, setup, { api: server.api });
    const grid = screen.getByTestId('settings-grid');
    await within(grid).findByText('งานสารบรรณ', { selector: '.MuiDataGrid-cell' });
    const parentCells = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('data-field') === 'parent_id')
      .map((cell) => cell.textContent);
    expect(parentCells).toEqual(['—', 'สำนักงานทดสอบ', 'กองกลาง']);

    await user.click(screen.getByTestId('settings-edit-1000002'));
    const dialog = await screen.findByTestId('settings-record-dialog');
    const parent = within(dialog).getByRole('combobox', { name: 'หน่วยงานต้นสังกัด' }) as HTMLInputElement;
    expect(parent.value).toBe('กองกลาง');
    expect(sentTo('settingsOptions')).toHaveLength(0);

    await user.click(parent);
    await waitFor(() => expect(sentTo('settingsOptions')).toEqual([{ field: 'parent_id' }]));
    expect(await screen.findByTestId('settings-field-parent_id-option-1000003')).toBeTruthy();
    await user.clear(parent);
    await user.type(parent, 'นโยบาย');
    await waitFor(() => expect(sentTo('settingsOptions').at(-1)).toEqual({ field: 'parent_id', search: 'นโยบาย' }));
    await waitFor(() => expect(screen.queryByTestId('settings-field-parent_id-option-1000001')).toBeNull());
    await user.click(screen.getByTestId('settings-field-parent_id-option-1000003'));
    expect(parent.value).toBe('กองนโยบายและแผน');

    await user.click(within(dialog).getByTestId('settings-record-save'));
    await waitFor(() => expect(screen.queryByTestId('settings-record-dialog')).toBeNull());
    expect(sentTo('settingsUpdate')).toEqual([{ id: 1000002, record: { name_th: 'งานสารบรรณ', name_en: null, doc_prefix: null, parent_id: 1000003 } }]);
  });
});

describe('a page that writes only a switch (user-active)', () => {
  it('shows the other fields disabled, sends only the switch, and offers neither adding nor deleting', async () => {
    const user = userEvent.setup();
    const sentTo = serve('user-active', PEOPLE);
    renderWithTenant(<SettingsList declaration={declared('user-active')} canWrite />, setup, { api: server.api });
    const grid = screen.getByTestId('settings-grid');
    await within(grid).findByText('officer', { selector: '.MuiDataGrid-cell' });
    expect(within(grid).getByText('กองกลาง', { selector: '.MuiDataGrid-cell' })).toBeTruthy();
    expect(screen.queryByTestId('settings-add')).toBeNull();
    expect(screen.queryByTestId('settings-delete-7')).toBeNull();

    await user.click(screen.getByTestId('settings-edit-7'));
    const dialog = await screen.findByTestId('settings-record-dialog');
    const username = within(dialog).getByRole('textbox', { name: 'ชื่อผู้ใช้' }) as HTMLInputElement;
    expect(username.value).toBe('officer');
    expect(username.disabled).toBe(true);
    const department = within(dialog).getByRole('textbox', { name: 'หน่วยงาน' }) as HTMLInputElement;
    expect(department.value).toBe('กองกลาง');
    expect(department.disabled).toBe(true);
    expect(within(dialog).getAllByText('แก้ไขในหน้านี้ไม่ได้')).toHaveLength(4);

    const active = within(dialog).getByTestId('settings-field-active') as HTMLInputElement;
    expect(active.checked).toBe(true);
    await user.click(active);
    await user.click(within(dialog).getByTestId('settings-record-save'));
    await waitFor(() => expect(screen.queryByTestId('settings-record-dialog')).toBeNull());
    expect(sentTo('settingsUpdate')).toEqual([{ id: 7, record: { active: false } }]);
    expect(sentTo('settingsOptions')).toHaveLength(0);
  });
});
