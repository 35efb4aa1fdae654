// @vitest-environment jsdom
/**
 * Printing a register page: a tenant with the A4 preview sees the sheet first (the title, the
 * rows, a cancelled number marked) and prints from it; a tenant without it prints at once,
 * the page in the print root while it does. The choice is the capability, never the tenant.
 * The sheet prints the register book's columns and only those, in its order, as the table on
 * screen shows them (the register list's COLUMNS), then the disposal column.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterEntry } from '../../schemas/generated/api/register-list.reply';
import { ALL_REGISTER_COLUMNS, type RegisterColumnKey } from '../workspace/register-queries';
import { renderWithTenant, tenantSetup } from '../test-support/render-with-tenant';
import { PrintOutput } from './PrintOutput';
import { REGISTER_PAGE_NAME, RegisterPrintPage } from './RegisterPrintPage';
import { usePrint } from './use-print';

const ENTRIES: RegisterEntry[] = [2, 1].map((number) => ({
  NUMBER: number,
  REGISTERED_AT: '2026-11-24T03:00:00.000Z',
  F_DOC_ID: number * 10,
  F_DOC_NO: `ศธ 0001/${number}`,
  F_DOC_DATE: '2026-11-20',
  F_DOC_TITLE: number === 1 ? 'หนังสือที่ลงรับผิด' : 'ขอเชิญประชุม',
  F_FROM: 'กรมบัญชีกลาง',
  F_TO: 'ผู้อำนวยการ',
  F_DOC_SPEED_NAME: 'ปกติ',
  F_DOC_SECRET_NAME: 'ปกติ',
  F_COLOR: null,
  CANCELLED: number === 1,
  CANCEL_REASON: number === 1 ? 'ลงรับผิดเรื่อง' : null,
  REGISTERED_BY: null,
  DISPOSAL: null,
}));

function Register({ columns = ALL_REGISTER_COLUMNS }: { columns?: readonly RegisterColumnKey[] }) {
  const printer = usePrint();
  return (
    <>
      <button onClick={printer.start}>พิมพ์ทะเบียน</button>
      <PrintOutput
        printer={printer}
        page={() => (
          <RegisterPrintPage
            register="receive"
            year={2569}
            department="งานสารบรรณ"
            organisation="หน่วยงานทดสอบ"
            entries={ENTRIES}
            columns={columns}
            printedAt={printer.startedAt}
            summary={{ TOTAL: 2, CANCELLED: 1, DESTROYED: 0 }}
          />
        )}
      />
    </>
  );
}

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  print = vi.fn();
  window.print = print as unknown as () => void;
  // jsdom has no layout, so no ResizeObserver: the preview measures nothing and keeps scale 1.
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

describe('printing', () => {
  it('shows the A4 preview first where the tenant has it, and prints from it once', async () => {
    const setup = await tenantSetup('DEV');
    setup.caps.features = { ...setup.caps.features, a4Preview: true };
    renderWithTenant(<Register />, setup);
    await userEvent.click(screen.getByRole('button', { name: 'พิมพ์ทะเบียน' }));
    const preview = await screen.findByTestId('print-preview');
    expect(print).not.toHaveBeenCalled();
    const sheet = within(preview).getByTestId('print-preview-sheet');
    expect(within(sheet).getByTestId('print-register-title').textContent).toBe('ทะเบียนหนังสือรับ ปี พ.ศ. 2569');
    const rows = within(sheet).getAllByTestId('print-register-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('ยกเลิก: ลงรับผิดเรื่อง');
    // The register's summary row closes the table.
    expect(within(sheet).getByTestId('print-register-summary').textContent).toBe('รวม 2 เลขทะเบียน · ยกเลิกเลข 1 · ทำลายแล้ว 0');
    // The page is also in the print root, under <body>, for the paper.
    expect(document.querySelector('body > .print-root [data-testid="register-print-page"]')).not.toBeNull();
    await userEvent.click(within(preview).getByTestId('print-preview-print'));
    expect(print).toHaveBeenCalledTimes(1);
    await userEvent.click(within(preview).getByTestId('print-preview-close'));
    expect(screen.queryByTestId('print-preview')).toBeNull();
  });

  it('prints at once without the preview, the page in the print root while it prints', async () => {
    const setup = await tenantSetup('DEV');
    setup.caps.features = { ...setup.caps.features, a4Preview: false };
    let printed: Element | null = null;
    print.mockImplementation(() => {
      printed = document.querySelector('body > .print-root [data-testid="register-print-page"]');
    });
    renderWithTenant(<Register />, setup);
    await userEvent.click(screen.getByRole('button', { name: 'พิมพ์ทะเบียน' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printed).not.toBeNull();
    expect(screen.queryByTestId('print-preview')).toBeNull();
  });

  it('prints the register book’s columns in its order, a hidden column nowhere on the sheet', async () => {
    const setup = await tenantSetup('DEV');
    setup.caps.features = { ...setup.caps.features, a4Preview: true };
    // The book hides from, to and the speed, and puts the subject right after the number.
    renderWithTenant(<Register columns={['number', 'subject', 'doc_no', 'doc_date', 'registered_at', 'disposal']} />, setup);
    await userEvent.click(screen.getByRole('button', { name: 'พิมพ์ทะเบียน' }));
    const sheet = within(await screen.findByTestId('print-preview')).getByTestId('print-preview-sheet');
    const headers = within(sheet)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['เลขทะเบียนรับ', 'เรื่อง', 'ที่', 'ลงวันที่', 'วันที่ลงทะเบียน', 'การปฏิบัติ']);
    const [first, cancelled] = within(sheet).getAllByTestId('print-register-row');
    expect([...first!.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2', 'ขอเชิญประชุม', 'ศธ 0001/2', '20 พ.ย. 2569', '24 พ.ย. 2569', '']);
    // The hidden columns' values are on no row: neither the sender nor the receiver, nor the speed.
    expect(sheet.textContent).not.toContain('กรมบัญชีกลาง');
    expect(sheet.textContent).not.toContain('ผู้อำนวยการ');
    expect(within(sheet).queryByText('จาก')).toBeNull();
    expect(within(sheet).queryByText('ชั้นความเร็ว')).toBeNull();
    // A cancelled number still says why.
    expect(cancelled!.textContent).toContain('ยกเลิก: ลงรับผิดเรื่อง');
  });

  it('prints the regulation’s register form by default, headed with the register, its year and the department, on A4 landscape with page numbers', async () => {
    const setup = await tenantSetup('DEV');
    setup.caps.features = { ...setup.caps.features, a4Preview: true };
    renderWithTenant(<Register />, setup);
    await userEvent.click(screen.getByRole('button', { name: 'พิมพ์ทะเบียน' }));
    const sheet = within(await screen.findByTestId('print-preview')).getByTestId('print-preview-sheet');
    expect(
      within(sheet)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('data-column')),
    ).toEqual(['number', 'doc_no', 'doc_date', 'from', 'to', 'subject', 'disposal', 'remark']);
    expect(
      within(sheet)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['เลขทะเบียนรับ', 'ที่', 'ลงวันที่', 'จาก', 'ถึง', 'เรื่อง', 'การปฏิบัติ', 'หมายเหตุ']);
    expect(within(sheet).getByTestId('print-register-title').textContent).toBe('ทะเบียนหนังสือรับ ปี พ.ศ. 2569');
    expect(within(sheet).getByTestId('print-register-department').textContent).toBe('หน่วยงาน งานสารบรรณ');
    expect(within(sheet).getByTestId('register-print-page').dataset.page).toBe(REGISTER_PAGE_NAME);
    // The sheet's named page: A4 landscape, its number in the footer margin from CSS's page counter.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(new RegExp(`@page ${REGISTER_PAGE_NAME}\\s*\\{[^}]*size:\\s*A4 landscape`));
    expect(css).toMatch(/@bottom-right\s*\{[^}]*content:\s*"หน้า "\s*counter\(page\)/);
  });
});
