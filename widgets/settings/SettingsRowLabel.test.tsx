// @vitest-environment jsdom
/**
 * A row whose key is a choice or a reference is named by what the form offers, not by its raw
 * key: a register book's column 'doc_date' reads ลงวันที่ in the notice after adding or saving
 * it, on its buttons and in the delete question; a permission group's menu grant reads as the
 * menu's name the list carries (<field>__label), not its number.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routePath } from '../../engine/api/route-path';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsList } from './SettingsList';

let setup: TenantSetup;
beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

const COLUMNS = settingsPageOf('manage-columns') as SettingsPage;
const MENUS = settingsPageOf('menu-permission-group') as SettingsPage;
const at = (call: 'settingsList' | 'settingsCreate' | 'settingsUpdate' | 'settingsDelete', page: string) => routePath(call, { page });

function columnsServer(): FakeServer {
  return fakeServer({
    [at('settingsList', 'manage-columns')]: () => ok({ items: [{ column_key: 'number', position: 10, visible: true }], total: 1 }),
    [at('settingsCreate', 'manage-columns')]: () => ok({ item: { column_key: 'doc_date', position: 50, visible: false } }),
    [at('settingsUpdate', 'manage-columns')]: () => ok({ item: { column_key: 'number', position: 5, visible: true } }),
  });
}

describe('the name of a row keyed by a choice', () => {
  it('adding a column names it by its label in the notice', async () => {
    const user = userEvent.setup();
    renderWithTenant(<SettingsList declaration={COLUMNS} canWrite />, setup, { api: columnsServer().api });
    await screen.findByText('เลขทะเบียน', { selector: '.MuiDataGrid-cell' });
    await user.click(screen.getByTestId('settings-add'));
    const dialog = await screen.findByTestId('settings-record-dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'คอลัมน์' }));
    await user.click(await screen.findByRole('option', { name: 'ลงวันที่' }));
    await user.click(within(dialog).getByTestId('settings-record-save'));
    await waitFor(() => expect(screen.queryByTestId('settings-record-dialog')).toBeNull());
    expect(screen.getByTestId('settings-done').textContent).toContain('เพิ่ม “ลงวันที่” แล้ว');
    expect(screen.getByTestId('settings-done').textContent).not.toContain('doc_date');
  });

  it('saving a column and its buttons name it by its label', async () => {
    const user = userEvent.setup();
    renderWithTenant(<SettingsList declaration={COLUMNS} canWrite />, setup, { api: columnsServer().api });
    const edit = await screen.findByTestId('settings-edit-number');
    expect(edit.getAttribute('aria-label')).toBe('แก้ไข เลขทะเบียน');
    await user.click(edit);
    const dialog = await screen.findByTestId('settings-record-dialog');
    await user.click(within(dialog).getByTestId('settings-record-save'));
    await waitFor(() => expect(screen.queryByTestId('settings-record-dialog')).toBeNull());
    expect(screen.getByTestId('settings-done').textContent).toContain('บันทึกการแก้ไข “เลขทะเบียน” แล้ว');
  });

  it('a menu grant is named by the menu’s name, not its number', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      [at('settingsList', 'menu-permission-group')]: () => ok({ items: [{ menu_id: 2, menu_id__label: 'sarabun', pm_query: 1, pm_manage: 1 }], total: 1 }),
      [at('settingsDelete', 'menu-permission-group')]: () => ok({ item: { id: 2, deactivated: false } }),
    });
    renderWithTenant(<SettingsList declaration={MENUS} canWrite />, setup, { api: server.api });
    await user.click(await screen.findByTestId('settings-delete-2'));
    const dialog = await screen.findByTestId('settings-delete-dialog');
    expect(dialog.textContent).toContain('“sarabun”');
    await user.click(within(dialog).getByTestId('settings-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('settings-delete-dialog')).toBeNull());
    expect(screen.getByTestId('settings-done').textContent).toContain('ลบ “sarabun” แล้ว');
  });
});
