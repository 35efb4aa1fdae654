/**
 * Route paths of spec section 2. Public routes work without a session (exactly the spec's
 * list: login, ig-login, forgot-password, reset-password, register); every other route sits
 * behind the session guard. Titles are i18n keys under `route.`.
 */
export const PUBLIC_PATHS = {
  login: '/login',
  igLogin: '/ig-login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  // The spec names a register route without showing its path or screen; it stays public.
  register: '/register',
} as const;

export const PUBLIC_PATH_LIST: readonly string[] = Object.values(PUBLIC_PATHS);

export const HOME_PATH = '/';
export const CHANGE_PASSWORD_PATH = '/change-password';
export const PRIVACY_POLICY_PATH = '/privacy-policy';

/** Signed-in routes (master layout) shown as placeholders until their issue, with the i18n key of their title. */
export const PROTECTED_ROUTES: readonly { path: string; titleKey: string }[] = [
  { path: '/profile', titleKey: 'route.profile' },
  { path: '/account-information', titleKey: 'route.accountInformation' },
  { path: '/account-line-service', titleKey: 'route.accountLineService' },
  { path: '/system-setting', titleKey: 'route.systemSetting' },
  { path: '/manual', titleKey: 'route.manual' },
  { path: '/manual-video', titleKey: 'route.manualVideo' },
  { path: '/manual-document-video', titleKey: 'route.manualDocumentVideo' },
  { path: '/manual-document', titleKey: 'route.manualDocument' },
  { path: '/signed-history', titleKey: 'route.signedHistory' },
  { path: '/related-document', titleKey: 'route.relatedDocument' },
  { path: '/mock/notification-simple-lists', titleKey: 'route.mockNotificationSimpleLists' },
  // Settings sub-pages and their nested routes all live under /settings/{menuID}/...
  { path: '/settings/:menuID/*', titleKey: 'route.settings' },
];
