// @vitest-environment jsdom
/**
 * A queue table drawn as its manifest's column definitions say, in the real queue modal and grid
 * with the DEV-MIX tenant (whose columns carry a group, an explanation and a fixed view button):
 * the group header stands over its columns, the explanation is a tooltip named by its text, and
 * the fixed and styled columns get their style rules by the cells' field.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TodoQueueEntry } from '../../engine/api/portal-calls';
import { columnPlan } from '../../engine/portal/queue-columns';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { todoRow } from '../test-support/todo-row';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { gridColumnSx } from './queue-grid-columns';
import { QueueModal } from './QueueModal';

const TILE: TodoQueueEntry = {
  CODE: 'unreceived',
  TITLE: 'รอลงรับ',
  COUNT: 1,
  COLOR: '#1565c0',
  ICON: 'MoveToInbox',
  TABLE_HEADER: 'รอลงรับ',
  DOCUMENT: 'viewDocument',
};

const ROW = todoRow(7, { F_DOC_SPEED_NAME: 'ด่วน', F_DOC_TITLE: 'ขอเชิญประชุม', F_NAME: 'กองคลัง' });

let setup: TenantSetup;
let server: FakeServer;

beforeEach(async () => {
  setup = await tenantSetup('DEV-MIX');
  server = fakeServer({ '/api/sarabun/get-todo-list': () => ok({ items: [ROW], total: 1, page: 1, pageSize: 10 }) });
});
afterEach(cleanup);

describe('queue table columns from the manifest', () => {
  it('draws the group header over its columns and explains a column in a tooltip', async () => {
    const queue = setup.caps.dashboard.queues.find((q) => q.code === 'unreceived')!;
    renderWithTenant(<QueueModal queue={queue} tile={TILE} title="รอลงรับ" showBehalfBadge={false} onClose={() => {}} onOpenDocument={() => {}} />, setup, {
      api: server.api,
    });
    await screen.findByText('ขอเชิญประชุม');
    const group = screen.getByRole('columnheader', { name: 'ลักษณะหนังสือ' });
    // The group spans the type and speed columns: two columns wide.
    expect(group.getAttribute('aria-colspan')).toBe('2');
    const explain = screen.getByRole('img', { name: 'หน่วยงานหรือผู้ที่ส่งหนังสือฉบับนี้มาถึงท่าน' });
    await userEvent.setup().hover(explain);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('หน่วยงานหรือผู้ที่ส่งหนังสือฉบับนี้มาถึงท่าน'));
  });

  it('sticks fixed columns at their offsets and styles the cells of styled columns', () => {
    const plan = columnPlan(
      [
        { field: 'F_DOC_NO', width: 120, fixed: 'left', style: { fontWeight: 'bold', color: '#1b5e20', wrap: false } },
        { field: 'F_DOC_TITLE' },
        { field: 'VIEW', width: 90, fixed: 'right' },
      ],
      1280,
    );
    const sx = gridColumnSx(plan);
    expect(sx['& .MuiDataGrid-cell[data-field="F_DOC_NO"]']).toMatchObject({ position: 'sticky', left: 0, fontWeight: 700, color: '#1b5e20' });
    expect(sx['& .MuiDataGrid-columnHeader[data-field="VIEW"]']).toMatchObject({ position: 'sticky', right: 0 });
    expect(sx['& .MuiDataGrid-cell[data-field="F_DOC_TITLE"]']).toBeUndefined();
  });
});
