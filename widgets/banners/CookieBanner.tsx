/**
 * Cookie-consent bar at the bottom of the login pages, driven by the cookie-consent machine;
 * the machine's storage actions are bound to the tenant's local store here.
 */
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CookieOutlined from '@mui/icons-material/CookieOutlined';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { cookieConsentMachine } from '../../engine/machines/cookie-consent.machine';
import type { LocalStore } from '../../engine/storage/local-store';
import { usePortal } from '../portal/PortalContext';

// Slides up as MUI's Slide would (its enter time and curve) with a CSS animation: the login page
// then needs no transition component.
const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;

function consentMachineFor(store: LocalStore) {
  return cookieConsentMachine.provide({
    guards: { consentStored: () => store.get('allow') === true },
    actions: {
      storeConsent: () => store.set('allow', true),
      resetPageCounter: () => store.set('page', 1),
      incrementPageCounter: () => store.set('page', (store.get('page') ?? 0) + 1),
    },
  });
}

export function CookieBanner() {
  const { t } = useTranslation();
  const { store } = usePortal();
  // One machine per mount (= one login-page visit); useMachine keeps the first logic anyway.
  const [machine] = useState(() => consentMachineFor(store));
  const [snapshot, send] = useMachine(machine);
  const open = snapshot.matches('bannerVisible');

  if (!open) return null;
  return (
    <Paper
      component="section"
      aria-label={t('cookie.label')}
      data-testid="cookie-banner"
      elevation={12}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.snackbar,
        px: { xs: 2, sm: 4 },
        py: 2,
        borderTop: '3px solid',
        borderColor: 'primary.main',
        animation: `${slideUp} 225ms cubic-bezier(0, 0, 0.2, 1)`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, maxWidth: 1100, mx: 'auto' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flex: 1 }}>
          <CookieOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Typography variant="body2">{t('cookie.message')}</Typography>
        </Stack>
        <Button variant="contained" onClick={() => send({ type: 'ACCEPT' })} sx={{ flexShrink: 0, px: 3 }}>
          {t('cookie.acceptAll')}
        </Button>
      </Stack>
    </Paper>
  );
}
