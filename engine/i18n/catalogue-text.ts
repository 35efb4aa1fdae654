/**
 * The engine catalogue's words at a key, for text the server writes itself (its Thai messages,
 * audit headers, alerts, report cells): the server names an action, a state or a queue by the
 * key its registry holds, and answers a refusal the client also shows by that text's key, so
 * the words are written once, in the locale files the client translates with too. Tenant
 * overrides do not apply here.
 *
 * A text with parameters is filled the way i18next fills it on the client ({{name}}, the value
 * as it is, no escaping: createI18n turns escaping off), so a server reply and the client's
 * own rendering of the same key read the same.
 *
 * The browser reads the catalogue through i18next instead: importing this module puts both
 * whole catalogues into a bundle.
 */
import en from './locales/en.json' with { type: 'json' };
import th from './locales/th.json' with { type: 'json' };

type Tree = { readonly [key: string]: string | Tree };
const CATALOGUES: Record<'th' | 'en', Tree> = { th, en };

/** Values for a text's {{name}} placeholders. */
export type CatalogueParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The placeholders' names a text has, in order ("{{field}}ไม่ถูกต้อง" has field). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * The text with its placeholders filled, in one pass (a value holding "{{x}}" stays as it is).
 * A placeholder without a value stays as written, as i18next leaves it.
 */
export function interpolate(text: string, params: CatalogueParams = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** The text at a dotted key of a locale tree, or null where the tree has none. */
function textIn(tree: unknown, key: string): string | null {
  let node = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : null;
}

/** The text at a dotted key (queue.review) in the language's catalogue, filled with `params`, or null where it has none. */
export function catalogueText(lang: 'th' | 'en', key: string, params?: CatalogueParams): string | null {
  const text = textIn(CATALOGUES[lang], key);
  return text === null ? null : interpolate(text, params);
}

/**
 * The Thai text at a key, filled with `params`, or the key itself where the catalogue has none
 * (tests/contract/one-catalogue.test.ts holds every key the server names present in every
 * language, the registries' tests theirs).
 */
export function thaiText(key: string, params?: CatalogueParams): string {
  return catalogueText('th', key, params) ?? key;
}
