// @vitest-environment jsdom
/**
 * The person form (the real employee-information declaration) over a stand-in server: the ID
 * card's check digit and the password rules are checked before anything is sent, with Thai
 * messages naming the field; the password is a password input, never filled from the record,
 * required of a new person and, when editing, left out of the record when left empty (so the
 * stored one stays); the birthday is a date input sending YYYY-MM-DD.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routePath } from '../../engine/api/route-path';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsList } from './SettingsList';

type Call = 'settingsList' | 'settingsUpdate' | 'settingsCreate' | 'settingsOptions';

const PAGE = 'employee-information';
const VALID_CARD = '1101700001024';
const PERSON = {
  id: 12,
  employee_code: 'EMP-12',
  employee_type_id: null,
  employee_type_id__label: null,
  first_name: 'สมหญิง',
  last_name: 'ใจดี',
  id_card: VALID_CARD,
  position_id: null,
  position_id__label: null,
  gender: 'female',
  department_id: null,
  department_id__label: null,
  birthday: '1990-02-28',
  blood_type: 'O',
  nationality: 'ไทย',
  race: 'ไทย',
  address: null,
  email: null,
  phone: null,
  username: 'somying',
  directory_user: null,
};

let setup: TenantSetup;
let server: FakeServer;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

function serve() {
  const path = (call: Call) => routePath(call, { page: PAGE });
  server = fakeServer({
    [path('settingsList')]: () => ok({ items: [PERSON], total: 1 }),
    [path('settingsOptions')]: () => ok({ items: [] }),
    [path('settingsUpdate')]: (_form, json) => ok({ item: { ...PERSON, ...(json as { record: object }).record } }),
    [path('settingsCreate')]: (_form, json) => ok({ item: { ...PERSON, id: 13, ...(json as { record: object }).record } }),
  });
  return (call: Call) => server.requests.filter((request) => request.path === path(call)).map((request) => request.json);
}

async function openDialog(testId: string) {
  const user = userEvent.setup();
  const sentTo = serve();
  renderWithTenant(<SettingsList declaration={settingsPageOf(PAGE) as SettingsPage} canWrite />, setup, { api: server.api });
  await within(screen.getByTestId('settings-grid')).findByText('somying', { selector: '.MuiDataGrid-cell' });
  await user.click(screen.getByTestId(testId));
  const dialog = await screen.findByTestId('settings-record-dialog');
  return { user, sentTo, dialog };
}

const input = (dialog: HTMLElement, field: string) => within(dialog).getByTestId(`settings-field-${field}`) as HTMLInputElement;

describe('the person form', () => {
  it('editing: refuses a wrong ID card check digit and a weak password before sending, and leaves an empty password out', async () => {
    const { user, sentTo, dialog } = await openDialog('settings-edit-12');
    const password = input(dialog, 'password');
    expect(password.type).toBe('password');
    expect(password.value).toBe('');
    expect(within(dialog).getByText('เว้นว่างไว้หากไม่ต้องการเปลี่ยน (เปลี่ยนแล้วผู้ใช้จะต้องเข้าสู่ระบบใหม่)')).toBeTruthy();
    const birthday = input(dialog, 'birthday');
    expect(birthday.type).toBe('date');
    expect(birthday.value).toBe('1990-02-28');

    const card = input(dialog, 'id_card');
    await user.clear(card);
    await user.type(card, '1101700001023');
    await user.type(password, 'short');
    await user.click(within(dialog).getByTestId('settings-record-save'));
    expect(await within(dialog).findByText('เลขบัตรประจำตัวประชาชนไม่ถูกต้อง ต้องเป็นตัวเลข 13 หลัก และหลักสุดท้ายต้องตรงกับเลขตรวจสอบของ 12 หลักแรก')).toBeTruthy();
    expect(within(dialog).getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร ประกอบด้วยตัวอักษรภาษาอังกฤษ (a-z, A-Z) และตัวเลข (0-9)')).toBeTruthy();
    expect(sentTo('settingsUpdate')).toHaveLength(0);

    await user.clear(card);
    await user.type(card, VALID_CARD);
    await user.clear(password);
    await user.click(within(dialog).getByTestId('settings-record-save'));
    await waitFor(() => expect(screen.queryByTestId('settings-record-dialog')).toBeNull());
    const [sent] = sentTo('settingsUpdate') as { id: number; record: Record<string, unknown> }[];
    expect(sent!.id).toBe(12);
    expect(sent!.record).toMatchObject({ id_card: VALID_CARD, birthday: '1990-02-28', username: 'somying' });
    expect(sent!.record).not.toHaveProperty('password');
  });

  it('adding: requires the password and sends it as typed once it meets the rules', async () => {
    const { user, sentTo, dialog } = await openDialog('settings-add');
    const password = input(dialog, 'password');
    expect(password.required).toBe(true);
    await user.type(input(dialog, 'first_name'), 'สมชาย');
    await user.type(input(dialog, 'last_name'), 'รักงาน');
    await user.type(input(dialog, 'username'), 'somchai');
    await user.click(within(dialog).getByTestId('settings-record-save'));
    expect(await within(dialog).findByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(sentTo('settingsCreate')).toHaveLength(0);

    await user.type(password, 'Welcome2024');
    await user.click(within(dialog).getByTestId('settings-record-save'));
    await waitFor(() => expect(screen.queryByTestId('settings-record-dialog')).toBeNull());
    expect(sentTo('settingsCreate')).toEqual([
      {
        record: expect.objectContaining({
          first_name: 'สมชาย',
          last_name: 'รักงาน',
          username: 'somchai',
          password: 'Welcome2024',
          id_card: null,
          birthday: null,
        }),
      },
    ]);
  });
});
