/**
 * The master layout for signed-in pages, in the user's saved language or the tenant default:
 * the header with the signed-in person, the idle overlay while the session is dimmed or idle,
 * and the PDPA gate.
 */
import { Outlet } from 'react-router';
import { startLanguage } from '../../engine/i18n/language';
import { MasterShell } from '../../widgets/master/MasterShell';
import { usePortal } from '../../widgets/portal/PortalContext';
import { IdleOverlay } from '../../widgets/session/IdleOverlay';
import { CHANGE_PASSWORD_PATH, HOME_PATH } from '../routing/paths';
import { PdpaGate } from '../session/PdpaGate';
import { personOf } from '../session/person';
import { useSession, useSessionState } from '../session/session-context';
import { useDocumentLanguage } from './use-document-language';

export function MasterLayout() {
  const { caps, store } = usePortal();
  const { actor } = useSession();
  const user = useSessionState((s) => s.context.userLogin);
  const resting = useSessionState((s) => s.matches({ authenticated: 'dimmed' }) || s.matches({ authenticated: 'idle' }));
  useDocumentLanguage(startLanguage(caps.language.available, caps.language.default, store.get('lang')));
  return (
    <MasterShell homePath={HOME_PATH} changePasswordPath={CHANGE_PASSWORD_PATH} person={personOf(user)} onSignOut={() => actor.send({ type: 'LOGOUT' })}>
      <Outlet />
      <IdleOverlay open={resting} />
      {user && <PdpaGate agreed={user.userInformation?.F_IS_AGREE_PDPA === 1} />}
    </MasterShell>
  );
}
