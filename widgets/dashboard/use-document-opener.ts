/**
 * Opening letters from the dashboard, as the document opener machine runs it
 * (engine/machines/document-opener.machine.ts): mark read, show the modal, warn when nothing
 * is selected, and reopen a received letter 500 ms later.
 * This hook only supplies the machine's calls and turns its state into what the dashboard renders.
 */
import { useCallback, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { documentOpenerMachine } from '../../engine/machines/document-opener.machine';
import type { DocumentTarget } from '../../engine/portal/document-target';
import type { DocumentModalOutcome } from '../documents/DocumentModal';
import { useCalls } from '../portal/CallsContext';

export interface OpenedDocument {
  target: DocumentTarget;
  open: boolean;
  /** Changes on every (re)open, so the modal mounts afresh and loads the letter again. */
  key: number;
}

export interface DocumentOpener {
  opened: OpenedDocument | null;
  nothingSelected: boolean;
  open: (target: DocumentTarget | null) => Promise<void>;
  close: (outcome: DocumentModalOutcome) => void;
  dismissWarning: () => void;
}

export function useDocumentOpener(): DocumentOpener {
  const { portal } = useCalls();
  // One machine per mount: useMachine keeps the first logic, so the calls it closes over are the first render's.
  const [snapshot, send] = useMachine(
    documentOpenerMachine().provide({
      actors: { markRead: fromPromise(({ input }) => portal.updateReadPortal(input.documentId)) },
    }),
  );

  const open = useCallback(async (target: DocumentTarget | null) => send({ type: 'OPEN', target }), [send]);
  const close = useCallback((outcome: DocumentModalOutcome) => send({ type: 'CLOSE', outcome }), [send]);
  const dismissWarning = useCallback(() => send({ type: 'DISMISS' }), [send]);

  const { target, key } = snapshot.context;
  const shown = snapshot.matches('shown');
  const opened = useMemo(() => (target ? { target, open: shown, key } : null), [target, key, shown]);
  return { opened, nothingSelected: snapshot.matches('nothingSelected'), open, close, dismissWarning };
}
