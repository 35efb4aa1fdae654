/**
 * History-mode router under the configured base (spec section 2): the login layout for the
 * public pages (exactly the spec's list), the session guard + master layout for everything else, and any unknown path
 * redirected to / (which the guard sends on to /login when nobody is signed in).
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '../guards/RequireSession';
import { LoginLayout } from '../layouts/LoginLayout';
import { MasterLayout } from '../layouts/MasterLayout';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { IgLoginPage } from '../pages/IgLoginPage';
import { LoginPage } from '../pages/LoginPage';
import { ChangePasswordPage } from '../pages/ChangePasswordPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage';
import { RegisterPage } from '../pages/RegisterPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { CHANGE_PASSWORD_PATH, HOME_PATH, PRIVACY_POLICY_PATH, PROTECTED_ROUTES, PUBLIC_PATHS } from './paths';

export const routes: RouteObject[] = [
  {
    element: <LoginLayout />,
    children: [
      { path: PUBLIC_PATHS.login, element: <LoginPage /> },
      { path: PUBLIC_PATHS.igLogin, element: <IgLoginPage /> },
      { path: PUBLIC_PATHS.forgotPassword, element: <ForgotPasswordPage /> },
      { path: PUBLIC_PATHS.resetPassword, element: <ResetPasswordPage /> },
      { path: PUBLIC_PATHS.register, element: <RegisterPage /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: <MasterLayout />,
        children: [
          { path: HOME_PATH, element: <PlaceholderPage titleKey="route.portal" /> },
          { path: CHANGE_PASSWORD_PATH, element: <ChangePasswordPage /> },
          { path: PRIVACY_POLICY_PATH, element: <PrivacyPolicyPage /> },
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
