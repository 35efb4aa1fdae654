/**
 * ประวัติการใช้งานระบบ: the signed-in person's own sign-ins, sign-outs, password changes and
 * actions on letters, newest first, paged on the server. Dates are typed in the Buddhist era
 * (day/month/year) and take effect when the field is left or Enter is pressed, so a half-typed
 * date is never sent; a row about a letter the person may still read opens it in the document
 * modal.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { type GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { bookRowTarget } from '../../engine/portal/document-target';
import { formatThaiDate } from '../../engine/format/thai-date';
import { historyColumns } from './history-columns';
import { HISTORY_KINDS, historyFilters, parseBeDate, type HistoryKind } from './history-filters';
import { useUsageHistoryPage } from './history-queries';
import { PagedGrid } from './PagedGrid';
import type { WorkspaceToolProps } from './workspace-tools';

export type UsageHistoryProps = Pick<WorkspaceToolProps, 'onOpenDocument'>;

const EMPTY = { dateFrom: '', dateTo: '' };

export function UsageHistory({ onOpenDocument }: UsageHistoryProps) {
  const { t } = useTranslation();
  // What is typed, and what was committed (left the field or Enter): only the latter is asked for.
  const [typed, setTyped] = useState(EMPTY);
  const [dates, setDates] = useState(EMPTY);
  const [kind, setKind] = useState<HistoryKind>('all');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const filters = historyFilters({ ...dates, kind });
  const page = useUsageHistoryPage(filters.fields, pagination.page + 1, pagination.pageSize);
  const columns = useMemo(
    () => historyColumns(t, (row) => void onOpenDocument(bookRowTarget({ F_DOC_ID: row.F_DOC_ID, F_TRANS_ID: row.F_TRANS_ID }))),
    [t, onOpenDocument],
  );
  const restart = () => setPagination((model) => ({ ...model, page: 0 }));
  const commit = () => {
    setDates(typed);
    restart();
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };
  const helper = (field: 'dateFrom' | 'dateTo') => {
    const error = filters.errors[field];
    if (error) return t(`workspace.history.dateError.${error}`);
    const iso = parseBeDate(dates[field]);
    return iso ? formatThaiDate(iso, { digits: 'western', month: 'long' }) : t('workspace.history.dateHint');
  };
  const dateField = (field: 'dateFrom' | 'dateTo') => (
    <TextField
      size="small"
      label={t(`workspace.history.${field}`)}
      placeholder={t('workspace.history.datePlaceholder')}
      value={typed[field]}
      onChange={(event) => setTyped((current) => ({ ...current, [field]: event.target.value }))}
      onBlur={commit}
      onKeyDown={onEnter}
      error={Boolean(filters.errors[field])}
      helperText={helper(field)}
      fullWidth={false}
      sx={{ width: 190 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `history-${field}`, inputMode: 'numeric', maxLength: 10 } }}
    />
  );
  const filtered = dates.dateFrom !== '' || dates.dateTo !== '' || kind !== 'all';

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="history-title"
      data-testid="usage-history"
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <HistoryOutlined color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="history-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('workspace.tool.history')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('workspace.history.hint')}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, px: { xs: 2, md: 3 }, pt: 2, pb: 1 }}>
        {dateField('dateFrom')}
        {dateField('dateTo')}
        <TextField
          select
          size="small"
          label={t('workspace.history.kindLabel')}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as HistoryKind);
            restart();
          }}
          // The theme widens every field to its row; the filters sit side by side instead.
          fullWidth={false}
          sx={{ width: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'history-kind' } }}
        >
          {HISTORY_KINDS.map((name) => (
            <MenuItem key={name} value={name} data-testid={`history-kind-${name}`}>
              {t(`workspace.history.kind.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        {filtered && (
          <Button
            size="small"
            sx={{ mt: 0.5 }}
            onClick={() => {
              setTyped(EMPTY);
              setDates(EMPTY);
              setKind('all');
              restart();
            }}
            data-testid="history-clear"
          >
            {t('workspace.history.clear')}
          </Button>
        )}
      </Box>
      {page.isError && (
        <Alert severity="error" sx={{ mx: { xs: 2, md: 3 }, mb: 2 }} data-testid="history-error">
          {page.error.message || t('dashboard.loadError')}
        </Alert>
      )}
      <PagedGrid
        rows={page.data?.items ?? []}
        getRowId={(row) => row.ID}
        columns={columns}
        total={page.data?.total}
        loading={page.isFetching}
        pagination={pagination}
        onPaginationChange={setPagination}
        emptyLabel={filtered ? t('workspace.history.emptyFiltered') : t('workspace.history.empty')}
        height={560}
        testId="history-grid"
      />
    </Paper>
  );
}
