/**
 * The realtime contract between server/realtime and the browser: event names and payloads.
 * The realtime events: a new notification, a to-do-list change, and the office-document
 * callback shown as 'Server Notification'. Their wire names are ours.
 *
 * Each signed-in socket is in the room of its person (a per-user channel named with
 * F_PERSON_ID); the server joins it from the verified token, never from what the client says.
 */
export const REALTIME_EVENTS = {
  /** A new alert for this person: sound, toast, reload alerts. */
  newNotification: 'new-notification',
  /** This person's queues changed: reload alerts (after 2 s) and tile counts. */
  todoList: 'todo-list',
  /** Office-document callback: shown as a notification titled 'Server Notification'. */
  serverNotification: 'server-notification',
} as const;

export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

export interface NewNotificationPayload {
  NN_RECEIVE_ID: number;
  /** Server HTML (escaped user text); sanitise before showing. */
  NN_DATA: string;
  MODULE: string;
  F_DOC_ID: number | null;
  F_TRANS_ID: number | null;
  dateAlert: string;
}

export interface TodoListPayload {
  /** Letters whose routing changed for this person in this push. */
  F_DOC_IDS: number[];
}

export interface ServerNotificationPayload {
  message: string;
}

export interface RealtimeEventMap {
  'new-notification': NewNotificationPayload;
  'todo-list': TodoListPayload;
  'server-notification': ServerNotificationPayload;
}

/** Room of one person; the server emits a person's events only there. */
export function personRoom(personId: number): string {
  return `person:${personId}`;
}

/** The handshake refusal message (socket.io connect_error `message`) when the token is missing or no longer valid. */
export const UNAUTHORIZED = 'unauthorized';
