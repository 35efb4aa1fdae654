/**
 * The strings the page carries inline, and the ones that come later.
 *
 * The first page a visitor sees is a public one (sign-in, forgotten or new password, sign-up)
 * or the quiet loader while a stored session is checked. Those pages need only a few
 * namespaces of the locale tree; the page carries those (in the language it opens in), and the
 * whole tree of a language is a file of its own that the signed-in layout waits for. The
 * HTML stays small on every load, and the full strings are cached by the browser once.
 */
import type { Json } from '../tenant/merge';
import { languageChain } from '../tenant/capabilities';

/**
 * Namespaces the public pages and the session screens use. A contract test reads the
 * sign-in path's sources and fails when one of them uses a key outside this list.
 */
export const FIRST_PAGE_NAMESPACES = [
  'login',
  'validation',
  'devBanner',
  'cookie',
  'forgot',
  'reset',
  'register',
  'session',
  'device',
  'dialog',
  'master',
] as const;

/** The first-page namespaces of one language's tree. */
export function firstPageStrings(tree: Record<string, Json>): Record<string, Json> {
  const picked: Record<string, Json> = {};
  for (const namespace of FIRST_PAGE_NAMESPACES) if (tree[namespace] !== undefined) picked[namespace] = tree[namespace];
  return picked;
}

/**
 * The languages whose first-page strings the page carries: the one the public pages open in
 * and its base (thOnlb, then th). The tenant's fallback language comes with the full strings.
 */
export function firstPageLanguages(language: string, fallback: string): string[] {
  const chain = languageChain(language, fallback);
  return language === fallback ? chain : chain.filter((lang) => lang !== fallback);
}
