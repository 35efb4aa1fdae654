/** The login layout: a plain wrapper that forces the manifest's login language (Thai). */
import { Outlet } from 'react-router';
import { usePortal } from '../../widgets/portal/PortalContext';
import { useDocumentLanguage } from './use-document-language';

export function LoginLayout() {
  const { caps } = usePortal();
  useDocumentLanguage(caps.login.forceLanguage);
  return <Outlet />;
}
