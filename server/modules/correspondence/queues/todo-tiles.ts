/**
 * get-todo-lists: the dashboard tiles, one per queue of the tenant's set, each with its count
 * (the same definition the queue's pages use, so a tile's count equals the rows it opens).
 */
import type { Kysely } from 'kysely';
import { QUEUE_REGISTRY } from '../../../../engine/queues/registry';
import type { QueueCode, TenantManifest } from '../../../../schemas/generated/tenant';
import type { TodoQueueEntry } from '../../../../schemas/generated/api/todo-tiles.reply';
import type { Database } from '../../../db/schema';
import { standardQueueTitle } from './queue-titles';
import { countQueues } from './queues';
import type { Viewer } from '../viewer';

/** A tile of the get-todo-lists reply, its code typed by the queue registry's codes. */
export type TodoTile = TodoQueueEntry & { CODE: QueueCode };

/** The tenant's queue set in manifest order, titles honouring manifest queueTitles; the look is the registry's. */
export async function todoTiles(
  db: Kysely<Database>,
  viewer: Viewer,
  manifest: TenantManifest,
  options: { search?: string | null; lang?: string | null; codes?: readonly QueueCode[] } = {},
): Promise<TodoTile[]> {
  const codes = options.codes ?? manifest.dashboard.queues;
  const counts = await countQueues(db, viewer, codes, { search: options.search });
  const lang = options.lang === 'en' ? 'en' : 'th';
  return codes.map((code) => {
    const look = QUEUE_REGISTRY[code];
    const override = manifest.dashboard.queueTitles[code];
    return {
      CODE: code,
      TITLE: override ? override[lang] : standardQueueTitle(code, lang),
      COUNT: counts[code] ?? 0,
      COLOR: look.color,
      ICON: look.icon,
      TABLE_HEADER: look.header,
      DOCUMENT: look.document,
    };
  });
}
