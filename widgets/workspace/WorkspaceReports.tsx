/**
 * Reports (รายงาน) of the registry workspace: letters per work queue, letters received and
 * sent per month and per department of a Buddhist-era year, and overdue letters by speed class
 * with their list. Every table can be saved as CSV or Excel. The server decides what is
 * counted (only letters the person may read; the departments whose registers they keep, or
 * their own); the page chooses the year and, for people who keep several registers, one
 * department. The charts draw the tables' rows.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VIEW_ROLE, VIEW_DOCUMENT_TYPE } from '../../engine/portal/document-target';
import { DepartmentChart, MonthChart } from './report-charts';
import { useReportSummary, type ReportFilters } from './report-queries';
import { departmentRows, monthRows, yearOptions } from './report-rows';
import { CountTable, OverdueTable, QueueTable, SpeedTable } from './report-tables';
import { ReportSection } from './ReportSection';
import { useReportExport, type ReportTable } from './use-report-export';
import type { WorkspaceToolProps } from './workspace-tools';

/** The department select's value for "every department the person reports on". */
const ALL = 0;

export function WorkspaceReports({ departments, onOpenDocument }: WorkspaceToolProps) {
  const { t, i18n } = useTranslation();
  // null: the current year, as the server counts it; its first answer names the year.
  const [year, setYear] = useState<number | null>(null);
  const [knownYear, setKnownYear] = useState<number | null>(null);
  const [departmentId, setDepartmentId] = useState(ALL);
  const filters: ReportFilters = { YEAR: year ?? undefined, F_DEPT_ID: departmentId === ALL ? undefined : departmentId };
  const summary = useReportSummary(filters);
  const data = summary.data;
  const shownYear = year ?? data?.YEAR ?? null;
  // The first answer's year counts at once, in the same render: the year select is never drawn
  // disabled (its label greyed) beside the data it belongs to.
  const thisYear = knownYear ?? (year === null && data ? data.YEAR : null);
  useEffect(() => {
    if (knownYear === null && thisYear !== null) setKnownYear(thisYear);
  }, [knownYear, thisYear]);

  const exporter = useReportExport((table, format) => `${t(`workspace.reports.file.${table}`)}-${shownYear ?? ''}.${format}`);
  const section = (table: ReportTable) => ({
    id: `reports-${table}`,
    onSave: (format: 'csv' | 'xlsx') => void exporter.save(filters, table, format, t('workspace.reports.exportFailed')),
    saving: exporter.busy !== null,
  });
  const months = data ? monthRows(data, i18n.language) : [];
  const perDepartment = data ? departmentRows(data) : [];
  const series = { receivedLabel: t('workspace.reports.received'), sentLabel: t('workspace.reports.sent') };

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="reports">
      <Paper variant="outlined" sx={{ borderRadius: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, py: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 200 }}>
          {t('workspace.reports.heading')} {shownYear !== null && t('workspace.reports.yearLabel', { year: shownYear })}
        </Typography>
        {departments.length > 1 && (
          <TextField
            select
            size="small"
            label={t('workspace.reports.department')}
            value={departmentId}
            onChange={(event) => setDepartmentId(Number(event.target.value))}
            fullWidth={false}
            sx={{ minWidth: 240 }}
            slotProps={{ htmlInput: { 'data-testid': 'reports-department' } }}
          >
            <MenuItem value={ALL}>{t('workspace.reports.allDepartments')}</MenuItem>
            {departments.map((d) => (
              <MenuItem key={d.dept_id} value={d.dept_id}>
                {d.text}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={t('workspace.reports.year')}
          value={shownYear ?? ''}
          disabled={thisYear === null}
          onChange={(event) => setYear(Number(event.target.value))}
          fullWidth={false}
          sx={{ minWidth: 120 }}
          slotProps={{ htmlInput: { 'data-testid': 'reports-year' } }}
        >
          {yearOptions(thisYear).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Paper>
      {summary.isFetching && <LinearProgress aria-label={t('workspace.reports.loading')} />}
      {summary.isError && (
        <Alert severity="error" data-testid="reports-error">
          {summary.error.message || t('dashboard.loadError')}
        </Alert>
      )}
      {exporter.error && (
        <Alert severity="error" data-testid="reports-export-error">
          {exporter.error}
        </Alert>
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
          <ReportSection {...section('queues')} title={t('workspace.reports.queues')}>
            <QueueTable queues={data.QUEUES} labelledBy="reports-queues-title" />
          </ReportSection>
          <ReportSection {...section('months')} title={t('workspace.reports.months', { year: data.YEAR })}>
            <MonthChart rows={months} label={t('workspace.reports.monthChart', { year: data.YEAR })} testId="reports-month-chart" {...series} />
            <CountTable rows={months} labelledBy="reports-months-title" testId="reports-months-table" rowHeader={t('workspace.reports.month')} />
          </ReportSection>
          <ReportSection {...section('speeds')} title={t('workspace.reports.speeds')}>
            <SpeedTable speeds={data.SPEEDS} labelledBy="reports-speeds-title" />
          </ReportSection>
          <ReportSection {...section('departments')} title={t('workspace.reports.departments', { year: data.YEAR })}>
            <DepartmentChart
              rows={perDepartment}
              label={t('workspace.reports.departmentChart', { year: data.YEAR })}
              testId="reports-department-chart"
              {...series}
            />
            <CountTable
              rows={perDepartment}
              labelledBy="reports-departments-title"
              testId="reports-departments-table"
              rowHeader={t('workspace.reports.department')}
            />
          </ReportSection>
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <ReportSection {...section('overdue')} title={t('workspace.reports.overdue')}>
              {data.OVERDUE_TOTAL > data.OVERDUE.length && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('workspace.reports.overdueShown', { shown: data.OVERDUE.length, total: data.OVERDUE_TOTAL })}
                </Typography>
              )}
              <OverdueTable
                letters={data.OVERDUE}
                labelledBy="reports-overdue-title"
                onOpen={(letter) =>
                  void onOpenDocument({ documentId: letter.F_DOC_ID, transId: letter.F_TRANS_ID, type: VIEW_DOCUMENT_TYPE, role: DEFAULT_VIEW_ROLE })
                }
              />
            </ReportSection>
          </Box>
        </Box>
      )}
    </Box>
  );
}
