/**
 * All notifications (the bell's 'view all'): the person's notifications in full, paged on the
 * server, all or only unread or read ones, with the bell's tabs (the Logs tab lists the
 * person's own actions on letters). Opening a notification marks it read and opens its letter
 * in the document modal; 'read all' marks every one read. The header bell follows at once.
 */
import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import History from '@mui/icons-material/History';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { useTranslation } from 'react-i18next';
import type { NotificationTab } from '../../engine/notifications/dropdown';
import { bookRowTarget } from '../../engine/portal/document-target';
import { formatThaiDateTime } from '../../engine/format/thai-date';
import { NotificationHtml } from '../notifications/NotificationHtml';
import { usePortal } from '../portal/PortalContext';
import { useMarkRead, useNotificationPage, useUsageHistoryPage, type NotificationAlert } from './history-queries';
import { alertTarget, pageAfterReadAll, pageTabs, READ_FILTERS, type ReadFilterName } from './notification-page';
import type { WorkspaceToolProps } from './workspace-tools';

export type AllNotificationsProps = Pick<WorkspaceToolProps, 'onOpenDocument'>;

export const PAGE_SIZES = [10, 20, 50];
const DIGITS = { digits: 'western' } as const;

function Empty({ text, testId }: { text: string; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <NotificationsNoneOutlined sx={{ fontSize: 48, opacity: 0.45 }} aria-hidden />
      <Typography variant="body1">{text}</Typography>
    </Box>
  );
}

function Loading() {
  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 2, display: 'grid', gap: 1.5 }} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
    </Box>
  );
}

/** One notification: its sanitised text, when, read or not; choosing it calls onOpen. */
export function AlertRow({ alert, onOpen }: { alert: NotificationAlert; onOpen: (alert: NotificationAlert) => void }) {
  const { t } = useTranslation();
  const unread = !alert.IS_READ;
  return (
    <ListItem disablePadding divider data-testid="all-notification" data-read={alert.IS_READ ? 'true' : 'false'} data-id={alert.NN_RECEIVE_ID}>
      <ListItemButton
        onClick={() => onOpen(alert)}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5, px: { xs: 2, md: 3 }, bgcolor: unread ? 'action.hover' : undefined }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{ mt: 0.9, width: 9, height: 9, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <NotificationHtml
            html={alert.NN_DATA}
            sx={{ display: 'block', fontSize: '0.95rem', lineHeight: 1.6, color: 'text.primary', overflowWrap: 'anywhere', fontWeight: unread ? 500 : 400 }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {formatThaiDateTime(alert.dateAlert, DIGITS)}
            </Typography>
            {unread ? (
              <Chip size="small" color="primary" label={t('workspace.notifications.unreadChip')} sx={{ height: 20 }} />
            ) : (
              <Typography variant="caption" color="text.disabled">
                {t('workspace.notifications.readChip')}
              </Typography>
            )}
          </Box>
        </Box>
        {alert.F_DOC_ID !== null && <OpenInNewOutlined fontSize="small" color="action" sx={{ mt: 0.5 }} aria-hidden />}
      </ListItemButton>
    </ListItem>
  );
}

/** The page (from 0) and page size of a paged list. */
export function usePaging() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1]!);
  return { page, setPage, pageSize, setPageSize };
}

/** The pager under a list: page size and which page. */
export function Pager({ total, paging }: { total: number; paging: ReturnType<typeof usePaging> }) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={paging.page}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, page) => paging.setPage(page)}
      onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement>) => {
        paging.setPageSize(Number(event.target.value));
        paging.setPage(0);
      }}
      labelRowsPerPage={t('workspace.notifications.perPage')}
      labelDisplayedRows={({ from, to, count }) => t('workspace.notifications.shown', { from, to, count })}
      sx={{ borderTop: 1, borderColor: 'divider' }}
      data-testid="all-notifications-pager"
    />
  );
}

function AlertsPanel({ onOpenDocument }: AllNotificationsProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReadFilterName>('all');
  const paging = usePaging();
  const list = useNotificationPage(filter, paging.page + 1, paging.pageSize);
  const mark = useMarkRead();
  const unread = list.data?.unread ?? 0;
  const open = (alert: NotificationAlert) => {
    mark.one.mutate(alert);
    const target = alertTarget(alert);
    if (target) void onOpenDocument(target);
  };
  const readAll = () =>
    mark.all.mutate(undefined, {
      onSuccess: () => paging.setPage((page) => pageAfterReadAll(filter, page)),
    });
  const failure = list.error?.message || mark.one.error?.message || mark.all.error?.message;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, py: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={filter}
          onChange={(_event, value: ReadFilterName | null) => {
            if (value) {
              setFilter(value);
              paging.setPage(0);
            }
          }}
          aria-label={t('workspace.notifications.filterLabel')}
        >
          {READ_FILTERS.map((name) => (
            <ToggleButton key={name} value={name} data-testid={`all-notifications-filter-${name}`} sx={{ px: 2 }}>
              {t(`workspace.notifications.filter.${name}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} data-testid="all-notifications-unread" data-unread={unread}>
          {list.data ? t('workspace.notifications.unreadCount', { count: unread }) : ''}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DoneAll />}
          disabled={unread === 0 || mark.all.isPending}
          onClick={readAll}
          data-testid="all-notifications-read-all"
        >
          {t('notifications.readAll')}
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mx: { xs: 2, md: 3 }, mb: 1.5 }} data-testid="all-notifications-error">
          {failure}
        </Alert>
      )}
      {list.isPending ? (
        <Loading />
      ) : !list.data || list.data.items.length === 0 ? (
        list.isError ? null : (
          <Empty testId="all-notifications-empty" text={t(filter === 'all' ? 'notifications.empty' : `workspace.notifications.empty.${filter}`)} />
        )
      ) : (
        <List disablePadding data-testid="all-notifications-list" sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, borderTop: 1, borderColor: 'divider' }}>
          {list.data.items.map((alert) => (
            <AlertRow key={alert.NN_RECEIVE_ID} alert={alert} onOpen={open} />
          ))}
        </List>
      )}
      {(list.data?.total ?? 0) > 0 && <Pager total={list.data!.total} paging={paging} />}
    </>
  );
}

function LogsPanel({ onOpenDocument }: AllNotificationsProps) {
  const { t } = useTranslation();
  const paging = usePaging();
  const logs = useUsageHistoryPage({ kind: 'document' }, paging.page + 1, paging.pageSize);
  return (
    <>
      {logs.isError && (
        <Alert severity="error" sx={{ mx: { xs: 2, md: 3 }, my: 1.5 }}>
          {logs.error.message || t('dashboard.loadError')}
        </Alert>
      )}
      {logs.isPending ? (
        <Loading />
      ) : !logs.data || logs.data.items.length === 0 ? (
        logs.isError ? null : (
          <Empty testId="all-notifications-logs-empty" text={t('notifications.emptyLogs')} />
        )
      ) : (
        <List disablePadding data-testid="all-notifications-logs">
          {logs.data.items.map((row) => (
            <ListItem key={row.ID} divider sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, px: { xs: 2, md: 3 } }}>
              <History fontSize="small" color="action" sx={{ mt: 0.4 }} aria-hidden />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.DESCRIPTION}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatThaiDateTime(row.AT, DIGITS)}
                </Typography>
              </Box>
              {row.READABLE && (
                <Button size="small" onClick={() => void onOpenDocument(bookRowTarget({ F_DOC_ID: row.F_DOC_ID, F_TRANS_ID: row.F_TRANS_ID }))}>
                  {t('workspace.history.openDocument')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {(logs.data?.total ?? 0) > 0 && <Pager total={logs.data!.total} paging={paging} />}
    </>
  );
}

export function AllNotifications({ onOpenDocument }: AllNotificationsProps) {
  const { t } = useTranslation();
  const { caps } = usePortal();
  const tabs = pageTabs(caps.notifications);
  const [tab, setTab] = useState<NotificationTab>('alerts');

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="all-notifications-title"
      data-testid="all-notifications"
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, py: 2, borderBottom: tabs.length > 1 ? 0 : 1, borderColor: 'divider' }}>
        <NotificationsNoneOutlined color="primary" aria-hidden />
        <Typography id="all-notifications-title" component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
          {t('workspace.notifications.title')}
        </Typography>
      </Box>
      {tabs.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_event, value: NotificationTab) => setTab(value)}
          sx={{ px: { xs: 1, md: 2 }, borderBottom: 1, borderColor: 'divider' }}
          aria-label={t('workspace.notifications.title')}
        >
          {tabs.map((name) => (
            <Tab key={name} value={name} label={t(`notifications.tabs.${name}`)} data-testid={`all-notifications-tab-${name}`} />
          ))}
        </Tabs>
      )}
      {tab === 'alerts' ? <AlertsPanel onOpenDocument={onOpenDocument} /> : <LogsPanel onOpenDocument={onOpenDocument} />}
    </Paper>
  );
}
