/**
 * A link to a letter landing on the workspace (/sarabun?api=…&view=document&docId=…&enc=…,
 * read by engine/portal/workspace-link.ts) opens that letter in the document modal, once: the
 * link's parameters leave the address at once, so a reload or Back does not open it again.
 *
 * - A plain id opens at once; the document modal then shows the server's refusal of a letter
 *   the person may not read, as it does for any letter.
 * - A token is first decoded by the server (get-decode-document-api), which also refuses a
 *   letter the person may not read: its Thai message is shown.
 * - A docId that cannot name a letter shows a message and opens nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentTarget } from '../../engine/portal/document-target';
import { withoutWorkspaceLinkParams, workspaceLinkOf, workspaceLinkTarget } from '../../engine/portal/workspace-link';
import { useCalls } from '../portal/CallsContext';

export type LetterLinkState = { status: 'idle' } | { status: 'opening' } | { status: 'failed'; message: string };

const IDLE: LetterLinkState = { status: 'idle' };

export function useLetterLink(open: (target: DocumentTarget) => Promise<void>): { state: LetterLinkState; dismiss: () => void } {
  const { t } = useTranslation();
  const { portal } = useCalls();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<LetterLinkState>(IDLE);
  const handled = useRef<string | null>(null);
  // Only the latest link may open its letter (a slow decode must not open an older one).
  const latest = useRef(0);

  useEffect(() => {
    const link = workspaceLinkOf(params);
    if (!link) {
      handled.current = null;
      return;
    }
    // StrictMode and the address update both re-run this effect: handle each link once.
    const key = params.toString();
    if (handled.current === key) return;
    handled.current = key;
    const ticket = ++latest.current;
    setParams(withoutWorkspaceLinkParams(params), { replace: true });
    if (link.kind === 'invalid') {
      setState({ status: 'failed', message: t('workspace.badLink') });
      return;
    }
    if (link.kind === 'plain') {
      setState(IDLE);
      void open(workspaceLinkTarget(link.documentId));
      return;
    }
    setState({ status: 'opening' });
    portal.decodeDocument(link.token).then(
      (reply) => {
        if (ticket !== latest.current) return;
        if (reply.status === 'success') {
          setState(IDLE);
          void open(workspaceLinkTarget(reply.item.F_DOC_ID));
        } else {
          // The server's own words (a letter the person may not read, one that is gone, a link
          // that does not decode); a token it refused as malformed input gets ours.
          setState({ status: 'failed', message: (!reply.fields && reply.message) || t('workspace.badLink') });
        }
      },
      () => {
        if (ticket === latest.current) setState({ status: 'failed', message: t('workspace.linkFailed') });
      },
    );
  }, [params, setParams, open, portal, t]);

  return { state, dismiss: () => setState(IDLE) };
}
