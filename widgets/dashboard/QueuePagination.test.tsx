// @vitest-environment jsdom
/**
 * The queue table's footer inside the real queue modal and grid, with the DEV tenant's Thai
 * strings, over a stand-in server holding one queue of letters: the page buttons follow the
 * layout of engine/portal/search-rules.ts, previous/next stop at the ends, and a new page size
 * starts again at page 1. Every page shown is the one the server was asked for.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TodoQueueEntry } from '../../engine/api/portal-calls';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { todoRow } from '../test-support/todo-row';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { QueueModal } from './QueueModal';

const LIST_PATH = '/api/sarabun/get-todo-list';
const TILE: TodoQueueEntry = {
  CODE: 'unreceived',
  TITLE: 'รอลงรับ',
  COUNT: 0,
  COLOR: '#1565c0',
  ICON: 'MoveToInbox',
  TABLE_HEADER: 'รอลงรับ',
  DOCUMENT: 'viewDocument',
};

const row = (n: number) => todoRow(n);

let setup: TenantSetup;
let server: FakeServer;
let total: number;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  server = fakeServer({
    [LIST_PATH]: (form) => {
      const page = Number(form.get('page'));
      const pageSize = Number(form.get('pageSize'));
      const first = (page - 1) * pageSize + 1;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - first + 1)) }, (_v, i) => row(first + i));
      return ok({ items, total, page, pageSize });
    },
  });
});
afterEach(cleanup);

function renderQueue() {
  const queue = setup.caps.dashboard.queues.find((q) => q.code === 'unreceived');
  if (!queue) throw new Error('the DEV tenant shows the unreceived queue');
  renderWithTenant(<QueueModal queue={queue} tile={TILE} title="รอลงรับ" showBehalfBadge={false} onClose={() => {}} onOpenDocument={() => {}} />, setup, {
    api: server.api,
  });
}

const nav = () => screen.getByRole('navigation', { name: 'เลือกหน้า' });
const pageButtons = () =>
  within(nav())
    .getAllByTestId(/^queue-page-\d+$/)
    .map((b) => b.textContent);
const currentPage = () =>
  within(nav())
    .getAllByTestId(/^queue-page-\d+$/)
    .filter((b) => b.getAttribute('aria-current') === 'page')
    .map((b) => b.textContent);
const previous = () => within(nav()).getByRole('button', { name: 'หน้าก่อนหน้า' }) as HTMLButtonElement;
const next = () => within(nav()).getByRole('button', { name: 'หน้าถัดไป' }) as HTMLButtonElement;
const lastAsked = () => {
  const form = server.sentTo(LIST_PATH).at(-1);
  return { page: form?.get('page'), pageSize: form?.get('pageSize') };
};
const showsRange = (text: string) => waitFor(() => expect(screen.getByTestId('queue-range').textContent).toBe(text));

describe('queue pagination', () => {
  it('pages through 95 letters with the fixed nine-item layout and stops at both ends', async () => {
    total = 95;
    const user = userEvent.setup();
    renderQueue();
    await showsRange('1–10 จาก 95');
    expect(lastAsked()).toEqual({ page: '1', pageSize: '10' });
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '7', '10']);
    expect(currentPage()).toEqual(['1']);
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    await user.click(next());
    await showsRange('11–20 จาก 95');
    expect(lastAsked()).toEqual({ page: '2', pageSize: '10' });
    expect(currentPage()).toEqual(['2']);
    expect(previous().disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'ไปหน้า 10' }));
    await showsRange('91–95 จาก 95');
    expect(lastAsked()).toEqual({ page: '10', pageSize: '10' });
    expect(pageButtons()).toEqual(['1', '4', '5', '6', '7', '8', '9', '10']);
    expect(currentPage()).toEqual(['10']);
    expect(next().disabled).toBe(true);

    await user.click(previous());
    await showsRange('81–90 จาก 95');
    expect(currentPage()).toEqual(['9']);
    expect(next().disabled).toBe(false);
  });

  it('starts again at page 1 when the page size changes', async () => {
    total = 95;
    const user = userEvent.setup();
    renderQueue();
    await showsRange('1–10 จาก 95');
    await user.click(screen.getByRole('button', { name: 'ไปหน้า 7' }));
    await showsRange('61–70 จาก 95');

    await user.click(screen.getByTestId('queue-page-size'));
    await user.click(await screen.findByRole('option', { name: '20' }));
    await showsRange('1–20 จาก 95');
    expect(lastAsked()).toEqual({ page: '1', pageSize: '20' });
    expect(server.sentTo(LIST_PATH).some((form) => form.get('pageSize') === '20' && form.get('page') !== '1')).toBe(false);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(currentPage()).toEqual(['1']);
    expect(previous().disabled).toBe(true);
  });

  it('offers one page and no way forward or back for a short queue, and an empty one', async () => {
    total = 7;
    renderQueue();
    await showsRange('1–7 จาก 7');
    expect(pageButtons()).toEqual(['1']);
    expect([previous().disabled, next().disabled]).toEqual([true, true]);
    cleanup();

    total = 0;
    renderQueue();
    await showsRange('0–0 จาก 0');
    expect(pageButtons()).toEqual(['1']);
    expect([previous().disabled, next().disabled]).toEqual([true, true]);
  });
});
