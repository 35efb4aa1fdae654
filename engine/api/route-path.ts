/**
 * The client's view of the route table: the method and path of a call, from the compact table
 * `npm run gen:types` writes (schemas/generated/client-routes.ts). The full table
 * (engine/api/routes.ts) stays the one place a call is declared; the browser only loads this
 * projection of it, so the login page does not carry every call's schema names and errors.
 */
import { CLIENT_ROUTES } from '../../schemas/generated/client-routes';
import type { RouteName } from './routes';

/** The method the client sends a call with (POST when the call answers both). */
export function routeMethod(name: RouteName): 'GET' | 'POST' {
  return CLIENT_ROUTES[name][0];
}

/** Whether the call is a write the client may retry with one Idempotency-Key. */
export function isIdempotentRoute(name: RouteName): boolean {
  return CLIENT_ROUTES[name][2] === true;
}

/** Paths of the calls flagged idempotent (a POST to one of them carries an Idempotency-Key). */
export const IDEMPOTENT_PATHS: ReadonlySet<string> = new Set(
  Object.values(CLIENT_ROUTES)
    .filter((route) => route[2] === true)
    .map((route) => route[1]),
);

/** The path of a call with its path parameters filled in (encoded). */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return CLIENT_ROUTES[name][1].replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`routePath(${name}): no value for :${key}`);
    return encodeURIComponent(String(value));
  });
}
