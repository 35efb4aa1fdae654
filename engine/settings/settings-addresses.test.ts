/**
 * Every address the portal has below /settings/{menuID}/ is a working page: a declared settings
 * page (top or nested, at its parent's address), or one of the certificate pages. No address is
 * left for "later". The list is the portal's set of settings addresses, which menus and bookmarks of
 * existing users lead to; a page dropped from the declarations fails here.
 */
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_PAGES, certificatePageOf } from './certificate-pages';
import { isTopPage, SETTINGS_PAGES, settingsPageOf } from './settings-pages';

const TOP_ADDRESSES = [
  'manage-admin',
  'role-type',
  'employee-type',
  'employee-information',
  'manage-section',
  'position-information',
  'history-activity',
  'activity-system-log',
  'manage-number-permission',
  'user-account-close-permission',
  'manage-role',
  'sarabun-structure',
  'document-central',
  'manage-book-creation',
  'system-functions',
  'registration-display',
  'registration-book-display',
  'system-manage-book-group',
  'system-category-document-book',
  'document-secret',
  'document-speed',
  'book-send-from',
  'book-send-to',
  'users-group',
  'admin-application',
  'setup-organization',
  'certificate-person-auto',
  'admin-configs',
  'job-type',
  'document-type',
  'certificate-person',
  'certificate-person-request',
  'sign-type',
  'command-type',
  'prefix',
  'setting-notifications',
  'suffix',
  'user-active',
  'setting-modules-notification',
  'setting-modules-notification-lists',
  'line-outbox',
  'DocumentManual',
  'relatedDocuments',
  'serdertype',
  'destruction-committee',
  'account-requests',
];

/** Nested addresses: parent page, segment (then the parent record's id). */
const NESTED_ADDRESSES: [string, string][] = [
  ['registration-book-display', 'manage-columns'],
  ['registration-book-display', 'manage-function-book-display'],
  ['admin-application', 'menu-system'],
  ['users-group', 'menu-permission-group'],
  ['sign-type', 'signTypeGroup'],
];

const CERTIFICATES = new Set(['certificate-person', 'certificate-person-request', 'certificate-person-auto']);

describe('settings addresses', () => {
  it.each(TOP_ADDRESSES)('%s is a declared top page, or a certificate page', (segment) => {
    if (CERTIFICATES.has(segment)) {
      expect(certificatePageOf([segment])?.page.segment).toBe(segment);
      expect(settingsPageOf(segment)).toBeNull();
      return;
    }
    const declaration = settingsPageOf(segment);
    expect(declaration, segment).not.toBeNull();
    expect(isTopPage(declaration!)).toBe(true);
  });

  it.each(NESTED_ADDRESSES)('%s/%s/{id} has a declared page nested under its parent', (parent, segment) => {
    const nested = SETTINGS_PAGES.filter((page) => page.scope?.parent === parent && page.scope.segment === segment);
    expect(nested.length).toBeGreaterThan(0);
  });

  it('has a working page at every certificate address (and a person under certificate-person), none left for later', () => {
    expect(CERTIFICATE_PAGES.map((page) => page.segment).sort()).toEqual([...CERTIFICATES].sort());
    expect(certificatePageOf(['certificate-person', '41'])).toMatchObject({ page: { segment: 'certificate-person' }, personId: 41 });
    expect(certificatePageOf(['certificate-person-request', '41'])).toBeNull();
    expect(certificatePageOf(['certificate-person', 'x'])).toBeNull();
    expect(certificatePageOf(['certificate'])).toBeNull();
  });

  it('declares no top page the portal has no address for', () => {
    const declaredTop = SETTINGS_PAGES.filter(isTopPage).map((page) => page.page);
    expect(declaredTop.filter((page) => !TOP_ADDRESSES.includes(page))).toEqual([]);
  });
});
