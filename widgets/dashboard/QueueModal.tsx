/**
 * The large modal a tile opens (spec section 2): the queue's letters in a server-paged grid,
 * a search that waits 800 ms and refetches only past 2 characters or when emptied, the
 * organisation filter where the manifest puts one, and a view button per row.
 * Width per device and table height per spec section 9 (engine/portal/layout-sizes.ts).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { TodoQueueEntry, TodoRow } from '../../engine/api/portal-calls';
import { queueRowTarget, type DocumentTarget } from '../../engine/portal/document-target';
import { platformOf, todoModalWidth } from '../../engine/portal/layout-sizes';
import { sortRequestOf } from '../../engine/portal/queue-columns';
import { DEFAULT_PAGE_SIZE, tileSearchQuery, TILE_SEARCH_DELAY_MS } from '../../engine/portal/search-rules';
import type { QueueCapability } from '../../engine/tenant/capabilities';
import { useQueuePage } from './dashboard-queries';
import { OrganizationFilter } from './OrganizationFilter';
import { QueueGrid } from './QueueGrid';
import { queueIconOf } from './queue-icons';
import type { TitleMarkers } from './TitleCell';
import { useDebouncedValue } from './use-debounced-value';

export interface QueueModalProps {
  queue: QueueCapability;
  tile: TodoQueueEntry;
  title: string;
  showBehalfBadge: boolean;
  onClose: () => void;
  /** Opens a row's letter; null when the row carries no ids (the caller warns 'กรุณาเลือกข้อมูล !'). */
  onOpenDocument: (target: DocumentTarget | null) => void;
}

export function QueueModal({ queue, tile, title, showBehalfBadge, onClose, onOpenDocument }: QueueModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const width = useMemo(() => todoModalWidth(platformOf({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints })), []);

  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [organizationId, setOrganizationId] = useState<number | null>(null);

  // Typing settles for 800 ms, then only a search past 2 characters or an emptied box refetches.
  const settled = useDebouncedValue(text, TILE_SEARCH_DELAY_MS);
  useEffect(() => {
    const next = tileSearchQuery(settled, search);
    if (next === null) return;
    setSearch(next);
    setPaginationModel((model) => ({ ...model, page: 0 }));
  }, [settled, search]);

  const { data, isFetching, isError, refetch } = useQueuePage(
    { code: queue.code, page: paginationModel.page + 1, pageSize: paginationModel.pageSize, search, organizationId, ...sortRequestOf(sortModel) },
    true,
  );
  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;

  const markers = useMemo<TitleMarkers>(() => ({ behalf: showBehalfBadge, senderIcons: queue.senderIcons }), [showBehalfBadge, queue.senderIcons]);
  const onView = useCallback((row: TodoRow) => onOpenDocument(queueRowTarget(row, tile.DOCUMENT, queue.roleAssign)), [onOpenDocument, tile.DOCUMENT, queue.roleAssign]);
  const Icon = queueIconOf(tile.ICON);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby="queue-modal-title"
      data-testid="queue-modal"
      slotProps={{ paper: { sx: { width: phone ? '100%' : width, maxWidth: phone ? '100%' : 'calc(100% - 32px)', borderRadius: phone ? 0 : 3, overflow: 'hidden' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 3 }, py: 1.75, borderTop: `4px solid ${tile.COLOR}`, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: 2, bgcolor: tile.COLOR, color: '#fff', flexShrink: 0 }}>
          <Icon aria-hidden />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="queue-modal-title" component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.4 }} noWrap>
            {t('dashboard.queueListTitle', { title })}
          </Typography>
        </Box>
        <Chip label={t('dashboard.total', { count: total })} size="small" data-testid="queue-total" data-total={total} sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline-flex' } }} />
        <IconButton onClick={onClose} aria-label={t('dashboard.close')} data-testid="queue-modal-close" edge="end">
          <CloseRounded />
        </IconButton>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5 }}>
        <TextField
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('dashboard.searchPlaceholder')}
          helperText={t('dashboard.searchHint')}
          sx={{ flex: '1 1 280px', maxWidth: { sm: 420 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('dashboard.search'), 'data-testid': 'queue-search', maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden />
                </InputAdornment>
              ),
              endAdornment: text ? (
                <InputAdornment position="end">
                  <IconButton size="small" onClick={() => setText('')} aria-label={t('dashboard.clearSearch')} edge="end">
                    <CloseRounded fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        {queue.organizationFilter && (
          <OrganizationFilter
            value={organizationId}
            onChange={(id) => {
              setOrganizationId(id);
              setPaginationModel((model) => ({ ...model, page: 0 }));
            }}
          />
        )}
      </Box>

      {isError ? (
        <Box role="alert" sx={{ px: 3, pb: 3, color: 'error.main' }}>
          {t('dashboard.loadError')}{' '}
          <Box component="button" type="button" onClick={() => void refetch()} sx={{ border: 0, bgcolor: 'transparent', color: 'primary.main', cursor: 'pointer', font: 'inherit', textDecoration: 'underline' }}>
            {t('dashboard.retry')}
          </Box>
        </Box>
      ) : (
        <Box sx={{ px: { xs: 0, sm: 1 }, pb: 1, ...(phone && { flex: 1, minHeight: 320 }) }}>
          <QueueGrid
            fill={phone}
            columns={queue.columns}
            rows={rows}
            total={total}
            loading={isFetching}
            paginationModel={paginationModel}
            onPaginationModelChange={(model) =>
              // A new page size starts again at page 1: the old page number may not exist any more.
              setPaginationModel((current) => (model.pageSize !== current.pageSize ? { page: 0, pageSize: model.pageSize } : model))
            }
            sortModel={sortModel}
            onSortModelChange={(model) => {
              setSortModel(model);
              setPaginationModel((current) => ({ ...current, page: 0 }));
            }}
            markers={markers}
            onView={onView}
          />
        </Box>
      )}
    </Dialog>
  );
}
