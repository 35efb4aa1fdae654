/**
 * The demo world of the preview: a few letters, counts and alerts, answered by stand-in portal
 * calls so the real dashboard widgets draw as they do with a server behind them.
 */
import type { PortalApi } from '../../widgets/portal/CallsContext';
import type { BookCard, NotificationAlert, PortalCalls, TodoQueueEntry, TodoRow } from '../../engine/api/portal-calls';
import type { BookGroup, QueueCode } from '../../engine/tenant/capabilities';
import { createApiClient } from '../../engine/api/client';
import { VIEW_DOCUMENT_TYPE } from '../../engine/portal/document-target';
// The plain queue row the component tests use, with the preview's own words on it.
import { todoRow } from '../../widgets/test-support/todo-row';

const TITLES = ['ขอเชิญประชุมคณะทำงาน', 'รายงานผลการดำเนินงานประจำไตรมาส', 'ขอความอนุเคราะห์ข้อมูลสถิติ', 'แจ้งกำหนดการตรวจราชการ', 'ขออนุมัติเดินทางไปราชการ'];

export function demoRow(n: number): TodoRow {
  return todoRow(n, {
    F_DOC_SPEED_NAME: n % 3 === 0 ? 'ด่วน' : 'ปกติ',
    F_DOC_NO: `ที่ ๐๑๐๑/${n}`,
    F_DOC_TITLE: TITLES[n % TITLES.length]!,
    F_NAME: 'กองกลาง',
    F_DOC_SEND: '15/01/2573',
  });
}

export function demoTile(code: QueueCode, index: number): TodoQueueEntry {
  return { CODE: code, TITLE: '', COUNT: (index * 7 + 3) % 23, COLOR: '#6c757d', ICON: '', TABLE_HEADER: '', DOCUMENT: VIEW_DOCUMENT_TYPE };
}

const ROWS = Array.from({ length: 8 }, (_, i) => demoRow(i + 1));

function demoBooks(groups: readonly BookGroup[]): Partial<Record<BookGroup, BookCard>> {
  return Object.fromEntries(
    groups.map((group) => [
      group,
      {
        bookType: group,
        TITLE: '',
        items: ROWS.slice(0, 5).map((row, i) => ({
          SEQ: i + 1,
          F_DOC_ID: row.F_DOC_ID,
          F_NO_MEET: null,
          F_DOC_NO: row.F_DOC_NO,
          F_DOC_TITLE: row.F_DOC_TITLE,
          F_DOC_COMMAND_NAME_UNDER: null,
          F_TRANS_ID: row.F_TRANS_ID,
        })),
      },
    ]),
  );
}

export const DEMO_ALERTS: NotificationAlert[] = ROWS.slice(0, 4).map((row, i) => ({
  NN_RECEIVE_ID: i + 1,
  NN_DATA: `มีหนังสือเข้าใหม่: ${row.F_DOC_TITLE}`,
  IS_READ: i > 1,
  F_DOC_TITLE: row.F_DOC_TITLE,
  F_DOC_ID: row.F_DOC_ID,
  F_TRANS_ID: row.F_TRANS_ID,
  dateAlert: '2030-01-15 09:0' + i,
}));

/** Portal calls that answer with the demo world; only what the dashboard widgets ask is answered. */
export function demoCalls(queues: readonly QueueCode[], books: readonly BookGroup[]): PortalApi {
  const success = 'success' as const;
  const portal = {
    getTodoLists: async () => ({ status: success, items: queues.map(demoTile) }),
    getTodoList: async () => ({ status: success, items: ROWS, total: ROWS.length }),
    getDashboard: async () => ({ status: success, item: demoBooks(books) }),
    getDashboardGroup: async () => ({ status: success, item: demoBooks(books) }),
    getDashboardOrganizationLists: async () => ({ status: success, items: [] }),
  } as unknown as PortalCalls;
  const api = createApiClient({ getToken: () => null, fetch: () => Promise.reject(new Error('The preview has no server.')) });
  return { api, portal };
}
