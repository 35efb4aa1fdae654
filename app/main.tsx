/**
 * Entry: reads the tenant boot data the server inlined, turns the manifest into capabilities
 * and mounts the portal. Nothing here knows which tenant is running.
 */
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/700.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { createI18n } from '../engine/i18n/create-i18n';
import { startLanguage } from '../engine/i18n/language';
import { whenPageIdle } from '../engine/page/after-load';
import { createStringsLoader } from '../engine/i18n/strings-loader';
import { createLocalStore } from '../engine/storage/local-store';
import { readBoot } from '../engine/tenant/boot';
import { capabilitiesOf } from '../engine/tenant/capabilities';
import { createTenantTheme } from '../widgets/theme/tenant-theme';
import { AppProviders } from './AppProviders';
import { createNonceCache, readNonce } from './emotion-cache';
import { basenameOf, preloadSignedInPage, routes } from './routing/create-router';
import { SessionProvider } from './session/SessionProvider';
import { appPathOf } from './session/urls';
import { StringsContext } from './strings-context';

const boot = readBoot(document);
const caps = capabilitiesOf(boot.manifest);
const store = createLocalStore(boot.storagePrefix, window.localStorage);
// Layouts switch to the forced login language or the user's language before first paint.
const language = startLanguage(caps.language.available, caps.language.default, store.get('lang'));
const i18n = createI18n(boot, language);
const strings = createStringsLoader(i18n, boot);
// The page carries the first page's strings of the sign-in language only: a person who saved
// another language waits for its file once (the browser keeps it). Someone with a stored
// session is about to see a signed-in page, so its strings and code are fetched at once;
// otherwise the strings when the browser is idle, ready for the page after sign-in.
const firstStrings = boot.locales[language] ? Promise.resolve() : strings.ready(language);
if (store.get('token')) {
  void strings.ready(language);
  preloadSignedInPage(appPathOf(boot.base, window.location.pathname));
} else whenPageIdle(() => void strings.ready(language));

// The declarative router: the data router's loaders and actions are not used, and leaving
// them out keeps ~16 KB of gzipped JavaScript off the login page (npm run check:bundle).
function PortalRoutes() {
  return useRoutes(routes);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// No <StrictMode>: its double-mounted effects would count one login-page visit twice
// (cookie-consent page counter) during development.
// The first render runs as a transition: React renders it in slices and gives the main thread
// back between them, so a phone's slow CPU is not held in one long task while the page starts.
void firstStrings.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <AppProviders cache={createNonceCache(readNonce(document))} theme={createTenantTheme(caps)} i18n={i18n} services={{ caps, store }}>
        <StringsContext value={strings}>
          <SessionProvider store={store} base={boot.base}>
            <BrowserRouter basename={basenameOf(boot.base)}>
              <PortalRoutes />
            </BrowserRouter>
          </SessionProvider>
        </StringsContext>
      </AppProviders>,
    ),
  ),
);
