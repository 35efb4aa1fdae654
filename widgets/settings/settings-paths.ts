/**
 * Addresses of the settings pages: the settings home is the menu entry's route
 * (/settings/{menuID}) and each declared page sits below it (/settings/{menuID}/{page}).
 * The menu id rides along unchanged, so a link inside settings keeps the menu entry it came from.
 */
import { ROUTES } from '../../engine/portal/routes';

export const settingsHomePath = (menuID: string): string => ROUTES.settings.path.replace(':menuID', encodeURIComponent(menuID));

export const settingsPagePath = (menuID: string, page: string): string => `${settingsHomePath(menuID)}/${encodeURIComponent(page)}`;

/** The segments below the settings home ('role-type' -> ['role-type']; '' -> []). */
export const settingsSegments = (rest: string | undefined): string[] => (rest ?? '').split('/').filter((segment) => segment !== '');

/** A page nested below a record of its parent page: /settings/{menuID}/{parent}/{segment}/{parentId}. */
export const settingsNestedPath = (menuID: string, parent: string, segment: string, parentId: string | number): string =>
  `${settingsPagePath(menuID, parent)}/${encodeURIComponent(segment)}/${encodeURIComponent(String(parentId))}`;
