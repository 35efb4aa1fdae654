// @vitest-environment jsdom
/**
 * The document store over a stand-in server: it asks for the first page of every letter the
 * person may read, shows each letter's date and register numbers in the Buddhist era, sends the
 * quick and detailed filters (dates typed in the Buddhist era go out as Christian-era days),
 * holds back a wrong date with a Thai error, opens a letter from its row, and says so when
 * nothing is found or the server refuses.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { fakeServer, ok, type FakeServer, type Route } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { DocumentSearch } from './DocumentSearch';
import type { FoundDocument } from './search-queries';

const letter = (id: number, title: string, extra: Partial<FoundDocument> = {}): FoundDocument => ({
  F_DOC_ID: id,
  F_TRANS_ID: id * 10,
  F_DOC_NO: `ตย 0103/${id}`,
  F_DOC_DATE: '2026-01-15',
  F_DOC_TITLE: title,
  F_DEAR: 'ผู้อำนวยการ',
  F_TO: null,
  F_FROM: 'กองนโยบายและแผน',
  F_DOC_TYPE_NAME: 'หนังสือภายใน',
  F_DOC_SPEED_NAME: 'ด่วนมาก',
  F_SPEED_COLOR: '#d84315',
  F_DOC_SECRET_NAME: 'ปกติ',
  F_COLOR: '#2e7d32',
  F_DEPT_NAME: 'กองนโยบายและแผน',
  REGISTER_NOS: [],
  ...extra,
});

const LOOKUPS = {
  docTypes: [{ F_DOC_TYPE_ID: 2, KEY: 'inside', NAME: 'หนังสือภายใน', NAME_ENG: 'Internal', F_BOOK_GROUP: null }],
  bookGroups: [],
  speeds: [
    { F_DOC_SPEED_ID: 1, NAME: 'ปกติ', NAME_ENG: 'Normal', F_COLOR: '#2e7d32' },
    { F_DOC_SPEED_ID: 3, NAME: 'ด่วนมาก', NAME_ENG: 'Very urgent', F_COLOR: '#d84315' },
  ],
  secrets: [{ F_DOC_SECRET_ID: 1, NAME: 'ปกติ', NAME_ENG: 'Normal', F_COLOR: '#2e7d32' }],
  senderTypes: [],
  categories: [],
  commandTypes: [],
  jobTypes: [],
  signTypes: [],
  sendFrom: [],
  sendTo: [],
};
const RECIPIENTS = { people: [], departments: [{ dept_id: 1000003, parent_id: 1000000, text: 'กองนโยบายและแผน' }] };

let setup: TenantSetup;
let server: FakeServer;

function serve(search: Route) {
  server = fakeServer({
    [ROUTES.searchDocuments.path]: search,
    [ROUTES.getLookups.path]: () => ok({ message: '', item: LOOKUPS }),
    [ROUTES.getRecipients.path]: () => ok({ message: '', item: RECIPIENTS }),
  });
}

const found = (items: FoundDocument[]) => (form: URLSearchParams) =>
  ok({ message: 'สำเร็จ', items, total: items.length, page: Number(form.get('page')), pageSize: Number(form.get('pageSize')) });

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  serve(
    found([
      letter(2, 'ขออนุมัติโครงการพัฒนาระบบ', { REGISTER_NOS: [{ REGISTER: 'receive', NUMBER: 12, YEAR: 2569, CANCELLED: false }] }),
      letter(1, 'รายงานผลการประชุม', { F_DOC_NO: null }),
    ]),
  );
});
afterEach(cleanup);

function render(onOpenDocument = vi.fn(async () => {})) {
  renderWithTenant(<DocumentSearch onOpenDocument={onOpenDocument} />, setup, { api: server.api });
  return onOpenDocument;
}
const lastSearch = () => Object.fromEntries(server.sentTo(ROUTES.searchDocuments.path).at(-1)!);
const SETTLED = { timeout: 3000 };

describe('document store', () => {
  it('lists the first page of letters with Buddhist-era dates and register numbers', async () => {
    render();
    expect(await screen.findByText('ขออนุมัติโครงการพัฒนาระบบ')).toBeTruthy();
    expect(lastSearch()).toEqual({ page: '1', pageSize: '20' });
    expect(screen.getByTestId('search-grid').dataset.total).toBe('2');
    expect(screen.getAllByText('15 ม.ค. 2569')).toHaveLength(2);
    expect(screen.getByText('รับ 12/2569')).toBeTruthy();
    expect(screen.getByTestId('search-found').textContent).toBe('พบ 2 ฉบับ');
    expect(screen.getByRole('columnheader', { name: 'เรื่อง' })).toBeTruthy();
  });

  it('sends the quick search and the detailed filters, dates in the Christian era', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('ขออนุมัติโครงการพัฒนาระบบ');
    await user.type(screen.getByTestId('search-quick'), 'โครงการ');
    await waitFor(() => expect(lastSearch().search).toBe('โครงการ'), SETTLED);
    await user.click(screen.getByTestId('search-more'));
    await user.type(screen.getByTestId('search-docNo'), '0103/2');
    await user.type(screen.getByTestId('search-dateFrom'), '01/01/2569');
    await user.type(screen.getByTestId('search-dateTo'), '๓๑/๐๑/๒๕๖๙');
    await user.click(screen.getByRole('combobox', { name: 'ชั้นความเร็ว' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'ด่วนมาก' }));
    await waitFor(
      () =>
        expect(lastSearch()).toEqual({
          search: 'โครงการ',
          F_DOC_NO: '0103/2',
          F_DOC_DATE_FROM: '2026-01-01',
          F_DOC_DATE_TO: '2026-01-31',
          F_DOC_SPEED_ID: '3',
          page: '1',
          pageSize: '20',
        }),
      SETTLED,
    );
  });

  it('holds back a wrong date with a Thai error, and sends nothing for it', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('ขออนุมัติโครงการพัฒนาระบบ');
    await user.click(screen.getByTestId('search-more'));
    await user.type(screen.getByTestId('search-dateFrom'), '31/02/2569');
    expect(await screen.findByText('วันที่ไม่ถูกต้อง กรุณากรอก วว/ดด/ปปปป เป็นปีพุทธศักราช')).toBeTruthy();
    expect(screen.getByTestId('search-dates-invalid').textContent).toContain('กรุณาแก้ไขวันที่');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(server.sentTo(ROUTES.searchDocuments.path).every((form) => !form.has('F_DOC_DATE_FROM'))).toBe(true);
  });

  it('opens a letter from its row, at the step the server named', async () => {
    const user = userEvent.setup();
    const open = render();
    await user.click(await screen.findByText('รายงานผลการประชุม'));
    expect(open).toHaveBeenCalledWith({ documentId: 1, transId: 10, type: 'viewDocument', role: 'dashboard' });
    await user.click(screen.getByRole('button', { name: 'เปิดหนังสือ ขออนุมัติโครงการพัฒนาระบบ' }));
    expect(open).toHaveBeenLastCalledWith({ documentId: 2, transId: 20, type: 'viewDocument', role: 'dashboard' });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('says so when nothing is found', async () => {
    serve(found([]));
    render();
    expect(await screen.findByText('ไม่พบหนังสือตามเงื่อนไขที่ค้นหา')).toBeTruthy();
  });

  it("shows the server's Thai refusal", async () => {
    serve(() => ({ status: 400, body: { status: 'error', message: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด' } }));
    render();
    expect((await screen.findByTestId('search-error')).textContent).toContain('วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
    // The empty table does not claim that nothing matched.
    expect(screen.queryByText('ไม่พบหนังสือตามเงื่อนไขที่ค้นหา')).toBeNull();
  });
});
