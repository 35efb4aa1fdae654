/**
 * One queue's letters in an MUI X DataGrid, paged and sorted on the server
 * (sarabun/get-todo-list): the grid shows the rows of the current page and the reply's total.
 */
import { useMemo } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { TodoRow } from '../../engine/api/portal-calls';
import { TODO_TABLE_HEIGHT } from '../../engine/portal/layout-sizes';
import { columnPlan } from '../../engine/portal/queue-columns';
import { PAGE_SIZE_OPTIONS } from '../../engine/portal/search-rules';
import type { Column } from '../../engine/tenant/capabilities';
import { GridLoadingBar, gridLoadingSigns } from './GridLoadingBar';
import { gridColumnSx, gridColumnsOf, gridGroupsOf } from './queue-grid-columns';
import { QueuePagination } from './QueuePagination';
import type { TitleMarkers } from './TitleCell';
import { useWindowWidth } from './use-window-width';

export interface QueueGridProps {
  columns: readonly Column[];
  rows: TodoRow[];
  total: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  markers: TitleMarkers;
  onView: (row: TodoRow) => void;
  /** Fill the parent instead of the spec's 500 px (the full-screen modal on a phone). */
  fill?: boolean;
}

/** A row's grid id: its routing step, which is unique within a queue. */
const rowIdOf = (row: TodoRow) => row.F_TRANS_ID ?? `document-${row.F_DOC_ID}`;

export function QueueGrid({
  columns,
  rows,
  total,
  loading,
  paginationModel,
  onPaginationModelChange,
  sortModel,
  onSortModelChange,
  markers,
  onView,
  fill = false,
}: QueueGridProps) {
  const { t } = useTranslation();
  // The grid writes one <style> of CSS variables itself, outside emotion: it needs the page's CSP nonce too.
  const nonce = useEmotionCache()?.nonce;
  const width = useWindowWidth();
  const plan = useMemo(() => columnPlan(columns, width), [columns, width]);
  const gridColumns = useMemo(() => gridColumnsOf(plan, { t, markers, onView }), [plan, t, markers, onView]);
  const groups = useMemo(() => gridGroupsOf(plan, t), [plan, t]);
  const columnSx = useMemo(() => gridColumnSx(plan), [plan]);
  // The few grid texts a person meets here, in the portal's language (9.14 ships no Thai grid locale
  // in its public exports; the footer and menus are ours or switched off).
  const loadingSigns = gridLoadingSigns(loading, rows.length);
  const localeText = useMemo(() => ({ noRowsLabel: t('dashboard.noRows'), columnHeaderSortIconLabel: t('dashboard.sort') }), [t]);
  return (
    <Box sx={{ height: fill ? '100%' : TODO_TABLE_HEIGHT, width: '100%', position: 'relative' }} data-testid="queue-grid">
      <GridLoadingBar loading={loadingSigns.bar} />
      <DataGrid
        rows={rows}
        getRowId={rowIdOf}
        columns={gridColumns}
        {...(groups.length > 0 ? { columnGroupingModel: groups } : {})}
        rowCount={total}
        loading={loadingSigns.overlay}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        onRowDoubleClick={({ row }) => onView(row)}
        getRowHeight={() => 'auto'}
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={localeText}
        nonce={nonce}
        slots={{ pagination: QueuePagination }}
        sx={{
          border: 0,
          '& .MuiDataGrid-columnHeaders': { bgcolor: 'grey.50' },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-row:hover': { bgcolor: 'action.hover', cursor: 'pointer' },
          '& .MuiDataGrid-footerContainer': { minHeight: 52 },
          ...columnSx,
        }}
      />
    </Box>
  );
}
