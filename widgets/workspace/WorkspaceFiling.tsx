/**
 * The filing list (บัญชีหนังสือส่งเก็บ) of the departments whose registers the person keeps:
 * choose the department and the Buddhist-era year of filing (the server's calendar decides the
 * current one), page through the letters filed that year with the regulation form's columns,
 * change a letter's retention with a reason, and save the whole list as Excel or CSV.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../engine/api/client';
import { filingCalls } from '../../engine/api/filing-calls';
import { formatThaiDate } from '../../engine/format/thai-date';
import { useCalls } from '../portal/CallsContext';
import { useFilingPage, type FilingEntry, type FilingFilters } from './filing-queries';
import { PagedGrid } from './PagedGrid';
import { RetentionDialog } from './RetentionDialog';
import { saveBlob } from './save-blob';
import type { WorkspaceToolProps } from './workspace-tools';

export type WorkspaceFilingProps = Pick<WorkspaceToolProps, 'departments' | 'loading'>;

type ExportFormat = 'xlsx' | 'csv';

/** Filing lists kept online go back this many years besides the current one. */
const EARLIER_YEARS = 4;
const DIGITS = { digits: 'western' } as const;

function filingColumns(t: TFunction, onChange: (entry: FilingEntry) => void): GridColDef<FilingEntry>[] {
  const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '–' : value);
  return [
    { field: 'ORDER', headerName: t('workspace.filing.order'), width: 90, sortable: false },
    { field: 'F_DOC_NO', headerName: t('workspace.filing.docNo'), width: 150, sortable: false, renderCell: ({ row }) => dash(row.F_DOC_NO) },
    {
      field: 'F_DOC_DATE',
      headerName: t('workspace.filing.docDate'),
      width: 130,
      sortable: false,
      renderCell: ({ row }) => (row.F_DOC_DATE ? formatThaiDate(row.F_DOC_DATE, DIGITS) || row.F_DOC_DATE : '–'),
    },
    { field: 'F_DOC_TITLE', headerName: t('workspace.filing.subject'), flex: 1, minWidth: 220, sortable: false },
    {
      field: 'RETENTION_YEARS',
      headerName: t('workspace.filing.retention'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (row.RETENTION_YEARS === null ? '–' : t('workspace.filing.retentionYears', { years: row.RETENTION_YEARS })),
    },
    {
      field: 'DESTROY_YEAR',
      headerName: t('workspace.filing.destroyYear'),
      width: 190,
      sortable: false,
      renderCell: ({ row }) => (row.NEVER_DESTROY ? t('workspace.filing.neverDestroy') : dash(row.DESTROY_YEAR)),
    },
    { field: 'NOTE', headerName: t('workspace.filing.remark'), width: 200, sortable: false, renderCell: ({ row }) => dash(row.NOTE) },
    {
      field: 'change',
      headerName: t('workspace.filing.change'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => onChange(row)} data-testid="filing-change">
          {t('workspace.filing.change')}
        </Button>
      ),
    },
  ];
}

export function WorkspaceFiling({ departments, loading }: WorkspaceFilingProps) {
  const { t } = useTranslation();
  const { api } = useCalls();
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  // null: the current year, as the server counts it; its first answer names the year.
  const [year, setYear] = useState<number | null>(null);
  const [thisYear, setThisYear] = useState<number | null>(null);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [changing, setChanging] = useState<FilingEntry | null>(null);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const department = departments.find((d) => d.dept_id === departmentId) ?? departments[0] ?? null;
  const filters: FilingFilters | null = department ? { F_DEPT_ID: department.dept_id, YEAR: year ?? undefined } : null;
  const page = useFilingPage(filters, pagination.page + 1, pagination.pageSize);
  const shownYear = year ?? page.data?.year ?? null;
  useEffect(() => {
    if (thisYear === null && year === null && page.data) setThisYear(page.data.year);
  }, [thisYear, year, page.data]);
  const columns = useMemo(() => filingColumns(t, setChanging), [t]);
  const restart = () => setPagination((model) => ({ ...model, page: 0 }));

  if (!loading && departments.length === 0) {
    return (
      <Alert severity="info" data-testid="filing-none">
        {t('workspace.filing.none')}
      </Alert>
    );
  }

  async function save(format: ExportFormat): Promise<void> {
    if (!filters) return;
    setBusy(format);
    setExportError(null);
    try {
      const blob = await filingCalls(api).filingExport({ ...filters, format });
      saveBlob(blob, `${t('workspace.filing.fileName')}-${shownYear ?? ''}.${format}`);
    } catch (failure) {
      setExportError(failure instanceof HttpError && failure.body?.message ? failure.body.message : t('workspace.filing.exportFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="filing-title"
      data-testid="filing"
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="filing-title" component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 200 }}>
          {shownYear === null ? t('workspace.tool.filing') : t('workspace.filing.heading', { year: shownYear })}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={!filters || busy !== null}
          onClick={() => void save('xlsx')}
          data-testid="filing-export-xlsx"
        >
          {t('workspace.registers.exportXlsx')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={!filters || busy !== null}
          onClick={() => void save('csv')}
          data-testid="filing-export-csv"
        >
          {t('workspace.registers.exportCsv')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, px: { xs: 2, md: 3 }, py: 2 }}>
        <TextField
          select
          size="small"
          label={t('workspace.registers.department')}
          value={department?.dept_id ?? ''}
          onChange={(event) => {
            setDepartmentId(Number(event.target.value));
            restart();
          }}
          sx={{ minWidth: 240 }}
          slotProps={{ htmlInput: { 'data-testid': 'filing-department' } }}
        >
          {departments.map((d) => (
            <MenuItem key={d.dept_id} value={d.dept_id}>
              {d.text}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('workspace.registers.year')}
          value={thisYear === null ? '' : (shownYear ?? '')}
          disabled={thisYear === null}
          onChange={(event) => {
            setYear(Number(event.target.value));
            restart();
          }}
          sx={{ minWidth: 120 }}
          slotProps={{ htmlInput: { 'data-testid': 'filing-year' } }}
        >
          {Array.from({ length: thisYear === null ? 0 : EARLIER_YEARS + 1 }, (_, i) => thisYear! - i).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {exportError && (
        <Alert severity="error" sx={{ mx: { xs: 2, md: 3 }, mb: 2 }} data-testid="filing-export-error">
          {exportError}
        </Alert>
      )}
      {page.isError && (
        <Alert severity="error" sx={{ mx: { xs: 2, md: 3 }, mb: 2 }} data-testid="filing-error">
          {page.error.message || t('dashboard.loadError')}
        </Alert>
      )}
      <PagedGrid
        rows={page.data?.items ?? []}
        getRowId={(row) => row.F_DOC_ID}
        columns={columns}
        total={page.data?.total}
        loading={page.isFetching}
        pagination={pagination}
        onPaginationChange={setPagination}
        emptyLabel={t('workspace.filing.empty')}
        height={560}
        testId="filing-grid"
      />
      {changing && department && (
        <RetentionDialog key={changing.F_DOC_ID} entry={changing} departmentId={department.dept_id} onClose={() => setChanging(null)} />
      )}
    </Paper>
  );
}
