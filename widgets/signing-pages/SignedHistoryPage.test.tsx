// @vitest-environment jsdom
/**
 * The signing history over a stand-in server: rows in Thai (Buddhist-era time, the letter's
 * subject linking to it on the workspace, which signature, the time's source), the first page
 * asked for, the empty state, and a download that asks for that row's signature and saves it
 * under the letter's number.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import type { SignedHistoryItem } from '../../engine/api/signed-letter-calls';
import { fakeServer, ok } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SignedHistoryPage } from './SignedHistoryPage';

const ROWS: SignedHistoryItem[] = [
  {
    SIGNATURE_ID: 7,
    F_DOC_ID: 42,
    SUBJECT: 'ขอเชิญประชุมคณะทำงาน',
    DOC_NO: 'ศธ 0501/123',
    SIGNED_AT: '2026-03-01T03:30:00.000Z',
    TIME_SOURCE: 'timestamp',
    SEQ: 2,
    URL: '/api/sarabun/signed-file?SIGNATURE_ID=7',
  },
  {
    SIGNATURE_ID: 5,
    F_DOC_ID: 40,
    SUBJECT: 'รายงานผลการดำเนินงาน',
    DOC_NO: null,
    SIGNED_AT: '2026-02-27T09:00:00.000Z',
    TIME_SOURCE: 'claimed',
    SEQ: 1,
    URL: '/api/sarabun/signed-file?SIGNATURE_ID=5',
  },
];

let setup: TenantSetup;
// The test environment has no object URLs, and a click on a download link would try to navigate.
const createObjectURL = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
const revokeObjectURL = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
beforeEach(async () => {
  setup = await tenantSetup('DEV');
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => 'blob:signed' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const [name, descriptor] of [
    ['createObjectURL', createObjectURL],
    ['revokeObjectURL', revokeObjectURL],
  ] as const)
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
});

function renderPage(items: SignedHistoryItem[]) {
  const server = fakeServer({
    [ROUTES.signedHistory.path]: () => ok({ message: 'ok', items, TOTAL: items.length }),
    [ROUTES.signedFile.path]: () => ok({ message: 'a file' }),
  });
  renderWithTenant(<SignedHistoryPage />, setup, { api: server.api, route: '/signed-history' });
  return server;
}

describe('signed-history page', () => {
  it('lists the signatures in Thai, each subject opening its letter, asking for the first page', async () => {
    const server = renderPage(ROWS);
    expect(screen.getByRole('heading', { level: 1, name: 'ประวัติการลงนาม' })).toBeTruthy();
    const subject = await screen.findByRole('link', { name: 'ขอเชิญประชุมคณะทำงาน' });
    expect(subject.getAttribute('href')).toBe('/sarabun?view=document&docId=42');
    expect(screen.getByText('ศธ 0501/123')).toBeTruthy();
    expect(screen.getByText('ลายมือชื่อที่ 2')).toBeTruthy();
    expect(screen.getByText('เวลาจากหน่วยประทับรับรองเวลา')).toBeTruthy();
    expect(screen.getByText('เวลาที่เครื่องผู้ลงนามระบุ')).toBeTruthy();
    expect(screen.getByText('๑ มี.ค. ๒๕๖๙ ๑๐:๓๐ น.')).toBeTruthy();
    expect(server.sentTo(ROUTES.signedHistory.path).map((form) => form.get('PAGE'))).toEqual(['1']);
    expect(screen.queryByTestId('signed-history-empty')).toBeNull();
  });

  it('says so when the person has signed nothing yet', async () => {
    renderPage([]);
    expect(await screen.findByText('ยังไม่มีหนังสือที่ท่านลงนามอิเล็กทรอนิกส์')).toBeTruthy();
    expect(screen.getByTestId('signed-history-empty')).toBeTruthy();
  });

  it("downloads the row's signed file by its signature id and saves it under the letter's number", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const server = renderPage(ROWS);
    fireEvent.click(await screen.findByRole('button', { name: 'ดาวน์โหลดไฟล์ที่ลงนามของเรื่อง ขอเชิญประชุมคณะทำงาน' }));
    await waitFor(() => expect(saved).toEqual(['ศธ 0501-123-signed.pdf']));
    expect(server.requests.filter((r) => r.path.startsWith(ROUTES.signedFile.path)).map((r) => r.path)).toEqual(['/api/sarabun/signed-file?SIGNATURE_ID=7']);

    // A letter without a number is saved under its subject.
    fireEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลดไฟล์ที่ลงนามของเรื่อง รายงานผลการดำเนินงาน' }));
    await waitFor(() => expect(saved).toEqual(['ศธ 0501-123-signed.pdf', 'รายงานผลการดำเนินงาน-signed.pdf']));
  });
});
