/**
 * Opening letters from the dashboard: a selection marks the letter read, then shows the
 * document modal with the target's type and role; no selection shows the 'กรุณาเลือกข้อมูล !'
 * warning instead. Closing after a receive ('received same') reopens the same letter 500 ms
 * later, so the fresh modal loads the letter again and offers what its new step allows. (The
 * action's own mutation refreshes the dashboard's counts: widgets/documents/use-document-action.ts.)
 *
 * - A failed mark-read is ignored: the letter still opens, and the modal reports its own
 *   errors when loading fails.
 * - `key` changes on every (re)open, so the modal mounts afresh and loads the letter again.
 * - Opening another letter while one is shown or about to reopen replaces it (the pending
 *   reopen is dropped with the state that scheduled it).
 * - Closing while a letter is still on its way (being marked read, or about to reopen: the last
 *   modal is still fading out and its × can be pressed) closes: the person asked for no letter,
 *   so none pops up a moment later.
 */
import { assign, fromPromise, setup } from 'xstate';
import { REOPEN_AFTER_RECEIVE_MS, afterDocumentClose, type CloseOutcome, type DocumentTarget } from '../portal/document-target';
import { builtOnFirstUse } from './built-on-first-use';

export interface DocumentOpenerContext {
  /** The letter shown (or last shown, while the modal closes). */
  target: DocumentTarget | null;
  /** The letter being marked read; it replaces `target` once shown. */
  next: DocumentTarget | null;
  key: number;
}

export type DocumentOpenerEvent = { type: 'OPEN'; target: DocumentTarget | null } | { type: 'CLOSE'; outcome: CloseOutcome } | { type: 'DISMISS' };

const closeOf = (event: DocumentOpenerEvent) => afterDocumentClose(event.type === 'CLOSE' ? event.outcome : { changed: false, receivedSame: false });

export const documentOpenerMachine = builtOnFirstUse(() =>
  setup({
    types: {
      context: {} as DocumentOpenerContext,
      events: {} as DocumentOpenerEvent,
    },
    actors: {
      markRead: fromPromise<unknown, { documentId: number }>(() => Promise.reject(new Error('document opener machine: markRead was not provided'))),
    },
    guards: {
      nothingSelected: ({ event }) => event.type === 'OPEN' && event.target === null,
      reopens: ({ event }) => closeOf(event).reopenAfterMs !== null,
    },
    delays: {
      reopen: REOPEN_AFTER_RECEIVE_MS,
    },
  }).createMachine({
    id: 'documentOpener',
    context: { target: null, next: null, key: 0 },
    initial: 'closed',
    on: {
      OPEN: [
        { guard: 'nothingSelected', target: '.nothingSelected' },
        { target: '.markingRead', actions: assign({ next: ({ event }) => (event.type === 'OPEN' ? event.target : null) }) },
      ],
    },
    states: {
      // No letter shown; the last one's target stays so the modal can play its closing transition.
      closed: {},
      nothingSelected: {
        on: { DISMISS: 'closed' },
      },
      markingRead: {
        invoke: {
          src: 'markRead',
          input: ({ context }) => ({ documentId: context.next!.documentId }),
          onDone: 'shown',
          onError: 'shown',
        },
        on: { CLOSE: 'closed' },
      },
      shown: {
        entry: assign({ target: ({ context }) => context.next ?? context.target, key: ({ context }) => context.key + 1 }),
        on: {
          CLOSE: [{ guard: 'reopens', target: 'reopening' }, { target: 'closed' }],
        },
      },
      reopening: {
        after: { reopen: 'shown' },
        on: { CLOSE: 'closed' },
      },
    },
  }),
);
