/**
 * Runs the notifications machine (engine/notifications/notifications.machine.ts) for the
 * signed-in page, with real I/O:
 *
 * - calls: get-notifications, notification-update-read, notification-update-read-all
 *   (engine/api/portal-calls.ts through the master layout's CallsProvider);
 * - channel: socket.io to the tenant's realtime address (default path /socket.io), loaded
 *   lazily and connected when the machine subscribes, 3000 ms after mount. The server puts
 *   the socket in the room of the person its token belongs to (the per-user channel
 *   named with F_PERSON_ID); a change of person remounts the machine;
 * - sound: app/notifications/sound.ts (played only when the portal ships the file);
 * - toasts: read error 'เกิดข้อผิดพลาด !', saved view 'บันทึกข้อมูล เรียกดู'
 *   with the title, new alert, 'Server Notification', and the socket status messages;
 * - opening an alert goes to the dashboard with the notification link query /?t=&d=
 *   (app/pages/DashboardPage.tsx opens the letter);
 * - a to-do-list event refreshes the dashboard's queries after 2000 ms.
 *
 * It also provides the toast stack (useToasts, app/notifications/toasts.ts) to the page.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { NotificationSummary } from '../../engine/api/portal-calls';
import { alertLinkPath } from '../../engine/notifications/dropdown';
import { notificationActors, notificationsMachine, TODO_RELOAD_DELAY_MS } from '../../engine/notifications/notifications.machine';
import { socketStatusToast } from '../../engine/notifications/socket-status';
import { REALTIME_EVENTS } from '../../engine/realtime/events';
import type { RealtimeConnection, SocketStatus } from '../../engine/realtime/realtime-client';
import { DASHBOARD_QUERY_KEY } from '../../widgets/dashboard/query-keys';
import { NotificationHtml } from '../../widgets/notifications/NotificationHtml';
import { NotificationsContext, type NotificationsApi } from '../../widgets/notifications/NotificationsContext';
import { SOCKET_STATUS_KEYS } from '../../widgets/notifications/NotificationDropdown';
import { useCalls } from '../../widgets/portal/CallsContext';
import { usePortal } from '../../widgets/portal/PortalContext';
import { ToastProvider, useToasts, type ToastInput } from '../../widgets/toast/ToastStack';
import { useSession, useSessionState } from '../session/session-context';
import { playNotificationSound } from './sound';

export function NotificationsProvider({ children }: { children: ReactNode }) {
  // Nothing is asked for or subscribed to until the person has agreed to the PDPA policy: the
  // server refuses it before then, and agreeing reloads the page.
  const personId = useSessionState((s) => (s.context.userLogin?.userInformation?.F_IS_AGREE_PDPA === 1 ? s.context.userLogin.F_PERSON_ID : null), null);
  return (
    <ToastProvider>
      {/* key: another person signed in on this page gets a fresh machine and channel. */}
      <NotificationsRunner key={personId ?? 'nobody'} personId={personId}>
        {children}
      </NotificationsRunner>
    </ToastProvider>
  );
}

/** What the machine's actions need from React, read through a ref so the machine is built once. */
interface Io {
  toast: (toast: ToastInput) => void;
  t: (key: string, options?: Record<string, unknown>) => string;
  navigate: (path: string) => void;
  invalidateDashboard: () => void;
  setStatus: (status: SocketStatus) => void;
}

function NotificationsRunner({ personId, children }: { personId: number | null; children: ReactNode }) {
  const { portal } = useCalls();
  const { caps, store } = usePortal();
  const { beforeSignOut } = useSession();
  const { t } = useTranslation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [socketStatus, setSocketStatus] = useState<SocketStatus | null>(null);
  const dashboardTimer = useRef<number | undefined>(undefined);

  const io = useRef<Io>(null as unknown as Io);
  io.current = {
    toast: toasts.show,
    t: (key, options) => t(key, options ?? {}),
    navigate: (path) => void navigate(path),
    invalidateDashboard: () => {
      // One refresh for a burst of events, 2000 ms after the first (the server has settled).
      if (dashboardTimer.current !== undefined) return;
      dashboardTimer.current = window.setTimeout(() => {
        dashboardTimer.current = undefined;
        void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
      }, TODO_RELOAD_DELAY_MS);
    },
    setStatus: setSocketStatus,
  };
  useEffect(() => () => window.clearTimeout(dashboardTimer.current), []);

  const machine = useMemo(() => {
    const realtime = caps.realtime;
    const getToken = () => store.get('token') ?? null;
    const channel = fromCallback<EventObject>(({ sendBack }) => {
      if (personId === null) return () => {};
      let connection: RealtimeConnection | null = null;
      let stopped = false;
      // Signing out closes the socket first, so the server never has to close it under a poll.
      const removeSignOutStep = beforeSignOut(async () => connection?.close());
      let outage = false;
      // Socket status messages: always shown in the dropdown; as a toast per socketStatusToast.
      const onStatus = (status: SocketStatus) => {
        io.current.setStatus(status);
        const next = socketStatusToast(outage, status.message);
        outage = next.outage;
        if (next.toast) io.current.toast({ severity: next.toast, title: io.current.t(SOCKET_STATUS_KEYS[status.message]) });
      };
      void import('./realtime-connection')
        .then(({ connectRealtime }) => {
          if (stopped) return;
          connection = connectRealtime({ realtime, getToken });
          connection.onStatus(onStatus);
          connection.on(REALTIME_EVENTS.newNotification, (payload) => sendBack({ type: 'REALTIME.NEW_NOTIFICATION', payload }));
          connection.on(REALTIME_EVENTS.todoList, () => sendBack({ type: 'REALTIME.TODO_LIST' }));
          connection.on(REALTIME_EVENTS.serverNotification, (payload) => sendBack({ type: 'REALTIME.SERVER_NOTIFICATION', message: payload.message }));
          connection.onReconnect(() => sendBack({ type: 'REALTIME.RECONNECTED' }));
        })
        .catch(() => io.current.setStatus({ message: 'Can not Connect Server' }));
      return () => {
        stopped = true;
        removeSignOutStep();
        void connection?.close();
      };
    });
    return notificationsMachine().provide({
      actors: {
        ...notificationActors(portal),
        ...(personId === null ? { loadNotifications: fromPromise<NotificationSummary | null>(async () => null) } : {}),
        channel,
      },
      actions: {
        playSound: () => playNotificationSound(),
        showNewNotificationToast: (_, payload) =>
          io.current.toast({ severity: 'info', title: io.current.t('notifications.newTitle'), message: <NotificationHtml html={payload.NN_DATA} /> }),
        showServerNotification: (_, message) => io.current.toast({ severity: 'info', title: io.current.t('notifications.serverNotification'), message }),
        showReadError: (_, message) =>
          io.current.toast({ severity: 'error', title: io.current.t('notifications.readErrorTitle'), message: message || undefined }),
        showSavedToast: (_, title) => io.current.toast({ severity: 'info', title: io.current.t('notifications.savedTitle'), message: title || undefined }),
        openDocument: (_, item) => {
          const path = alertLinkPath(item);
          if (path) io.current.navigate(path);
        },
        todoListChanged: () => io.current.invalidateDashboard(),
      },
    });
    // Built once per person (the runner is keyed by person); later renders read io.current.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const actor = useActorRef(machine);
  const state = useSelector(actor, (snapshot) => snapshot.context);
  const value = useMemo<NotificationsApi>(
    () => ({
      totalAlert: state.totalAlert,
      alerts: state.alerts,
      logs: state.logs,
      loaded: state.loaded,
      socketStatus,
      openAlert: (alert) => actor.send({ type: 'OPEN_ALERT', alert }),
      readAll: () => actor.send({ type: 'READ_ALL' }),
      reload: () => actor.send({ type: 'RELOAD' }),
    }),
    [actor, state, socketStatus],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}
