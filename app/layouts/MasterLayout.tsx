/** The master layout for signed-in pages, in the user's saved language or the tenant default. */
import { Outlet, useNavigate } from 'react-router';
import { startLanguage } from '../../engine/i18n/language';
import { MasterShell } from '../../widgets/master/MasterShell';
import { usePortal } from '../../widgets/portal/PortalContext';
import { HOME_PATH, PUBLIC_PATHS } from '../routing/paths';
import { useDocumentLanguage } from './use-document-language';

export function MasterLayout() {
  const { caps, store } = usePortal();
  const navigate = useNavigate();
  useDocumentLanguage(startLanguage(caps.language.available, caps.language.default, store.get('lang')));
  const signOut = () => {
    store.clearSession();
    void navigate(PUBLIC_PATHS.login, { replace: true });
  };
  return (
    <MasterShell homePath={HOME_PATH} onSignOut={signOut}>
      <Outlet />
    </MasterShell>
  );
}
