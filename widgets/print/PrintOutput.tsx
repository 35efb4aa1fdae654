/** Where a printable page goes: the print root while printing, and the A4 preview when open. */
import type { ReactNode } from 'react';
import { PrintPreviewDialog } from './PrintPreviewDialog';
import { PrintRoot } from './PrintRoot';
import type { Printer } from './use-print';

export function PrintOutput({ printer, page }: { printer: Printer; page: () => ReactNode }) {
  if (!printer.mounted) return null;
  return (
    <>
      <PrintRoot>{page()}</PrintRoot>
      <PrintPreviewDialog open={printer.previewing} onPrint={printer.printNow} onClose={printer.close}>
        {page()}
      </PrintPreviewDialog>
    </>
  );
}
