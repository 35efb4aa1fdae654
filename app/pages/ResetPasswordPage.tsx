/** /reset-password (public). The identity issue wires the form and the reset token. */
import { ResetPasswordForm } from '../../widgets/password/ResetPasswordForm';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { usePortal } from '../../widgets/portal/PortalContext';
import { PUBLIC_PATHS } from '../routing/paths';

export function ResetPasswordPage() {
  const { caps } = usePortal();
  return (
    <LoginFrame logoUrl={caps.branding.logoUrl}>
      <ResetPasswordForm loginPath={PUBLIC_PATHS.login} />
    </LoginFrame>
  );
}
