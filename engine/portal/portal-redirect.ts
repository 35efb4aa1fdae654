/**
 * Portal redirect. Links in LINE messages,
 * e-mails, notifications and the history page point at the portal route `/` with
 * `api`, `view` and `docId`; the portal sends the whole browser on to the saraban
 * workspace at `{base}sarabun` with the same parameters, which opens the letter. Anything else stays on the portal.
 */
export const REDIRECT_APIS = ['line', 'email', 'notification', 'history'] as const;
export type RedirectApi = (typeof REDIRECT_APIS)[number];
/** The only view the registry workspace opens from a link. */
export const REDIRECT_VIEW = 'document';

function isRedirectApi(value: string | null): value is RedirectApi {
  return (REDIRECT_APIS as readonly string[]).includes(value ?? '');
}

/** The history base always ends with '/', so '{base}sarabun' is a path and never 'portalsarabun'. */
export function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * Parameters of the redirect, or null when the portal should stay.
 * - email, notification, history: always carry `enc`: 'y' only when the incoming enc is
 *   exactly 'y' (the id is encoded), else 'n'; an absent docId is passed on as empty so the
 *   saraban side answers "document not found" itself, as existing clients of the portal contract do.
 * - line: only with a docId, and without `enc` (LINE links always carry the plain id).
 */
export function portalRedirectParams(query: URLSearchParams): URLSearchParams | null {
  const api = query.get('api');
  if (!isRedirectApi(api) || query.get('view') !== REDIRECT_VIEW) return null;
  const docId = query.get('docId') ?? '';
  if (api === 'line') {
    if (!docId) return null;
    return new URLSearchParams({ api, view: REDIRECT_VIEW, docId });
  }
  return new URLSearchParams({ api, view: REDIRECT_VIEW, docId, enc: query.get('enc') === 'y' ? 'y' : 'n' });
}

/** The full-page URL `{base}sarabun?...` for the query string of `/`, or null to stay on the portal. */
export function portalRedirectUrl(search: string | URLSearchParams, base: string): string | null {
  const params = portalRedirectParams(typeof search === 'string' ? new URLSearchParams(search) : search);
  return params ? `${withTrailingSlash(base)}sarabun?${params.toString()}` : null;
}
