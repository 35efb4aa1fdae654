/**
 * A queue's standard title in the get-todo-lists reply: the engine locale's words under the
 * registry's titleKey, so a title is written once, in the locale files the client translates
 * with too. Thai unless English is asked for.
 */
import { catalogueText } from '../../../../engine/i18n/catalogue-text';
import { QUEUE_REGISTRY } from '../../../../engine/queues/registry';
import type { QueueCode } from '../../../../schemas/generated/tenant';

export function standardQueueTitle(code: QueueCode, lang: 'th' | 'en'): string {
  // engine/queues/registry.test.ts holds every titleKey to every engine locale; the code is a last resort.
  return catalogueText(lang, QUEUE_REGISTRY[code].titleKey) ?? code;
}
