/**
 * Full-page URLs under the configured base (history-mode routing under a base).
 * `base` comes from the boot data and may or may not end in '/'.
 */
export function underBase(base: string, path: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return root + path.replace(/^\/+/, '');
}

/** The in-app path of a browser path name, with the base stripped ('/portal/login' -> '/login'). */
export function appPathOf(base: string, pathname: string): string {
  const root = base.replace(/\/+$/, '');
  const rest = root && pathname.startsWith(root) ? pathname.slice(root.length) : pathname;
  return rest.startsWith('/') ? rest : `/${rest}`;
}
