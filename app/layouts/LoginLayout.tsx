/** The login layout: a plain wrapper that forces the manifest's login language (Thai). */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { usePortal } from '../../widgets/portal/PortalContext';
import { FullPageLoader } from '../../widgets/session/FullPageLoader';
import { useDocumentLanguage } from './use-document-language';

export function LoginLayout() {
  const { caps } = usePortal();
  useDocumentLanguage(caps.login.forceLanguage);
  // The public pages other than sign-in are chunks of their own (create-router.tsx).
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  );
}
