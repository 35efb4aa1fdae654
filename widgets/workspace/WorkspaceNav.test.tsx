// @vitest-environment jsdom
/**
 * The workspace's navigation on a tenant whose dashboard shows only some queues (DEV shows
 * eight): it still lists all twelve queues of the registry, in the registry's order, each with
 * the count the server sent for it and a link to its page. The stand-in server answers in
 * another order than the registry's, so a navigation that followed the reply would fail.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TodoQueueEntry } from '../../engine/api/portal-calls';
import { ROUTES } from '../../engine/api/routes';
import { QUEUE_CODES, QUEUE_REGISTRY } from '../../engine/queues/registry';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { useWorkspaceItems } from './use-workspace-items';
import { WorkspaceNav } from './WorkspaceNav';

// A distinct count per queue, so a count shown beside the wrong queue fails.
const COUNTS = Object.fromEntries(QUEUE_CODES.map((code, i) => [code, i * 7 + 3]));

const entry = (code: (typeof QUEUE_CODES)[number]): TodoQueueEntry => ({
  CODE: code,
  TITLE: QUEUE_REGISTRY[code].header,
  COUNT: COUNTS[code]!,
  COLOR: QUEUE_REGISTRY[code].color,
  ICON: QUEUE_REGISTRY[code].icon,
  TABLE_HEADER: QUEUE_REGISTRY[code].header,
  DOCUMENT: QUEUE_REGISTRY[code].document,
});

let setup: TenantSetup;
let server: FakeServer;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  server = fakeServer({ [ROUTES.workspaceQueues.path]: () => ok({ items: [...QUEUE_CODES].reverse().map(entry) }) });
});
afterEach(cleanup);

function Nav() {
  return <WorkspaceNav workspace={useWorkspaceItems()} current="unsigned" />;
}

const queueLinks = () =>
  within(screen.getByRole('navigation', { name: 'รายการงานในระบบสารบรรณ' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('data-testid') !== 'workspace-nav-overview');

describe('workspace navigation', () => {
  it('lists all twelve queues in the registry order with the server counts, on a tenant whose dashboard shows fewer', async () => {
    expect(setup.caps.dashboard.queues.length).toBeLessThan(QUEUE_CODES.length);
    renderWithTenant(<Nav />, setup, { api: server.api, route: '/sarabun' });

    await screen.findByRole('link', { name: `รอออกเลข ${COUNTS.unsigned} รายการ` });
    const links = queueLinks();
    expect(links.map((link) => link.getAttribute('data-testid'))).toEqual(QUEUE_CODES.map((code) => `workspace-nav-${code}`));
    expect(links.map((link) => Number(link.getAttribute('data-count')))).toEqual(QUEUE_CODES.map((code) => COUNTS[code]));
    expect(links.map((link) => within(link).getByTestId('queue-count').textContent)).toEqual(QUEUE_CODES.map((code) => String(COUNTS[code])));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(QUEUE_CODES.map((code) => `/sarabun/queue/${code}`));
    // Each queue by its Thai title, including those the dashboard of this tenant leaves out.
    for (const title of ['รอตรวจทาน', 'รอลงรับ', 'รอออกเลข', 'งานเกษียนหนังสือ', 'งานที่ติดตาม', 'งานที่ปิดแล้ว']) expect(screen.getByText(title)).toBeTruthy();
    // The queue shown is marked as the current page; the overview links home.
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.getAttribute('data-testid'))).toEqual([
      'workspace-nav-unsigned',
    ]);
    expect(screen.getByTestId('workspace-nav-overview').getAttribute('href')).toBe('/sarabun');
    expect(server.requests.map((request) => request.path)).toEqual([ROUTES.workspaceQueues.path]);
  });
});
