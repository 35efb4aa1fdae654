/**
 * The client's routes, by the route name the spec and the server's menus use
 * (a menu entry's MENU_ACTION is one of these names; SignedHistory is spelled as the spec does).
 * The router in app/ builds its routes from this table, and the top menu and the user panel
 * link to the same paths, so each path is written here once.
 *
 * public: the page works without a session (the spec's list: login, ig-login, forgot-password,
 * reset-password, register; and verify, so that anyone holding a signed letter can check its
 * signatures without an account); every other route sits behind the session guard.
 * titleKey: the i18n key of the page's title. subPages: the page has nested routes below its
 * path (settings: /settings/{menuID}/...), which the router matches as `<path>/*`.
 * A `:name` segment is filled from the menu entry (menu-links.ts).
 */

export interface RouteEntry {
  path: string;
  public?: true;
  titleKey?: string;
  subPages?: true;
}

export const ROUTES = {
  portal: { path: '/', titleKey: 'route.portal' },
  login: { path: '/login', public: true },
  igencoLogin: { path: '/ig-login', public: true },
  forgotPassword: { path: '/forgot-password', public: true },
  resetPassword: { path: '/reset-password', public: true },
  // The spec names a register route without showing its path or screen; it stays public.
  register: { path: '/register', public: true },
  // Checks the electronic signatures of a PDF letter, for anyone who received one.
  verify: { path: '/verify', public: true, titleKey: 'route.verify' },
  profile: { path: '/profile', titleKey: 'route.profile' },
  accountInformation: { path: '/account-information', titleKey: 'route.accountInformation' },
  accountLineService: { path: '/account-line-service', titleKey: 'route.accountLineService' },
  changePassword: { path: '/change-password', titleKey: 'route.changePassword' },
  systemSetting: { path: '/system-setting', titleKey: 'route.systemSetting' },
  manual: { path: '/manual', titleKey: 'route.manual' },
  manualVideo: { path: '/manual-video', titleKey: 'route.manualVideo' },
  privacyPolicy: { path: '/privacy-policy', titleKey: 'route.privacyPolicy' },
  manualDocumentVideo: { path: '/manual-document-video', titleKey: 'route.manualDocumentVideo' },
  manualDocument: { path: '/manual-document', titleKey: 'route.manualDocument' },
  SignedHistory: { path: '/signed-history', titleKey: 'route.signedHistory' },
  relatedDocument: { path: '/related-document', titleKey: 'route.relatedDocument' },
  mockNotificationSimpleLists: { path: '/mock/notification-simple-lists', titleKey: 'route.mockNotificationSimpleLists' },
  // The bell's 'view all' address (a full-page link); the router sends it on to the workspace's notifications page.
  notificationAll: { path: '/notification-all/:system', titleKey: 'route.notificationAll' },
  settings: { path: '/settings/:menuID', titleKey: 'route.settings', subPages: true },
  // The registry workspace: every work queue with its letters (/sarabun/queue/:code), and where
  // the links of e-mail, LINE, notifications and history land (/sarabun?view=document&docId=).
  sarabun: { path: '/sarabun', titleKey: 'route.sarabun', subPages: true },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;
/** The routes that work without a session. */
export type PublicRouteName = { [N in RouteName]: (typeof ROUTES)[N] extends { public: true } ? N : never }[RouteName];
/** The routes behind the session guard. */
export type SignedInRouteName = Exclude<RouteName, PublicRouteName>;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(ROUTES, value);
}

const isPublic = (name: RouteName): name is PublicRouteName => 'public' in ROUTES[name];

export const PUBLIC_ROUTE_NAMES: readonly PublicRouteName[] = ROUTE_NAMES.filter(isPublic);
export const SIGNED_IN_ROUTE_NAMES: readonly SignedInRouteName[] = ROUTE_NAMES.filter((name): name is SignedInRouteName => !isPublic(name));

/** The paths that work without a session, in the table's order. */
export const PUBLIC_PATH_LIST: readonly string[] = PUBLIC_ROUTE_NAMES.map((name) => ROUTES[name].path);
