/**
 * The portal route's redirect: `/` with
 * api/view/docId/enc sends the whole browser to `{base}sarabun?...` before the dashboard
 * renders (engine/portal/portal-redirect.ts decides); any other `/` shows the page.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { useHref, useLocation } from 'react-router';
import { portalRedirectUrl } from '../../engine/portal/portal-redirect';
import { ROUTES } from '../../engine/portal/routes';

export function PortalRedirect({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const base = useHref('/');
  // It wraps the session guard (a visitor who is not signed in is sent on too): only the portal route redirects.
  const target = pathname === ROUTES.portal.path ? portalRedirectUrl(search, base) : null;
  useLayoutEffect(() => {
    // replace: Back from the saraban page returns to where the link was, not to this redirect.
    if (target) window.location.replace(target);
  }, [target]);
  // Nothing while the browser leaves (this module sits in the login bundle: no MUI here).
  return target ? null : children;
}
