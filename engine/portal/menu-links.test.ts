import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../api/portal-calls';
import { afterLogoutHref, allNotificationsHref, fillPath, menuLink } from './menu-links';

const item = (action: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  MENU_ID: 6,
  MENU_ACTION: action,
  MENU_ICON: 'Settings',
  MENU_NAME_ENG: `menu.${action}`,
  PM_QUERY: 1,
  PM_MANAGE: 0,
  ...extra,
});

describe('menu links', () => {
  it('action sarabun is a full-page link to {base}sarabun', () => {
    expect(menuLink(item('sarabun'), '/')).toEqual({ kind: 'fullPage', href: '/sarabun' });
    expect(menuLink(item('sarabun'), '/portal')).toEqual({ kind: 'fullPage', href: '/portal/sarabun' });
  });

  it('a route action carries menuID, query and manage as params', () => {
    expect(menuLink(item('manual', { MENU_ID: 5, PM_QUERY: 1, PM_MANAGE: 1 }), '/')).toEqual({
      kind: 'route',
      name: 'manual',
      path: '/manual',
      params: { menuID: '5', query: '1', manage: '1' },
    });
  });

  it('settings puts the menuID into its path', () => {
    const link = menuLink(item('settings', { MENU_ID: 12 }), '/');
    expect(link).toMatchObject({ kind: 'route', path: '/settings/12' });
  });

  it('route names are case-sensitive as the server menus write them (SignedHistory)', () => {
    expect(menuLink(item('SignedHistory'), '/')).toMatchObject({ kind: 'route', path: '/signed-history' });
    expect(menuLink(item('signedHistory'), '/')).toEqual({ kind: 'unknown', name: 'signedHistory' });
  });

  it('an unknown action (or an Object prototype name) is reported as unknown', () => {
    expect(menuLink(item('reports'), '/')).toEqual({ kind: 'unknown', name: 'reports' });
    expect(menuLink(item('toString'), '/')).toEqual({ kind: 'unknown', name: 'toString' });
  });

  it('fillPath encodes values', () => {
    expect(fillPath('/settings/:menuID', { menuID: 'a/b' })).toBe('/settings/a%2Fb');
  });

  it('all-notifications and after-logout pages are full-page links under the base', () => {
    expect(allNotificationsHref('/')).toBe('/notification-all/saraban');
    expect(afterLogoutHref('/app/')).toBe('/app/login');
  });
});
