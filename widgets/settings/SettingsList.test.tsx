// @vitest-environment jsdom
/**
 * A settings page's records over a stand-in server, built from the real role-type declaration:
 * the grid shows the declared columns in Thai (a role type by its label), pages and searches on
 * the server; adding checks the form before asking, and a refusal (409 duplicate, 400 naming a
 * field) shows in the dialog with what was typed still there; deleting a role type in use shows
 * the server's Thai refusal and changes nothing; a person who may only read gets no buttons.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routePath } from '../../engine/api/route-path';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { fakeServer, ok, type Answer, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsList } from './SettingsList';

const PAGE = 'role-type';
const declaration = settingsPageOf(PAGE) as SettingsPage;
const path = (call: 'settingsList' | 'settingsCreate' | 'settingsUpdate' | 'settingsDelete') => routePath(call, { page: PAGE });

const ROWS = [
  { id: 3, role_type: 'registry', name_th: 'เจ้าหน้าที่สารบรรณ', name_en: 'Registry clerk' },
  { id: 4, role_type: 'officer', name_th: 'เจ้าหน้าที่', name_en: 'Officer' },
];
const IN_USE = 'ลบประเภทบทบาทนี้ไม่ได้ เพราะยังมีผู้ใช้งานที่ได้รับบทบาทนี้อยู่ ให้ถอนบทบาทจากผู้ใช้งานก่อน';

let setup: TenantSetup;
let server: FakeServer;
let createAnswer: Answer;
let deleteAnswer: Answer;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  createAnswer = ok({ item: { id: 2010, role_type: 'officer', name_th: 'นักทดสอบ', name_en: 'Tester' } });
  deleteAnswer = { status: 409, body: { status: 'error', message: IN_USE } };
  server = fakeServer({
    [path('settingsList')]: () => ok({ items: ROWS, total: 42 }),
    [path('settingsCreate')]: () => createAnswer,
    [path('settingsDelete')]: () => deleteAnswer,
  });
});
afterEach(cleanup);

const sentTo = (call: Parameters<typeof path>[0]) => server.requests.filter((request) => request.path === path(call)).map((request) => request.json);

describe('settings list', () => {
  it('shows the declared columns in Thai with a role type by its label, and pages and searches on the server', async () => {
    const user = userEvent.setup();
    renderWithTenant(<SettingsList declaration={declaration} canWrite />, setup, { api: server.api });
    const grid = screen.getByTestId('settings-grid');
    expect(await within(grid).findByText('Registry clerk', { selector: '.MuiDataGrid-cell' })).toBeTruthy();
    for (const header of ['รหัส', 'ชื่อภาษาไทย', 'ชื่อภาษาอังกฤษ', 'ประเภทสิทธิ์', 'จัดการ'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .some((cell) => cell.textContent === 'เจ้าหน้าที่' && cell.getAttribute('data-field') === 'role_type'),
    ).toBe(true);
    expect(screen.getByTestId('settings-total').textContent).toBe('ทั้งหมด 42 รายการ');
    expect(sentTo('settingsList')[0]).toEqual({ page: 1, size: 25 });

    await user.type(screen.getByTestId('settings-search'), 'สาร');
    await waitFor(() => expect(sentTo('settingsList').at(-1)).toEqual({ page: 1, size: 25, search: 'สาร' }));
    await user.click(within(grid).getByTestId('queue-page-2'));
    await waitFor(() => expect(sentTo('settingsList').at(-1)).toEqual({ page: 2, size: 25, search: 'สาร' }));
  });

  it('checks the form before asking, keeps what was typed through a refusal, and saves', async () => {
    const user = userEvent.setup();
    renderWithTenant(<SettingsList declaration={declaration} canWrite />, setup, { api: server.api });
    await screen.findByText('Registry clerk', { selector: '.MuiDataGrid-cell' });
    await user.click(screen.getByTestId('settings-add'));
    const dialog = await screen.findByTestId('settings-record-dialog');

    await user.click(within(dialog).getByTestId('settings-record-save'));
    expect(within(dialog).getByText('กรุณากรอกชื่อภาษาไทย')).toBeTruthy();
    expect(within(dialog).getByText('กรุณากรอกประเภทสิทธิ์')).toBeTruthy();
    expect(sentTo('settingsCreate')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'ชื่อภาษาไทย' }), 'นักทดสอบ');
    await user.type(within(dialog).getByRole('textbox', { name: 'ชื่อภาษาอังกฤษ' }), 'Tester');
    await user.click(within(dialog).getByRole('combobox', { name: 'ประเภทสิทธิ์' }));
    await user.click(await screen.findByRole('option', { name: 'เจ้าหน้าที่' }));
    // Every field it pointed at is filled: the form's notice is gone.
    expect(within(dialog).queryByTestId('settings-record-error')).toBeNull();

    createAnswer = { status: 409, body: { status: 'error', message: 'ข้อมูลซ้ำกับรายการที่มีอยู่แล้ว' } };
    await user.click(within(dialog).getByTestId('settings-record-save'));
    expect((await within(dialog).findByTestId('settings-record-error')).textContent).toBe('ข้อมูลซ้ำกับรายการที่มีอยู่แล้ว');
    expect(sentTo('settingsCreate')).toEqual([{ record: { name_th: 'นักทดสอบ', name_en: 'Tester', role_type: 'officer' } }]);
    expect((within(dialog).getByRole('textbox', { name: 'ชื่อภาษาไทย' }) as HTMLInputElement).value).toBe('นักทดสอบ');

    createAnswer = { status: 400, body: { status: 'error', message: 'ชื่อภาษาอังกฤษ ต้องไม่ว่าง', fields: ['record.name_en'] } };
    await user.click(within(dialog).getByTestId('settings-record-save'));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'ชื่อภาษาอังกฤษ' }).getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('textbox', { name: 'ชื่อภาษาไทย' }).getAttribute('aria-invalid')).toBe('false');

    createAnswer = ok({ item: { id: 2010, role_type: 'officer', name_th: 'นักทดสอบ', name_en: 'Tester' } });
    const listed = sentTo('settingsList').length;
    await user.click(within(dialog).getByTestId('settings-record-save'));
    await waitFor(() => expect(screen.queryByTestId('settings-record-dialog')).toBeNull());
    expect(screen.getByTestId('settings-done').textContent).toContain('เพิ่ม “นักทดสอบ” แล้ว');
    await waitFor(() => expect(sentTo('settingsList').length).toBeGreaterThan(listed));
  });

  it('edits a record with its values filled in and sends its key', async () => {
    const user = userEvent.setup();
    const updated: unknown[] = [];
    server = fakeServer({
      [path('settingsList')]: () => ok({ items: ROWS, total: 2 }),
      [path('settingsUpdate')]: (_form, json) => {
        updated.push(json);
        return ok({ item: { id: 4, role_type: 'officer', name_th: 'เจ้าหน้าที่ทั่วไป', name_en: 'Officer' } });
      },
    });
    renderWithTenant(<SettingsList declaration={declaration} canWrite />, setup, { api: server.api });
    await user.click(await screen.findByTestId('settings-edit-4'));
    const dialog = await screen.findByTestId('settings-record-dialog');
    const name = within(dialog).getByRole('textbox', { name: 'ชื่อภาษาไทย' }) as HTMLInputElement;
    expect(name.value).toBe('เจ้าหน้าที่');
    await user.clear(name);
    await user.type(name, 'เจ้าหน้าที่ทั่วไป');
    await user.click(within(dialog).getByTestId('settings-record-save'));
    await waitFor(() => expect(screen.queryByTestId('settings-record-dialog')).toBeNull());
    expect(updated).toEqual([{ id: 4, record: { name_th: 'เจ้าหน้าที่ทั่วไป', name_en: 'Officer', role_type: 'officer' } }]);
  });

  it('asks before deleting, and shows the Thai refusal of a role type in use', async () => {
    const user = userEvent.setup();
    renderWithTenant(<SettingsList declaration={declaration} canWrite />, setup, { api: server.api });
    await user.click(await screen.findByTestId('settings-delete-4'));
    const dialog = await screen.findByTestId('settings-delete-dialog');
    expect(within(dialog).getByText('ต้องการลบ “เจ้าหน้าที่” ใช่หรือไม่ ลบแล้วจะกู้คืนไม่ได้')).toBeTruthy();
    expect(sentTo('settingsDelete')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('settings-delete-confirm'));
    expect((await within(dialog).findByTestId('settings-delete-error')).textContent).toBe(IN_USE);
    expect(sentTo('settingsDelete')).toEqual([{ id: 4 }]);

    deleteAnswer = ok({ item: { id: 4, deactivated: false } });
    await user.click(within(dialog).getByTestId('settings-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('settings-delete-dialog')).toBeNull());
    expect(screen.getByTestId('settings-done').textContent).toContain('ลบ “เจ้าหน้าที่” แล้ว');
  });

  it('gives a person who may only read the records without add, edit or delete', async () => {
    renderWithTenant(<SettingsList declaration={declaration} canWrite={false} />, setup, { api: server.api });
    await screen.findByText('Registry clerk', { selector: '.MuiDataGrid-cell' });
    expect(screen.getByTestId('settings-read-only')).toBeTruthy();
    expect(screen.queryByTestId('settings-add')).toBeNull();
    expect(screen.queryByTestId('settings-edit-4')).toBeNull();
    expect(screen.queryByTestId('settings-delete-4')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'จัดการ' })).toBeNull();
  });
});
