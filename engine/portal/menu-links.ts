/**
 * Top-menu entries: the server's per-user menu gives
 * each entry an action (a route name of routes.ts) plus menuID, a query value and a manage
 * value that go along as route params. The action 'sarabun' is the registry workspace: a
 * full-page link to `{base}sarabun` (the workspace's own page load), as the menu contract says.
 */
import type { MenuItem } from '../api/portal-calls';
import { VIEW_ALL_PATH } from '../notifications/dropdown';
import { withTrailingSlash } from './portal-redirect';
import { isRouteName, ROUTES } from './routes';

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
  if (!isRouteName(item.MENU_ACTION)) return { kind: 'unknown', name: item.MENU_ACTION };
  const params = menuParams(item);
  return { kind: 'route', name: item.MENU_ACTION, path: fillPath(ROUTES[item.MENU_ACTION].path, { ...params }), params };
}

/** A full-page link to an app path ('/login') under the portal base. */
const fullPageHref = (base: string, path: string): string => withTrailingSlash(base) + path.replace(/^\/+/, '');

/** Other full-page links: all notifications, and the login page after logout. */
export const allNotificationsHref = (base: string): string => fullPageHref(base, VIEW_ALL_PATH);
export const afterLogoutHref = (base: string): string => fullPageHref(base, ROUTES.login.path);
