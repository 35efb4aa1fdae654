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
import activitySystemLog from './pages/activity-system-log.json' with { type: 'json' };
import adminApplication from './pages/admin-application.json' with { type: 'json' };
import employeeInformation from './pages/employee-information.json' with { type: 'json' };
import accountRequests from './pages/account-requests.json' with { type: 'json' };
import historyActivity from './pages/history-activity.json' with { type: 'json' };
import employeeType from './pages/employee-type.json' with { type: 'json' };
import manageAdmin from './pages/manage-admin.json' with { type: 'json' };
import manageRole from './pages/manage-role.json' with { type: 'json' };
import manageSection from './pages/manage-section.json' with { type: 'json' };
import menuPermissionGroup from './pages/menu-permission-group.json' with { type: 'json' };
import menuSystem from './pages/menu-system.json' with { type: 'json' };
import positionInformation from './pages/position-information.json' with { type: 'json' };
import roleType from './pages/role-type.json' with { type: 'json' };
import sarabunStructure from './pages/sarabun-structure.json' with { type: 'json' };
import setupOrganization from './pages/setup-organization.json' with { type: 'json' };
import settingsPermissionGroup from './pages/settings-permission-group.json' with { type: 'json' };
import groupMembers from './pages/group-members.json' with { type: 'json' };
import adminConfigs from './pages/admin-configs.json' with { type: 'json' };
import documentManual from './pages/DocumentManual.json' with { type: 'json' };
import relatedDocuments from './pages/relatedDocuments.json' with { type: 'json' };
import systemFunctions from './pages/system-functions.json' with { type: 'json' };
import usersGroup from './pages/users-group.json' with { type: 'json' };
import userActive from './pages/user-active.json' with { type: 'json' };
import userAccountClosePermission from './pages/user-account-close-permission.json' with { type: 'json' };
// The letter vocabularies (group vocabulary).
import documentType from './pages/document-type.json' with { type: 'json' };
import systemCategoryDocumentBook from './pages/system-category-document-book.json' with { type: 'json' };
import systemManageBookGroup from './pages/system-manage-book-group.json' with { type: 'json' };
import documentSpeed from './pages/document-speed.json' with { type: 'json' };
import documentSecret from './pages/document-secret.json' with { type: 'json' };
import serdertype from './pages/serdertype.json' with { type: 'json' };
import bookSendFrom from './pages/book-send-from.json' with { type: 'json' };
import bookSendTo from './pages/book-send-to.json' with { type: 'json' };
import commandType from './pages/command-type.json' with { type: 'json' };
import jobType from './pages/job-type.json' with { type: 'json' };
import signType from './pages/sign-type.json' with { type: 'json' };
import signTypeGroup from './pages/signTypeGroup.json' with { type: 'json' };
// Who is notified of what, through which channel (group notifications).
import settingModulesNotification from './pages/setting-modules-notification.json' with { type: 'json' };
import settingModulesNotificationLists from './pages/setting-modules-notification-lists.json' with { type: 'json' };
import settingNotifications from './pages/setting-notifications.json' with { type: 'json' };
import lineOutbox from './pages/line-outbox.json' with { type: 'json' };
// Registers and numbering (group registers).
import prefix from './pages/prefix.json' with { type: 'json' };
import suffix from './pages/suffix.json' with { type: 'json' };
import documentCentral from './pages/document-central.json' with { type: 'json' };
import manageBookCreation from './pages/manage-book-creation.json' with { type: 'json' };
import manageNumberPermission from './pages/manage-number-permission.json' with { type: 'json' };
import registrationDisplay from './pages/registration-display.json' with { type: 'json' };
import registrationBookDisplay from './pages/registration-book-display.json' with { type: 'json' };
import manageColumns from './pages/manage-columns.json' with { type: 'json' };
import manageFunctionBookDisplay from './pages/manage-function-book-display.json' with { type: 'json' };
// Records after a matter is closed (group registers).
import destructionCommittee from './pages/destruction-committee.json' with { type: 'json' };

export type { SettingsPage } from '../../schemas/generated/settings/settings-page';

export type SettingsGroupId = SettingsPage['group'];

/** The side navigation's headings, in order. */
export const SETTINGS_GROUPS: readonly { id: SettingsGroupId; titleKey: string }[] = [
  { id: 'organisation', titleKey: 'settings.groups.organisation' },
  { id: 'people', titleKey: 'settings.groups.people' },
  { id: 'vocabulary', titleKey: 'settings.groups.vocabulary' },
  { id: 'registers', titleKey: 'settings.groups.registers' },
  { id: 'notifications', titleKey: 'settings.groups.notifications' },
  { id: 'manuals', titleKey: 'settings.groups.manuals' },
  { id: 'permissions', titleKey: 'settings.groups.permissions' },
  { id: 'audit', titleKey: 'settings.groups.audit' },
  { id: 'system', titleKey: 'settings.groups.system' },
];

/** Every settings page, in side-navigation order within its group. */
export const SETTINGS_PAGES: readonly SettingsPage[] = withDeclaredChoices(
  [
    setupOrganization,
    manageSection,
    sarabunStructure,
    employeeInformation,
    accountRequests,
    employeeType,
    positionInformation,
    documentType,
    systemCategoryDocumentBook,
    systemManageBookGroup,
    documentSpeed,
    documentSecret,
    serdertype,
    bookSendFrom,
    bookSendTo,
    commandType,
    jobType,
    signType,
    signTypeGroup,
    documentCentral,
    manageBookCreation,
    prefix,
    suffix,
    manageNumberPermission,
    registrationDisplay,
    registrationBookDisplay,
    manageColumns,
    manageFunctionBookDisplay,
    destructionCommittee,
    settingModulesNotification,
    settingModulesNotificationLists,
    settingNotifications,
    lineOutbox,
    documentManual,
    relatedDocuments,
    manageRole,
    manageAdmin,
    userActive,
    userAccountClosePermission,
    usersGroup,
    menuPermissionGroup,
    settingsPermissionGroup,
    groupMembers,
    adminApplication,
    menuSystem,
    roleType,
    historyActivity,
    activitySystemLog,
    systemFunctions,
    adminConfigs,
  ]
    .map((declaration) => declaration as unknown as SettingsPage)
    // Group by group, in the side navigation's order (a stable sort keeps the order above within a group).
    .sort((a, b) => groupOrder(a.group) - groupOrder(b.group)),
);

const BY_PAGE = new Map(SETTINGS_PAGES.map((declaration) => [declaration.page, declaration]));

/** The declaration of a page by its route segment; null for a page that is not declared. */
export function settingsPageOf(page: string): SettingsPage | null {
  return BY_PAGE.get(page) ?? null;
}

/** A page with a scope is nested under a record of its parent page; the side navigation lists only the others. */
export function isTopPage(declaration: SettingsPage): boolean {
  return declaration.scope === undefined;
}

/** The pages shown at one nested address (/{parent}/{segment}/{id}), in registry order; empty when none. */
export function nestedPagesOf(parent: string, segment: string): SettingsPage[] {
  return SETTINGS_PAGES.filter((declaration) => declaration.scope?.parent === parent && declaration.scope.segment === segment);
}

/** The nested addresses below a page's records (one per segment), each with its pages. */
export function nestedSegmentsOf(parent: string): { segment: string; pages: SettingsPage[] }[] {
  const segments = [...new Set(SETTINGS_PAGES.filter((declaration) => declaration.scope?.parent === parent).map((declaration) => declaration.scope!.segment))];
  return segments.map((segment) => ({ segment, pages: nestedPagesOf(parent, segment) }));
}

/**
 * The settings permission keys a permission group may be granted (enumOf 'settings-permissions'):
 * every key a top page declares for reading or writing, in registry order, each with the title
 * of the first page declaring it (a nested page uses its parent's keys, so it adds none).
 */
export function settingsPermissionChoices(pages: readonly SettingsPage[] = SETTINGS_PAGES): { key: string; titleKey: string }[] {
  const choices = new Map<string, string>();
  for (const declaration of pages.filter(isTopPage)) {
    for (const key of [declaration.permission.read, declaration.permission.write]) if (!choices.has(key)) choices.set(key, declaration.titleKey);
  }
  return [...choices].map(([key, titleKey]) => ({ key, titleKey }));
}

/** The i18n key of a permission key's title (the page declaring it); null for a key no page declares. */
export function settingsPermissionTitleKey(key: unknown): string | null {
  return settingsPermissionChoices().find((choice) => choice.key === key)?.titleKey ?? null;
}

/** Fills each field's enum that names its source (enumOf) from the declarations, so server and form both see a plain enum. */
function groupOrder(group: SettingsGroupId): number {
  return SETTINGS_GROUPS.findIndex(({ id }) => id === group);
}

function withDeclaredChoices(pages: SettingsPage[]): SettingsPage[] {
  const keys = settingsPermissionChoices(pages).map((choice) => choice.key);
  return pages.map((declaration) => {
    const properties = declaration.record.schema.properties;
    if (!Object.values(properties).some((property) => property.enumOf === 'settings-permissions')) return declaration;
    const filled = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, property.enumOf === 'settings-permissions' ? { ...property, enum: keys } : property]),
    );
    return { ...declaration, record: { ...declaration.record, schema: { ...declaration.record.schema, properties: filled } } };
  });
}
