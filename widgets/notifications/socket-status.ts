/**
 * The words for the realtime connection's state, shown at the foot of the bell's list and in the
 * toasts when the connection is lost and back. A file of its own: the toasts come with the page,
 * the list only once the bell is opened.
 */
// Types only: the socket.io client stays in its own lazily loaded chunk.
import type { SocketStatusMessage } from '../../engine/realtime/realtime-client';

/** The socket status messages (engine/realtime/realtime-client.ts SOCKET_STATUS) and their translation keys. */
export const SOCKET_STATUS_KEYS: Record<SocketStatusMessage, string> = {
  'Socket is Connected': 'notifications.socket.connected',
  'Socket is reconnecting': 'notifications.socket.reconnecting',
  'Socket Connect Error': 'notifications.socket.connectError',
  'Can not Connect Server': 'notifications.socket.cannotConnect',
};
