/**
 * /mock/notification-simple-lists: the signed-in person's notifications as one plain paged list,
 * newest first, unread ones marked, the text sanitised as the bell shows it. Choosing one does
 * what choosing it in the bell does (marks it read, then opens its letter on the dashboard), so
 * the bell's count and this list agree; a new notification or a read elsewhere moves the bell's
 * count, and the list follows it.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../engine/portal/routes';
import { useNotifications } from '../../widgets/notifications/NotificationsContext';
import { AlertRow, Pager, usePaging } from '../../widgets/workspace/AllNotifications';
import { useNotificationPage, type NotificationAlert } from '../../widgets/workspace/history-queries';

export default function NotificationSimpleListPage() {
  const { t } = useTranslation();
  const bell = useNotifications();
  const paging = usePaging();
  const list = useNotificationPage('all', paging.page + 1, paging.pageSize);
  // Shown read at once; the server's list says so too once the bell has saved the read.
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const { refetch } = list;
  const seenCount = useRef(bell.totalAlert);
  useEffect(() => {
    if (seenCount.current === bell.totalAlert) return;
    seenCount.current = bell.totalAlert;
    void refetch();
  }, [bell.totalAlert, refetch]);

  const open = (alert: NotificationAlert) => {
    setOpened((ids) => new Set(ids).add(alert.NN_RECEIVE_ID));
    bell.openAlert(alert);
  };
  const items = (list.data?.items ?? []).map((alert) => (opened.has(alert.NN_RECEIVE_ID) ? { ...alert, IS_READ: true } : alert));
  const readHere = list.data?.items.filter((alert) => !alert.IS_READ && opened.has(alert.NN_RECEIVE_ID)).length ?? 0;
  const unread = Math.max(0, (list.data?.unread ?? 0) - readHere);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="notification-simple-list-title"
      data-testid="notification-simple-list"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <NotificationsNoneOutlined color="primary" aria-hidden />
        <Typography id="notification-simple-list-title" component="h1" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
          {t(ROUTES.mockNotificationSimpleLists.titleKey)}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="notification-simple-list-unread" data-unread={unread}>
          {list.data ? t('workspace.notifications.unreadCount', { count: unread }) : ''}
        </Typography>
      </Box>
      {list.isError && (
        <Alert severity="error" sx={{ m: 2 }} data-testid="notification-simple-list-error">
          {list.error.message || t('dashboard.loadError')}
        </Alert>
      )}
      {list.isPending ? (
        <Box sx={{ px: { xs: 2, md: 3 }, py: 2, display: 'grid', gap: 1.5 }} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        list.isError ? null : (
          <Box data-testid="notification-simple-list-empty" sx={{ py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }}>
            <NotificationsNoneOutlined sx={{ fontSize: 48, opacity: 0.45 }} aria-hidden />
            <Typography variant="body1">{t('notifications.empty')}</Typography>
          </Box>
        )
      ) : (
        <List disablePadding data-testid="notification-simple-list-rows" sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((alert) => (
            <AlertRow key={alert.NN_RECEIVE_ID} alert={alert} onOpen={open} />
          ))}
        </List>
      )}
      {(list.data?.total ?? 0) > 0 && <Pager total={list.data!.total} paging={paging} />}
    </Paper>
  );
}
