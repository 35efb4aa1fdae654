/**
 * The three things a visitor does in the login frame, each a mode of its own page: sign in,
 * ask for an account, get a forgotten password back. Under the panel, a link to each of the
 * other two and the current one marked (aria-current), so moving between them is one click.
 * The login layout hands it to the frame (login-modes-slot.ts).
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../engine/portal/routes';
import type { LoginMode } from './login-modes-slot';

const MODES: readonly { mode: LoginMode; path: string; labelKey: string }[] = [
  { mode: 'sign-in', path: ROUTES.login.path, labelKey: 'login.modes.signIn' },
  { mode: 'sign-up', path: ROUTES.register.path, labelKey: 'login.modes.signUp' },
  { mode: 'forgot-password', path: ROUTES.forgotPassword.path, labelKey: 'login.forgotPassword' },
];

const ITEM = { px: 1, py: 0.5, typography: 'body2', borderBottom: 2 } as const;

export function LoginModes({ mode }: { mode: LoginMode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('login.modes.label')}
      data-testid="login-modes"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 1.5, mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      {MODES.map((entry) =>
        entry.mode === mode ? (
          <Box key={entry.mode} component="span" aria-current="page" sx={{ ...ITEM, fontWeight: 700, color: 'primary.main', borderColor: 'primary.main' }}>
            {t(entry.labelKey)}
          </Box>
        ) : (
          // A plain router link styled as one (MUI's Link would be one more component on the sign-in route).
          <Box
            key={entry.mode}
            component={RouterLink}
            to={entry.path}
            sx={{
              ...ITEM,
              fontWeight: 500,
              borderColor: 'transparent',
              color: 'primary.main',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {t(entry.labelKey)}
          </Box>
        ),
      )}
    </Box>
  );
}
