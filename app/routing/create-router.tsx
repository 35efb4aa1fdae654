/**
 * History-mode router under the configured base (spec section 2): the login layout for the
 * public pages (exactly the spec's list), the session guard + master layout for everything else, and any unknown path
 * redirected to / (which the guard sends on to /login when nobody is signed in).
 */
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '../guards/RequireSession';
import { LoginLayout } from '../layouts/LoginLayout';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { IgLoginPage } from '../pages/IgLoginPage';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage } from '../pages/RegisterPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { PortalRedirect } from './PortalRedirect';

// The dashboard (MUI X DataGrid, document modals) is its own chunk: the login page never loads it.
const DashboardPage = lazy(() => import('../pages/DashboardPage'));
// Everything behind the session guard (header, menus, notifications and their MUI parts) is
// split off too, so that the login route stays within its 170 KB budget (npm run check:bundle).
const MasterLayout = lazy(() => import('../layouts/MasterLayout').then((m) => ({ default: m.MasterLayout })));
const ChangePasswordPage = lazy(() => import('../pages/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })));
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage').then((m) => ({ default: m.PlaceholderPage })));
const PrivacyPolicyPage = lazy(() => import('../pages/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
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
    // Links from LINE, e-mail, notifications and history (/?api=&view=document&docId=) go on to
    // the saraban application first, signed in or not (it asks for its own sign-in).
    element: (
      <PortalRedirect>
        <RequireSession />
      </PortalRedirect>
    ),
    children: [
      {
        element: <MasterLayout />,
        children: [
          { path: HOME_PATH, element: <DashboardPage /> },
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
