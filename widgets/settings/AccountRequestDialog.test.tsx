// @vitest-environment jsdom
/**
 * The account-requests page over a stand-in server, built from its real declaration: only a
 * waiting request offers a decision; approving offers a username from the e-mail address and
 * sends the one chosen, a taken username shows at the field with the dialog still open; refusing
 * needs a reason; a decision the server took closes the dialog with its message.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routePath } from '../../engine/api/route-path';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { fakeServer, ok, type Answer, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsList } from './SettingsList';

const declaration = settingsPageOf('account-requests') as SettingsPage;
const DECIDE = routePath('accountRequestDecide');

const row = (id: number, status: string, email: string) => ({
  id,
  created_at: '2030-01-15T02:30:00.000Z',
  status,
  first_name: 'มานี',
  last_name: 'ใจงาม',
  email,
  department_id: 1000004,
  department_id__label: 'กองการเจ้าหน้าที่',
  position_name: 'นักวิชาการ',
  id_card_masked: 'XXXXXXXXX0123',
  decided_at: status === 'pending' ? null : '2030-01-15T03:00:00.000Z',
  decided_by: null,
  refusal_reason: null,
  person_id: null,
});

let setup: TenantSetup;
let server: FakeServer;
let decideAnswers: Answer[];

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  decideAnswers = [];
  server = fakeServer({
    [routePath('settingsList', { page: 'account-requests' })]: () =>
      ok({ items: [row(7, 'pending', 'Manee.J+hr@example.org'), row(6, 'approved', 'x@example.org')], total: 2 }),
    [DECIDE]: () => decideAnswers.shift() ?? ok({ message: 'อนุมัติคำขอแล้ว' }),
  });
});
afterEach(cleanup);

/** The decide call's fields as sent (a form, as the portal's calls are). */
const decisions = () => server.requests.filter((request) => request.path === DECIDE).map((request) => Object.fromEntries(request.form));

async function openDecision() {
  renderWithTenant(<SettingsList declaration={declaration} canWrite />, setup, { api: server.api });
  await screen.findByText('Manee.J+hr@example.org', { selector: '.MuiDataGrid-cell' });
  expect(screen.queryByTestId('settings-decide-6')).toBeNull();
  await userEvent.setup().click(screen.getByTestId('settings-decide-7'));
  return screen.findByTestId('account-request-dialog');
}

describe('deciding a request for an account', () => {
  it('approves with the username offered from the e-mail, showing a taken one at its field', async () => {
    decideAnswers = [{ status: 409, body: { status: 'error', message: 'ชื่อผู้ใช้นี้ถูกใช้ไปแล้ว', fields: ['USERNAME'] } }];
    const user = userEvent.setup();
    const dialog = await openDecision();
    expect(dialog.textContent).toContain('XXXXXXXXX0123');
    const username = within(dialog).getByTestId('account-request-username') as HTMLInputElement;
    expect(username.value).toBe('manee.j.hr');
    await user.click(within(dialog).getByTestId('account-request-confirm'));
    await waitFor(() => expect(within(dialog).getByText('ชื่อผู้ใช้นี้ถูกใช้ไปแล้ว')).toBeTruthy());
    expect(decisions()).toEqual([{ REQUEST_ID: '7', DECISION: 'approve', USERNAME: 'manee.j.hr', F_DEPT_ID: '1000004' }]);

    await user.clear(username);
    await user.type(username, 'manee.j');
    await user.click(within(dialog).getByTestId('account-request-confirm'));
    expect((await screen.findByTestId('settings-done')).textContent).toContain('อนุมัติคำขอแล้ว');
    expect(decisions().at(-1)).toMatchObject({ DECISION: 'approve', USERNAME: 'manee.j' });
    expect(screen.queryByTestId('account-request-dialog')).toBeNull();
  });

  it('refuses only with a reason', async () => {
    const user = userEvent.setup();
    const dialog = await openDecision();
    await user.click(within(dialog).getByText('ไม่อนุมัติ'));
    await user.click(within(dialog).getByTestId('account-request-confirm'));
    expect(within(dialog).getByText('กรุณาระบุเหตุผลที่ไม่อนุมัติ')).toBeTruthy();
    expect(decisions()).toEqual([]);
    await user.type(within(dialog).getByTestId('account-request-reason'), 'ไม่ใช่บุคลากรของหน่วยงาน');
    await user.click(within(dialog).getByTestId('account-request-confirm'));
    await waitFor(() => expect(decisions()).toEqual([{ REQUEST_ID: '7', DECISION: 'refuse', REASON: 'ไม่ใช่บุคลากรของหน่วยงาน' }]));
  });
});
