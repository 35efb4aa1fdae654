/**
 * How a language of the tenant is named to the person (ไทย, English, or a variant such as a
 * tenant's own Thai wording, named after its base), for the header's menu and the personal
 * settings page alike.
 */
import type { TFunction } from 'i18next';
import { languageLabelParts } from '../../engine/portal/language-options';

export function languageLabel(t: TFunction, language: string, languages: readonly string[]): string {
  const { base, variant } = languageLabelParts(language, languages);
  const name = t(`master.language.${base}`, { defaultValue: base.toUpperCase() });
  return variant ? `${name} (${variant})` : name;
}
