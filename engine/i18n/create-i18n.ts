/**
 * i18next instance for the portal, built from the locale resources the server inlined in the
 * page (engine defaults merged with the tenant's overrides), so the first paint is already
 * translated; the rest of a language's strings arrive through strings-loader.ts.
 *
 * Framework-free on purpose: the app hands the instance to react-i18next's I18nextProvider.
 */
import { createInstance, type i18n } from 'i18next';
import type { TenantBoot } from '../tenant/boot';
import { languageChain } from '../tenant/capabilities';

/** Fallback chain per known language: a variant (thOnlb) -> its base (th) -> the tenant fallback (en). */
export function fallbackChains(languages: string[], fallback: string): Record<string, string[]> {
  const chains: Record<string, string[]> = { default: [fallback] };
  for (const lang of languages) chains[lang] = languageChain(lang, fallback).slice(1);
  return chains;
}

export function createI18n(boot: TenantBoot, language: string): i18n {
  const languages = [...new Set([...Object.keys(boot.locales), ...Object.keys(boot.stringFiles ?? {}), ...boot.manifest.language.available])];
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: fallbackChains(languages, boot.manifest.language.fallback),
    resources: Object.fromEntries(Object.entries(boot.locales).map(([lang, tree]) => [lang, { translation: tree }])),
    // Resources are inline, so initialise synchronously: the first render is translated.
    initAsync: false,
    // Variant codes such as thOnlb are not BCP 47 region tags; do not let i18next split them.
    load: 'currentOnly',
    // React escapes output already.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
