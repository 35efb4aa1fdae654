/**
 * The header's notifications as the bell sees them: the unread count, alerts, logs, the
 * realtime connection status, and what the bell may ask (open an alert, read all, reload).
 * app/notifications/NotificationsProvider runs the notifications machine and provides this.
 */
import { createContext, useContext } from 'react';
import type { NotificationAlert, NotificationLog } from '../../engine/api/portal-calls';
import type { SocketStatus } from '../../engine/realtime/realtime-client';

export interface NotificationsState {
  totalAlert: number;
  alerts: NotificationAlert[];
  logs: NotificationLog[];
  /** False until the first list arrived. */
  loaded: boolean;
  /** The last realtime status message, null before the channel is subscribed. */
  socketStatus: SocketStatus | null;
}

export interface NotificationsApi extends NotificationsState {
  openAlert(alert: NotificationAlert): void;
  readAll(): void;
  reload(): void;
}

export const NotificationsContext = createContext<NotificationsApi | null>(null);

export function useNotifications(): NotificationsApi {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications() needs a <NotificationsProvider> above it (the master layout provides one).');
  return value;
}
