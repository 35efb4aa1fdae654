/**
 * What identity announces when sessions end, so that whatever holds a session open besides
 * HTTP (the realtime sockets) ends it at once instead of at its next periodic check.
 *
 * - 'session-ended': these sessions were revoked (sign-out, password change or reset, sign-in
 *   on a new device, idle time-out seen by authenticate()).
 * - 'person-disabled': the account was disabled; every session of that person ended.
 *
 * Emitted after the revoking statement committed: a listener that acts before the commit could
 * let a reconnecting socket read the session as still alive. One emitter per process, like the
 * correspondence module's: a process serves one portal. Listeners must not throw (EventEmitter
 * would throw into the revoking call).
 */
import { EventEmitter } from 'node:events';

export interface SessionEventMap {
  'session-ended': [sessionIds: number[]];
  'person-disabled': [personId: number];
}

export const sessionEvents = new EventEmitter<SessionEventMap>();
// Each realtime server attached in the process adds one listener per event (tests attach several).
sessionEvents.setMaxListeners(0);

export function announceSessionsEnded(sessionIds: readonly number[]): void {
  if (sessionIds.length > 0) sessionEvents.emit('session-ended', [...sessionIds]);
}

export function announcePersonDisabled(personId: number): void {
  sessionEvents.emit('person-disabled', personId);
}
