/**
 * Sign-in page body shared by /login and /ig-login (which differ only by logo). A visitor who
 * already holds a session goes to the dashboard (spec section 2).
 */
import { Navigate } from 'react-router';
import { LoginForm, type LoginCredentials } from '../../widgets/login/LoginForm';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { usePortal } from '../../widgets/portal/PortalContext';
import { HOME_PATH, PUBLIC_PATHS } from '../routing/paths';

export interface SignInPageProps {
  logoUrl: string;
  /** Wired to the session machine by the identity issue; until then valid input keeps the form. */
  onSignIn?: (credentials: LoginCredentials) => void;
}

export function SignInPage({ logoUrl, onSignIn }: SignInPageProps) {
  const { caps, store } = usePortal();
  if (store.get('token')) return <Navigate to={HOME_PATH} replace />;
  return (
    <LoginFrame logoUrl={logoUrl}>
      <LoginForm captcha={caps.login.captcha} forgotPasswordPath={PUBLIC_PATHS.forgotPassword} onSubmit={onSignIn} />
    </LoginFrame>
  );
}
