/** /change-password (signed in): old, new and confirm password, answered by the server. */
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../widgets/password/ChangePasswordForm';
import { answerOf } from '../session/answer-of';
import { useSession } from '../session/session-context';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { calls } = useSession();
  return (
    <ChangePasswordForm
      onSubmit={(form) => answerOf(calls.changePassword(form.OLD_PASSWORD, form.NEW_PASSWORD, form.C_NEW_PASSWORD), t('dialog.unknownError'))}
    />
  );
}
