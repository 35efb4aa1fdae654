/** /ig-login: the alternative sign-in with the per-organisation login logo, through users/ig-login. */
import { usePortal } from '../../widgets/portal/PortalContext';
import { SignInPage } from './SignInPage';

export function IgLoginPage() {
  const { caps } = usePortal();
  return <SignInPage logoUrl={caps.branding.loginLogoUrl} via="igLogin" />;
}
