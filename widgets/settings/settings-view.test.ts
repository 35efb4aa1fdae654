/**
 * What each settings address shows for a person, from the real declarations: the home, a page
 * (with or without writing), a refusal for a declared page without the grant (and everywhere for
 * someone granted nothing), and "not found" for other addresses (nested ones are not built yet).
 */
import { CERTIFICATE_PAGES } from '../../engine/settings/certificate-pages';
import { describe, expect, it } from 'vitest';
import { SETTINGS_GROUPS, SETTINGS_PAGES } from '../../engine/settings/settings-pages';
import { navGroups, settingsView } from './settings-view';

const ADMIN = [
  { page: 'users-group', canWrite: true },
  { page: 'admin-application', canWrite: true },
  { page: 'role-type', canWrite: true },
];
const READER = [{ page: 'role-type', canWrite: false }];

describe('settings addresses', () => {
  it('opens a granted page, read-only when only reading is granted', () => {
    expect(settingsView(['role-type'], ADMIN)).toMatchObject({ kind: 'page', canWrite: true, declaration: { page: 'role-type' } });
    expect(settingsView(['role-type'], READER)).toMatchObject({ kind: 'page', canWrite: false });
  });

  it('refuses a declared page without its grant, and everything to a person granted nothing', () => {
    expect(settingsView(['users-group'], READER)).toMatchObject({ kind: 'refused', declaration: { page: 'users-group' } });
    expect(settingsView(['users-group'], [])).toMatchObject({ kind: 'refused', declaration: { page: 'users-group' } });
    expect(settingsView([], [])).toEqual({ kind: 'refused', declaration: null });
    expect(settingsView(['no-such-page'], [])).toEqual({ kind: 'refused', declaration: null });
  });

  it('shows the home, and "not found" for a page nobody declared and for a nested address nothing is declared at', () => {
    expect(settingsView([], READER)).toEqual({ kind: 'home' });
    expect(settingsView(['no-such-page'], ADMIN)).toEqual({ kind: 'notFound', path: 'no-such-page' });
    expect(settingsView(['users-group', 'no-such-segment', '2'], ADMIN)).toEqual({ kind: 'notFound', path: 'users-group/no-such-segment/2' });
  });

  it('opens the pages nested below a parent record that this person may open, and no nested page on its own', () => {
    const admin = [...ADMIN, { page: 'menu-permission-group', canWrite: true }, { page: 'settings-permission-group', canWrite: false }];
    const view = settingsView(['users-group', 'menu-permission-group', '2'], admin);
    expect(view).toMatchObject({ kind: 'nested', parent: { page: 'users-group' }, parentId: 2 });
    expect(view.kind === 'nested' && view.pages.map(({ declaration, canWrite }) => [declaration.page, canWrite])).toEqual([
      ['menu-permission-group', true],
      ['settings-permission-group', false],
    ]);
    expect(settingsView(['users-group', 'menu-permission-group', '2'], ADMIN)).toMatchObject({
      kind: 'refused',
      declaration: { page: 'menu-permission-group' },
    });
    expect(settingsView(['users-group', 'menu-permission-group', 'abc'], admin)).toMatchObject({ kind: 'notFound' });
    expect(settingsView(['menu-permission-group'], admin)).toMatchObject({ kind: 'notFound' });
    expect(navGroups(admin).flatMap((group) => group.pages.map((entry) => entry.page))).not.toContain('menu-permission-group');
  });

  it('lists the granted pages under their groups in the groups order, leaving the rest out', () => {
    const groups = navGroups(READER);
    expect(groups.map((group) => group.id)).toEqual(SETTINGS_GROUPS.map((group) => group.id));
    // The certificate pages are listed for whoever may open the settings (their calls decide what each may do).
    expect(groups.flatMap((group) => group.pages.map((entry) => entry.page))).toEqual([...CERTIFICATE_PAGES.map((page) => page.segment), 'role-type']);
    expect(
      navGroups(ADMIN)
        .find((group) => group.id === 'permissions')!
        .pages.map((entry) => entry.page),
    ).toEqual(SETTINGS_PAGES.filter((page) => page.group === 'permissions' && ADMIN.some((grant) => grant.page === page.page)).map((page) => page.page));
  });
});
