/** /forgot-password (public). The identity issue wires the form to the server. */
import { ForgotPasswordForm } from '../../widgets/password/ForgotPasswordForm';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { usePortal } from '../../widgets/portal/PortalContext';
import { PUBLIC_PATHS } from '../routing/paths';

export function ForgotPasswordPage() {
  const { caps } = usePortal();
  return (
    <LoginFrame logoUrl={caps.branding.logoUrl}>
      <ForgotPasswordForm loginPath={PUBLIC_PATHS.login} />
    </LoginFrame>
  );
}
