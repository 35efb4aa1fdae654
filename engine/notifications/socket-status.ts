/**
 * Which socket status messages ('Socket is Connected', 'Socket is reconnecting',
 * 'Socket Connect Error', 'Can not Connect Server') also pop up as a toast. The latest message
 * is always shown in the dropdown; a toast only when something changes for the person:
 * - the first connect of the page is silent (connected is the normal state);
 * - losing the connection toasts once per outage, not on every retry (socket.io retries
 *   without end, every 1-5 s, alternating 'reconnecting' and 'Connect Error');
 * - 'Can not Connect Server' (no more retries) always toasts, as an error;
 * - coming back after an outage toasts 'Socket is Connected'.
 */
import type { SocketStatusMessage } from '../realtime/realtime-client';

export type StatusToast = 'success' | 'warning' | 'error' | null;

export function socketStatusToast(outage: boolean, message: SocketStatusMessage): { outage: boolean; toast: StatusToast } {
  switch (message) {
    case 'Socket is Connected':
      return { outage: false, toast: outage ? 'success' : null };
    case 'Can not Connect Server':
      return { outage: true, toast: 'error' };
    default:
      return { outage: true, toast: outage ? null : 'warning' };
  }
}
