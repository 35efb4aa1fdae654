/**
 * The header's notifications: alerts, logs and the unread count,
 * kept fresh by the realtime channel.
 *
 * - On start the alerts load. RELOAD while a load runs queues one more load (never two at once).
 * - OPEN_ALERT marks the alert read on the server. The unread count drops by 1 only when the
 *   reply says `is_save` (the server really changed it from unread): an alert already read
 *   elsewhere must not lower the count twice. is_save also shows the 'บันทึกข้อมูล เรียกดู'
 *   toast with the title; a reply with status error shows the 'เกิดข้อผิดพลาด !' toast; a
 *   success opens the letter. Reads run one at a time, in click order.
 * - READ_ALL marks all read, then reloads (the count comes from the server, not guessed).
 * - The per-user channel is subscribed 3000 ms after mount (the first load has just run;
 *   a burst of events during page start would only repeat it). While subscribed:
 *   new-notification -> sound + toast + reload; to-do-list -> reload after 2000 ms (one
 *   timer: more events in the window do not push it back, so a steady stream still
 *   reloads); server-notification -> 'Server Notification' toast.
 * - Request failures other than a read's error reply are ignored.
 *
 * All I/O is injected with .provide(): the calls (engine/api/portal-calls.ts), the channel
 * (realtimeChannel() below), sound and toasts. The defaults throw or do nothing.
 */
import { assign, enqueueActions, fromCallback, fromPromise, raise, setup, type EventObject } from 'xstate';
import {
  notificationSummaryOf,
  type NotificationAlert,
  type NotificationLog,
  type NotificationReadReply,
  type NotificationSummary,
  type PortalCalls,
} from '../api/portal-calls';
import { REALTIME_EVENTS, type NewNotificationPayload } from '../realtime/events';
import type { RealtimeConnection } from '../realtime/realtime-client';
import { builtOnFirstUse } from '../machines/built-on-first-use';

export const SUBSCRIBE_DELAY_MS = 3000;
export const TODO_RELOAD_DELAY_MS = 2000;
export const NEW_NOTIFICATION_SOUND = 'media/audio/beyond-doubt.mp3';

export interface NotificationsContext {
  totalAlert: number;
  alerts: NotificationAlert[];
  logs: NotificationLog[];
  loaded: boolean;
  reloadQueued: boolean;
  /** Alerts clicked and not yet sent; the head is the one being saved. */
  readQueue: NotificationAlert[];
}

export type RealtimeNotificationEvent =
  | { type: 'REALTIME.NEW_NOTIFICATION'; payload: NewNotificationPayload }
  | { type: 'REALTIME.TODO_LIST' }
  | { type: 'REALTIME.SERVER_NOTIFICATION'; message: string }
  /** The socket came back after a loss: what was pushed meanwhile is not replayed. */
  | { type: 'REALTIME.RECONNECTED' };

export type NotificationsEvent =
  | { type: 'RELOAD' }
  | { type: 'OPEN_ALERT'; alert: NotificationAlert }
  | { type: 'READ_ALL' }
  /** Internal: raised on a to-do-list event while subscribed. */
  | { type: 'TODO_RELOAD' }
  | RealtimeNotificationEvent;

const notProvided = (name: string) => () => {
  throw new Error(`notifications machine: ${name} was not provided`);
};

/** The count after a read reply: one less only when the server saved the view, never below 0. Reads only `status` and `is_save`. */
export function countAfterRead(totalAlert: number, reply: Pick<NotificationReadReply, 'status'> & { is_save?: boolean }): number {
  return reply.status === 'success' && reply.is_save === true ? Math.max(0, totalAlert - 1) : totalAlert;
}

function markedRead(alerts: NotificationAlert[], id: number): NotificationAlert[] {
  return alerts.map((a) => (a.NN_RECEIVE_ID === id ? { ...a, IS_READ: true } : a));
}

/**
 * The channel actor for a realtime connection: forwards the server's events to the machine
 * while the machine is subscribed, and unsubscribes when it stops.
 */
export function realtimeChannel(connection: Pick<RealtimeConnection, 'on' | 'onReconnect'>) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const offs = [
      connection.on(REALTIME_EVENTS.newNotification, (payload) => sendBack({ type: 'REALTIME.NEW_NOTIFICATION', payload })),
      connection.on(REALTIME_EVENTS.todoList, () => sendBack({ type: 'REALTIME.TODO_LIST' })),
      connection.on(REALTIME_EVENTS.serverNotification, (payload) => sendBack({ type: 'REALTIME.SERVER_NOTIFICATION', message: payload.message })),
      connection.onReconnect(() => sendBack({ type: 'REALTIME.RECONNECTED' })),
    ];
    return () => offs.forEach((off) => off());
  });
}

/**
 * The machine's actors over the portal calls and (optionally) a realtime connection:
 * `notificationsMachine.provide({ actors: notificationActors(calls, connection), actions: {...} })`.
 */
export function notificationActors(
  calls: Pick<PortalCalls, 'getNotifications' | 'notificationUpdateRead' | 'notificationUpdateReadAll'>,
  connection?: Pick<RealtimeConnection, 'on' | 'onReconnect'>,
) {
  return {
    loadNotifications: fromPromise<NotificationSummary | null>(async () => notificationSummaryOf(await calls.getNotifications())),
    markAlertRead: fromPromise<NotificationReadReply, Head>(({ input }) => calls.notificationUpdateRead(input.alert.NN_RECEIVE_ID)),
    markAllRead: fromPromise<boolean>(async () => (await calls.notificationUpdateReadAll()).status === 'success'),
    ...(connection ? { channel: realtimeChannel(connection) } : {}),
  };
}

type Head = { alert: NotificationAlert };
const head = (context: NotificationsContext): Head => ({ alert: context.readQueue[0] as NotificationAlert });

export const notificationsMachine = builtOnFirstUse(() =>
  setup({
    types: {
      context: {} as NotificationsContext,
      events: {} as NotificationsEvent,
    },
    actors: {
      /** get-notifications; resolves to the summary, or null when the reply is not a success. */
      loadNotifications: fromPromise<NotificationSummary | null>(notProvided('loadNotifications')),
      /** notification-update-read. */
      markAlertRead: fromPromise<NotificationReadReply, Head>(notProvided('markAlertRead')),
      /** notification-update-read-all; resolves to true on status success. */
      markAllRead: fromPromise<boolean>(notProvided('markAllRead')),
      /** The per-user channel (realtimeChannel(connection)); the default listens to nothing. */
      channel: fromCallback<EventObject>(() => () => {}),
    },
    actions: {
      playSound: () => {},
      showNewNotificationToast: (_, _payload: NewNotificationPayload) => {},
      /** Toast titled 'Server Notification'. */
      showServerNotification: (_, _message: string) => {},
      /** Toast 'เกิดข้อผิดพลาด !' with the server's message. */
      showReadError: (_, _message: string) => {},
      /** Info toast 'บันทึกข้อมูล เรียกดู' with the document title. */
      showSavedToast: (_, _title: string) => {},
      /** Opens the letter in a modal on the dashboard, else navigates to the portal with t/d. */
      openDocument: (_, _item: { F_DOC_ID: number; F_TRANS_ID: number | null; NN_RECEIVE_ID: number }) => {},
      /** The person's queues changed: the dashboard refreshes its tile counts. */
      todoListChanged: () => {},
    },
    delays: {
      subscribeDelay: SUBSCRIBE_DELAY_MS,
      todoReloadDelay: TODO_RELOAD_DELAY_MS,
    },
  }).createMachine({
    id: 'notifications',
    type: 'parallel',
    context: { totalAlert: 0, alerts: [], logs: [], loaded: false, reloadQueued: false, readQueue: [] },
    states: {
      alerts: {
        initial: 'loading',
        states: {
          loading: {
            entry: assign({ reloadQueued: false }),
            on: { RELOAD: { actions: assign({ reloadQueued: true }) } },
            invoke: {
              src: 'loadNotifications',
              onDone: [
                {
                  guard: ({ event }) => event.output !== null,
                  target: 'settled',
                  actions: assign(({ event }) => {
                    const summary = event.output as NotificationSummary;
                    return { totalAlert: summary.totalAlert, alerts: summary.alerts, logs: summary.logs, loaded: true };
                  }),
                },
                { target: 'settled' },
              ],
              onError: 'settled',
            },
          },
          settled: {
            always: { guard: ({ context }) => context.reloadQueued, target: 'loading' },
            on: { RELOAD: 'loading' },
          },
        },
      },
      reading: {
        initial: 'idle',
        on: { OPEN_ALERT: { actions: assign({ readQueue: ({ context, event }) => [...context.readQueue, event.alert] }) } },
        states: {
          idle: {
            always: { guard: ({ context }) => context.readQueue.length > 0, target: 'saving' },
          },
          saving: {
            invoke: {
              src: 'markAlertRead',
              input: ({ context }) => head(context),
              onDone: {
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const reply = event.output;
                  const { alert } = head(context);
                  if (reply.status !== 'success') {
                    enqueue({ type: 'showReadError', params: reply.message ?? '' });
                  } else {
                    if (reply.is_save === true) enqueue({ type: 'showSavedToast', params: alert.F_DOC_TITLE ?? '' });
                    const docId = reply.item?.F_DOC_ID ?? alert.F_DOC_ID;
                    if (docId)
                      enqueue({
                        type: 'openDocument',
                        params: { F_DOC_ID: docId, F_TRANS_ID: reply.item?.F_TRANS_ID ?? alert.F_TRANS_ID, NN_RECEIVE_ID: alert.NN_RECEIVE_ID },
                      });
                  }
                  enqueue.assign({
                    totalAlert: countAfterRead(context.totalAlert, reply),
                    alerts: reply.status === 'success' ? markedRead(context.alerts, alert.NN_RECEIVE_ID) : context.alerts,
                    readQueue: context.readQueue.slice(1),
                  });
                }),
              },
              onError: { target: 'idle', actions: assign({ readQueue: ({ context }) => context.readQueue.slice(1) }) },
            },
          },
        },
      },
      readingAll: {
        initial: 'idle',
        states: {
          idle: { on: { READ_ALL: 'saving' } },
          saving: {
            invoke: {
              src: 'markAllRead',
              onDone: [{ guard: ({ event }) => event.output, target: 'idle', actions: raise({ type: 'RELOAD' }) }, { target: 'idle' }],
              onError: 'idle',
            },
          },
        },
      },
      channel: {
        initial: 'waiting',
        states: {
          waiting: { after: { subscribeDelay: 'subscribed' } },
          subscribed: {
            invoke: { src: 'channel' },
            on: {
              'REALTIME.NEW_NOTIFICATION': {
                actions: ['playSound', { type: 'showNewNotificationToast', params: ({ event }) => event.payload }, raise({ type: 'RELOAD' })],
              },
              'REALTIME.SERVER_NOTIFICATION': { actions: { type: 'showServerNotification', params: ({ event }) => event.message } },
              'REALTIME.TODO_LIST': { actions: ['todoListChanged', raise({ type: 'TODO_RELOAD' })] },
              // Notifications and queue changes pushed while the socket was down are lost with it
              // (a restarted instance, a network gap): reload both at once instead.
              'REALTIME.RECONNECTED': { actions: ['todoListChanged', raise({ type: 'RELOAD' })] },
            },
          },
        },
      },
      todoReload: {
        initial: 'idle',
        states: {
          // TODO_RELOAD is raised by the channel region (only while subscribed); this region keeps the 2 s timer.
          idle: { on: { TODO_RELOAD: 'scheduled' } },
          scheduled: { after: { todoReloadDelay: { target: 'idle', actions: raise({ type: 'RELOAD' }) } } },
        },
      },
    },
  }),
);
