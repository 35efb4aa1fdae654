/**
 * Language choices shared by the app and the widgets: the saved language is
 * used at start when it is one the tenant offers; otherwise the tenant default.
 */
import type { LocalizedText } from '../tenant/capabilities';

export function startLanguage(available: string[], defaultLanguage: string, saved: string | null): string {
  return saved !== null && available.includes(saved) ? saved : defaultLanguage;
}

/** The `<html lang>` value of a language: variants such as thOnlb are Thai to browsers and screen readers. */
export function htmlLangOf(language: string): string {
  return language.slice(0, 2);
}

/** Picks the Thai or English text of a manifest value for the current language (variants use their base). */
export function pickLocalized(text: LocalizedText, language: string): string {
  return htmlLangOf(language) === 'th' ? text.th : text.en;
}
