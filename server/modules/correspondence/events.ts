/**
 * After-commit signal: notification rows are written in the action's transaction (outbox);
 * once it commits, this emitter says whom to tell, so the realtime layer (socket.io) can push
 * to each person's room without this module knowing about sockets.
 */
import { EventEmitter } from 'node:events';

export interface NotifiedEvent {
  personIds: number[];
  documentId: number;
}

class CorrespondenceEvents extends EventEmitter<{ notified: [NotifiedEvent] }> {}

export const correspondenceEvents = new CorrespondenceEvents();

export function emitNotified(event: NotifiedEvent): void {
  if (event.personIds.length > 0) correspondenceEvents.emit('notified', event);
}
