/** /reset-password?token=… (public): posts the new password with the link's token and shows the answer. */
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../widgets/password/ResetPasswordForm';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { usePortal } from '../../widgets/portal/PortalContext';
import { ROUTES } from '../../engine/portal/routes';
import { useSession } from '../session/session-context';
import { useFormCall } from '../session/use-form-call';

export function ResetPasswordPage() {
  const { caps } = usePortal();
  const { calls } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { busy, answer, run } = useFormCall();
  return (
    <LoginFrame logoUrl={caps.branding.logoUrl}>
      <ResetPasswordForm
        loginPath={ROUTES.login.path}
        forgotPasswordPath={ROUTES.forgotPassword.path}
        hasToken={token !== ''}
        busy={busy}
        answer={answer}
        onSubmit={(form) => void run(() => calls.resetPassword(token, form.NEW_PASSWORD, form.C_NEW_PASSWORD))}
      />
    </LoginFrame>
  );
}
