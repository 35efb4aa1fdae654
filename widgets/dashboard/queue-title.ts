/** A queue's title: the manifest's override in the portal's language, else the standard translation at the registry's titleKey. */
import type { TFunction } from 'i18next';
import { QUEUE_REGISTRY } from '../../engine/queues/registry';
import type { QueueCapability } from '../../engine/tenant/capabilities';

export function queueTitleOf(queue: Pick<QueueCapability, 'code' | 'title'>, t: TFunction, language: string): string {
  if (queue.title) return language.startsWith('en') ? queue.title.en : queue.title.th;
  return t(QUEUE_REGISTRY[queue.code].titleKey);
}
