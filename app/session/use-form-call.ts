/** Runs one password-form call at a time and keeps its answer for the form to show. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusReply } from '../../engine/api/client';
import type { FormAnswer } from '../../widgets/password/ServerAnswer';
import { answerOf } from './answer-of';

export function useFormCall() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  const run = async (call: () => Promise<StatusReply>): Promise<FormAnswer> => {
    setBusy(true);
    setAnswer(null);
    const result = await answerOf(call(), t('dialog.unknownError'));
    setAnswer(result);
    setBusy(false);
    return result;
  };
  return { busy, answer, run };
}
