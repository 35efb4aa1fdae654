/**
 * Drafting a letter of our own (หนังสือส่งออก, บันทึกข้อความ, หนังสือเวียน…), in the registry
 * workspace, for anyone signed in: type it, attach its files, save the draft. The draft opens
 * in the document modal, where its writer presents it for review and signature; once signed,
 * the registry gives it the outgoing number and sends it. "Draft another" starts a fresh form.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { RegisterIncomingForm } from './RegisterIncomingForm';
import { ToolPanel } from './ToolPanel';
import { useIncomingCalls, useLookups } from './use-incoming-calls';
import type { WorkspaceToolProps } from './workspace-tools';

export function NewLetter({ onOpenDocument }: WorkspaceToolProps) {
  const { t } = useTranslation();
  const calls = useIncomingCalls();
  const lookups = useLookups(calls);
  // Each letter gets a fresh machine: a new round remounts the form.
  const [round, setRound] = useState(0);

  return (
    <ToolPanel id="new-letter" title={t('workspace.newLetter.title')} hint={t('workspace.newLetter.hint')}>
      {lookups.isPending ? (
        <Skeleton variant="rounded" height={420} data-testid="new-letter-loading" />
      ) : !lookups.data ? (
        <Alert severity="error" data-testid="new-letter-lookups-failed">
          {t('workspace.incoming.lookupsFailed')}
        </Alert>
      ) : (
        <RegisterIncomingForm
          key={round}
          mode="draft"
          calls={calls}
          lookups={lookups.data}
          departments={[]}
          onOpenDocument={onOpenDocument}
          onNext={() => setRound((value) => value + 1)}
        />
      )}
    </ToolPanel>
  );
}
