/** Every provider the widgets rely on, in one place: emotion (CSP nonce), MUI theme, i18n, portal services. */
import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
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

// The system's provider with a plain theme is what MUI's own provider does for a theme without
// CSS variables; MUI's provider also brings the CSS-variables machinery (colour schemes, their
// start-up script), about 4 KB of gzipped JavaScript on the login page that the portal never runs.
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
