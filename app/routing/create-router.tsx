/**
 * History-mode router under the configured base, built from the route table
 * of engine/portal/routes.ts: the login layout for its public routes, the session guard +
 * master layout for everything else (each route its own page), and any unknown path redirected
 * to the portal (which the guard sends on to the login page when nobody is signed in).
 */
import { lazy, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PUBLIC_ROUTE_NAMES, ROUTES, SIGNED_IN_ROUTE_NAMES, type PublicRouteName, type RouteName, type SignedInRouteName } from '../../engine/portal/routes';
import { RequireSession } from '../guards/RequireSession';
import { LoginLayout } from '../layouts/LoginLayout';
import { IgLoginPage } from '../pages/IgLoginPage';
import { LoginPage } from '../pages/LoginPage';
import { PortalRedirect } from './PortalRedirect';
import { preloadablePage } from './preloadable-page';

// The public pages other than sign-in (forgotten password, reset, register) load when opened:
// the login route carries only the sign-in form.
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const RegisterPage = lazy(() => import('../pages/RegisterPage').then((m) => ({ default: m.RegisterPage })));
// Checking a signed PDF (public) runs on react-query and waits for the full strings: never in the login chunk.
const VerifyPage = lazy(() => import('../pages/VerifyPage'));
// The dashboard (MUI X DataGrid, document modals) is its own chunk: the login page never loads it.
const dashboardPage = preloadablePage(() => import('../pages/DashboardPage'));
const DashboardPage = dashboardPage.Page;
// The registry workspace (/sarabun) is a chunk of its own too: the dashboard never loads it.
const WorkspacePage = lazy(() => import('../pages/WorkspacePage'));
// The settings (side navigation, record grids and forms) load only when settings are opened.
const SettingsPage = lazy(() => import('../pages/SettingsPage'));
// The person's own record and account (self-service), loaded when opened.
const ProfilePage = lazy(() => import('../pages/ProfilePage'));
const AccountInformationPage = lazy(() => import('../pages/ProfilePage').then((m) => ({ default: m.AccountInformationPage })));
const NotificationAllRedirect = lazy(() => import('../../widgets/workspace/NotificationAllRedirect'));
const NotificationSimpleListPage = lazy(() => import('../pages/NotificationSimpleListPage'));
// Everything behind the session guard (header, menus, notifications and their MUI parts) is
// split off too, so that the login route stays within its 170 KB budget (npm run check:bundle).
const masterLayout = preloadablePage(() => import('../layouts/MasterLayout').then((m) => ({ default: m.MasterLayout })));
const MasterLayout = masterLayout.Page;

/**
 * With a stored session, the signed-in layout (and the dashboard, where most people land) start
 * downloading at once, beside the session check, instead of after it and after each other; once
 * in, they render with the header in one commit instead of behind a loading bar.
 */
export function preloadSignedInPage(appPath: string): void {
  void masterLayout.preload();
  if (appPath === ROUTES.portal.path) void dashboardPage.preload();
}
const ChangePasswordPage = lazy(() => import('../pages/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })));
const PrivacyPolicyPage = lazy(() => import('../pages/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
// Manuals and related documents, for every signed-in person (their own chunk).
const ManualsPage = lazy(() => import('../pages/ManualsPage'));
// The person's own electronic signatures (the grid's chunk is shared with the workspace's tables).
const SignedHistoryPage = lazy(() => import('../../widgets/signing-pages/SignedHistoryPage'));
const LineServicePage = lazy(() => import('../../widgets/line/LineServicePage'));
const PersonalSettingsPage = lazy(() => import('../../widgets/personal/PersonalSettingsPage'));

/** Every public route has its page (the compiler wants one per name). */
const PUBLIC_PAGES: Record<PublicRouteName, ReactElement> = {
  login: <LoginPage />,
  igencoLogin: <IgLoginPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  register: <RegisterPage />,
  verify: <VerifyPage />,
};

/**
 * Every signed-in route has its page (the compiler wants one per name): a route added to the
 * table without one fails the type check instead of going unnoticed.
 */
const SIGNED_IN_PAGES: Record<SignedInRouteName, ReactElement> = {
  portal: <DashboardPage />,
  changePassword: <ChangePasswordPage />,
  privacyPolicy: <PrivacyPolicyPage />,
  sarabun: <WorkspacePage />,
  settings: <SettingsPage />,
  profile: <ProfilePage />,
  accountInformation: <AccountInformationPage />,
  // The bell's 'view all' address has no page of its own: the workspace's notifications tool is it.
  notificationAll: <NotificationAllRedirect />,
  manual: <ManualsPage section="manual" titleKey={ROUTES.manual.titleKey} />,
  manualVideo: <ManualsPage section="manual-video" titleKey={ROUTES.manualVideo.titleKey} />,
  manualDocument: <ManualsPage section="manual-document" titleKey={ROUTES.manualDocument.titleKey} />,
  manualDocumentVideo: <ManualsPage section="manual-document-video" titleKey={ROUTES.manualDocumentVideo.titleKey} />,
  relatedDocument: <ManualsPage section="related-document" titleKey={ROUTES.relatedDocument.titleKey} />,
  // The person's notifications as one plain paged list.
  mockNotificationSimpleLists: <NotificationSimpleListPage />,
  SignedHistory: <SignedHistoryPage />,
  accountLineService: <LineServicePage />,
  systemSetting: <PersonalSettingsPage />,
};

/** A route's path as the router matches it: with its nested sub-pages where it has them. */
function routerPath(name: RouteName): string {
  const route: { path: string; subPages?: true } = ROUTES[name];
  return route.subPages ? `${route.path}/*` : route.path;
}

export const routes: RouteObject[] = [
  {
    element: <LoginLayout />,
    children: PUBLIC_ROUTE_NAMES.map((name) => ({ path: routerPath(name), element: PUBLIC_PAGES[name] })),
  },
  {
    // Links from LINE, e-mail, notifications and history (/?api=&view=document&docId=) go on to
    // the registry workspace (/sarabun) first, signed in or not: a visitor without a session
    // signs in there and comes back to the link.
    element: (
      <PortalRedirect>
        <RequireSession />
      </PortalRedirect>
    ),
    children: [
      {
        element: <MasterLayout />,
        children: SIGNED_IN_ROUTE_NAMES.map((name) => ({ path: routerPath(name), element: SIGNED_IN_PAGES[name] })),
      },
    ],
  },
  { path: '*', element: <Navigate to={ROUTES.portal.path} replace /> },
];

/** react-router wants the basename without a trailing slash ('/portal', or '/' at the root). */
export function basenameOf(base: string): string {
  return base.replace(/\/+$/, '') || '/';
}
