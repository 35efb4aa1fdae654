/** /forgot-password (public, the login frame's forgotten-password mode): posts F_EMAIL and shows the server's answer. */
import { ForgotPasswordForm } from '../../widgets/password/ForgotPasswordForm';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { usePortal } from '../../widgets/portal/PortalContext';
import { useSession } from '../session/session-context';
import { useFormCall } from '../session/use-form-call';

export function ForgotPasswordPage() {
  const { caps } = usePortal();
  const { calls } = useSession();
  const { busy, answer, run } = useFormCall();
  return (
    <LoginFrame logoUrl={caps.branding.logoUrl} mode="forgot-password">
      <ForgotPasswordForm busy={busy} answer={answer} onSubmit={({ F_EMAIL }) => void run(() => calls.forgotPassword(F_EMAIL))} />
    </LoginFrame>
  );
}
