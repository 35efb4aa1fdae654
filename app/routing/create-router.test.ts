import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from './create-router';
import { PUBLIC_PATH_LIST } from '../../engine/portal/routes';
import NotificationAllRedirect from '../../widgets/workspace/NotificationAllRedirect';

type Element = { type?: { name?: string }; props?: { children?: unknown } } | undefined;

/** The session guard, or an element wrapping it (the portal redirect wraps it). */
function isGuard(element: unknown): boolean {
  const el = element as Element;
  return el?.type?.name === 'RequireSession' || (el?.props?.children !== undefined && isGuard(el.props.children));
}

/** Every path in a route tree, with whether it sits under the session guard. */
function pathsOf(tree: RouteObject[], guarded = false): { path: string; guarded: boolean }[] {
  return tree.flatMap((route) => {
    const underGuard = guarded || isGuard(route.element);
    const own = route.path ? [{ path: route.path, guarded: underGuard }] : [];
    return [...own, ...pathsOf(route.children ?? [], underGuard)];
  });
}

describe('routes', () => {
  const all = pathsOf(routes);

  it('leaves exactly the public routes without a session (sign-in, passwords, sign-up, and checking a signed PDF)', () => {
    expect(
      all
        .filter((r) => !r.guarded && r.path !== '*')
        .map((r) => r.path)
        .sort(),
    ).toEqual([...PUBLIC_PATH_LIST].sort());
    expect(PUBLIC_PATH_LIST).toEqual(['/login', '/ig-login', '/forgot-password', '/reset-password', '/register', '/verify']);
  });

  it('puts the portal, change password, privacy policy and settings behind the session guard', () => {
    const guarded = all.filter((r) => r.guarded).map((r) => r.path);
    for (const path of ['/', '/change-password', '/privacy-policy', '/profile', '/settings/:menuID/*', '/sarabun/*']) expect(guarded).toContain(path);
  });
});

describe('every portal route resolves', () => {
  const leafOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
  const signedIn = [
    '/',
    '/profile',
    '/account-information',
    '/account-line-service',
    '/change-password',
    '/system-setting',
    '/manual',
    '/manual-video',
    '/privacy-policy',
    '/manual-document-video',
    '/manual-document',
    '/signed-history',
    '/related-document',
    '/mock/notification-simple-lists',
    '/settings/6',
    '/settings/6/manage-admin',
    '/settings/6/serdertype',
    '/settings/6/registration-book-display/manage-columns/3',
    '/settings/6/registration-book-display/manage-function-book-display/3',
    '/settings/6/admin-application/menu-system/2',
    '/settings/6/users-group/menu-permission-group/2',
    '/settings/6/certificate-person/41',
    '/settings/6/sign-type/signTypeGroup/9',
    '/sarabun',
    '/sarabun/queue/unreceived',
    '/sarabun/queue/no-such-queue',
  ];

  it.each(signedIn)('%s has its own route (not the catch-all)', (path) => {
    const leaf = leafOf(path);
    expect(leaf).toBeDefined();
    expect(leaf).not.toBe('*');
  });

  it('/sarabun and its queue pages show the workspace page, not the placeholder of a page still to come', () => {
    const elementOf = (path: string) => (matchRoutes(routes, path)?.at(-1)?.route.element as Element)?.type;
    expect(elementOf('/sarabun')).toBeDefined();
    expect(elementOf('/sarabun/queue/unreceived')).toBe(elementOf('/sarabun'));
    expect(elementOf('/sarabun')).not.toBe(elementOf('/manual'));
    expect(elementOf('/sarabun')).not.toBe(elementOf('/'));
  });

  it('/profile and /account-information show their self-service pages, not the placeholder', () => {
    const elementOf = (path: string) => (matchRoutes(routes, path)?.at(-1)?.route.element as Element)?.type;
    const placeholder = elementOf('/manual');
    expect(elementOf('/profile')).toBeDefined();
    expect(elementOf('/profile')).not.toBe(placeholder);
    expect(elementOf('/account-information')).not.toBe(placeholder);
    expect(elementOf('/account-information')).not.toBe(elementOf('/profile'));
  });

  it("the bell's 'view all' address (/notification-all/saraban) redirects, in place, to the workspace's notifications page", () => {
    const match = matchRoutes(routes, '/notification-all/saraban')?.at(-1);
    expect(match?.route.path).toBe('/notification-all/:system');
    // The page is a lazy chunk (kept out of the sign-in bundle); what it renders is the redirect.
    const redirect = NotificationAllRedirect() as { props: { to?: string; replace?: boolean } };
    expect(redirect.props).toMatchObject({ to: '/sarabun/notifications', replace: true });
  });

  it('an unknown path falls to the catch-all, which redirects to /', () => {
    expect(leafOf('/no-such-page')).toBe('*');
    expect(leafOf('/mock/other')).toBe('*');
    expect(leafOf('/sarabunx')).toBe('*');
  });
});
