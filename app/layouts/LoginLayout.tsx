/**
 * The login layout: a plain wrapper that forces the manifest's login language (Thai) and gives
 * the public pages' frame the links between its modes (sign-in, sign-up, forgotten password).
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoginModes } from '../../widgets/login/LoginModes';
import { LoginModesSlot } from '../../widgets/login/login-modes-slot';
import { usePortal } from '../../widgets/portal/PortalContext';
import { FullPageLoader } from '../../widgets/session/FullPageLoader';
import { useDocumentLanguage } from './use-document-language';

export function LoginLayout() {
  const { caps } = usePortal();
  useDocumentLanguage(caps.login.forceLanguage);
  // The public pages other than sign-in are chunks of their own (create-router.tsx).
  return (
    <LoginModesSlot value={LoginModes}>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </LoginModesSlot>
  );
}
