/**
 * History-mode router under the configured base (spec section 2): the login layout for the
 * public pages, the session guard + master layout for everything else, and any unknown path
 * redirected to / (which the guard sends on to /login when nobody is signed in).
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '../guards/RequireSession';
import { LoginLayout } from '../layouts/LoginLayout';
import { MasterLayout } from '../layouts/MasterLayout';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { IgLoginPage } from '../pages/IgLoginPage';
import { LoginPage } from '../pages/LoginPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { HOME_PATH, PROTECTED_ROUTES, PUBLIC_PATHS } from './paths';

export const routes: RouteObject[] = [
  {
    element: <LoginLayout />,
    children: [
      { path: PUBLIC_PATHS.login, element: <LoginPage /> },
      { path: PUBLIC_PATHS.igLogin, element: <IgLoginPage /> },
      { path: PUBLIC_PATHS.forgotPassword, element: <ForgotPasswordPage /> },
      { path: PUBLIC_PATHS.resetPassword, element: <ResetPasswordPage /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: <MasterLayout />,
        children: [
          { path: HOME_PATH, element: <PlaceholderPage titleKey="route.portal" /> },
          ...PROTECTED_ROUTES.map(({ path, titleKey }) => ({ path, element: <PlaceholderPage titleKey={titleKey} /> })),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={HOME_PATH} replace /> },
];

/** react-router wants the basename without a trailing slash ('/portal', or '/' at the root). */
export function basenameOf(base: string): string {
  return base.replace(/\/+$/, '') || '/';
}

export function createPortalRouter(base: string) {
  return createBrowserRouter(routes, { basename: basenameOf(base) });
}
