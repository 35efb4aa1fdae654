import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from './create-router';
import { PUBLIC_PATH_LIST } from './paths';

/** Every path in a route tree, with whether it sits under the session guard. */
function pathsOf(tree: RouteObject[], guarded = false): { path: string; guarded: boolean }[] {
  return tree.flatMap((route) => {
    const underGuard = guarded || (route.element as { type?: { name?: string } } | undefined)?.type?.name === 'RequireSession';
    const own = route.path ? [{ path: route.path, guarded: underGuard }] : [];
    return [...own, ...pathsOf(route.children ?? [], underGuard)];
  });
}

describe('routes', () => {
  const all = pathsOf(routes);

  it('leaves exactly the spec public routes without a session', () => {
    expect(all.filter((r) => !r.guarded && r.path !== '*').map((r) => r.path).sort()).toEqual([...PUBLIC_PATH_LIST].sort());
    expect(PUBLIC_PATH_LIST).toEqual(['/login', '/ig-login', '/forgot-password', '/reset-password', '/register']);
  });

  it('puts the portal, change password, privacy policy and settings behind the session guard', () => {
    const guarded = all.filter((r) => r.guarded).map((r) => r.path);
    for (const path of ['/', '/change-password', '/privacy-policy', '/profile', '/settings/:menuID/*']) expect(guarded).toContain(path);
  });
});
