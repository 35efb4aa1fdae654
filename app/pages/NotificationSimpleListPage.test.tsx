// @vitest-environment jsdom
/**
 * The plain notification list over a stand-in server: the person's notifications newest first
 * as the server pages them, unread ones marked, the text sanitised; the pager asks for the next
 * page and the page size; choosing a notification does what the bell does (openAlert) and shows
 * it read.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { NotificationsContext, type NotificationsApi } from '../../widgets/notifications/NotificationsContext';
import type { NotificationAlert } from '../../widgets/workspace/history-queries';
import { fakeServer, ok, type FakeServer } from '../../widgets/test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../../widgets/test-support/render-with-tenant';
import NotificationSimpleListPage from './NotificationSimpleListPage';

/** 25 notifications, newest (25) first; every third one read. */
const STORED: NotificationAlert[] = Array.from({ length: 25 }, (_, i) => {
  const id = 25 - i;
  return {
    NN_RECEIVE_ID: id,
    NN_DATA: `<b>ส่งหนังสือ</b> เรื่อง "หนังสือที่ ${id}"<img src="x" onerror="window.hacked = 1">`,
    IS_READ: id % 3 === 0,
    F_DOC_TITLE: `หนังสือที่ ${id}`,
    F_DOC_ID: id * 10,
    F_TRANS_ID: id * 100,
    dateAlert: new Date(Date.UTC(2026, 2, 1, 3, id)).toISOString(),
  };
});

let setup: TenantSetup;
let server: FakeServer;
let bell: NotificationsApi;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  server = fakeServer({
    [ROUTES.notificationList.path]: (form) => {
      const page = Number(form.get('page') ?? 1);
      const pageSize = Number(form.get('pageSize') ?? 20);
      const items = STORED.slice((page - 1) * pageSize, page * pageSize);
      return ok({ items, total: STORED.length, totalAlert: STORED.filter((n) => !n.IS_READ).length, page, pageSize });
    },
  });
  bell = { totalAlert: 17, alerts: [], logs: [], loaded: true, socketStatus: null, openAlert: vi.fn(), readAll: vi.fn(), reload: vi.fn() };
});
afterEach(cleanup);

function renderPage() {
  return renderWithTenant(
    <NotificationsContext.Provider value={bell}>
      <NotificationSimpleListPage />
    </NotificationsContext.Provider>,
    setup,
    { api: server.api },
  );
}

const rows = () => within(screen.getByTestId('notification-simple-list-rows')).getAllByTestId('all-notification');

describe('notification simple list page', () => {
  it('shows the first page newest first, unread ones marked, the text sanitised', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'รายการแจ้งเตือน' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(rows().map((row) => Number(row.dataset.id))).toEqual(STORED.slice(0, 20).map((n) => n.NN_RECEIVE_ID));
    expect(rows().map((row) => row.dataset.read)).toEqual(STORED.slice(0, 20).map((n) => String(n.IS_READ)));
    expect(rows()[0]!.textContent).toContain('หนังสือที่ 25');
    expect(screen.getByTestId('notification-simple-list').querySelector('img')).toBeNull();
    expect(screen.getByTestId('notification-simple-list-unread').dataset.unread).toBe('17');
    expect(server.sentTo(ROUTES.notificationList.path)[0]!.get('page')).toBe('1');
  });

  it('pages on the server: the next page, and another page size', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText('1–20 จาก 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /ถัดไป|next/i }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().map((row) => Number(row.dataset.id))).toEqual([5, 4, 3, 2, 1]);
    expect(server.sentTo(ROUTES.notificationList.path).at(-1)!.get('page')).toBe('2');

    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    const last = server.sentTo(ROUTES.notificationList.path).at(-1)!;
    expect([last.get('page'), last.get('pageSize')]).toEqual(['1', '10']);
  });

  it('choosing a notification opens it as the bell does, and shows it read', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const first = rows()[0]!;
    expect(first.dataset.read).toBe('false');
    await userEvent.setup().click(within(first).getByRole('button'));
    expect(bell.openAlert).toHaveBeenCalledWith(STORED[0]);
    await waitFor(() => expect(rows()[0]!.dataset.read).toBe('true'));
    expect(screen.getByTestId('notification-simple-list-unread').dataset.unread).toBe('16');
  });
});
