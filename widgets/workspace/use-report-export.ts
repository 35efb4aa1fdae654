/**
 * Saving one table of the reports as a file (report-export): the server computes the figures
 * with the same function that answers the page, so the file equals the table on screen. A
 * refusal shows the server's Thai words.
 */
import { useState } from 'react';
import type { RequestOf } from '../../engine/api/call-route';
import { HttpError } from '../../engine/api/client';
import { reportCalls } from '../../engine/api/report-calls';
import { useCalls } from '../portal/CallsContext';
import type { ReportFilters } from './report-queries';
import { saveBlob } from './save-blob';
import type { ExportFormat } from './use-register-export';

export type ReportTable = RequestOf<'reportExport'>['TABLE'];

export function useReportExport(fileName: (table: ReportTable, format: ExportFormat) => string) {
  const { api } = useCalls();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(filters: ReportFilters, table: ReportTable, format: ExportFormat, fallbackMessage: string): Promise<void> {
    setBusy(`${table}.${format}`);
    setError(null);
    try {
      saveBlob(await reportCalls(api).reportExport({ ...filters, TABLE: table, format }), fileName(table, format));
    } catch (failure) {
      setError(failure instanceof HttpError && failure.body?.message ? failure.body.message : fallbackMessage);
    } finally {
      setBusy(null);
    }
  }

  return { save, busy, error };
}
