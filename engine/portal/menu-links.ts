/**
 * Top-menu entries (spec section 2, "Top menu and links"): the server's per-user menu gives
 * each entry an action (a route name) plus menuID, a query value and a manage value that go
 * along as route params. The action 'sarabun' is the separate saraban application: a
 * full-page link to `{base}sarabun`, not a client route.
 */
import type { MenuItem } from '../api/portal-calls';
import { withTrailingSlash } from './portal-redirect';

/** Route names of spec section 2 and their paths; `:menuID` is filled from the menu entry. */
export const ROUTE_PATHS: Readonly<Record<string, string>> = {
  portal: '/',
  login: '/login',
  igencoLogin: '/ig-login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  register: '/register',
  profile: '/profile',
  accountInformation: '/account-information',
  accountLineService: '/account-line-service',
  changePassword: '/change-password',
  systemSetting: '/system-setting',
  manual: '/manual',
  manualVideo: '/manual-video',
  privacyPolicy: '/privacy-policy',
  manualDocumentVideo: '/manual-document-video',
  manualDocument: '/manual-document',
  SignedHistory: '/signed-history',
  relatedDocument: '/related-document',
  mockNotificationSimpleLists: '/mock/notification-simple-lists',
  settings: '/settings/:menuID',
};

export const FULL_PAGE_ACTION = 'sarabun';

export interface MenuRouteParams {
  menuID: string;
  query: string;
  manage: string;
}

export type MenuLink =
  /** A client route: `path` has the params filled in; query/manage ride along for the page. */
  | { kind: 'route'; name: string; path: string; params: MenuRouteParams }
  /** A whole-page navigation (window.location), outside the client router. */
  | { kind: 'fullPage'; href: string }
  /** An action this portal has no route for: the menu leaves it out rather than linking nowhere. */
  | { kind: 'unknown'; name: string };

export function menuParams(item: MenuItem): MenuRouteParams {
  return { menuID: String(item.MENU_ID), query: String(item.PM_QUERY), manage: String(item.PM_MANAGE) };
}

/** Fills `:param` segments of a path template (URL-encoded). */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}

export function menuLink(item: MenuItem, base: string): MenuLink {
  if (item.MENU_ACTION === FULL_PAGE_ACTION) return { kind: 'fullPage', href: `${withTrailingSlash(base)}sarabun` };
  const template = Object.hasOwn(ROUTE_PATHS, item.MENU_ACTION) ? ROUTE_PATHS[item.MENU_ACTION] : undefined;
  if (template === undefined) return { kind: 'unknown', name: item.MENU_ACTION };
  const params = menuParams(item);
  return { kind: 'route', name: item.MENU_ACTION, path: fillPath(template, { ...params }), params };
}

/** Other full-page links of spec section 2. */
export const allNotificationsHref = (base: string): string => `${withTrailingSlash(base)}notification-all/saraban`;
export const afterLogoutHref = (base: string): string => `${withTrailingSlash(base)}login`;
