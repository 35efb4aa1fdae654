// @vitest-environment jsdom
/**
 * The registers page over a stand-in server: it asks for the chosen department's receive
 * register of the server's current year first (the year the server names), shows its entries (a cancelled number marked),
 * asks again for the send register when switched, and tells a person who keeps no register so.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import type { RegisterEntry } from './register-queries';
import { WorkspaceRegisters } from './WorkspaceRegisters';

const DEPARTMENTS = [
  { dept_id: 1000001, text: 'กองกลาง' },
  { dept_id: 1000002, text: 'กองคลัง' },
];

const entry = (number: number, title: string, cancelled = false): RegisterEntry => ({
  NUMBER: number,
  REGISTERED_AT: '2026-11-24T03:00:00.000Z',
  F_DOC_ID: number * 10,
  F_DOC_NO: `ศธ 0001/${number}`,
  F_DOC_DATE: '2026-11-20',
  F_DOC_TITLE: title,
  F_FROM: 'กรมบัญชีกลาง',
  F_TO: 'ผู้อำนวยการ',
  F_DOC_SPEED_NAME: 'ปกติ',
  F_DOC_SECRET_NAME: 'ปกติ',
  F_COLOR: '#2e7d32',
  CANCELLED: cancelled,
  CANCEL_REASON: cancelled ? 'ลงรับผิดเรื่อง' : null,
  REGISTERED_BY: 'สุดารัตน์ รักษ์งาน',
  DISPOSAL: cancelled ? null : 'เสนอหนังสือ · สุดารัตน์ รักษ์งาน',
  REMARK: cancelled ? null : 'ส่งสำเนาให้กองคลังแล้ว',
});

let setup: TenantSetup;
let server: FakeServer;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  server = fakeServer({
    [ROUTES.registerList.path]: (form) =>
      ok({
        items: form.get('REGISTER') === 'send' ? [entry(1, 'หนังสือส่งฉบับแรก')] : [entry(2, 'ขอเชิญประชุมคณะทำงาน'), entry(1, 'หนังสือที่ลงรับผิด', true)],
        total: form.get('REGISTER') === 'send' ? 1 : 2,
        YEAR: Number(form.get('YEAR') ?? SERVER_YEAR),
        page: Number(form.get('page')),
        pageSize: Number(form.get('pageSize')),
        SUMMARY: form.get('REGISTER') === 'send' ? { TOTAL: 1, CANCELLED: 0, DESTROYED: 0 } : { TOTAL: 2, CANCELLED: 1, DESTROYED: 0 },
      }),
    [ROUTES.registerRemark.path]: (form) => ok({ NUMBER: Number(form.get('NUMBER')), REMARK: form.get('REMARK') }),
  });
});
afterEach(cleanup);

// The server's current year, unlike the test machine's: the page must follow the server.
const SERVER_YEAR = 2573;

describe('registers page', () => {
  it("shows the first department's receive register of this year, a cancelled number marked", async () => {
    renderWithTenant(<WorkspaceRegisters departments={DEPARTMENTS} loading={false} />, setup, { api: server.api });
    expect(await screen.findByText('ขอเชิญประชุมคณะทำงาน')).toBeTruthy();
    const sent = server.sentTo(ROUTES.registerList.path)[0]!;
    expect(Object.fromEntries(sent)).toEqual({ REGISTER: 'receive', F_DEPT_ID: '1000001', page: '1', pageSize: '20' });
    expect(within(screen.getByTestId('registers')).getByRole('heading').textContent).toContain(`${SERVER_YEAR}`);
    expect(screen.getByTestId('registers-grid').dataset.total).toBe('2');
    // The summary row totals the whole register, not the page.
    expect(screen.getByTestId('registers-summary').textContent).toBe('รวม 2 เลขทะเบียน · ยกเลิกเลข 1 · ทำลายแล้ว 0');
    expect(screen.getByTestId('register-cancelled').textContent).toBe('ยกเลิกเลขแล้ว: ลงรับผิดเรื่อง');
    // What was done with the letter, and by whom, in its own column; a dash where nothing was.
    expect(screen.getAllByTestId('register-disposal').map((node) => node.textContent)).toEqual(['เสนอหนังสือ · สุดารัตน์ รักษ์งาน', '–']);
    expect(screen.getAllByTestId('register-remark').map((node) => node.textContent)).toEqual(['ส่งสำเนาให้กองคลังแล้ว', '']);
    // The regulation's register form, column by column.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'เลขทะเบียนรับ',
      'ที่',
      'ลงวันที่',
      'จาก',
      'ถึง',
      'เรื่อง',
      'การปฏิบัติ',
      'หมายเหตุ',
    ]);
  });

  it('asks for the send register when switched, with its own number column', async () => {
    const user = userEvent.setup();
    renderWithTenant(<WorkspaceRegisters departments={DEPARTMENTS} loading={false} />, setup, { api: server.api });
    await screen.findByText('ขอเชิญประชุมคณะทำงาน');
    await user.click(screen.getByTestId('registers-send'));
    expect(await screen.findByText('หนังสือส่งฉบับแรก')).toBeTruthy();
    await waitFor(() => expect(server.sentTo(ROUTES.registerList.path).at(-1)!.get('REGISTER')).toBe('send'));
    expect(screen.getByRole('columnheader', { name: 'เลขทะเบียนส่ง' })).toBeTruthy();
    expect(within(screen.getByTestId('registers')).getByRole('heading').textContent).toContain('ทะเบียนหนังสือส่ง');
  });

  it("lets the clerk write an entry's remark in a dialog, sent for that register, year and number", async () => {
    const user = userEvent.setup();
    renderWithTenant(<WorkspaceRegisters departments={DEPARTMENTS} loading={false} />, setup, { api: server.api });
    await screen.findByText('ขอเชิญประชุมคณะทำงาน');
    await user.click(screen.getAllByTestId('register-remark-edit')[0]!);
    const input = await screen.findByTestId('register-remark-input');
    expect((input as HTMLTextAreaElement).value).toBe('ส่งสำเนาให้กองคลังแล้ว');
    await user.clear(input);
    await user.type(input, 'เก็บเข้าแฟ้มแล้ว');
    await user.click(screen.getByTestId('register-remark-save'));
    await waitFor(() => expect(server.sentTo(ROUTES.registerRemark.path)).toHaveLength(1));
    expect(Object.fromEntries(server.sentTo(ROUTES.registerRemark.path)[0]!)).toEqual({
      REGISTER: 'receive',
      F_DEPT_ID: '1000001',
      YEAR: String(SERVER_YEAR),
      NUMBER: '2',
      REMARK: 'เก็บเข้าแฟ้มแล้ว',
    });
    await waitFor(() => expect(screen.queryByTestId('register-remark-dialog')).toBeNull());
  });

  it('tells a person who keeps no register, and asks the server nothing', async () => {
    renderWithTenant(<WorkspaceRegisters departments={[]} loading={false} />, setup, { api: server.api });
    expect((await screen.findByTestId('registers-none')).textContent).toContain('ไม่ได้เป็นผู้ดูแลทะเบียน');
    expect(server.requests).toHaveLength(0);
  });
});
