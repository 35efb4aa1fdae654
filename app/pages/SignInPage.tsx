/**
 * Sign-in page body shared by /login and /ig-login (which differ by logo and by the call
 * that signs in). The session machine drives it: busy while pre-login and login run, the
 * device question, the error dialog. Someone who already holds a session goes to /; while a stored session is being checked a quiet loader shows.
 */
import { Navigate } from 'react-router';
import { LoginForm, type LoginCredentials } from '../../widgets/login/LoginForm';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { usePortal } from '../../widgets/portal/PortalContext';
import { DeviceConfirmDialog } from '../../widgets/session/DeviceConfirmDialog';
import { FullPageLoader } from '../../widgets/session/FullPageLoader';
import { SignInErrorDialog } from '../../widgets/session/SignInErrorDialog';
import { ROUTES } from '../../engine/portal/routes';
import { useSession, useSessionState } from '../session/session-context';
import { useFailedAttempts } from '../session/use-failed-attempts';

export interface SignInPageProps {
  logoUrl: string;
  /** Which server call signs in: the standard login or the alternative ig-login. */
  via: 'login' | 'igLogin';
}

export function SignInPage({ logoUrl, via }: SignInPageProps) {
  const { caps } = usePortal();
  const { actor } = useSession();
  const state = useSessionState((s) => s.value);
  const message = useSessionState((s) => s.context.message);
  const failedAttempts = useFailedAttempts(actor);

  if (state === 'starting' || state === 'checking' || state === 'loggingOut') return <FullPageLoader />;
  if (typeof state === 'object' || state === 'unreachable') return <Navigate to={ROUTES.portal.path} replace />;

  const submit = ({ username, password, captcha }: LoginCredentials) =>
    actor.send({ type: 'SUBMIT', credentials: { username, password, altcha: captcha ?? undefined, via } });

  return (
    <LoginFrame logoUrl={logoUrl}>
      <LoginForm
        captcha={caps.login.captcha}
        forgotPasswordPath={ROUTES.forgotPassword.path}
        onSubmit={submit}
        busy={state === 'preLogin' || state === 'loggingIn' || state === 'confirmDevice'}
        captchaResetKey={failedAttempts}
      />
      <DeviceConfirmDialog
        open={state === 'confirmDevice'}
        message={message}
        onConfirm={() => actor.send({ type: 'CONFIRM_DEVICE' })}
        onCancel={() => actor.send({ type: 'CANCEL_DEVICE' })}
      />
      <SignInErrorDialog open={state === 'anonymous' && message !== null} message={message} onClose={() => actor.send({ type: 'DISMISS_ERROR' })} />
    </LoginFrame>
  );
}
