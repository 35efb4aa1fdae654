/**
 * The workspace's server-paged table: MUI X DataGrid in server pagination mode, with the
 * dashboard's page-size choices and pagination bar, rows as tall as their text, and the style
 * nonce the page's CSP asks of injected styles. The registers, the document store, the usage
 * history and the book lists all page on the server this way.
 */
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridRowIdGetter, type GridValidRowModel } from '@mui/x-data-grid';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { PAGE_SIZE_OPTIONS } from '../../engine/portal/search-rules';
import { GridLoadingBar, gridLoadingSigns } from '../dashboard/GridLoadingBar';
import { QueuePagination } from '../dashboard/QueuePagination';

export interface PagedGridProps<Row extends GridValidRowModel> {
  rows: readonly Row[];
  getRowId: GridRowIdGetter<Row>;
  columns: GridColDef<Row>[];
  /** Rows on the server in all (the grid's row count); undefined before the first page came. */
  total: number | undefined;
  loading: boolean;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  /** What an empty table says (nothing found, or nothing yet). */
  emptyLabel: string;
  /** Clicking a row opens it; rows show a pointer then. */
  onRowClick?: (row: Row) => void;
  height: number;
  testId: string;
  /** Page sizes the server takes; the dashboard's (10/20/40/80/100) unless given. */
  pageSizeOptions?: readonly number[];
}

export function PagedGrid<Row extends GridValidRowModel>(props: PagedGridProps<Row>) {
  const nonce = useEmotionCache()?.nonce;
  const { onRowClick } = props;
  const loadingSigns = gridLoadingSigns(props.loading, props.rows.length);
  return (
    <Box sx={{ height: props.height, px: { xs: 1, md: 2 }, py: 1, position: 'relative' }} data-testid={props.testId} data-total={props.total}>
      <GridLoadingBar loading={loadingSigns.bar} />
      <DataGrid
        rows={props.rows}
        getRowId={props.getRowId}
        columns={props.columns}
        rowCount={props.total ?? 0}
        loading={loadingSigns.overlay}
        paginationMode="server"
        paginationModel={props.pagination}
        onPaginationModelChange={props.onPaginationChange}
        pageSizeOptions={[...(props.pageSizeOptions ?? PAGE_SIZE_OPTIONS)]}
        onRowClick={onRowClick ? ({ row }) => onRowClick(row) : undefined}
        disableColumnMenu
        disableRowSelectionOnClick
        getRowHeight={() => 'auto'}
        localeText={{ noRowsLabel: props.emptyLabel }}
        nonce={nonce}
        slots={{ pagination: QueuePagination }}
        sx={{
          border: 0,
          '& .MuiDataGrid-columnHeaders': { bgcolor: 'grey.50' },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.75 },
          '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' },
        }}
      />
    </Box>
  );
}
