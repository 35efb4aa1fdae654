/**
 * /register (public, the login frame's sign-up mode): a visitor asks for an account. The form
 * offers the organisation's departments and positions (loaded when the page opens) and sends the
 * request; nothing exists until an administrator approves it on the account-requests settings page.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRequestCalls, accountRequestFieldOf } from '../../engine/api/account-request-calls';
import type { AccountRequestValues } from '../../engine/format/account-request';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { usePortal } from '../../widgets/portal/PortalContext';
import { SignUpForm, type SignUpAnswer, type SignUpChoices } from '../../widgets/sign-up/SignUpForm';
import { useSession } from '../session/session-context';

export function RegisterPage() {
  const { t } = useTranslation();
  const { caps } = usePortal();
  const { api } = useSession();
  const calls = useMemo(() => accountRequestCalls(api), [api]);
  const [choices, setChoices] = useState<SignUpChoices | null>(null);
  const [choicesFailed, setChoicesFailed] = useState(false);

  const loadChoices = useCallback(() => {
    setChoicesFailed(false);
    calls
      .choices()
      .then((reply) => (reply.status === 'success' ? setChoices(reply) : setChoicesFailed(true)))
      .catch(() => setChoicesFailed(true));
  }, [calls]);
  useEffect(loadChoices, [loadChoices]);

  const submit = async (values: AccountRequestValues, captcha: string | null): Promise<SignUpAnswer> => {
    try {
      const reply = await calls.submit(values, captcha);
      if (reply.status === 'success') return { status: 'success', message: reply.message, field: null };
      return { status: 'error', message: reply.message, field: accountRequestFieldOf(reply.fields?.[0]) };
    } catch {
      return { status: 'error', message: t('dialog.unknownError'), field: null };
    }
  };

  return (
    <LoginFrame logoUrl={caps.branding.logoUrl} mode="sign-up">
      <SignUpForm captcha={caps.login.captcha} choices={choices} choicesFailed={choicesFailed} onRetryChoices={loadChoices} onSubmit={submit} />
    </LoginFrame>
  );
}
