/**
 * A register page on paper: the register's title and year, the department, and the entries
 * loaded on screen as a bordered table of the columns the register book shows, in its order (as
 * on screen); a cancelled number stays in its place, struck through and marked with its reason,
 * as a paper register keeps it.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterEntry } from '../../schemas/generated/api/register-list.reply';
import { formatThaiDateTime } from '../../engine/format/thai-date';
import {
  registerPrintColumns,
  registerPrintRows,
  registerPrintTitle,
  type PrintRegisterRow,
  type RegisterColumnKey,
  type RegisterPrintColumn,
} from './print-rows';
import { PAGE_SX } from './print-styles';

export interface RegisterPrintPageProps {
  register: 'receive' | 'send';
  year: number | null;
  department: string;
  organisation: string;
  entries: RegisterEntry[];
  /** The register book's shown columns in order, as the register list names them. */
  columns: readonly RegisterColumnKey[];
  printedAt: Date;
}

/** Column widths that leave the subject the most room on a 170 mm line (the subject takes the rest). */
const WIDTHS: Record<RegisterPrintColumn, string | undefined> = {
  number: '9%',
  registered_at: '12%',
  doc_no: '15%',
  from_to: '18%',
  subject: undefined,
  speed_secret: '10%',
  remark: '12%',
};

const HEADER_KEYS: Record<Exclude<RegisterPrintColumn, 'number'>, string> = {
  registered_at: 'print.register.registeredAt',
  doc_no: 'print.register.docNoDate',
  from_to: 'print.register.fromTo',
  subject: 'print.register.subject',
  speed_secret: 'print.register.speed',
  remark: 'print.register.remark',
};

export function RegisterPrintPage({ register, year, department, organisation, entries, columns, printedAt }: RegisterPrintPageProps) {
  const { t } = useTranslation();
  const rows = registerPrintRows(entries);
  const shown = registerPrintColumns(columns);
  const header = (column: RegisterPrintColumn) => (column === 'number' ? t(`print.register.number.${register}`) : t(HEADER_KEYS[column]));
  const cell = (column: RegisterPrintColumn, row: PrintRegisterRow): ReactNode => {
    switch (column) {
      case 'number':
        return <td key={column}>{row.number}</td>;
      case 'registered_at':
        return <td key={column}>{row.registeredAt}</td>;
      case 'doc_no':
        return <td key={column}>{`${row.docNo}\n${row.docDate}`}</td>;
      case 'from_to':
        return <td key={column}>{`${row.from}\n${row.to}`}</td>;
      case 'subject':
        return (
          <Box component="td" key={column} sx={{ textDecoration: row.cancelled ? 'line-through' : 'none' }}>
            {row.subject}
          </Box>
        );
      case 'speed_secret':
        return <td key={column}>{`${row.speed}\n${row.secrecy}`}</td>;
      case 'remark':
        return (
          <td key={column}>
            {row.cancelled
              ? row.cancelReason
                ? t('print.register.cancelledBecause', { reason: row.cancelReason })
                : t('print.register.cancelled')
              : (row.disposal ?? '')}
          </td>
        );
    }
  };
  return (
    <Box component="article" sx={PAGE_SX} data-testid="register-print-page">
      <Box component="header" sx={{ textAlign: 'center', mb: '10pt' }}>
        <Box component="h1" sx={{ fontSize: '16pt', fontWeight: 700, m: 0 }} data-testid="print-register-title">
          {registerPrintTitle(t, register, year)}
        </Box>
        <Box component="h2" sx={{ fontSize: '12pt', fontWeight: 600, m: 0 }}>
          {organisation}
        </Box>
        <Box component="p" sx={{ m: 0 }}>
          {t('print.register.department', { name: department })}
        </Box>
      </Box>
      <table>
        <thead>
          <tr>
            {shown.map((column) => (
              <Box component="th" key={column} data-column={column} sx={{ width: WIDTHS[column] }}>
                {header(column)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <Box component="td" colSpan={shown.length} sx={{ textAlign: 'center !important' }}>
                {t('print.register.empty')}
              </Box>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.number} data-testid="print-register-row" data-cancelled={row.cancelled || undefined}>
              {shown.map((column) => cell(column, row))}
            </tr>
          ))}
        </tbody>
      </table>
      <Box component="footer" sx={{ mt: '10pt', fontSize: '9pt', textAlign: 'right' }}>
        {t('print.printedAt', { at: formatThaiDateTime(printedAt, { digits: 'western' }) })}
      </Box>
    </Box>
  );
}
