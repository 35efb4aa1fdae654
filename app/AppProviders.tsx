/** Every provider the widgets rely on, in one place: emotion (CSP nonce), MUI theme, i18n, portal services. */
import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { PortalProvider, type PortalServices } from '../widgets/portal/PortalContext';

export interface AppProvidersProps {
  cache: EmotionCache;
  theme: Theme;
  i18n: i18n;
  services: PortalServices;
  children: ReactNode;
}

export function AppProviders({ cache, theme, i18n, services, children }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nextProvider i18n={i18n}>
          <PortalProvider value={services}>{children}</PortalProvider>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
