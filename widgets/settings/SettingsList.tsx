/**
 * One settings page's records: the declared columns in a server-paged grid, a search box over
 * the declared search fields, and for a person who may write, adding, editing and deleting
 * (each in a dialog). A change the server accepted reloads the page of records and says so.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { type GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { nestedSegmentsOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { useDebouncedValue } from '../dashboard/use-debounced-value';
import { PagedGrid } from '../workspace/PagedGrid';
import { DeleteRecordDialog } from './DeleteRecordDialog';
import { AccountRequestDialog, isAwaitingDecision } from './AccountRequestDialog';
import { ImportDialog } from './ImportDialog';
import { ManualFileDialog } from './ManualFileDialog';
import { RecordDialog } from './RecordDialog';
import { SettingsFilters } from './SettingsFilters';
import type { SettingsFilterValues } from '../../engine/api/settings-calls';
import { offers, rowLabel, settingsColumns, type NestedLink } from './settings-columns';
import { settingsNestedPath } from './settings-paths';
import { SETTINGS_PAGE_SIZES, useSettingsList, type SettingsPageSize, type SettingsRow } from './settings-queries';

const SEARCH_DELAY_MS = 500;
/** The list call takes at most this much search text. */
const SEARCH_MAX_LENGTH = 100;

export interface SettingsListProps {
  declaration: SettingsPage;
  canWrite: boolean;
  /** The list's heading (a nested address shows several lists, each under its page's title). */
  title?: string;
}

type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; row: SettingsRow }
  | { kind: 'delete'; row: SettingsRow }
  | { kind: 'file'; row: SettingsRow }
  | { kind: 'decide'; row: SettingsRow }
  | null;

const sizeOf = (size: number): SettingsPageSize => SETTINGS_PAGE_SIZES.find((option) => option === size) ?? SETTINGS_PAGE_SIZES[1];

export function SettingsList({ declaration, canWrite, title }: SettingsListProps) {
  const { t } = useTranslation();
  const menuID = useParams().menuID ?? '';
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: SETTINGS_PAGE_SIZES[1] });
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  // The declared filters' values (settings-filters); a change goes back to the first page.
  const [filters, setFilters] = useState<SettingsFilterValues>({});
  // A dialog opened puts away the last change's notice.
  const open = (next: Editing) => {
    setDone(null);
    setEditing(next);
  };
  const list = useSettingsList(declaration.page, pagination.page + 1, sizeOf(pagination.pageSize), searched, filters);
  const key = declaration.record.key;
  const columns = useMemo(() => {
    // Each row leads to the pages nested below it (one link per nested address).
    const links: NestedLink[] = nestedSegmentsOf(declaration.page).map(({ segment, pages }) => ({
      segment,
      label: t(pages[0]!.titleKey),
      to: (row) => settingsNestedPath(menuID, declaration.page, segment, String(row[declaration.record.key])),
    }));
    const actions = canWrite
      ? {
          onEdit: (row: SettingsRow) => open({ kind: 'edit', row }),
          onDelete: (row: SettingsRow) => open({ kind: 'delete', row }),
          ...(declaration.record.file ? { onFile: (row: SettingsRow) => open({ kind: 'file', row }) } : {}),
          ...(declaration.decision ? { onDecide: (row: SettingsRow) => open({ kind: 'decide', row }), decidable: isAwaitingDecision } : {}),
        }
      : null;
    return settingsColumns(t, declaration, actions, links);
  }, [t, declaration, canWrite, menuID]);
  const titleId = `settings-list-title-${declaration.page}`;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="settings-list"
      data-page={declaration.page}
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {title ?? t('settings.list.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="settings-total">
            {list.data ? t('settings.list.total', { total: list.data.total }) : ' '}
          </Typography>
        </Box>
        {declaration.search.length > 0 && (
          <TextField
            size="small"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPagination((model) => ({ ...model, page: 0 }));
            }}
            placeholder={t('settings.list.search')}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 280 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('settings.list.search'), maxLength: SEARCH_MAX_LENGTH, 'data-testid': 'settings-search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {canWrite && declaration.import && (
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => {
              setDone(null);
              setImporting(true);
            }}
            data-testid="settings-import"
          >
            {t('settings.import.open')}
          </Button>
        )}
        {canWrite && offers(declaration, 'create') && (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => open({ kind: 'add' })} data-testid="settings-add">
            {t('settings.list.add')}
          </Button>
        )}
      </Box>
      <SettingsFilters
        declaration={declaration}
        values={filters}
        search={searched}
        onChange={(next) => {
          setFilters(next);
          setPagination((model) => ({ ...model, page: 0 }));
        }}
      />
      {!canWrite && (
        <Alert severity="info" sx={{ mx: { xs: 2, md: 3 }, mt: 2 }} data-testid="settings-read-only">
          {t('settings.list.readOnly')}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)} sx={{ mx: { xs: 2, md: 3 }, mt: 2 }} data-testid="settings-done">
          {done}
        </Alert>
      )}
      {list.isError && (
        <Alert severity="error" sx={{ mx: { xs: 2, md: 3 }, mt: 2 }} data-testid="settings-list-error">
          {list.error.message || t('dashboard.loadError')}
        </Alert>
      )}
      <PagedGrid
        rows={list.data?.items ?? []}
        getRowId={(row) => String(row[key])}
        columns={columns}
        total={list.data?.total}
        loading={list.isFetching}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizeOptions={SETTINGS_PAGE_SIZES}
        emptyLabel={searched ? t('settings.list.emptySearch') : t('settings.list.empty')}
        height={560}
        testId="settings-grid"
      />
      {importing && declaration.import && (
        <ImportDialog
          kind={declaration.import}
          onClose={() => setImporting(false)}
          onImported={(message) => {
            setImporting(false);
            setDone(message);
          }}
        />
      )}
      {editing && (editing.kind === 'add' || editing.kind === 'edit') && (
        <RecordDialog
          declaration={declaration}
          row={editing.kind === 'edit' ? editing.row : null}
          onClose={() => setEditing(null)}
          onSaved={(item) => {
            setDone(t(editing.kind === 'edit' ? 'settings.list.updated' : 'settings.list.created', { name: rowLabel(t, declaration, item) }));
            // A new record that carries a file and has no link goes straight on to its upload.
            const wantsFile = editing.kind === 'add' && declaration.record.file !== undefined && (item.url === null || item.url === undefined);
            setEditing(wantsFile ? { kind: 'file', row: item } : null);
          }}
        />
      )}
      {editing?.kind === 'file' && (
        <ManualFileDialog
          declaration={declaration}
          row={editing.row}
          onClose={() => setEditing(null)}
          onUploaded={(message) => {
            setDone(message);
            setEditing(null);
          }}
        />
      )}
      {editing?.kind === 'decide' && (
        <AccountRequestDialog
          declaration={declaration}
          row={editing.row}
          onClose={() => setEditing(null)}
          onDecided={(message) => {
            setDone(message);
            setEditing(null);
          }}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteRecordDialog
          declaration={declaration}
          row={editing.row}
          onClose={() => setEditing(null)}
          onDeleted={(deactivated) => {
            setDone(t(deactivated ? 'settings.list.deactivated' : 'settings.list.deleted', { name: rowLabel(t, declaration, editing.row) }));
            setEditing(null);
          }}
        />
      )}
    </Paper>
  );
}
