/** /login: the tenant's main logo and the standard login call. */
import { usePortal } from '../../widgets/portal/PortalContext';
import { SignInPage } from './SignInPage';

export function LoginPage() {
  const { caps } = usePortal();
  return <SignInPage logoUrl={caps.branding.logoUrl} via="login" />;
}
