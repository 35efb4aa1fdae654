// @vitest-environment jsdom
/**
 * Printing a register page: a tenant with the A4 preview sees the sheet first (the title, the
 * rows, a cancelled number marked) and prints from it; a tenant without it prints at once,
 * the page in the print root while it does. The choice is the capability, never the tenant.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterEntry } from '../../schemas/generated/api/register-list.reply';
import { renderWithTenant, tenantSetup } from '../test-support/render-with-tenant';
import { PrintOutput } from './PrintOutput';
import { RegisterPrintPage } from './RegisterPrintPage';
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

function Register() {
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
            printedAt={printer.startedAt}
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
});
