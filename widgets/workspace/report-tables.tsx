/**
 * The reports' tables: plain, accessible tables (named by their section's heading, with a
 * header row and a total row), the truth beside each chart. Digits are Western, as the
 * registers show them, so they read the same as the saved spreadsheet.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatThaiDate } from '../../engine/format/thai-date';
import type { ReportSummary } from './report-queries';
import { totalOf, type CountRow } from './report-rows';

const DIGITS = { digits: 'western' } as const;
const headSx = { fontWeight: 700, bgcolor: 'grey.50' } as const;
const totalSx = { fontWeight: 700, borderBottom: 0 } as const;

function ReportTable({ labelledBy, testId, head, children }: { labelledBy: string; testId: string; head: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy} data-testid={testId}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

/** Received and sent per row (a month or a department), with their total. */
export function CountTable({ rows, labelledBy, testId, rowHeader }: { rows: CountRow[]; labelledBy: string; testId: string; rowHeader: string }) {
  const { t } = useTranslation();
  const total = totalOf(rows);
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId={testId}
      head={
        <>
          <TableCell sx={headSx}>{rowHeader}</TableCell>
          <TableCell sx={headSx} align="right">
            {t('workspace.reports.received')}
          </TableCell>
          <TableCell sx={headSx} align="right">
            {t('workspace.reports.sent')}
          </TableCell>
        </>
      }
    >
      {rows.map((row) => (
        <TableRow key={row.key} data-key={row.key}>
          <TableCell component="th" scope="row">
            {row.label}
          </TableCell>
          <TableCell align="right">{row.received}</TableCell>
          <TableCell align="right">{row.sent}</TableCell>
        </TableRow>
      ))}
      <TableRow data-testid={`${testId}-total`}>
        <TableCell component="th" scope="row" sx={totalSx}>
          {t('workspace.reports.total')}
        </TableCell>
        <TableCell align="right" sx={totalSx}>
          {total.received}
        </TableCell>
        <TableCell align="right" sx={totalSx}>
          {total.sent}
        </TableCell>
      </TableRow>
    </ReportTable>
  );
}

export function QueueTable({ queues, labelledBy }: { queues: ReportSummary['QUEUES']; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId="reports-queues-table"
      head={
        <>
          <TableCell sx={headSx}>{t('workspace.reports.queue')}</TableCell>
          <TableCell sx={headSx} align="right">
            {t('workspace.reports.count')}
          </TableCell>
        </>
      }
    >
      {queues.map((queue) => (
        <TableRow key={queue.CODE} data-code={queue.CODE}>
          <TableCell component="th" scope="row">
            {queue.TITLE}
          </TableCell>
          <TableCell align="right" data-testid={`reports-queue-count-${queue.CODE}`}>
            {queue.COUNT}
          </TableCell>
        </TableRow>
      ))}
    </ReportTable>
  );
}

export function SpeedTable({ speeds, labelledBy }: { speeds: ReportSummary['SPEEDS']; labelledBy: string }) {
  const { t } = useTranslation();
  const total = speeds.reduce((sum, speed) => sum + speed.OVERDUE, 0);
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId="reports-speeds-table"
      head={
        <>
          <TableCell sx={headSx}>{t('workspace.reports.speed')}</TableCell>
          <TableCell sx={headSx} align="right">
            {t('workspace.reports.overdueCount')}
          </TableCell>
        </>
      }
    >
      {speeds.map((speed) => (
        <TableRow key={speed.F_DOC_SPEED_ID}>
          <TableCell component="th" scope="row">
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: speed.F_COLOR, flexShrink: 0 }} />
              {speed.F_DOC_SPEED_NAME}
            </Box>
          </TableCell>
          <TableCell align="right">{speed.OVERDUE}</TableCell>
        </TableRow>
      ))}
      <TableRow>
        <TableCell component="th" scope="row" sx={totalSx}>
          {t('workspace.reports.total')}
        </TableCell>
        <TableCell align="right" sx={totalSx} data-testid="reports-overdue-total">
          {total}
        </TableCell>
      </TableRow>
    </ReportTable>
  );
}

export function OverdueTable({
  letters,
  labelledBy,
  onOpen,
}: {
  letters: ReportSummary['OVERDUE'];
  labelledBy: string;
  onOpen: (letter: ReportSummary['OVERDUE'][number]) => void;
}) {
  const { t } = useTranslation();
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId="reports-overdue-table"
      head={
        <>
          <TableCell sx={headSx}>{t('workspace.reports.docNo')}</TableCell>
          <TableCell sx={headSx}>{t('workspace.reports.subject')}</TableCell>
          <TableCell sx={headSx}>{t('workspace.reports.speed')}</TableCell>
          <TableCell sx={headSx}>{t('workspace.reports.due')}</TableCell>
          <TableCell sx={headSx}>{t('workspace.reports.holder')}</TableCell>
        </>
      }
    >
      {letters.length === 0 && (
        <TableRow>
          <TableCell colSpan={5} sx={{ color: 'text.secondary', py: 2 }}>
            {t('workspace.reports.noOverdue')}
          </TableCell>
        </TableRow>
      )}
      {letters.map((letter) => (
        <TableRow key={letter.F_DOC_ID}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{letter.F_DOC_NO ?? '-'}</TableCell>
          <TableCell component="th" scope="row">
            <Link component="button" type="button" underline="hover" onClick={() => onOpen(letter)} sx={{ textAlign: 'left' }}>
              {letter.F_DOC_TITLE}
            </Link>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{letter.F_DOC_SPEED_NAME}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap', color: 'error.main' }}>{formatThaiDate(letter.DUE_DATE, DIGITS)}</TableCell>
          <TableCell>{letter.HOLDER ?? letter.F_DEPT_NAME}</TableCell>
        </TableRow>
      ))}
    </ReportTable>
  );
}
