/** /forgot-password (public): posts F_EMAIL and shows the server's answer. */
import { ForgotPasswordForm } from '../../widgets/password/ForgotPasswordForm';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { usePortal } from '../../widgets/portal/PortalContext';
import { ROUTES } from '../../engine/portal/routes';
import { useSession } from '../session/session-context';
import { useFormCall } from '../session/use-form-call';

export function ForgotPasswordPage() {
  const { caps } = usePortal();
  const { calls } = useSession();
  const { busy, answer, run } = useFormCall();
  return (
    <LoginFrame logoUrl={caps.branding.logoUrl}>
      <ForgotPasswordForm loginPath={ROUTES.login.path} busy={busy} answer={answer} onSubmit={({ F_EMAIL }) => void run(() => calls.forgotPassword(F_EMAIL))} />
    </LoginFrame>
  );
}
