/**
 * The content of the bell's dropdown, laid out from the
 * tenant's capabilities (engine/notifications/dropdown.ts): Alerts and Logs tabs with a read-all
 * icon on Alerts, or alerts only with 'view all' and 'read all' links at the foot.
 * The list scrolls inside 300 px (200 px on a phone).
 */
import { useId, useState } from 'react';
import { useHref } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import History from '@mui/icons-material/History';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useTranslation } from 'react-i18next';
import type { NotificationAlert, NotificationLog } from '../../engine/api/portal-calls';
import { formatThaiDateTime } from '../../engine/format/thai-date';
import { dropdownLayout, readAllIconVisible, VIEW_ALL_PATH, type NotificationCaps, type NotificationTab } from '../../engine/notifications/dropdown';
// Types only: the socket.io client stays in its own lazily loaded chunk.
import type { SocketStatusMessage } from '../../engine/realtime/realtime-client';
import { NotificationHtml } from './NotificationHtml';
import type { NotificationsApi } from './NotificationsContext';

const SCROLL_HEIGHT = { xs: 200, sm: 300 } as const;

/** The socket status messages (engine/realtime/realtime-client.ts SOCKET_STATUS) and their translation keys. */
export const SOCKET_STATUS_KEYS: Record<SocketStatusMessage, string> = {
  'Socket is Connected': 'notifications.socket.connected',
  'Socket is reconnecting': 'notifications.socket.reconnecting',
  'Socket Connect Error': 'notifications.socket.connectError',
  'Can not Connect Server': 'notifications.socket.cannotConnect',
};

const STATUS_COLOURS: Record<SocketStatusMessage, string> = {
  'Socket is Connected': 'success.main',
  'Socket is reconnecting': 'warning.main',
  'Socket Connect Error': 'warning.main',
  'Can not Connect Server': 'error.main',
};

function Empty({ text }: { text: string }) {
  return (
    <Box sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <NotificationsNoneOutlined sx={{ fontSize: 36, opacity: 0.5 }} aria-hidden />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

function AlertItem({ alert, onOpen }: { alert: NotificationAlert; onOpen: (alert: NotificationAlert) => void }) {
  const { t } = useTranslation();
  const unread = !alert.IS_READ;
  return (
    <ListItem disablePadding divider data-testid="notification-alert" data-read={alert.IS_READ ? 'true' : 'false'}>
      <ListItemButton onClick={() => onOpen(alert)} sx={{ alignItems: 'flex-start', gap: 1.25, py: 1.25, bgcolor: unread ? 'action.hover' : undefined }}>
        <Box
          component="span"
          aria-hidden
          sx={{ mt: 0.9, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {unread && (
            <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {t('notifications.unread')}
            </Box>
          )}
          <NotificationHtml
            html={alert.NN_DATA}
            sx={{ display: 'block', fontSize: '0.875rem', lineHeight: 1.55, color: 'text.primary', overflowWrap: 'anywhere', fontWeight: unread ? 500 : 400 }}
          />
          <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block', mt: 0.25 }}>
            {formatThaiDateTime(alert.dateAlert, { digits: 'western' })}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

function LogItem({ log }: { log: NotificationLog }) {
  return (
    <ListItem divider data-testid="notification-log" sx={{ alignItems: 'flex-start', gap: 1.25, py: 1.25 }}>
      <History fontSize="small" color="action" sx={{ mt: 0.25 }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {log.header}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatThaiDateTime(log.dateAlert, { digits: 'western' })}
        </Typography>
      </Box>
    </ListItem>
  );
}

export interface NotificationDropdownProps {
  caps: NotificationCaps;
  notifications: NotificationsApi;
  /** Called after an alert was chosen (the popover closes). */
  onOpened: () => void;
}

export function NotificationDropdown({ caps, notifications, onOpened }: NotificationDropdownProps) {
  const { t } = useTranslation();
  const layout = dropdownLayout(caps);
  const [tab, setTab] = useState<NotificationTab>(layout.tabs[0] ?? 'alerts');
  const viewAllHref = useHref(VIEW_ALL_PATH);
  const idBase = useId();
  const titleId = `${idBase}-title`;
  const { alerts, logs, loaded, socketStatus } = notifications;
  const open = (alert: NotificationAlert) => {
    notifications.openAlert(alert);
    onOpened();
  };
  const hasUnread = notifications.totalAlert > 0;

  return (
    <Box data-testid="notification-dropdown" role="region" aria-labelledby={titleId} sx={{ width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxWidth: 380 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: layout.showTabStrip ? 0.5 : 1.25 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {t('notifications.title')}
        </Typography>
        {readAllIconVisible(layout, tab) && (
          <Tooltip title={t('notifications.readAll')}>
            <span>
              <IconButton
                size="small"
                color="primary"
                aria-label={t('notifications.readAll')}
                data-testid="notification-read-all"
                disabled={!hasUnread}
                onClick={() => notifications.readAll()}
              >
                <DoneAll fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
      {layout.showTabStrip && (
        <Tabs
          value={tab}
          onChange={(_, value: NotificationTab) => setTab(value)}
          variant="fullWidth"
          sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
          aria-label={t('notifications.title')}
        >
          {layout.tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`notifications.tabs.${name}`)}
              data-testid={`notification-tab-${name}`}
              id={`${idBase}-tab-${name}`}
              aria-controls={`${idBase}-panel`}
              sx={{ minHeight: 40, py: 1 }}
            />
          ))}
        </Tabs>
      )}
      {!layout.showTabStrip && <Divider />}
      <Box
        id={`${idBase}-panel`}
        role={layout.showTabStrip ? 'tabpanel' : undefined}
        aria-labelledby={layout.showTabStrip ? `${idBase}-tab-${tab}` : undefined}
        data-testid="notification-scroll"
        sx={{ maxHeight: SCROLL_HEIGHT, overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        {!loaded ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={24} aria-label={t('notifications.loading')} />
          </Box>
        ) : tab === 'alerts' ? (
          alerts.length === 0 ? (
            <Empty text={t('notifications.empty')} />
          ) : (
            <List disablePadding data-testid="notification-alerts">
              {alerts.map((alert) => (
                <AlertItem key={alert.NN_RECEIVE_ID} alert={alert} onOpen={open} />
              ))}
            </List>
          )
        ) : logs.length === 0 ? (
          <Empty text={t('notifications.emptyLogs')} />
        ) : (
          <List disablePadding data-testid="notification-logs">
            {logs.map((log, i) => (
              <LogItem key={`${log.dateAlert}-${i}`} log={log} />
            ))}
          </List>
        )}
      </Box>
      {(layout.viewAllLink || layout.readAllLink) && (
        <>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 1, py: 0.5 }}>
            {layout.viewAllLink ? (
              // A full page: the all-notifications page is outside this single-page portal.
              <Button href={viewAllHref} size="small" data-testid="notification-view-all">
                {t('notifications.viewAll')}
              </Button>
            ) : (
              <span />
            )}
            {layout.readAllLink && (
              <Button size="small" data-testid="notification-read-all" disabled={!hasUnread} onClick={() => notifications.readAll()}>
                {t('notifications.readAll')}
              </Button>
            )}
          </Box>
        </>
      )}
      {socketStatus && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 2, py: 0.75, borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
          <Box component="span" aria-hidden sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: STATUS_COLOURS[socketStatus.message] }} />
          <Typography variant="caption" color="text.secondary" data-testid="socket-status" data-status={socketStatus.message}>
            {t(SOCKET_STATUS_KEYS[socketStatus.message])}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
