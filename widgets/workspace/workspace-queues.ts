/**
 * The registry workspace shows every queue of the registry (engine/queues/registry.ts), in the
 * registry's order, whatever the tenant's dashboard shows; each with the manifest's settings
 * for it (caps.workspace.queues: a queue the dashboard shows has the same settings there).
 */
import type { TodoQueueEntry } from '../../engine/api/portal-calls';
import { QUEUE_REGISTRY } from '../../engine/queues/registry';
import type { Capabilities, QueueCapability, QueueCode } from '../../engine/tenant/capabilities';

export function isQueueCode(value: string | undefined): value is QueueCode {
  return value !== undefined && Object.hasOwn(QUEUE_REGISTRY, value);
}

/** The settings of one queue in the workspace. */
export function workspaceQueueOf(caps: Pick<Capabilities, 'workspace'>, code: QueueCode): QueueCapability {
  return caps.workspace.queues.find((queue) => queue.code === code)!;
}

/** A queue's entry in the server's reply; a queue the server did not answer for shows with no letters, in the registry's look. */
export function workspaceEntryOf(entries: readonly TodoQueueEntry[], code: QueueCode): TodoQueueEntry {
  const found = entries.find((entry) => entry.CODE === code);
  if (found) return found;
  const { color, icon, header, document } = QUEUE_REGISTRY[code];
  return { CODE: code, TITLE: '', COUNT: 0, COLOR: color, ICON: icon, TABLE_HEADER: header, DOCUMENT: document };
}
