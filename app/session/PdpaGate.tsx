/**
 * Runs the PDPA machine for the signed-in person: the blocking modal
 * 2 s after the master layout loads when F_IS_AGREE_PDPA is not 1; consent posts and reloads;
 * refusal ends the session on the server, clears stored data and reloads (back to /login).
 * The modal steps aside on the privacy-policy page so the person can read what they accept.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { pdpaMachine } from '../../engine/machines/pdpa.machine';
import { PdpaErrorPopup } from '../../widgets/pdpa/PdpaErrorPopup';
import { PdpaModal } from '../../widgets/pdpa/PdpaModal';
import { usePortal } from '../../widgets/portal/PortalContext';
import { ROUTES } from '../../engine/portal/routes';
import { useSession } from './session-context';

export function PdpaGate({ agreed }: { agreed: boolean }) {
  const { store } = usePortal();
  const { calls } = useSession();
  const { pathname } = useLocation();
  const [machine] = useState(() =>
    pdpaMachine().provide({
      actors: { requestPdpa: fromPromise<{ status: string; message?: string }>(() => calls.requestPdpa()) },
      actions: {
        reload: () => window.location.reload(),
        clearStoredData: () => {
          // keepalive: the sign-out must reach the server although the page reloads at once.
          // The call reads the token before it returns, so clearing right after is safe.
          void calls.logout({ keepalive: true }).catch(() => undefined);
          store.clearAll();
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { agreed } });
  const asking = snapshot.matches('asking') || snapshot.matches('saving');

  return (
    <>
      <PdpaModal
        open={asking && pathname !== ROUTES.privacyPolicy.path}
        saving={snapshot.matches('saving')}
        privacyPolicyPath={ROUTES.privacyPolicy.path}
        onConsent={() => send({ type: 'CONSENT' })}
        onRefuse={() => send({ type: 'REFUSE' })}
      />
      <PdpaErrorPopup message={snapshot.context.error} />
    </>
  );
}
