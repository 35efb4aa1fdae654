/**
 * The strings loader (engine/i18n/strings-loader.ts) for the layouts that need a language's
 * complete strings. Without a provider (a test rendering a layout with every string inline)
 * every language counts as ready.
 */
import { createContext, useContext } from 'react';
import { ALL_STRINGS_INLINE, type StringsLoader } from '../engine/i18n/strings-loader';

export const StringsContext = createContext<StringsLoader>(ALL_STRINGS_INLINE);

export function useStrings(): StringsLoader {
  return useContext(StringsContext);
}
