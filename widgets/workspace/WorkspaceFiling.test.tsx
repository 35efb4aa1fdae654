// @vitest-environment jsdom
/**
 * The filing list page over a stand-in server: it asks for the chosen department's list of the
 * server's current year, shows the rows with the form's columns (a never-destroyed letter marked
 * so), and the change dialog sends the new retention with its reason.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { listTenantCodes } from '../../server/tenants/load';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import type { FilingEntry } from './filing-queries';
import { WorkspaceFiling } from './WorkspaceFiling';

const DEPARTMENTS = [
  { dept_id: 1000001, text: 'กองกลาง' },
  { dept_id: 1000002, text: 'กองคลัง' },
];
const SERVER_YEAR = 2569;

const row = (order: number, title: string, never = false): FilingEntry => ({
  ORDER: order,
  F_DOC_ID: order * 10,
  F_DOC_NO: `ศธ 0001/${order}`,
  F_DOC_DATE: '2026-11-20',
  F_DOC_TITLE: title,
  FILED_AT: '2026-11-24T03:00:00.000Z',
  RETENTION_YEARS: never ? null : 10,
  NEVER_DESTROY: never,
  DESTROY_YEAR: never ? null : SERVER_YEAR + 11,
  NOTE: never ? 'เป็นหลักฐานทางประวัติศาสตร์' : null,
});

let setup: TenantSetup;
let server: FakeServer;

beforeEach(async () => {
  setup = await tenantSetup((await listTenantCodes())[0]!);
  server = fakeServer({
    [ROUTES.filingList.path]: (form) =>
      ok({
        items: [row(1, 'ขอเชิญประชุมคณะทำงาน'), row(2, 'ระเบียบว่าด้วยการเก็บเอกสาร', true)],
        total: 2,
        YEAR: Number(form.get('YEAR') ?? SERVER_YEAR),
        page: Number(form.get('page')),
        pageSize: Number(form.get('pageSize')),
      }),
    [ROUTES.filingRetention.path]: () => ok({}),
  });
});
afterEach(cleanup);

describe('WorkspaceFiling', () => {
  it("shows the department's filing list of the current year with the form's columns", async () => {
    renderWithTenant(<WorkspaceFiling departments={DEPARTMENTS} loading={false} />, setup, { api: server.api });
    expect(await screen.findByText('ขอเชิญประชุมคณะทำงาน')).toBeTruthy();
    expect(Object.fromEntries(server.sentTo(ROUTES.filingList.path)[0]!)).toEqual({ F_DEPT_ID: '1000001', page: '1', pageSize: '20' });
    expect(within(screen.getByTestId('filing')).getByRole('heading').textContent).toContain(`${SERVER_YEAR}`);
    expect(screen.getByTestId('filing-grid').dataset.total).toBe('2');
    for (const header of ['ลำดับที่', 'ที่', 'ลงวันที่', 'เรื่อง', 'อายุการเก็บ', 'ทำลายได้ในปี / ห้ามทำลาย', 'หมายเหตุ']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('10 ปี')).toBeTruthy();
    expect(screen.getByText(String(SERVER_YEAR + 11))).toBeTruthy();
    expect(screen.getByText('ห้ามทำลาย')).toBeTruthy();
    expect(screen.getByText('เป็นหลักฐานทางประวัติศาสตร์')).toBeTruthy();
  });

  it('sends a changed retention with its reason', async () => {
    const user = userEvent.setup();
    renderWithTenant(<WorkspaceFiling departments={DEPARTMENTS} loading={false} />, setup, { api: server.api });
    await screen.findByText('ขอเชิญประชุมคณะทำงาน');
    await user.click(screen.getAllByTestId('filing-change')[0]!);
    const years = await screen.findByTestId('filing-years');
    await user.clear(years);
    await user.type(years, '5');
    await user.type(screen.getByTestId('filing-reason'), 'หนังสือการเงิน');
    await user.click(screen.getByTestId('filing-retention-save'));
    await waitFor(() => expect(server.sentTo(ROUTES.filingRetention.path)).toHaveLength(1));
    expect(Object.fromEntries(server.sentTo(ROUTES.filingRetention.path)[0]!)).toEqual({
      F_DOC_ID: '10',
      F_DEPT_ID: '1000001',
      NEVER_DESTROY: '0',
      RETENTION_YEARS: '5',
      REASON: 'หนังสือการเงิน',
    });
  });

  it('tells a person who keeps no register, and asks the server nothing', async () => {
    renderWithTenant(<WorkspaceFiling departments={[]} loading={false} />, setup, { api: server.api });
    expect(await screen.findByTestId('filing-none')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});
