/**
 * One new letter, from the empty form to the letter filed: renders the new-letter machine
 * (engine/machines/new-letter.machine.ts) and sends it what the person does. The machine
 * creates the letter, uploads its files and (for an incoming letter) receives it through the
 * calls given here; the receive goes through the document-action mutation, which refreshes the
 * dashboard's and the workspace's counts. An incoming letter ends with its receive stamp; a
 * draft opens in the document modal, where its writer presents it for review or signature.
 * After a failure once the letter exists, "try again" goes on from there.
 */
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { LetterMode } from '../../engine/documents/incoming-letter';
import { DEFAULT_VIEW_ROLE, VIEW_DOCUMENT_TYPE, type DocumentTarget } from '../../engine/portal/document-target';
import { QUEUE_REGISTRY } from '../../engine/queues/registry';
import { newLetterMachine, type NewLetterContext } from '../../engine/machines/new-letter.machine';
import { useDocumentAction } from '../documents/use-document-action';
import { AttachmentDropzone } from './AttachmentDropzone';
import { DraftSaved } from './DraftSaved';
import { IncomingLetterFields } from './IncomingLetterFields';
import { RegisterStamp } from './RegisterStamp';
import type { IncomingCalls, Lookups } from './use-incoming-calls';
import type { RegisterDepartment } from './workspace-queries';

export interface RegisterIncomingFormProps {
  /** 'incoming' unless named: registering a letter that arrived; 'draft': one of ours. */
  mode?: LetterMode;
  calls: IncomingCalls;
  lookups: Lookups;
  departments: readonly RegisterDepartment[];
  onOpenDocument: (target: DocumentTarget | null) => Promise<void>;
  /** A fresh form for the next letter. */
  onNext: () => void;
}

function progressText(t: (key: string, options?: Record<string, unknown>) => string, state: 'creating' | 'uploading' | 'receiving', context: NewLetterContext) {
  if (state !== 'uploading') return t(`workspace.incoming.progress.${state}`);
  const sending = context.files.filter((entry) => entry.status !== 'refused' || entry.serverMessage !== null);
  const index = sending.findIndex((entry) => entry.status === 'uploading');
  return t('workspace.incoming.progress.uploading', { name: sending[index]?.file.name ?? '', n: index + 1, total: sending.length });
}

/** A draft waits in its writer's รอดำเนินการ queue; it opens as that queue's letters do. */
const DRAFT_MODAL_TYPE = QUEUE_REGISTRY.waitAssign.document;

export function RegisterIncomingForm({ mode = 'incoming', calls, lookups, departments, onOpenDocument, onNext }: RegisterIncomingFormProps) {
  const { t } = useTranslation();
  const receive = useDocumentAction(calls);
  const [snapshot, send] = useMachine(
    newLetterMachine.provide({
      actors: {
        createLetter: fromPromise(({ input }) => calls.createDocument(input)),
        uploadFile: fromPromise(({ input }) => calls.uploadAttachment(input.documentId, input.file)),
        receiveLetter: fromPromise(({ input }) => receive.mutateAsync({ ACTION: 'receive', F_TRANS_ID: input.transId })),
      },
    }),
    { input: { mode, form: { deptId: departments.length === 1 ? departments[0]!.dept_id : null } } },
  );
  const { context } = snapshot;
  const department = departments.find((dept) => dept.dept_id === context.form.deptId)?.text ?? '';
  const draftDone = mode === 'draft' && snapshot.matches('done');
  const { documentId, transId } = context;
  const draftTarget = useMemo<DocumentTarget | null>(
    () => (draftDone && documentId !== null ? { documentId, transId, type: DRAFT_MODAL_TYPE, role: DEFAULT_VIEW_ROLE } : null),
    [draftDone, documentId, transId],
  );

  // A saved draft opens at once, so its writer goes straight on to present or send it.
  const opened = useRef(false);
  const open = useRef(onOpenDocument);
  useEffect(() => {
    open.current = onOpenDocument;
  });
  useEffect(() => {
    if (draftTarget && !opened.current) {
      opened.current = true;
      void open.current(draftTarget);
    }
  }, [draftTarget]);

  if (draftTarget) {
    return <DraftSaved subject={context.form.subject.trim()} onOpen={() => void onOpenDocument(draftTarget)} onNext={onNext} />;
  }

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
        mode={mode}
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
          {failed ? t('workspace.incoming.retry') : t(mode === 'draft' ? 'workspace.newLetter.submit' : 'workspace.incoming.submit')}
        </Button>
      </Box>
    </Box>
  );
}
