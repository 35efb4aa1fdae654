/**
 * The signed-in layout's language: which one is shown and how to switch it (saved, applied at
 * once). Provided by the master layout, so the header's flag menu and the personal settings page
 * switch the same language.
 */
import { createContext, useContext } from 'react';

export interface LanguageChoice {
  language: string;
  change: (language: string) => void;
}

const LanguageContext = createContext<LanguageChoice | null>(null);

export const LanguageProvider = LanguageContext.Provider;

export function useLanguageChoice(): LanguageChoice {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useLanguageChoice needs the LanguageProvider of the master layout');
  return choice;
}
