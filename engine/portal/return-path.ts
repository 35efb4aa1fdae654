/**
 * Where a person goes after signing in. A visitor without a session who opens a link to a
 * letter (the registry workspace, /sarabun?view=document&docId=…, or a dashboard notification
 * link, /?t=&d=) is sent to the login page with that address in `next`, and comes back to it
 * once signed in. Other pages start from the portal root after signing in, as they always did.
 *
 * `next` arrives in the address bar, so anyone can write it: it is followed only when it is a
 * path of this application: it starts with exactly one '/', holds no backslash, no control
 * character or space, no '.' or '..' segment (which would climb out of the base), and no
 * public page (the login page would just ask again). Anything else ('//host', '/\host',
 * 'http:…', 'javascript:…') goes to the portal root.
 */
import { notificationLink } from './document-target';
import { PUBLIC_PATH_LIST, ROUTES } from './routes';

/** The login page's query parameter that carries the return path. */
export const RETURN_PARAM = 'next';
/** Longer return paths are refused (no real link is this long). */
export const MAX_RETURN_PATH_LENGTH = 2048;

const PORTAL_ROOT = ROUTES.portal.path;
const WORKSPACE = ROUTES.sarabun.path;

/** Whether the address (in-app path and query) is a link worth coming back to after signing in. */
export function comesBackAfterSignIn(pathname: string, search: string): boolean {
  if (pathname === WORKSPACE || pathname.startsWith(`${WORKSPACE}/`)) return true;
  return pathname === PORTAL_ROOT && notificationLink(new URLSearchParams(search)) !== null;
}

/** The login page for a visitor at this address: with `next` when the address is worth coming back to. */
export function loginPathFor(pathname: string, search: string): string {
  if (!comesBackAfterSignIn(pathname, search)) return ROUTES.login.path;
  return `${ROUTES.login.path}?${new URLSearchParams({ [RETURN_PARAM]: pathname + search }).toString()}`;
}

const isControlOrSpace = (char: string): boolean => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f;
const isDotSegment = (segment: string): boolean => /^(\.|%2e){1,2}$/i.test(segment);

/** The in-app path to go to: `value` when it is a safe path of this application, else the portal root. */
export function safeReturnPath(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return PORTAL_ROOT;
  if (!value.startsWith('/') || value.startsWith('//')) return PORTAL_ROOT;
  // Browsers read '\' as '/' and drop tabs and newlines, which would turn '/\host' or '/\t/host' into '//host'.
  if (value.includes('\\') || [...value].some(isControlOrSpace)) return PORTAL_ROOT;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (pathname.split('/').some(isDotSegment)) return PORTAL_ROOT;
  if (PUBLIC_PATH_LIST.includes(pathname.replace(/\/+$/, ''))) return PORTAL_ROOT;
  // Whatever the rules above missed: resolved against any origin, the path must stay on it.
  try {
    const origin = 'https://portal.invalid';
    if (new URL(value, origin).origin !== origin) return PORTAL_ROOT;
  } catch {
    return PORTAL_ROOT;
  }
  return value;
}

/** The return path the login page's query carries (its `next`), made safe. */
export function returnPathOf(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
