/**
 * Saving a whole register as a file (register-export): the call carries the person's token,
 * so the file is fetched and handed to the browser as a download, named for the register and
 * its year. A refusal shows the server's Thai words.
 */
import { useState } from 'react';
import { HttpError } from '../../engine/api/client';
import { registerCalls } from '../../engine/api/register-calls';
import { useCalls } from '../portal/CallsContext';
import type { RegisterFilters } from './register-queries';

export type ExportFormat = 'xlsx' | 'csv';

export function useRegisterExport(fileName: (format: ExportFormat) => string) {
  const { api } = useCalls();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(filters: RegisterFilters, format: ExportFormat, fallbackMessage: string): Promise<void> {
    setBusy(format);
    setError(null);
    try {
      const blob = await registerCalls(api).registerExport({ ...filters, format });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(format);
      document.body.append(link);
      link.click();
      link.remove();
      // The download has started from the URL; let the browser drop the bytes after it.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(failure instanceof HttpError && failure.body?.message ? failure.body.message : fallbackMessage);
    } finally {
      setBusy(null);
    }
  }

  return { save, busy, error };
}
