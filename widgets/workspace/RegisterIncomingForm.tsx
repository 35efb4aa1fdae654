/**
 * One incoming letter, from the empty form to its receive stamp: renders the register machine
 * (engine/machines/register-incoming.machine.ts) and sends it what the clerk does. The machine
 * creates the letter, uploads its files and receives it through the calls given here; the
 * receive goes through the document-action mutation, which refreshes the dashboard's and the
 * workspace's counts. After a failure once the letter exists, "try again" goes on from there.
 */
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { DEFAULT_VIEW_ROLE, VIEW_DOCUMENT_TYPE, type DocumentTarget } from '../../engine/portal/document-target';
import { registerIncomingMachine, type RegisterIncomingContext } from '../../engine/machines/register-incoming.machine';
import { useDocumentAction } from '../documents/use-document-action';
import { AttachmentDropzone } from './AttachmentDropzone';
import { IncomingLetterFields } from './IncomingLetterFields';
import { RegisterStamp } from './RegisterStamp';
import type { IncomingCalls, Lookups } from './use-incoming-calls';
import type { RegisterDepartment } from './workspace-queries';

export interface RegisterIncomingFormProps {
  calls: IncomingCalls;
  lookups: Lookups;
  departments: readonly RegisterDepartment[];
  onOpenDocument: (target: DocumentTarget | null) => Promise<void>;
  /** A fresh form for the next letter. */
  onNext: () => void;
}

function progressText(
  t: (key: string, options?: Record<string, unknown>) => string,
  state: 'creating' | 'uploading' | 'receiving',
  context: RegisterIncomingContext,
) {
  if (state !== 'uploading') return t(`workspace.incoming.progress.${state}`);
  const sending = context.files.filter((entry) => entry.status !== 'refused' || entry.serverMessage !== null);
  const index = sending.findIndex((entry) => entry.status === 'uploading');
  return t('workspace.incoming.progress.uploading', { name: sending[index]?.file.name ?? '', n: index + 1, total: sending.length });
}

export function RegisterIncomingForm({ calls, lookups, departments, onOpenDocument, onNext }: RegisterIncomingFormProps) {
  const { t } = useTranslation();
  const receive = useDocumentAction(calls);
  const [snapshot, send] = useMachine(
    registerIncomingMachine.provide({
      actors: {
        createLetter: fromPromise(({ input }) => calls.createDocument(input)),
        uploadFile: fromPromise(({ input }) => calls.uploadAttachment(input.documentId, input.file)),
        receiveLetter: fromPromise(({ input }) => receive.mutateAsync({ ACTION: 'receive', F_TRANS_ID: input.transId })),
      },
    }),
    { input: { form: { deptId: departments.length === 1 ? departments[0]!.dept_id : null } } },
  );
  const { context } = snapshot;
  const department = departments.find((dept) => dept.dept_id === context.form.deptId)?.text ?? '';

  if (snapshot.matches('done') && context.receiveNo !== null && context.documentId !== null) {
    const target: DocumentTarget = { documentId: context.documentId, transId: context.transId, type: VIEW_DOCUMENT_TYPE, role: DEFAULT_VIEW_ROLE };
    return (
      <RegisterStamp
        department={department}
        receiveNo={context.receiveNo}
        doneAt={context.doneAt ?? ''}
        onOpen={() => void onOpenDocument(target)}
        onNext={onNext}
      />
    );
  }

  const editing = snapshot.matches('editing');
  const failed = snapshot.matches('failed');
  const busy = snapshot.matches('creating') ? 'creating' : snapshot.matches('uploading') ? 'uploading' : snapshot.matches('receiving') ? 'receiving' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: failed ? 'RETRY' : 'SUBMIT' });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="incoming-form" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <IncomingLetterFields
        form={context.form}
        errors={context.errors}
        departments={departments}
        lookups={lookups}
        disabled={!editing}
        onChange={(patch) => send({ type: 'UPDATE', patch })}
      />
      <AttachmentDropzone
        files={context.files}
        editable={editing || failed}
        onAdd={(files) => send({ type: 'ADD_FILES', files })}
        onRemove={(id) => send({ type: 'REMOVE_FILE', id })}
      />
      {editing && (context.serverMessage || context.createFailed) ? (
        <Alert severity="error" data-testid="incoming-error">
          {context.serverMessage || t('workspace.incoming.createFailed')}
        </Alert>
      ) : null}
      {failed ? (
        <Alert severity="warning" data-testid="incoming-failed">
          <AlertTitle>{t(`workspace.incoming.failed.${context.stage ?? 'receive'}`)}</AlertTitle>
          {context.serverMessage ? <Typography variant="body2">{context.serverMessage}</Typography> : null}
          <Typography variant="body2">{t('workspace.incoming.failed.retryHint')}</Typography>
        </Alert>
      ) : null}
      {busy ? (
        <Box role="status" data-testid="incoming-progress" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="body2">{progressText(t, busy, context)}</Typography>
          <LinearProgress />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={busy !== null} data-testid="incoming-submit" sx={{ minWidth: 180 }}>
          {failed ? t('workspace.incoming.retry') : t('workspace.incoming.submit')}
        </Button>
      </Box>
    </Box>
  );
}
