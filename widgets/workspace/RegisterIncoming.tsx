/**
 * Registering a letter that arrived on paper or by e-mail (ลงทะเบียนหนังสือรับ), in the registry
 * workspace: the clerk types the letter into one of the registers they keep, attaches its
 * scans, and the department's receive register gives it the next number, shown as a stamp.
 * "Register the next letter" starts a fresh form. People who keep no register are told so.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { RegisterIncomingForm } from './RegisterIncomingForm';
import { useIncomingCalls, useLookups } from './use-incoming-calls';
import type { WorkspaceToolProps } from './workspace-tools';
import { ToolPanel } from './ToolPanel';

export type RegisterIncomingProps = WorkspaceToolProps;

export function RegisterIncoming({ departments, loading, onOpenDocument }: RegisterIncomingProps) {
  const { t } = useTranslation();
  const calls = useIncomingCalls();
  const lookups = useLookups(calls);
  // Each letter gets a fresh machine: a new round remounts the form.
  const [round, setRound] = useState(0);

  let body;
  if (loading || (departments.length > 0 && lookups.isPending)) {
    body = <Skeleton variant="rounded" height={480} data-testid="incoming-loading" />;
  } else if (departments.length === 0) {
    body = (
      <Alert severity="info" data-testid="incoming-no-departments">
        {t('workspace.incoming.noDepartments')}
      </Alert>
    );
  } else if (!lookups.data) {
    body = (
      <Alert severity="error" data-testid="incoming-lookups-failed">
        {t('workspace.incoming.lookupsFailed')}
      </Alert>
    );
  } else {
    body = (
      <RegisterIncomingForm
        key={round}
        calls={calls}
        lookups={lookups.data}
        departments={departments}
        onOpenDocument={onOpenDocument}
        onNext={() => setRound((value) => value + 1)}
      />
    );
  }

  return (
    <ToolPanel id="register-incoming" title={t('workspace.incoming.title')} hint={t('workspace.incoming.hint')}>
      {body}
    </ToolPanel>
  );
}
