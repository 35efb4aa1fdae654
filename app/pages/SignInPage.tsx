/**
 * Sign-in page body shared by /login and /ig-login (which differ by logo and by the call
 * that signs in). The session machine drives it: busy while pre-login and login run, the
 * device question, the error dialog. Someone who already holds a session goes to /; while a stored session is being checked a quiet loader shows.
 */
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { LoginForm, type LoginCredentials } from '../../widgets/login/LoginForm';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { usePortal } from '../../widgets/portal/PortalContext';
import { FullPageLoader } from '../../widgets/session/FullPageLoader';
import { ROUTES } from '../../engine/portal/routes';
import { useSession, useSessionState } from '../session/session-context';
import { useFailedAttempts } from '../session/use-failed-attempts';

// The two dialogs (and MUI's modal machinery under them) load when one first opens: most
// visits sign in without seeing either, and the login page paints sooner without them.
const DeviceConfirmDialog = lazy(() => import('../../widgets/session/DeviceConfirmDialog').then((m) => ({ default: m.DeviceConfirmDialog })));
const SignInErrorDialog = lazy(() => import('../../widgets/session/SignInErrorDialog').then((m) => ({ default: m.SignInErrorDialog })));

export interface SignInPageProps {
  logoUrl: string;
  /** Which server call signs in: the standard login or the alternative ig-login. */
  via: 'login' | 'igLogin';
}

export function SignInPage({ logoUrl, via }: SignInPageProps) {
  const { caps } = usePortal();
  const { actor, send, hasStoredSession } = useSession();
  // Until the machine runs: a stored session is about to be checked (the loader shows, as while
  // it is checked); without one there is no session yet, so the form shows.
  const state = useSessionState((s) => s.value, hasStoredSession ? 'starting' : 'anonymous');
  const message = useSessionState((s) => s.context.message, null);
  const failedAttempts = useFailedAttempts(actor);

  if (state === 'starting' || state === 'checking' || state === 'loggingOut') return <FullPageLoader />;
  if (typeof state === 'object' || state === 'unreachable') return <Navigate to={ROUTES.portal.path} replace />;

  const submit = ({ username, password, captcha }: LoginCredentials) =>
    send({ type: 'SUBMIT', credentials: { username, password, altcha: captcha ?? undefined, via } });

  return (
    <LoginFrame logoUrl={logoUrl} mode="sign-in">
      <LoginForm
        captcha={caps.login.captcha}
        onSubmit={submit}
        busy={state === 'preLogin' || state === 'loggingIn' || state === 'confirmDevice'}
        captchaResetKey={failedAttempts}
      />
      <Suspense fallback={null}>
        {state === 'confirmDevice' && (
          <DeviceConfirmDialog open message={message} onConfirm={() => send({ type: 'CONFIRM_DEVICE' })} onCancel={() => send({ type: 'CANCEL_DEVICE' })} />
        )}
        {state === 'anonymous' && message !== null && <SignInErrorDialog open message={message} onClose={() => send({ type: 'DISMISS_ERROR' })} />}
      </Suspense>
    </LoginFrame>
  );
}
