/**
 * A register on paper, laid out like the regulation's register form: an A4 landscape sheet headed
 * with the register (รับ / ส่ง), its Buddhist-era year, the organisation and the department, then
 * the entries loaded on screen as a bordered table of the columns the register book shows, in its
 * order (as on screen), and a page number at the foot of every sheet. A cancelled number stays in
 * its place, struck through, and its disposal cell says why, as a paper register keeps it.
 */
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterEntry, RegisterSummary } from '../../schemas/generated/api/register-list.reply';
import { formatThaiDateTime } from '../../engine/format/thai-date';
import { registerColumnLabelKey } from '../../engine/registers/columns';
import { registerPrintColumns, registerPrintRows, registerPrintTitle, type PrintRegisterRow, type RegisterColumnKey } from './print-rows';
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
  /** The register's summary row (every entry, not only those printed), at the table's foot. */
  summary?: RegisterSummary;
}

/** The sheet's named page: A4 landscape, as the register form is drawn, numbered at its foot. */
export const REGISTER_PAGE_NAME = 'register-sheet';

/** Widths on a 267 mm landscape line, close to the register form's; the subject takes the rest. */
const WIDTHS: Record<RegisterColumnKey, string | undefined> = {
  number: '7%',
  doc_no: '11%',
  doc_date: '8%',
  from: '12%',
  to: '12%',
  subject: undefined,
  disposal: '12%',
  remark: '10%',
  registered_at: '9%',
  speed: '7%',
  secret: '7%',
  doc_type: '9%',
  send_date: '8%',
  owner: '11%',
};

/**
 * The named page's rules. The page number is a page-margin box (printed on every sheet by the
 * browser); the page counter is CSS's own, so it counts the sheets the browser lays out.
 */
function pageCss(pageLabel: string): string {
  return `@page ${REGISTER_PAGE_NAME} { size: A4 landscape; margin: 12mm 15mm 15mm; @bottom-right { content: "${pageLabel.replace(/["\\]/g, '')} " counter(page); font-size: 9pt; } }`;
}

export function RegisterPrintPage({ register, year, department, organisation, entries, columns, printedAt, summary }: RegisterPrintPageProps) {
  const { t } = useTranslation();
  const rows = registerPrintRows(entries);
  const shown = registerPrintColumns(columns);
  const disposal = (row: PrintRegisterRow) =>
    row.cancelled
      ? row.cancelReason
        ? t('print.register.cancelledBecause', { reason: row.cancelReason })
        : t('print.register.cancelled')
      : (row.disposal ?? '');
  const value = (column: RegisterColumnKey, row: PrintRegisterRow): ReactNode => {
    switch (column) {
      case 'number':
        return row.number;
      case 'doc_no':
        return row.docNo;
      case 'doc_date':
        return row.docDate;
      case 'from':
        return row.from;
      case 'to':
        return row.to;
      case 'subject':
        return row.subject;
      case 'disposal':
        return disposal(row);
      case 'remark':
        return row.remark ?? '';
      case 'registered_at':
        return row.registeredAt;
      case 'speed':
        return row.speed;
      case 'secret':
        return row.secrecy;
      case 'doc_type':
        return row.docType;
      case 'send_date':
        return row.sendDate;
      case 'owner':
        return row.owner;
    }
  };
  return (
    <Box component="article" sx={{ ...PAGE_SX, page: REGISTER_PAGE_NAME }} data-testid="register-print-page" data-page={REGISTER_PAGE_NAME}>
      <GlobalStyles styles={pageCss(t('print.register.page'))} />
      <Box component="header" sx={{ textAlign: 'center', mb: '8pt' }}>
        <Box component="h1" sx={{ fontSize: '16pt', fontWeight: 700, m: 0 }} data-testid="print-register-title">
          {registerPrintTitle(t, register, year)}
        </Box>
        <Box component="h2" sx={{ fontSize: '12pt', fontWeight: 600, m: 0 }}>
          {organisation}
        </Box>
        <Box component="p" sx={{ m: 0 }} data-testid="print-register-department">
          {t('print.register.department', { name: department })}
        </Box>
      </Box>
      <table>
        <thead>
          <tr>
            {shown.map((column) => (
              <Box component="th" key={column} data-column={column} sx={{ width: WIDTHS[column] }}>
                {t(registerColumnLabelKey(column, register))}
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
              {shown.map((column) => (
                <Box
                  component="td"
                  key={column}
                  data-column={column}
                  sx={column === 'subject' && row.cancelled ? { textDecoration: 'line-through' } : undefined}
                >
                  {value(column, row)}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
        {summary && (
          <tfoot>
            <tr>
              <Box component="td" colSpan={shown.length} sx={{ fontWeight: 700 }} data-testid="print-register-summary">
                {t('workspace.registers.summary', { total: summary.TOTAL, cancelled: summary.CANCELLED, destroyed: summary.DESTROYED })}
              </Box>
            </tr>
          </tfoot>
        )}
      </table>
      <Box component="footer" sx={{ mt: '8pt', fontSize: '9pt', textAlign: 'right' }}>
        {t('print.printedAt', { at: formatThaiDateTime(printedAt, { digits: 'western' }) })}
      </Box>
    </Box>
  );
}
