/**
 * Component tests render a widget inside the same providers the app gives it (app/main.tsx and
 * AppProviders): the tenant's MUI theme, an i18next instance built from the tenant's merged
 * locales, the portal services, and on request the signed-in calls and a router. The tenant
 * is read from tenants/ the way the engine tests read it, so a test sees a real manifest and
 * real Thai strings, never a hand-made copy that could drift from them.
 */
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { configure, render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { ApiClient } from '../../engine/api/client';
import { portalCalls } from '../../engine/api/portal-calls';
import { createI18n } from '../../engine/i18n/create-i18n';
import { createLocalStore, type LocalStore } from '../../engine/storage/local-store';
import { capabilitiesOf, type Capabilities } from '../../engine/tenant/capabilities';
import { loadTenant } from '../../server/tenants/load';
import { CallsProvider } from '../portal/CallsContext';
import { PortalProvider } from '../portal/PortalContext';
import { createTenantTheme } from '../theme/tenant-theme';

// Waiting for the screen to follow a reply: a full test run shares two cores with database
// suites, so a second is not always enough; a real regression still fails, five seconds later.
configure({ asyncUtilTimeout: 5_000 });

export interface TenantSetup {
  caps: Capabilities;
  i18n: i18n;
  theme: Theme;
  store: LocalStore;
}

/** One tenant as the browser gets it; the language is the tenant's default unless given. */
export async function tenantSetup(code: string, language?: string): Promise<TenantSetup> {
  const { manifest, locales } = await loadTenant(code);
  const caps = capabilitiesOf(manifest);
  const boot = { manifest, locales, storagePrefix: `${code.toLowerCase()}_`, base: '/' };
  // Each test gets its own store; localStorage is the test environment's and emptied here.
  window.localStorage.clear();
  return {
    caps,
    i18n: createI18n(boot, language ?? caps.language.default),
    theme: createTenantTheme(caps),
    store: createLocalStore(boot.storagePrefix, window.localStorage),
  };
}

export interface RenderOptions {
  /** The signed-in API the master layout would provide (CallsProvider, with its own query cache). */
  api?: ApiClient;
  /** Wraps the widget in a router at this path, for widgets with links. */
  route?: string;
}

export function renderWithTenant(ui: ReactElement, setup: TenantSetup, options: RenderOptions = {}): RenderResult {
  const { api, route } = options;
  const calls = api ? { api, portal: portalCalls(api) } : null;
  function Providers({ children }: { children: ReactNode }) {
    const routed = route === undefined ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
    return (
      <ThemeProvider theme={setup.theme}>
        <I18nextProvider i18n={setup.i18n}>
          <PortalProvider value={{ caps: setup.caps, store: setup.store }}>
            {calls ? <CallsProvider value={calls}>{routed}</CallsProvider> : routed}
          </PortalProvider>
        </I18nextProvider>
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
