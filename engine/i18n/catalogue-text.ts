/**
 * The engine catalogue's words at a key, for text the server writes itself (its Thai messages,
 * audit headers, alerts, report cells): the server names an action, a state or a queue by the
 * key its registry holds, so the words are written once, in the locale files the client
 * translates with too. Tenant overrides do not apply here.
 *
 * The browser reads the catalogue through i18next instead: importing this module puts both
 * whole catalogues into a bundle.
 */
import en from './locales/en.json' with { type: 'json' };
import th from './locales/th.json' with { type: 'json' };

type Tree = { readonly [key: string]: string | Tree };
const CATALOGUES: Record<'th' | 'en', Tree> = { th, en };

/** The text at a dotted key (queue.review) in the language's catalogue, or null where it has none. */
export function catalogueText(lang: 'th' | 'en', key: string): string | null {
  let node: string | Tree | undefined = CATALOGUES[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : null;
}

/** The Thai text at a key, or the key itself where the catalogue has none (the registries' tests hold every key present). */
export function thaiText(key: string): string {
  return catalogueText('th', key) ?? key;
}
