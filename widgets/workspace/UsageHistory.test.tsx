// @vitest-environment jsdom
/**
 * The usage-history page over a stand-in server: rows in Thai with their address and browser,
 * a letter's row opens the letter, a Buddhist-era date is sent as the server's calendar date
 * once typed in full, and a date that does not exist is refused without asking the server.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import type { UsageHistoryEntry } from './history-queries';
import { UsageHistory } from './UsageHistory';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ROWS: UsageHistoryEntry[] = [
  {
    ID: 2,
    AT: '2026-03-01T03:00:00.000Z',
    KIND: 'document',
    ACTION: 'sarabun.receive',
    DESCRIPTION: 'ลงรับหนังสือ เรื่อง ขอเชิญประชุม',
    IP: '10.1.2.3',
    DEVICE: null,
    F_DOC_ID: 20,
    F_TRANS_ID: 200,
    READABLE: true,
  },
  {
    ID: 1,
    AT: '2026-03-01T02:00:00.000Z',
    KIND: 'sign-in',
    ACTION: 'sign-in',
    DESCRIPTION: 'เข้าสู่ระบบ',
    IP: '10.1.2.3',
    DEVICE: CHROME,
    F_DOC_ID: null,
    F_TRANS_ID: null,
    READABLE: false,
  },
];

let setup: TenantSetup;
let server: FakeServer;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  server = fakeServer({
    [ROUTES.usageHistory.path]: (form) => ok({ items: ROWS, total: ROWS.length, page: Number(form.get('page')), pageSize: Number(form.get('pageSize')) }),
  });
});
afterEach(cleanup);

describe('usage-history page', () => {
  it('lists the entries in Thai with address and browser; a letter row opens the letter', async () => {
    const open = vi.fn(async () => {});
    renderWithTenant(<UsageHistory onOpenDocument={open} />, setup, { api: server.api });
    expect(await screen.findByText('ลงรับหนังสือ เรื่อง ขอเชิญประชุม')).toBeTruthy();
    expect(screen.getByText('Chrome · Windows')).toBeTruthy();
    expect(Object.fromEntries(server.sentTo(ROUTES.usageHistory.path)[0]!)).toEqual({ page: '1', pageSize: '20' });
    const buttons = screen.getAllByTestId('history-open-document');
    expect(buttons).toHaveLength(1);
    await userEvent.setup().click(buttons[0]!);
    expect(open).toHaveBeenCalledWith({ documentId: 20, transId: 200, type: 'viewDocument', role: 'dashboard' });
  });

  it('sends a Buddhist-era date as the calendar date once it is committed, and refuses one that does not exist', async () => {
    const user = userEvent.setup();
    renderWithTenant(<UsageHistory onOpenDocument={async () => {}} />, setup, { api: server.api });
    await screen.findByText('เข้าสู่ระบบ', { selector: 'p' });
    await user.type(screen.getByTestId('history-dateFrom'), '1/3/2569{Enter}');
    await waitFor(() => expect(server.sentTo(ROUTES.usageHistory.path).at(-1)!.get('dateFrom')).toBe('2026-03-01'));
    const asked = server.sentTo(ROUTES.usageHistory.path).length;
    await user.type(screen.getByTestId('history-dateTo'), '30/2/2569{Enter}');
    expect(await screen.findByText('วันที่ไม่ถูกต้อง (วว/ดด/ปปปป พ.ศ.)')).toBeTruthy();
    expect(server.sentTo(ROUTES.usageHistory.path)).toHaveLength(asked);
  });
});
