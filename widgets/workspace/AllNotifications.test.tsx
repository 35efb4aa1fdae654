// @vitest-environment jsdom
/**
 * The all-notifications page over a stand-in server: it lists the person's notifications,
 * unread ones marked; opening one marks it read and opens its letter; the unread filter asks
 * the server for unread ones only; 'read all' marks them all.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { AllNotifications } from './AllNotifications';
import type { NotificationAlert } from './history-queries';

const alert = (id: number, text: string, read: boolean): NotificationAlert => ({
  NN_RECEIVE_ID: id,
  NN_DATA: `<b>ส่งหนังสือ</b> เรื่อง "${text}"`,
  IS_READ: read,
  F_DOC_TITLE: text,
  F_DOC_ID: id * 10,
  F_TRANS_ID: id * 100,
  dateAlert: '2026-03-01T03:00:00.000Z',
});

let setup: TenantSetup;
let server: FakeServer;
let stored: NotificationAlert[];

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  stored = [alert(2, 'ขอเชิญประชุม', false), alert(1, 'แจ้งผลการพิจารณา', true)];
  server = fakeServer({
    [ROUTES.notificationList.path]: (form) => {
      const read = form.get('read') ?? 'all';
      const items = stored.filter((n) => read === 'all' || n.IS_READ === (read === 'read'));
      return ok({ items, total: items.length, totalAlert: stored.filter((n) => !n.IS_READ).length, page: 1, pageSize: 20 });
    },
    [ROUTES.notificationUpdateRead.path]: (form) => {
      const found = stored.find((n) => n.NN_RECEIVE_ID === Number(form.get('NN_RECEIVE_ID')))!;
      found.IS_READ = true;
      return ok({ is_save: true, item: { F_DOC_ID: found.F_DOC_ID, F_TRANS_ID: found.F_TRANS_ID }, message: 'สำเร็จ' });
    },
    [ROUTES.notificationUpdateReadAll.path]: () => {
      stored.forEach((n) => (n.IS_READ = true));
      return ok({ message: 'สำเร็จ' });
    },
  });
});
afterEach(cleanup);

describe('all-notifications page', () => {
  it('opens a notification: marks it read and opens its letter', async () => {
    const open = vi.fn(async () => {});
    renderWithTenant(<AllNotifications onOpenDocument={open} />, setup, { api: server.api });
    const items = await screen.findAllByTestId('all-notification');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'true']);
    expect(screen.getByTestId('all-notifications-unread').dataset.unread).toBe('1');
    await userEvent.setup().click(items[0]!.querySelector('[role="button"]')!);
    expect(open).toHaveBeenCalledWith({ documentId: 20, transId: 200, type: 'viewDocument', role: 'dashboard' });
    await waitFor(() => expect(screen.getAllByTestId('all-notification')[0]!.dataset.read).toBe('true'));
    expect(server.sentTo(ROUTES.notificationUpdateRead.path).map((f) => f.get('NN_RECEIVE_ID'))).toEqual(['2']);
  });

  it('asks for unread ones only, and marks all read', async () => {
    const user = userEvent.setup();
    renderWithTenant(<AllNotifications onOpenDocument={async () => {}} />, setup, { api: server.api });
    await screen.findAllByTestId('all-notification');
    await user.click(screen.getByTestId('all-notifications-filter-unread'));
    await waitFor(() => expect(server.sentTo(ROUTES.notificationList.path).at(-1)!.get('read')).toBe('unread'));
    await waitFor(() => expect(screen.getAllByTestId('all-notification')).toHaveLength(1));
    await user.click(screen.getByTestId('all-notifications-read-all'));
    expect(await screen.findByTestId('all-notifications-empty')).toBeTruthy();
    expect(screen.getByText('ไม่มีการแจ้งเตือนที่ยังไม่อ่าน')).toBeTruthy();
  });
});
