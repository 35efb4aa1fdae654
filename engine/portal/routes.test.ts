import { describe, expect, it } from 'vitest';
import { isRouteName, PUBLIC_PATH_LIST, ROUTE_NAMES, ROUTES, SIGNED_IN_ROUTE_NAMES } from './routes';

describe('route table', () => {
  it('gives every route its own absolute path', () => {
    const paths = ROUTE_NAMES.map((name) => ROUTES[name].path);
    expect(paths.every((path) => path.startsWith('/'))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('splits public and signed-in routes', () => {
    expect(PUBLIC_PATH_LIST).toEqual(['/login', '/ig-login', '/forgot-password', '/reset-password', '/register', '/verify']);
    expect(SIGNED_IN_ROUTE_NAMES).toContain('portal');
    expect(SIGNED_IN_ROUTE_NAMES).not.toContain('login');
  });

  it('has the registry workspace behind the session, with its queue pages below it', () => {
    expect(ROUTES.sarabun).toEqual({ path: '/sarabun', titleKey: 'route.sarabun', subPages: true });
    expect(SIGNED_IN_ROUTE_NAMES).toContain('sarabun');
  });

  it('knows route names case-sensitively, not Object prototype names', () => {
    expect(isRouteName('SignedHistory')).toBe(true);
    expect(isRouteName('signedHistory')).toBe(false);
    expect(isRouteName('toString')).toBe(false);
  });
});
