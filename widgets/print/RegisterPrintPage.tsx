/**
 * A register page on paper: the register's title and year, the department, and the entries
 * loaded on screen as a bordered table; a cancelled number stays in its place, struck through
 * and marked with its reason, as a paper register keeps it.
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { RegisterEntry } from '../../schemas/generated/api/register-list.reply';
import { formatThaiDateTime } from '../../engine/format/thai-date';
import { registerPrintRows, registerPrintTitle } from './print-rows';
import { PAGE_SX } from './print-styles';

export interface RegisterPrintPageProps {
  register: 'receive' | 'send';
  year: number | null;
  department: string;
  organisation: string;
  entries: RegisterEntry[];
  printedAt: Date;
}

/** Column widths that leave the subject the most room on a 170 mm line. */
const WIDTHS = ['9%', '12%', '15%', '18%', undefined, '10%', '12%'] as const;

export function RegisterPrintPage({ register, year, department, organisation, entries, printedAt }: RegisterPrintPageProps) {
  const { t } = useTranslation();
  const rows = registerPrintRows(entries);
  const headers = [
    t(`print.register.number.${register}`),
    t('print.register.registeredAt'),
    t('print.register.docNoDate'),
    t('print.register.fromTo'),
    t('print.register.subject'),
    t('print.register.speed'),
    t('print.register.remark'),
  ];
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
            {headers.map((header, index) => (
              <Box component="th" key={header} sx={{ width: WIDTHS[index] }}>
                {header}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <Box component="td" colSpan={headers.length} sx={{ textAlign: 'center !important' }}>
                {t('print.register.empty')}
              </Box>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.number} data-testid="print-register-row" data-cancelled={row.cancelled || undefined}>
              <td>{row.number}</td>
              <td>{row.registeredAt}</td>
              <td>{`${row.docNo}\n${row.docDate}`}</td>
              <td>{`${row.from}\n${row.to}`}</td>
              <Box component="td" sx={{ textDecoration: row.cancelled ? 'line-through' : 'none' }}>
                {row.subject}
              </Box>
              <td>{`${row.speed}\n${row.secrecy}`}</td>
              <td>
                {row.cancelled
                  ? row.cancelReason
                    ? t('print.register.cancelledBecause', { reason: row.cancelReason })
                    : t('print.register.cancelled')
                  : (row.disposal ?? '')}
              </td>
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
