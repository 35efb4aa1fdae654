/**
 * The header bell: the unread count as a badge only when it is above 0, and
 * the notification dropdown under it. State and actions come from the notifications provider
 * (app/notifications); the layout of the dropdown from the tenant's capabilities.
 */
import { useId, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslation } from 'react-i18next';
import { BADGE_MAX, badgeCount } from '../../engine/notifications/dropdown';
import { usePortal } from '../portal/PortalContext';
import { NotificationDropdown } from './NotificationDropdown';
import { useNotifications } from './NotificationsContext';

export function NotificationBell() {
  const { t } = useTranslation();
  const { caps } = usePortal();
  const notifications = useNotifications();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const count = badgeCount(notifications.totalAlert);
  const label = count === null ? t('notifications.bell') : t('notifications.bellUnread', { count });

  const toggle = () => {
    // Opening shows the freshest list (a push may have been missed while the tab slept).
    if (!open) notifications.reload();
    setOpen(!open);
  };

  return (
    <>
      <Tooltip title={t('notifications.bell')}>
        <IconButton
          ref={anchor}
          color="inherit"
          onClick={toggle}
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          data-testid="notification-bell"
          sx={{ flexShrink: 0 }}
        >
          {count === null ? (
            <NotificationsOutlined />
          ) : (
            <Badge
              badgeContent={count}
              max={BADGE_MAX}
              color="error"
              slotProps={{ badge: { 'data-testid': 'notification-badge', 'aria-hidden': true } as object }}
            >
              <NotificationsOutlined />
            </Badge>
          )}
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, borderRadius: 2, overflow: 'hidden' } } }}
      >
        <NotificationDropdown caps={caps.notifications} notifications={notifications} onOpened={() => setOpen(false)} />
      </Popover>
    </>
  );
}
