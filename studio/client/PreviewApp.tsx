/**
 * One preview frame: the draft (or saved) manifest drawn by the portal's own widgets inside the
 * providers the portal gives them (theme, strings, portal services, demo calls). The frame's
 * width is the viewport being previewed, so the widgets' breakpoints apply as on a device.
 */
import { useMemo, useState, useEffect } from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../../engine/i18n/create-i18n';
import { createLocalStore } from '../../engine/storage/local-store';
import { capabilitiesOf, type Capabilities } from '../../engine/tenant/capabilities';
import { BookCards } from '../../widgets/dashboard/BookCards';
import { QueueModal } from '../../widgets/dashboard/QueueModal';
import { QueueTiles } from '../../widgets/dashboard/QueueTiles';
import { queueTitleOf } from '../../widgets/dashboard/queue-title';
import { LoginForm } from '../../widgets/login/LoginForm';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { LoginModes } from '../../widgets/login/LoginModes';
import { LoginModesSlot } from '../../widgets/login/login-modes-slot';
import { NotificationBell } from '../../widgets/notifications/NotificationBell';
import { NotificationDropdown } from '../../widgets/notifications/NotificationDropdown';
import { NotificationsContext, type NotificationsApi } from '../../widgets/notifications/NotificationsContext';
import { CallsProvider } from '../../widgets/portal/CallsContext';
import { PortalProvider } from '../../widgets/portal/PortalContext';
import { createTenantTheme } from '../../widgets/theme/tenant-theme';
import { DEMO_ALERTS, demoCalls, demoTile } from './demo-data';
import { languageFor, type PreviewMessage } from './preview-message';

const nothing = () => undefined;

const DEMO_NOTIFICATIONS: NotificationsApi = {
  totalAlert: DEMO_ALERTS.filter((a) => !a.IS_READ).length,
  alerts: DEMO_ALERTS,
  logs: [],
  loaded: true,
  socketStatus: { message: 'Socket is Connected' },
  openAlert: nothing,
  readAll: nothing,
  reload: nothing,
};

function Dashboard() {
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 3, bgcolor: 'background.default', minHeight: '100vh' }}>
      <QueueTiles onOpenDocument={nothing} />
      <BookCards onOpenDocument={nothing} />
    </Box>
  );
}

function QueueScreen({ caps }: { caps: Capabilities }) {
  const { t, i18n } = useTranslation();
  const queue = caps.dashboard.queues[0];
  if (!queue) return <Typography sx={{ p: 3 }}>No queue on the dashboard.</Typography>;
  return (
    <QueueModal
      queue={queue}
      tile={demoTile(queue.code, 0)}
      title={queueTitleOf(queue, t, i18n.language)}
      showBehalfBadge={caps.dashboard.showBehalfBadge}
      onClose={nothing}
      onOpenDocument={nothing}
    />
  );
}

function NotificationsScreen({ caps }: { caps: Capabilities }) {
  return (
    <NotificationsContext value={DEMO_NOTIFICATIONS}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex', justifyContent: 'flex-end', px: 2, py: 1 }}>
        <NotificationBell />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1, bgcolor: 'background.default', minHeight: '100vh' }}>
        <Paper elevation={8} sx={{ width: 'min(420px, 100%)', alignSelf: 'flex-start' }} data-testid="preview-notifications">
          <NotificationDropdown caps={caps.notifications} notifications={DEMO_NOTIFICATIONS} onOpened={nothing} />
        </Paper>
      </Box>
    </NotificationsContext>
  );
}

function Screen({ message, caps }: { message: PreviewMessage; caps: Capabilities }) {
  switch (message.screen) {
    case 'login':
      return (
        <LoginModesSlot value={LoginModes}>
          <LoginFrame logoUrl={caps.branding.logoUrl} mode="sign-in">
            <LoginForm captcha={caps.login.captcha} onSubmit={nothing} />
          </LoginFrame>
        </LoginModesSlot>
      );
    case 'dashboard':
      return <Dashboard />;
    case 'queue':
      return <QueueScreen caps={caps} />;
    case 'notifications':
      return <NotificationsScreen caps={caps} />;
  }
}

export function PreviewApp() {
  const [message, setMessage] = useState<PreviewMessage | null>(null);
  // Each manifest received is a new demo world: its serial keys the calls' query cache.
  const [serial, setSerial] = useState(0);
  useEffect(() => {
    const listener = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin === window.location.origin && event.data?.type === 'studio-preview') {
        setMessage(event.data);
        setSerial((n) => n + 1);
      }
    };
    window.addEventListener('message', listener);
    window.parent.postMessage({ type: 'studio-preview-ready' }, window.location.origin);
    return () => window.removeEventListener('message', listener);
  }, []);
  const setup = useMemo(() => {
    if (!message) return null;
    const base = capabilitiesOf(message.manifest);
    const caps: Capabilities = { ...base, branding: { ...base.branding, logoUrl: message.logoUrl, loginLogoUrl: message.loginLogoUrl } };
    const boot = { manifest: message.manifest, locales: message.locales, storagePrefix: 'studio_preview_', base: '/' };
    return {
      caps,
      theme: createTenantTheme(caps),
      i18n: createI18n(boot, languageFor(message.manifest, message.language)),
      store: createLocalStore(boot.storagePrefix, window.sessionStorage),
      calls: demoCalls(
        caps.dashboard.queues.map((q) => q.code),
        caps.dashboard.bookCards,
      ),
    };
  }, [message]);
  if (!message || !setup) return null;
  return (
    <ThemeProvider theme={setup.theme}>
      <CssBaseline />
      <I18nextProvider i18n={setup.i18n}>
        <PortalProvider value={{ caps: setup.caps, store: setup.store }}>
          {/* A new manifest is a new world: the calls' query cache starts afresh with it. */}
          <CallsProvider key={serial} value={setup.calls}>
            <MemoryRouter>
              <div data-testid="preview-root" data-screen={message.screen}>
                <Screen message={message} caps={setup.caps} />
              </div>
            </MemoryRouter>
          </CallsProvider>
        </PortalProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
