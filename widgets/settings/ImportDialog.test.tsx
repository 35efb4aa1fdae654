// @vitest-environment jsdom
/**
 * Importing a file from a settings page over a stand-in server (the import itself is tested on
 * a real database in server/modules/settings/org-import.test.ts): the page declaring an import
 * offers it; a file is checked first and its problems listed with nothing written and no way to
 * import it; another file that checks clean can then be imported, the very file checked; a
 * refusal shows in Thai.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routePath } from '../../engine/api/route-path';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SettingsList } from './SettingsList';

const declaration = settingsPageOf('manage-section') as SettingsPage;
const IMPORT = routePath('settingsImport');
const BAD = 'ชื่อหน่วยงานต้องไม่ว่าง';
const WRITTEN = 'นำเข้าหน่วยงาน 2 รายการเรียบร้อยแล้ว';

let setup: TenantSetup;
let server: FakeServer;
let refuseApply = false;
/** The file the stand-in finds a problem in. */
let badFile: File | null = null;

const result = (mode: string, problems: { row: number; column: string; reason: string }[]) => ({
  item: { kind: 'departments', mode, format: 'csv', rows: 2, applied: mode === 'apply', problemCount: problems.length, problems },
});

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  refuseApply = false;
  badFile = null;
  server = fakeServer({
    [routePath('settingsList', { page: declaration.page })]: () => ok({ items: [], total: 0 }),
    [IMPORT]: (form) => {
      if (form.get('mode') === 'apply')
        return refuseApply
          ? { status: 403, body: { status: 'error', message: 'ไม่มีสิทธิ์นำเข้าข้อมูล' } }
          : { status: 200, body: { status: 'success', message: WRITTEN, ...result('apply', []) } };
      const bad = server.requests.at(-1)?.file === badFile;
      return ok(result('dry-run', bad ? [{ row: 3, column: 'ชื่อหน่วยงาน (name_th)', reason: BAD }] : []));
    },
  });
});
afterEach(cleanup);

const uploads = () => server.requests.filter((request) => request.path.startsWith(`${IMPORT}?`));
const csv = (name: string) => new File(['รหัสหน่วยงาน (id),ชื่อหน่วยงาน (name_th)\n1000001,กองกลาง\n'], name, { type: 'text/csv' });

describe('importing from a settings page', () => {
  it('lists the problems of a checked file with nothing written, and imports the next file only after it checks clean', async () => {
    const user = userEvent.setup();
    renderWithTenant(<SettingsList declaration={declaration} canWrite />, setup, { api: server.api });
    await user.click(await screen.findByTestId('settings-import'));
    const dialog = await screen.findByTestId('settings-import-dialog');
    expect(within(dialog).getByTestId('settings-import-check')).toHaveProperty('disabled', true);

    badFile = csv('bad.csv');
    await user.upload(within(dialog).getByTestId('settings-import-file'), badFile);
    expect(within(dialog).getByTestId('settings-import-name').textContent).toBe('bad.csv');
    await user.click(within(dialog).getByTestId('settings-import-check'));
    const problems = await within(dialog).findByTestId('settings-import-problems');
    expect(within(problems).getByText(BAD)).toBeTruthy();
    expect(within(problems).getByText('3')).toBeTruthy();
    expect(within(dialog).getByTestId('settings-import-checked').textContent).toContain('พบปัญหา 1 รายการ');
    expect(within(dialog).queryByTestId('settings-import-apply')).toBeNull();
    expect(uploads().map((request) => new URLSearchParams(request.path.split('?')[1]).get('mode'))).toEqual(['dry-run']);

    // Another file starts over: it is checked before it can be imported, and the checked file is the one sent.
    const good = csv('good.csv');
    await user.upload(within(dialog).getByTestId('settings-import-file'), good);
    expect(within(dialog).queryByTestId('settings-import-problems')).toBeNull();
    await user.click(within(dialog).getByTestId('settings-import-check'));
    await user.click(await within(dialog).findByTestId('settings-import-apply'));
    await waitFor(() => expect(screen.queryByTestId('settings-import-dialog')).toBeNull());
    expect(screen.getByTestId('settings-done').textContent).toContain(WRITTEN);
    const sent = uploads();
    expect(sent.map((request) => new URLSearchParams(request.path.split('?')[1]).get('mode'))).toEqual(['dry-run', 'dry-run', 'apply']);
    expect(sent.map((request) => new URLSearchParams(request.path.split('?')[1]).get('kind'))).toEqual(['departments', 'departments', 'departments']);
    expect(sent[2]!.file).toBe(good);
  });

  it("shows the server's Thai refusal and keeps the dialog open", async () => {
    refuseApply = true;
    const user = userEvent.setup();
    renderWithTenant(<SettingsList declaration={declaration} canWrite />, setup, { api: server.api });
    await user.click(await screen.findByTestId('settings-import'));
    const dialog = await screen.findByTestId('settings-import-dialog');
    await user.upload(within(dialog).getByTestId('settings-import-file'), csv('org.csv'));
    await user.click(within(dialog).getByTestId('settings-import-check'));
    await user.click(await within(dialog).findByTestId('settings-import-apply'));
    expect((await within(dialog).findByTestId('settings-import-error')).textContent).toBe('ไม่มีสิทธิ์นำเข้าข้อมูล');
    expect(screen.queryByTestId('settings-done')).toBeNull();
  });

  it('is not offered to a person who may only read, nor on a page declaring no import', async () => {
    renderWithTenant(<SettingsList declaration={declaration} canWrite={false} />, setup, { api: server.api });
    await screen.findByTestId('settings-read-only');
    expect(screen.queryByTestId('settings-import')).toBeNull();
    cleanup();
    renderWithTenant(<SettingsList declaration={settingsPageOf('role-type') as SettingsPage} canWrite />, setup, { api: server.api });
    await screen.findByTestId('settings-add');
    expect(screen.queryByTestId('settings-import')).toBeNull();
  });
});
