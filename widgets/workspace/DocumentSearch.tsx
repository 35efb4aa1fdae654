/**
 * The document store (คลังหนังสือ): every letter the person may read, newest first, paged on
 * the server. A quick search looks in the number, subject, dear and to; the detailed search
 * adds the letter's or a register's number, subject, dear/to, from, a date range typed in the
 * Buddhist era, type, speed, secrecy and owner department. A row (or its button) opens the
 * letter in the document modal, as a book card does. The server decides what is listed, by
 * the same rule as every read, so the page never filters for secrecy on its own.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearAllOutlined from '@mui/icons-material/ClearAllOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { type GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { bookRowTarget } from '../../engine/portal/document-target';
import { useDebouncedValue } from '../dashboard/use-debounced-value';
import { dateErrors, detailedFilterCount, EMPTY_FORM, searchFields, type SearchForm } from './document-search-filters';
import { searchColumns } from './search-columns';
import { useDocumentSearch, useSearchChoices, type Choice, type FoundDocument } from './search-queries';
import { PagedGrid } from './PagedGrid';
import type { WorkspaceToolProps } from './workspace-tools';

export type DocumentSearchProps = Pick<WorkspaceToolProps, 'onOpenDocument'>;

/** Typing settles for this long before the server is asked. */
const SEARCH_DELAY_MS = 500;

type TextKey = 'search' | 'docNo' | 'subject' | 'dear' | 'from' | 'dateFrom' | 'dateTo';
type ChoiceKey = 'docTypeId' | 'speedId' | 'secretId' | 'departmentId';

export function DocumentSearch({ onOpenDocument }: DocumentSearchProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<SearchForm>(EMPTY_FORM);
  const [detailed, setDetailed] = useState(false);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const settled = useDebouncedValue(form, SEARCH_DELAY_MS);
  const fields = useMemo(() => searchFields(settled), [settled]);
  const found = useDocumentSearch(fields, pagination.page + 1, pagination.pageSize);
  const choices = useSearchChoices();
  const errors = dateErrors(form);
  const filtersSet = detailedFilterCount(form);
  // An empty table says why: nothing matched, the search failed, or a date must be put right first.
  const emptyLabel = found.isError ? t('workspace.search.loadError') : fields === null ? t('workspace.search.fixDates') : t('workspace.search.empty');

  const open = (row: FoundDocument) => void onOpenDocument(bookRowTarget(row));
  const columns = useMemo(() => searchColumns(t, (row) => void onOpenDocument(bookRowTarget(row))), [t, onOpenDocument]);
  // A new search starts at its first page.
  const update = (patch: Partial<SearchForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setPagination((model) => ({ ...model, page: 0 }));
  };

  const text = (key: TextKey, label: string, extra: { placeholder?: string; helper?: string; error?: string } = {}) => (
    <TextField
      size="small"
      label={label}
      value={form[key]}
      onChange={(event) => update({ [key]: event.target.value })}
      placeholder={extra.placeholder}
      error={Boolean(extra.error)}
      helperText={extra.error ?? extra.helper}
      slotProps={{ inputLabel: extra.placeholder ? { shrink: true } : undefined, htmlInput: { 'data-testid': `search-${key}`, maxLength: 200 } }}
    />
  );
  const select = (key: ChoiceKey, label: string, options: Choice[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={form[key] ?? ''}
      onChange={(event) => update({ [key]: event.target.value === '' ? null : Number(event.target.value) })}
      slotProps={{ htmlInput: { 'data-testid': `search-${key}` } }}
    >
      <MenuItem value="">{t('workspace.search.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const dateError = (key: 'dateFrom' | 'dateTo') => (errors[key] ? t(`workspace.search.errors.${errors[key]}`) : undefined);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="search-title"
      data-testid="document-search"
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <Box sx={{ px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography id="search-title" component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 200 }}>
            {t('workspace.search.title')}
          </Typography>
          {found.data && (
            <Chip size="small" color="primary" variant="outlined" label={t('workspace.search.found', { count: found.data.total })} data-testid="search-found" />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('workspace.search.hint')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, pt: 2 }}>
        <TextField
          size="small"
          type="search"
          label={t('workspace.search.quick')}
          value={form.search}
          onChange={(event) => update({ search: event.target.value })}
          sx={{ flex: 1, minWidth: 240 }}
          slotProps={{ htmlInput: { 'data-testid': 'search-quick', maxLength: 200 } }}
        />
        <Button
          variant={detailed ? 'contained' : 'outlined'}
          startIcon={
            <Badge color="secondary" badgeContent={filtersSet} invisible={detailed || filtersSet === 0}>
              <TuneOutlined />
            </Badge>
          }
          aria-expanded={detailed}
          aria-controls="search-detailed"
          onClick={() => setDetailed((shown) => !shown)}
          data-testid="search-more"
        >
          {t('workspace.search.more')}
        </Button>
        <Button
          variant="text"
          startIcon={<ClearAllOutlined />}
          disabled={filtersSet === 0 && form.search.trim() === ''}
          onClick={() => update(EMPTY_FORM)}
          data-testid="search-clear"
        >
          {t('workspace.search.clear')}
        </Button>
      </Box>
      <Collapse in={detailed} id="search-detailed">
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            px: { xs: 2, md: 3 },
            pt: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
          data-testid="search-detailed"
        >
          {text('docNo', t('workspace.search.field.docNo'))}
          {text('subject', t('workspace.search.field.subject'))}
          {text('dear', t('workspace.search.field.dear'))}
          {text('from', t('workspace.search.field.from'))}
          {text('dateFrom', t('workspace.search.field.dateFrom'), {
            placeholder: t('workspace.search.datePlaceholder'),
            helper: t('workspace.search.dateHint'),
            error: dateError('dateFrom'),
          })}
          {text('dateTo', t('workspace.search.field.dateTo'), {
            placeholder: t('workspace.search.datePlaceholder'),
            helper: t('workspace.search.dateHint'),
            error: dateError('dateTo'),
          })}
          {select('docTypeId', t('workspace.search.field.docType'), choices.docTypes)}
          {select('speedId', t('workspace.search.field.speed'), choices.speeds)}
          {select('secretId', t('workspace.search.field.secret'), choices.secrets)}
          {select('departmentId', t('workspace.search.field.department'), choices.departments)}
        </Box>
      </Collapse>
      <Box sx={{ px: { xs: 2, md: 3 }, pt: 2, display: 'grid', gap: 1 }}>
        {Object.keys(errors).length > 0 && (
          <Alert severity="warning" data-testid="search-dates-invalid">
            {t('workspace.search.fixDates')}
          </Alert>
        )}
        {found.isError && (
          <Alert
            severity="error"
            data-testid="search-error"
            action={
              <Button color="inherit" size="small" onClick={() => void found.refetch()}>
                {t('workspace.search.retry')}
              </Button>
            }
          >
            {found.error.message || t('workspace.search.loadError')}
          </Alert>
        )}
      </Box>
      <PagedGrid
        rows={found.data?.items ?? []}
        getRowId={(row) => row.F_DOC_ID}
        columns={columns}
        total={found.data?.total}
        loading={found.isFetching}
        pagination={pagination}
        onPaginationChange={setPagination}
        emptyLabel={emptyLabel}
        onRowClick={open}
        height={600}
        testId="search-grid"
      />
    </Paper>
  );
}
