/**
 * Printing one page: tenants whose manifest turns on `features.a4Preview` see the page on an
 * A4 sheet first and print from there; the others print at once. Either way the page is in the
 * print root while the browser prints (flushSync commits it before window.print() snapshots).
 */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { usePortal } from '../portal/PortalContext';

export interface Printer {
  /** The preview dialog is open. */
  previewing: boolean;
  /** The printable page must be in the document (previewing or printing). */
  mounted: boolean;
  /** When printing was asked for: the page shows it, the same in the preview and on paper. */
  startedAt: Date;
  start: () => void;
  printNow: () => void;
  close: () => void;
}

export function usePrint(): Printer {
  const { caps } = usePortal();
  const withPreview = caps.features.a4Preview === true;
  const [previewing, setPreviewing] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [startedAt, setStartedAt] = useState(() => new Date());

  const printNow = () => window.print();
  const start = () => {
    if (withPreview) {
      setStartedAt(new Date());
      setPreviewing(true);
      return;
    }
    flushSync(() => {
      setStartedAt(new Date());
      setPrinting(true);
    });
    try {
      window.print();
    } finally {
      setPrinting(false);
    }
  };
  return { previewing, mounted: previewing || printing, startedAt, start, printNow, close: () => setPreviewing(false) };
}
