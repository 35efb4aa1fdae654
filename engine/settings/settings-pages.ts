/**
 * The settings pages: every declaration in engine/settings/pages, once. The server derives each
 * page's calls from it (server/modules/settings) and the client its grid and form, so adding a
 * simple page is adding its declaration here (docs/architecture.md, "Adding a settings page").
 *
 * JSON imports widen string literals, so each declaration is cast to SettingsPage; the test
 * settings-declarations.test.ts validates every file against schemas/settings/settings-page.schema.json
 * and against the database's columns, which is what makes the cast true.
 */
import type { SettingsPage } from '../../schemas/generated/settings/settings-page';
import adminApplication from './pages/admin-application.json' with { type: 'json' };
import manageSection from './pages/manage-section.json' with { type: 'json' };
import roleType from './pages/role-type.json' with { type: 'json' };
import usersGroup from './pages/users-group.json' with { type: 'json' };
import userActive from './pages/user-active.json' with { type: 'json' };

export type { SettingsPage } from '../../schemas/generated/settings/settings-page';

export type SettingsGroupId = SettingsPage['group'];

/** The side navigation's headings, in order. */
export const SETTINGS_GROUPS: readonly { id: SettingsGroupId; titleKey: string }[] = [
  { id: 'organisation', titleKey: 'settings.groups.organisation' },
  { id: 'people', titleKey: 'settings.groups.people' },
  { id: 'permissions', titleKey: 'settings.groups.permissions' },
  { id: 'audit', titleKey: 'settings.groups.audit' },
  { id: 'system', titleKey: 'settings.groups.system' },
];

/** Every settings page, in side-navigation order within its group. */
export const SETTINGS_PAGES: readonly SettingsPage[] = [manageSection, userActive, usersGroup, adminApplication, roleType].map(
  (declaration) => declaration as unknown as SettingsPage,
);

const BY_PAGE = new Map(SETTINGS_PAGES.map((declaration) => [declaration.page, declaration]));

/** The declaration of a page by its route segment; null for a page that is not declared. */
export function settingsPageOf(page: string): SettingsPage | null {
  return BY_PAGE.get(page) ?? null;
}
