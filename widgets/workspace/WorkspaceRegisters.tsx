/**
 * The registers (ทะเบียนหนังสือรับ / ทะเบียนหนังสือส่ง) of the departments whose registers the
 * person keeps: choose the department, the register and its Buddhist-era year (the server's
 * calendar decides which year is the current one, as it numbers the letters), search the
 * letters, page through the entries on the server (newest number first, cancelled numbers
 * marked), write the remark on an entry, and save the whole register as an Excel workbook or CSV.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { type GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../engine/i18n/language';
import { useDebouncedValue } from '../dashboard/use-debounced-value';
import { usePortal } from '../portal/PortalContext';
import { PrintOutput } from '../print/PrintOutput';
import { RegisterPrintPage } from '../print/RegisterPrintPage';
import { usePrint } from '../print/use-print';
import { registerColumns } from './register-columns';
import { RegisterRemarkDialog } from './RegisterRemarkDialog';
import { ALL_REGISTER_COLUMNS, useRegisterPage, type RegisterEntry, type RegisterFilters } from './register-queries';
import { useRegisterExport, type ExportFormat } from './use-register-export';
import { PagedGrid } from './PagedGrid';
import type { WorkspaceToolProps } from './workspace-tools';

export type WorkspaceRegistersProps = Pick<WorkspaceToolProps, 'departments' | 'loading'>;

/** Registers kept online go back this many years besides the current one. */
const EARLIER_YEARS = 4;
const SEARCH_DELAY_MS = 500;

export function WorkspaceRegisters({ departments, loading }: WorkspaceRegistersProps) {
  const { t, i18n } = useTranslation();
  const { caps } = usePortal();
  const printer = usePrint();
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [register, setRegister] = useState<'receive' | 'send'>('receive');
  // null: the current year, as the server counts it; its first answer names the year.
  const [year, setYear] = useState<number | null>(null);
  const [thisYear, setThisYear] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const department = departments.find((d) => d.dept_id === departmentId) ?? departments[0] ?? null;
  const filters: RegisterFilters | null = department
    ? { REGISTER: register, F_DEPT_ID: department.dept_id, YEAR: year ?? undefined, search: searched || undefined }
    : null;
  const page = useRegisterPage(filters, pagination.page + 1, pagination.pageSize);
  const shownYear = year ?? page.data?.year ?? null;
  useEffect(() => {
    if (thisYear === null && year === null && page.data) setThisYear(page.data.year);
  }, [thisYear, year, page.data]);
  // The register's book names the columns and their order, and the actions it offers.
  const shownColumns = page.data?.columns;
  // Who reaches this page keeps the register, so may write an entry's remark (the server checks again).
  const [remarkOf, setRemarkOf] = useState<RegisterEntry | null>(null);
  const columns = useMemo(() => registerColumns(t, register, shownColumns, setRemarkOf), [t, register, shownColumns]);
  const offers = (fn: 'export' | 'print') => page.data?.functions.includes(fn) ?? true;
  const exporter = useRegisterExport((format) => `${t(`workspace.registers.name.${register}`)}-${shownYear ?? ''}.${format}`);
  // A new register or search starts at its first page.
  const restart = () => setPagination((model) => ({ ...model, page: 0 }));

  if (!loading && departments.length === 0) {
    return (
      <Alert severity="info" data-testid="registers-none">
        {t('workspace.registers.none')}
      </Alert>
    );
  }

  const save = (format: ExportFormat) => filters && void exporter.save(filters, format, t('workspace.registers.exportFailed'));

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="registers-title"
      data-testid="registers"
      data-register={register}
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="registers-title" component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 200 }}>
          {t(`workspace.registers.name.${register}`)} {shownYear !== null && t('workspace.registers.yearLabel', { year: shownYear })}
        </Typography>
        {offers('export') && (
          <>
            <Button
              variant="outlined"
              size="small"
              startIcon={<FileDownloadOutlined />}
              disabled={!filters || exporter.busy !== null}
              onClick={() => save('xlsx')}
              data-testid="registers-export-xlsx"
            >
              {t('workspace.registers.exportXlsx')}
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<FileDownloadOutlined />}
              disabled={!filters || exporter.busy !== null}
              onClick={() => save('csv')}
              data-testid="registers-export-csv"
            >
              {t('workspace.registers.exportCsv')}
            </Button>
          </>
        )}
        {/* Prints the page of entries on screen, not the whole register: the files hold all of it. */}
        {offers('print') && (
          <Button variant="outlined" size="small" startIcon={<PrintOutlined />} disabled={!page.data} onClick={printer.start} data-testid="registers-print">
            {t('print.button')}
          </Button>
        )}
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
          slotProps={{ htmlInput: { 'data-testid': 'registers-department' } }}
        >
          {departments.map((d) => (
            <MenuItem key={d.dept_id} value={d.dept_id}>
              {d.text}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={register}
          onChange={(_event, value: 'receive' | 'send' | null) => {
            if (value) {
              setRegister(value);
              restart();
            }
          }}
          aria-label={t('workspace.registers.kind')}
        >
          <ToggleButton value="receive" data-testid="registers-receive">
            {t('workspace.registers.name.receive')}
          </ToggleButton>
          <ToggleButton value="send" data-testid="registers-send">
            {t('workspace.registers.name.send')}
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('workspace.registers.year')}
          value={shownYear ?? ''}
          disabled={thisYear === null}
          onChange={(event) => {
            setYear(Number(event.target.value));
            restart();
          }}
          sx={{ minWidth: 120 }}
          slotProps={{ htmlInput: { 'data-testid': 'registers-year' } }}
        >
          {Array.from({ length: thisYear === null ? 0 : EARLIER_YEARS + 1 }, (_, i) => thisYear! - i).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('workspace.registers.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            restart();
          }}
          sx={{ flex: 1, minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'registers-search', maxLength: 200 } }}
        />
      </Box>
      {exporter.error && (
        <Alert severity="error" sx={{ mx: { xs: 2, md: 3 }, mb: 2 }} data-testid="registers-export-error">
          {exporter.error}
        </Alert>
      )}
      {page.isError && (
        <Alert severity="error" sx={{ mx: { xs: 2, md: 3 }, mb: 2 }} data-testid="registers-error">
          {page.error.message || t('dashboard.loadError')}
        </Alert>
      )}
      <PagedGrid
        rows={page.data?.items ?? []}
        getRowId={(row) => row.NUMBER}
        columns={columns}
        total={page.data?.total}
        loading={page.isFetching}
        pagination={pagination}
        onPaginationChange={setPagination}
        emptyLabel={t('workspace.registers.empty')}
        height={560}
        testId="registers-grid"
      />
      {page.data && (
        // The register's summary row, over every page: what a clerk totals at the foot of a paper register.
        <Box
          role="status"
          data-testid="registers-summary"
          sx={{ mx: { xs: 1, md: 2 }, mb: 2, px: 1.5, py: 1, borderTop: 2, borderColor: 'divider', fontWeight: 700, fontSize: '0.875rem' }}
        >
          {t('workspace.registers.summary', { total: page.data.summary.TOTAL, cancelled: page.data.summary.CANCELLED, destroyed: page.data.summary.DESTROYED })}
        </Box>
      )}
      {remarkOf && department && shownYear !== null && (
        <RegisterRemarkDialog
          key={`${register}-${remarkOf.NUMBER}`}
          entry={remarkOf}
          register={register}
          departmentId={department.dept_id}
          year={shownYear}
          onClose={() => setRemarkOf(null)}
        />
      )}
      <PrintOutput
        printer={printer}
        page={() => (
          <RegisterPrintPage
            register={register}
            year={shownYear}
            department={department?.text ?? ''}
            organisation={pickLocalized(caps.identity.organizationName, i18n.language)}
            entries={page.data?.items ?? []}
            columns={shownColumns ?? ALL_REGISTER_COLUMNS}
            printedAt={printer.startedAt}
            summary={page.data?.summary}
          />
        )}
      />
    </Paper>
  );
}
