/**
 * Applies a language to i18next and to <html lang> before the browser paints, so screen
 * readers and Thai line breaking use the right language from the first frame.
 */
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../engine/i18n/language';

export function useDocumentLanguage(language: string): void {
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = htmlLangOf(language);
  }, [i18n, language]);
}
