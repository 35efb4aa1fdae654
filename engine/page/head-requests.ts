/**
 * Calls sent by the page's first script, before the entry has downloaded. With a stored session
 * the first signed-in paint waits for the session check, and the dashboard for its counts and
 * newest books; asked for by the entry, they start only once its hundred kilobytes have arrived
 * and run, on a phone's link most of a second after the page. The first script sends them at
 * once instead, and the entry's API client adopts each answer in place of sending the same
 * request again.
 *
 * Which calls: the build lists them in a data block of the page (the route table stays the one
 * place a call's method and path are written, and the first script stays a few hundred bytes).
 * The session check goes whenever a token is stored; a page's own calls only where the stored
 * person may already make them (`mayAskEarly`).
 *
 * A request is adopted only when it is the same request: method, address, token, and no body
 * (the calls made early take no fields). Each answer is adopted once; what the entry does not ask
 * for as it starts is dropped, so a later call never gets a stale answer.
 */
import type { LocalStore } from '../storage/local-store';

export const HEAD_REQUESTS_ID = 'head-requests';

/** A call without fields: its method and its path. */
export type HeadRequest = readonly ['GET' | 'POST', string];

export interface HeadRequestList {
  /** Sent whenever a session is stored. */
  session: HeadRequest[];
  /** Sent on a page (its path under the base) when the stored person may ask for its data. */
  pages: Record<string, HeadRequest[]>;
}

const NONE: HeadRequestList = { session: [], pages: {} };

/** The listed calls; none when the page has no list (a development server) or a broken one. */
export function headRequestList(doc: Document): HeadRequestList {
  try {
    const list = JSON.parse(doc.getElementById(HEAD_REQUESTS_ID)?.textContent ?? 'null') as Partial<HeadRequestList> | null;
    if (!list || !Array.isArray(list.session) || typeof list.pages !== 'object' || list.pages === null) return NONE;
    return { session: list.session, pages: list.pages };
  } catch {
    return NONE;
  }
}

/**
 * Whether the stored session may ask for a page's data before it has been checked: a token, and
 * a person who has given PDPA consent (the server refuses every portal call until then).
 */
export function mayAskEarly(store: LocalStore): boolean {
  const user = store.get('userLogin') as { userInformation?: { F_IS_AGREE_PDPA?: unknown } } | null;
  return store.get('token') !== null && user?.userInformation?.F_IS_AGREE_PDPA === 1;
}

/** The calls the first script sends for this page and stored session. */
export function headRequestsFor(list: HeadRequestList, appPath: string, store: LocalStore): HeadRequest[] {
  if (store.get('token') === null) return [];
  return [...list.session, ...(mayAskEarly(store) ? (list.pages[appPath] ?? []) : [])];
}

/** Where the first script leaves its answers for the entry (the two are separate files). */
const HANDOVER = '__portalHeadRequests';
type Handover = Map<string, Promise<Response>>;
type WithHandover = { [HANDOVER]?: Handover };

const keyOf = (method: string, url: string, token: string | null) => `${method} ${url} ${token ?? ''}`;

/**
 * Sends the calls as the API client sends a call without fields (JSON accepted, the bearer token,
 * a POST as an empty form), and leaves the pending answers on `win` for the entry.
 */
export function sendHeadRequests(win: Window, requests: readonly HeadRequest[], token: string, send: typeof fetch = win.fetch.bind(win)): void {
  const handover: Handover = new Map();
  for (const [method, path] of requests) {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    if (method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    const answer = send(path, method === 'POST' ? { method, headers, body: '' } : { method, headers });
    // The entry may never ask for it (the person leaves first): a failure must not go unhandled.
    answer.catch(() => undefined);
    handover.set(keyOf(method, path, token), answer);
  }
  (win as unknown as WithHandover)[HANDOVER] = handover;
}

/**
 * Takes the first script's pending answers off `win`: `fetch` answers a request with its
 * pending answer when it is the same request, once, and sends the rest; `drop` forgets the
 * answers not taken, once the entry has started its own first calls.
 */
export function adoptHeadRequests(win: Window | undefined, send: typeof fetch): { fetch: typeof fetch; drop: () => void } {
  const holder = win as unknown as WithHandover | undefined;
  const pending = holder?.[HANDOVER] ?? new Map<string, Promise<Response>>();
  if (holder) delete holder[HANDOVER];
  const adopting: typeof fetch = (input, init) => {
    if (pending.size > 0 && typeof input === 'string' && (init?.body === undefined || init.body === '')) {
      const authorization = new Headers(init?.headers).get('Authorization');
      const key = keyOf(init?.method ?? 'GET', input, authorization?.replace(/^Bearer /, '') ?? null);
      const answer = pending.get(key);
      if (answer) {
        pending.delete(key);
        return answer;
      }
    }
    return send(input, init);
  };
  return { fetch: adopting, drop: () => pending.clear() };
}
