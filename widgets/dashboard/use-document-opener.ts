/**
 * Opening letters from the dashboard (spec section 4 "Opening documents"): mark the letter
 * read (update-read-portal), then show the document modal; a missing selection shows the
 * 'กรุณาเลือกข้อมูล !' warning instead. When the modal closes after an action the dashboard's
 * data refreshes; after a 'received same' close it refreshes and the letter reopens 500 ms later.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterDocumentClose, type DocumentTarget } from '../../engine/portal/document-target';
import type { DocumentModalOutcome } from '../documents/DocumentModal';
import { useCalls } from '../portal/CallsContext';
import { DASHBOARD_QUERY_KEY } from './query-keys';

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
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<OpenedDocument | null>(null);
  const [nothingSelected, setNothingSelected] = useState(false);
  const reopenTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (reopenTimer.current) clearTimeout(reopenTimer.current);
  }, []);

  const open = useCallback(
    async (target: DocumentTarget | null) => {
      if (!target) {
        setNothingSelected(true);
        return;
      }
      try {
        await portal.updateReadPortal(target.documentId);
      } catch {
        // Spec section 8: other request failures are ignored; the letter still opens (the modal reports its own errors).
      }
      setOpened((current) => ({ target, open: true, key: (current?.key ?? 0) + 1 }));
    },
    [portal],
  );

  const close = useCallback(
    (outcome: DocumentModalOutcome) => {
      setOpened((current) => current && { ...current, open: false });
      const next = afterDocumentClose(outcome);
      if (next.refresh) void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
      if (next.reopenAfterMs !== null) {
        if (reopenTimer.current) clearTimeout(reopenTimer.current);
        reopenTimer.current = setTimeout(() => {
          reopenTimer.current = null;
          setOpened((current) => current && { ...current, open: true, key: current.key + 1 });
        }, next.reopenAfterMs);
      }
    },
    [queryClient],
  );

  const dismissWarning = useCallback(() => setNothingSelected(false), []);
  return { opened, nothingSelected, open, close, dismissWarning };
}
