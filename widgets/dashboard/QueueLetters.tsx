/**
 * One queue's letters: the search box, the organisation filter where the manifest puts one,
 * and the server-paged grid with a view button per row (or a retry when the page did not
 * load). What the person chose and the page shown come from useQueueLetters; the dashboard's
 * queue modal and the registry workspace's queue page both show their letters with it.
 */
import { useCallback, useMemo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useTranslation } from 'react-i18next';
import type { TodoRow } from '../../engine/api/portal-calls';
import { queueRowTarget, type DocumentTarget } from '../../engine/portal/document-target';
import type { QueueCapability } from '../../engine/tenant/capabilities';
import { OrganizationFilter } from './OrganizationFilter';
import { QueueGrid } from './QueueGrid';
import type { TitleMarkers } from './TitleCell';
import type { QueueLettersState } from './use-queue-letters';

export interface QueueLettersProps {
  letters: QueueLettersState;
  queue: QueueCapability;
  /** The document modal type of the queue's rows (get-todo-lists' DOCUMENT). */
  documentType: string;
  showBehalfBadge: boolean;
  /** Opens a row's letter; null when the row carries no ids (the caller warns 'กรุณาเลือกข้อมูล !'). */
  onOpenDocument: (target: DocumentTarget | null) => void;
  /** The grid fills the room left instead of its fixed height (the full-screen modal on a phone). */
  fill?: boolean;
}

export function QueueLetters({ letters, queue, documentType, showBehalfBadge, onOpenDocument, fill = false }: QueueLettersProps) {
  const { t } = useTranslation();
  const { text, setText } = letters;
  const markers = useMemo<TitleMarkers>(() => ({ behalf: showBehalfBadge, senderIcons: queue.senderIcons }), [showBehalfBadge, queue.senderIcons]);
  const onView = useCallback(
    (row: TodoRow) => onOpenDocument(queueRowTarget(row, documentType, queue.roleAssign)),
    [onOpenDocument, documentType, queue.roleAssign],
  );

  return (
    <>
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
        {queue.organizationFilter && <OrganizationFilter value={letters.organizationId} onChange={letters.setOrganizationId} />}
      </Box>

      {letters.failed ? (
        <Box role="alert" sx={{ px: 3, pb: 3, color: 'error.main' }}>
          {t('dashboard.loadError')}{' '}
          <Box
            component="button"
            type="button"
            onClick={letters.retry}
            sx={{ border: 0, bgcolor: 'transparent', color: 'primary.main', cursor: 'pointer', font: 'inherit', textDecoration: 'underline' }}
          >
            {t('dashboard.retry')}
          </Box>
        </Box>
      ) : (
        <Box sx={{ px: { xs: 0, sm: 1 }, pb: 1, ...(fill && { flex: 1, minHeight: 320 }) }}>
          <QueueGrid
            fill={fill}
            columns={queue.columns}
            rows={letters.rows}
            total={letters.total}
            loading={letters.loading}
            paginationModel={letters.paginationModel}
            onPaginationModelChange={letters.setPaginationModel}
            sortModel={letters.sortModel}
            onSortModelChange={letters.setSortModel}
            markers={markers}
            onView={onView}
          />
        </Box>
      )}
    </>
  );
}
