/**
 * The queue table's footer: page-size select (the grid's page sizes, 10/20/40/80/100 unless the
 * grid offers others; 65 px wide), the shown range,
 * and page buttons in the portal's layout (every page up to 9, else the fixed ellipsis layout
 * of engine/portal/search-rules.ts). It reads and drives the grid's own pagination state,
 * so the grid stays the single owner of page and page size.
 */
import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import PaginationItem from '@mui/material/PaginationItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { gridPaginationModelSelector, gridPaginationRowCountSelector, useGridApiContext, useGridRootProps, useGridSelector } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { pageCount, pageSizeOf, paginationItems } from '../../engine/portal/search-rules';

export function QueuePagination() {
  const { t } = useTranslation();
  const apiRef = useGridApiContext();
  const { page, pageSize } = useGridSelector(apiRef, gridPaginationModelSelector);
  const total = useGridSelector(apiRef, gridPaginationRowCountSelector);
  // A grid whose server pages in other sizes (the settings lists: 10/25/50/100) offers those.
  const sizes = useGridRootProps().pageSizeOptions.map((option) => (typeof option === 'number' ? option : option.value));
  const sizeOf = (value: unknown) => (sizes.includes(Number(value)) ? Number(value) : pageSizeOf(value));
  const pages = pageCount(total, pageSize);
  const current = page + 1;
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, px: 1.5, py: 1, width: '100%', justifyContent: 'space-between' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="queue-page-size-label" variant="body2" color="text.secondary">
          {t('dashboard.rowsPerPage')}
        </Typography>
        <Select
          size="small"
          value={pageSize}
          onChange={(event) => apiRef.current.setPageSize(sizeOf(event.target.value))}
          labelId="queue-page-size-label"
          // The combobox itself needs a name (axe aria-input-field-name); labelId alone is not read.
          SelectDisplayProps={{ 'data-testid': 'queue-page-size', 'aria-label': t('dashboard.rowsPerPage') } as HTMLAttributes<HTMLDivElement>}
          inputProps={{ 'aria-label': t('dashboard.rowsPerPage') }}
          sx={{ width: 65, '& .MuiSelect-select': { py: 0.5, pl: 1 } }}
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: 350 } } } }}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size} data-testid={`page-size-${size}`}>
              {size}
            </MenuItem>
          ))}
        </Select>
        <Typography variant="body2" color="text.secondary" data-testid="queue-range">
          {t('dashboard.range', { from, to, total })}
        </Typography>
      </Box>
      <Box component="nav" aria-label={t('dashboard.pages')} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
        <PaginationItem
          type="previous"
          size="small"
          disabled={current <= 1}
          onClick={() => apiRef.current.setPage(page - 1)}
          aria-label={t('dashboard.previousPage')}
        />
        {paginationItems(current, pages).map((item) =>
          item.type === 'ellipsis' ? (
            <PaginationItem key={`ellipsis-${item.position}`} type="start-ellipsis" size="small" />
          ) : (
            <PaginationItem
              key={item.page}
              type="page"
              page={item.page}
              size="small"
              selected={item.selected}
              color="primary"
              aria-current={item.selected ? 'page' : undefined}
              aria-label={t('dashboard.goToPage', { page: item.page })}
              data-testid={`queue-page-${item.page}`}
              onClick={() => apiRef.current.setPage(item.page - 1)}
            />
          ),
        )}
        <PaginationItem
          type="next"
          size="small"
          disabled={current >= pages}
          onClick={() => apiRef.current.setPage(page + 1)}
          aria-label={t('dashboard.nextPage')}
        />
      </Box>
    </Box>
  );
}
