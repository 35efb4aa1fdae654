/**
 * Keeps signed-in routes away from anonymous visitors, by the session machine: a quiet
 * loader while the stored session is checked (getInfo), /login for anyone without a
 * session, the page itself once authenticated, and a retry screen when the server did not
 * answer (the stored session is kept for that case). A visitor who came by a link to a letter
 * goes to /login?next=<the link>, and comes back to it once signed in (engine/portal/return-path.ts).
 */
import { lazy, Suspense, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../widgets/session/FullPageLoader';
import { loginPathFor } from '../../engine/portal/return-path';
import { useSession, useSessionState } from '../session/session-context';

// The retry screen loads only when the server did not answer: nobody else ever needs it.
const ServerUnreachable = lazy(() => import('../../widgets/session/ServerUnreachable').then((m) => ({ default: m.ServerUnreachable })));

export function RequireSession() {
  const { send } = useSession();
  // Until the session machine runs, the guard shows the loader as it does while a session is checked.
  // A change is rendered as a deferred value: the signed-in layout and its page are built in
  // slices that give the main thread back in between, not in one long task the moment the
  // session is confirmed (on a phone's CPU that task was a third of a second).
  const state = useDeferredValue(useSessionState((s) => s.value, 'starting'));
  const message = useSessionState((s) => s.context.message, null);
  const { pathname, search } = useLocation();
  if (typeof state === 'object') return <Outlet />;
  if (state === 'unreachable')
    return (
      <Suspense fallback={<FullPageLoader />}>
        <ServerUnreachable message={message} onRetry={() => send({ type: 'RETRY' })} onSignOut={() => send({ type: 'LOGOUT' })} />
      </Suspense>
    );
  if (state === 'anonymous' || state === 'signedOut') return <Navigate to={loginPathFor(pathname, search)} replace />;
  return <FullPageLoader />;
}
