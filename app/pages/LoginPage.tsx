/** /login: the tenant's main logo. */
import { usePortal } from '../../widgets/portal/PortalContext';
import { SignInPage } from './SignInPage';

export function LoginPage() {
  const { caps } = usePortal();
  return <SignInPage logoUrl={caps.branding.logoUrl} />;
}
