/**
 * The strings loader (engine/i18n/strings-loader.ts) for the layouts that need a language's
 * complete strings. Without a provider (a test rendering a layout with every string inline)
 * every language counts as ready.
 */
import { createContext, useContext } from 'react';
import type { StringsLoader } from '../engine/i18n/strings-loader';

const ready = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
const ALL_INLINE: StringsLoader = { ready: () => ready };

export const StringsContext = createContext<StringsLoader>(ALL_INLINE);

export function useStrings(): StringsLoader {
  return useContext(StringsContext);
}
