/**
 * A new letter, from the empty form to the letter filed: the person types it, attaches its
 * files, and the portal creates it and uploads each file in turn. Registering a letter that
 * arrived on paper or by e-mail (mode 'incoming', ลงทะเบียนหนังสือรับ) then receives it into
 * the department's register, which gives it the next receive number; a draft of our own (mode
 * 'draft') stops there, in its writer's hands, to be presented for review and signature.
 *
 * - Nothing is sent while the form has errors (validateLetter).
 * - A file that breaks the attachment rules is refused the moment it is added, with its reason,
 *   and is never uploaded.
 * - A refusal of the create (the server's envelope, not success) goes back to editing with the
 *   server's words and the form as typed: no letter exists yet.
 * - Once the letter exists, a failed or refused upload or receive stops in `failed`, keeping the
 *   letter's ids and the files already uploaded. RETRY goes on from there: it uploads the files
 *   still waiting (and receives); it never creates the letter again. A file the server refused
 *   stays refused (with its words) and is not sent again; the person may remove it or add another.
 * - I/O is injected (`.provide()`): createLetter, uploadFile, receiveLetter. The API client
 *   already retries 5xx and network failures, so the machine does not retry by itself.
 */
import { and, assign, fromPromise, setup } from 'xstate';
import type { RequestOf } from '../api/call-route';
import {
  EMPTY_INCOMING,
  bangkokToday,
  fileProblemKey,
  hasIncomingErrors,
  letterFields,
  validateLetter,
  type IncomingErrors,
  type IncomingForm,
  type LetterMode,
} from '../documents/incoming-letter';

export type AttachmentFile = Blob & { name: string };

export type IncomingFileStatus = 'waiting' | 'uploading' | 'done' | 'refused';

export interface IncomingFile {
  id: number;
  file: AttachmentFile;
  status: IncomingFileStatus;
  /** Why the portal refused it before upload, an i18n key (workspace.incoming.file.*). */
  problemKey: string | null;
  /** The server's words when it refused the upload, or when the upload failed (null: the widget's own text). */
  serverMessage: string | null;
  /** The last upload of this file did not get through (network or server error); it is waiting again. */
  failed: boolean;
}

/** Where a failure after the letter was created happened. */
export type FailedStage = 'upload' | 'receive';

export interface NewLetterContext {
  mode: LetterMode;
  form: IncomingForm;
  errors: IncomingErrors;
  files: IncomingFile[];
  nextFileId: number;
  /** The server's words for a refusal of the create, upload or receive. */
  serverMessage: string | null;
  /** The create did not get through (network): the widget shows its own words. */
  createFailed: boolean;
  stage: FailedStage | null;
  documentId: number | null;
  /** The letter's draft step: the one the receive acts on (and a draft is presented from). */
  transId: number | null;
  /** The receive number (mode 'incoming'); null for a draft. */
  receiveNo: number | null;
  doneAt: string | null;
  /** Today's date in Thailand (the latest date a letter may carry); injected in tests. */
  today: string;
}

export interface NewLetterInput {
  /** 'incoming' unless named. */
  mode?: LetterMode;
  form?: Partial<IncomingForm>;
  today?: string;
}

export type NewLetterEvent =
  | { type: 'UPDATE'; patch: Partial<IncomingForm> }
  | { type: 'ADD_FILES'; files: readonly AttachmentFile[] }
  | { type: 'REMOVE_FILE'; id: number }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

/** An envelope: the item on success, the server's words when it refused (the call modules' replies fit it). */
type Reply<Item> = { status: 'success'; message?: string; item: Item } | { status: 'error'; message: string };

export type CreateReply = Reply<{ F_DOC_ID: number; F_TRANS_ID: number }>;
export type UploadReply = Reply<unknown>;
export type ReceiveReply = Reply<{ F_DOC_ID: number; F_TRANS_ID: number; RECEIVE_NO: number | null; DONE_AT: string }>;

export interface UploadInput {
  documentId: number;
  file: AttachmentFile;
}

export interface NewLetterOutput {
  documentId: number;
  /** The received step, or the draft's step (the one to open the letter at). */
  transId: number;
  /** null for a draft. */
  receiveNo: number | null;
  /** When it was received; null for a draft. */
  doneAt: string | null;
}

function successItem<Item>(reply: Reply<Item>): Item | null {
  return reply.status === 'success' ? reply.item : null;
}

/** The server's words when it refused (a success without the expected item has none). */
function refusal(reply: Reply<unknown>): string | null {
  return reply.status === 'success' ? null : reply.message || null;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`register incoming machine: ${name} was not provided`));

const nextWaiting = (files: readonly IncomingFile[]) => files.find((entry) => entry.status === 'waiting');

function withFile(files: readonly IncomingFile[], id: number, patch: Partial<IncomingFile>): IncomingFile[] {
  return files.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry));
}

function added(context: NewLetterContext, files: readonly AttachmentFile[]): Pick<NewLetterContext, 'files' | 'nextFileId'> {
  let nextFileId = context.nextFileId;
  const fresh = files.map((file): IncomingFile => {
    const problemKey = fileProblemKey(file);
    return { id: nextFileId++, file, status: problemKey ? 'refused' : 'waiting', problemKey, serverMessage: null, failed: false };
  });
  return { files: [...context.files, ...fresh], nextFileId };
}

/** An uploaded file is part of the letter: it cannot be taken off here. */
const removed = (context: NewLetterContext, id: number) => context.files.filter((entry) => entry.id !== id || entry.status === 'done');

export const newLetterMachine = setup({
  types: {
    input: {} as NewLetterInput,
    context: {} as NewLetterContext,
    events: {} as NewLetterEvent,
    output: {} as NewLetterOutput,
  },
  actors: {
    createLetter: fromPromise<CreateReply, RequestOf<'createDocument'>>(notProvided('createLetter')),
    uploadFile: fromPromise<UploadReply, UploadInput>(notProvided('uploadFile')),
    receiveLetter: fromPromise<ReceiveReply, { transId: number }>(notProvided('receiveLetter')),
  },
  guards: {
    formInvalid: ({ context }) => hasIncomingErrors(validateLetter(context.mode, context.form, context.today)),
    allUploaded: ({ context }) => nextWaiting(context.files) === undefined,
    receives: ({ context }) => context.mode === 'incoming',
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'UPDATE') return {};
      const errors = { ...context.errors };
      for (const key of Object.keys(event.patch)) delete errors[key as keyof IncomingErrors];
      return { form: { ...context.form, ...event.patch }, errors };
    }),
    addFiles: assign(({ context, event }) => (event.type === 'ADD_FILES' ? added(context, event.files) : {})),
    removeFile: assign(({ context, event }) => (event.type === 'REMOVE_FILE' ? { files: removed(context, event.id) } : {})),
    showErrors: assign({ errors: ({ context }) => validateLetter(context.mode, context.form, context.today), serverMessage: null, createFailed: false }),
    startSending: assign({ errors: {}, serverMessage: null, createFailed: false, stage: null }),
  },
}).createMachine({
  id: 'newLetter',
  context: ({ input }) => ({
    mode: input.mode ?? 'incoming',
    form: { ...EMPTY_INCOMING, ...input.form },
    errors: {},
    files: [],
    nextFileId: 1,
    serverMessage: null,
    createFailed: false,
    stage: null,
    documentId: null,
    transId: null,
    receiveNo: null,
    doneAt: null,
    today: input.today ?? bangkokToday(),
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        UPDATE: { actions: 'edit' },
        ADD_FILES: { actions: 'addFiles' },
        REMOVE_FILE: { actions: 'removeFile' },
        SUBMIT: [
          { guard: 'formInvalid', actions: 'showErrors' },
          { target: 'creating', actions: 'startSending' },
        ],
      },
    },
    creating: {
      invoke: {
        src: 'createLetter',
        input: ({ context }) => letterFields(context.mode, context.form),
        onDone: [
          {
            guard: ({ event }) => successItem(event.output) !== null,
            target: 'uploading',
            actions: assign(({ event }) => ({ documentId: successItem(event.output)!.F_DOC_ID, transId: successItem(event.output)!.F_TRANS_ID })),
          },
          { target: 'editing', actions: assign({ serverMessage: ({ event }) => refusal(event.output), createFailed: ({ event }) => !refusal(event.output) }) },
        ],
        onError: { target: 'editing', actions: assign({ serverMessage: null, createFailed: true }) },
      },
    },
    uploading: {
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: and(['allUploaded', 'receives']), target: '#newLetter.receiving' },
            { guard: 'allUploaded', target: '#newLetter.done' },
            {
              target: 'sending',
              actions: assign({
                files: ({ context }) => withFile(context.files, nextWaiting(context.files)!.id, { status: 'uploading', serverMessage: null, failed: false }),
              }),
            },
          ],
        },
        sending: {
          invoke: {
            src: 'uploadFile',
            input: ({ context }) => ({ documentId: context.documentId!, file: context.files.find((entry) => entry.status === 'uploading')!.file }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'success',
                target: 'next',
                actions: assign({
                  files: ({ context }) => context.files.map((entry) => (entry.status === 'uploading' ? { ...entry, status: 'done' as const } : entry)),
                }),
              },
              {
                target: '#newLetter.failed',
                actions: assign(({ context, event }) => ({
                  stage: 'upload' as const,
                  serverMessage: refusal(event.output),
                  files: context.files.map((entry) =>
                    entry.status === 'uploading' ? { ...entry, status: 'refused' as const, serverMessage: refusal(event.output) } : entry,
                  ),
                })),
              },
            ],
            onError: {
              target: '#newLetter.failed',
              actions: assign(({ context }) => ({
                stage: 'upload' as const,
                serverMessage: null,
                files: context.files.map((entry) => (entry.status === 'uploading' ? { ...entry, status: 'waiting' as const, failed: true } : entry)),
              })),
            },
          },
        },
      },
    },
    receiving: {
      invoke: {
        src: 'receiveLetter',
        input: ({ context }) => ({ transId: context.transId! }),
        onDone: [
          {
            guard: ({ event }) => typeof successItem(event.output)?.RECEIVE_NO === 'number',
            target: 'done',
            actions: assign(({ event }) => {
              const item = successItem(event.output)!;
              return { receiveNo: item.RECEIVE_NO, doneAt: item.DONE_AT, transId: item.F_TRANS_ID };
            }),
          },
          { target: 'failed', actions: assign({ stage: 'receive', serverMessage: ({ event }) => refusal(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ stage: 'receive', serverMessage: null }) },
      },
    },
    // The letter exists: the form is no longer edited; files may still be added or taken off.
    failed: {
      on: {
        ADD_FILES: { actions: 'addFiles' },
        REMOVE_FILE: { actions: 'removeFile' },
        RETRY: { target: 'uploading', actions: assign({ serverMessage: null, stage: null }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ documentId: context.documentId!, transId: context.transId!, receiveNo: context.receiveNo, doneAt: context.doneAt }),
});
