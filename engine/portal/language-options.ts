/**
 * Names of the header's language choices (the language flag dropdown). A
 * language is named by its base ('thOnlb' is Thai); only when two offered languages share a
 * base (th and a tenant's Thai variant) does the variant part show, so the two stay apart.
 */
import { htmlLangOf } from '../i18n/language';

export function languageLabelParts(language: string, languages: readonly string[]): { base: string; variant: string | null } {
  const base = htmlLangOf(language);
  const shared = languages.filter((l) => htmlLangOf(l) === base).length > 1;
  return { base, variant: shared && language !== base ? language.slice(base.length) : null };
}
