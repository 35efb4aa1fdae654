/**
 * What an address below the settings shows, from the declarations and the pages the server
 * says this person may open: the home, a page (read-only or writable), a refusal (a declared page
 * without the permission, or any settings address for a person who may open none), or "not
 * found" (a segment no declaration answers, or a nested address not built yet).
 */
import { SETTINGS_GROUPS, SETTINGS_PAGES, settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import type { GrantedPage } from './settings-queries';
import type { SettingsNavGroup } from './SettingsNav';

export type SettingsView =
  | { kind: 'home' }
  | { kind: 'page'; declaration: SettingsPage; canWrite: boolean }
  | { kind: 'refused'; declaration: SettingsPage | null }
  | { kind: 'notFound'; path: string };

export function settingsView(segments: readonly string[], granted: readonly GrantedPage[]): SettingsView {
  const declaration = segments.length === 1 ? settingsPageOf(segments[0]!) : null;
  if (granted.length === 0) return { kind: 'refused', declaration };
  if (segments.length === 0) return { kind: 'home' };
  if (!declaration) return { kind: 'notFound', path: segments.join('/') };
  const grant = granted.find((entry) => entry.page === declaration.page);
  return grant ? { kind: 'page', declaration, canWrite: grant.canWrite } : { kind: 'refused', declaration };
}

/** The navigation's groups in order, each with the declared pages this person may open, in the registry's order. */
export function navGroups(granted: readonly GrantedPage[]): SettingsNavGroup[] {
  const open = new Set(granted.map((entry) => entry.page));
  return SETTINGS_GROUPS.map((group) => ({
    ...group,
    pages: SETTINGS_PAGES.filter((declaration) => declaration.group === group.id && open.has(declaration.page)).map(({ page, titleKey }) => ({
      page,
      titleKey,
    })),
  }));
}
