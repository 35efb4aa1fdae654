/**
 * The master layout for signed-in pages, in the user's saved language or the tenant default:
 * the header with the signed-in person and the language switch, the idle overlay while the session is dimmed or idle,
 * and the PDPA gate. It provides the signed-in calls and the notifications to everything below.
 */
import { Suspense, use, useCallback, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { portalCalls } from '../../engine/api/portal-calls';
import { startLanguage } from '../../engine/i18n/language';
import { MasterShell } from '../../widgets/master/MasterShell';
import { NotificationBell } from '../../widgets/notifications/NotificationBell';
import { CallsProvider } from '../../widgets/portal/CallsContext';
import { LanguageProvider } from '../../widgets/portal/LanguageContext';
import { usePortal } from '../../widgets/portal/PortalContext';
import { IdleOverlay } from '../../widgets/session/IdleOverlay';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { ROUTES } from '../../engine/portal/routes';
import { PdpaGate } from '../session/PdpaGate';
import { personOf } from '../session/person';
import { useSession, useSessionState } from '../session/session-context';
import { useStrings } from '../strings-context';
import { useDocumentLanguage } from './use-document-language';

export function MasterLayout() {
  const { caps, store } = usePortal();
  const { send, api, early } = useSession();
  const calls = useMemo(() => ({ api, portal: portalCalls(api, early) }), [api, early]);
  // The layout shows only behind the session guard, so the machine runs by then.
  const user = useSessionState((s) => s.context.userLogin, null);
  const agreed = user?.userInformation?.F_IS_AGREE_PDPA === 1;
  const { pathname } = useLocation();
  const resting = useSessionState((s) => s.matches({ authenticated: 'dimmed' }) || s.matches({ authenticated: 'idle' }), false);
  // The saved language (or the tenant default); the header's flag dropdown switches it at once and saves it.
  const [language, setLanguage] = useState(() => startLanguage(caps.language.available, caps.language.default, store.get('lang')));
  // Signed-in pages use the whole locale tree: wait for the language's file (fetched once).
  const strings = useStrings();
  use(strings.ready(language));
  useDocumentLanguage(language);
  const changeLanguage = useCallback(
    (next: string) => {
      store.set('lang', next);
      // Switch once the new language's strings are in, so no key shows untranslated meanwhile.
      void strings.ready(next).then(() => setLanguage(next));
    },
    [store, strings],
  );
  const languageChoice = useMemo(() => ({ language, change: changeLanguage }), [language, changeLanguage]);
  return (
    <CallsProvider value={calls}>
      <LanguageProvider value={languageChoice}>
        <NotificationsProvider>
          <MasterShell
            homePath={ROUTES.portal.path}
            changePasswordPath={ROUTES.changePassword.path}
            person={personOf(user)}
            email={user?.userInformation?.F_EMAIL ?? user?.email ?? null}
            language={language}
            onLanguageChange={changeLanguage}
            onSignOut={() => send({ type: 'LOGOUT' })}
            notifications={<NotificationBell />}
          >
            {/* Pages split out of the login bundle (the dashboard's grid) show a thin bar while they load. */}
            {/* A page asks the server for its data only once the person has agreed to the PDPA policy
              (the server refuses it before then); the policy itself can be read meanwhile. */}
            {agreed || pathname === ROUTES.privacyPolicy.path ? (
              // The stand-in fills the screen, so the footer stays below it until the page arrives
              // instead of being pushed down by it (a layout shift the person sees).
              <Suspense
                fallback={
                  <Box sx={{ minHeight: '100dvh' }}>
                    <LinearProgress aria-hidden />
                  </Box>
                }
              >
                <Outlet />
              </Suspense>
            ) : null}
            <IdleOverlay open={resting} />
            {user && <PdpaGate agreed={agreed} />}
          </MasterShell>
        </NotificationsProvider>
      </LanguageProvider>
    </CallsProvider>
  );
}
