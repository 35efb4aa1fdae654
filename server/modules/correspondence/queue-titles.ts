/**
 * A queue's standard title in the get-todo-lists reply: the engine locale's words under the
 * registry's titleKey, so a title is written once, in the locale files the client translates
 * with too. Thai unless English is asked for.
 */
import en from '../../../engine/i18n/locales/en.json' with { type: 'json' };
import th from '../../../engine/i18n/locales/th.json' with { type: 'json' };
import { QUEUE_REGISTRY } from '../../../engine/queues/registry';
import type { QueueCode } from '../../../schemas/generated/tenant';

type Tree = { readonly [key: string]: string | Tree };
const LOCALES: Record<'th' | 'en', Tree> = { th, en };

/** The text at a dotted key (queue.review), or null where the tree has none. */
function textAt(tree: Tree, key: string): string | null {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : null;
}

export function standardQueueTitle(code: QueueCode, lang: 'th' | 'en'): string {
  // engine/queues/registry.test.ts holds every titleKey to every engine locale; the code is a last resort.
  return textAt(LOCALES[lang], QUEUE_REGISTRY[code].titleKey) ?? code;
}
