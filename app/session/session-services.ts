/**
 * The session's real I/O, outside React so it can be tested with fakes: one API client whose
 * token comes from the local store, the identity calls, and the machine's storage and
 * navigation actions (bound to the machine in session-machine.ts, which the public pages load
 * only after their first paint).
 *
 * Any call that carried a token and got HTTP 401 means the server ended the session
 * (expired, idle, signed in elsewhere): the listener set with onUnauthorized hears of it
 * and the provider sends UNAUTHORIZED. A 401 without a token (a wrong password) is just
 * an answer, so it is not reported.
 *
 * After signing in the page reloads at the login page's `next` when it is a safe path of the
 * application (engine/portal/return-path.ts), else at the portal root. A session that ends on
 * a link to a letter sends the person to /login?next=<that link>, so they come back to it.
 */
import { createApiClient, type ApiClient } from '../../engine/api/client';
import { EARLY_CALLS_BY_PATH, NO_EARLY_REPLIES, startEarlyReplies, type EarlyReplies } from '../../engine/api/early-replies';
import { identityCalls, type InfoReply, type LoginReply, type UserLogin } from '../../engine/api/identity-calls';
import type { SessionInput } from '../../engine/machines/session.machine';
import { adoptHeadRequests, mayAskEarly } from '../../engine/page/head-requests';
import { loginPathFor, returnPathOf } from '../../engine/portal/return-path';
import type { LocalStore } from '../../engine/storage/local-store';
import { appPathOf, underBase } from './urls';

export interface SessionServicesOptions {
  store: LocalStore;
  /** Base path of the portal (boot data). */
  base: string;
  /** Full-page navigation (window.location.assign in the browser). */
  navigate: (url: string) => void;
  /** True while the browser shows a public page: signing out there needs no trip to /login. */
  onPublicPage: () => boolean;
  /** The browser's address now (window.location unless given): where `next` is read and written. */
  location?: () => { pathname: string; search: string };
  fetch?: typeof fetch;
  now?: () => number;
  /** Where the page's first script left the answers of the calls it sent (the browser's window unless given). */
  window?: Window;
}

/** Epoch ms of a stored expiry, or null when missing or unreadable. */
export function expiryOf(stored: string | null): number | null {
  if (!stored) return null;
  const ms = Date.parse(stored);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The longest a sign-out waits for what must finish before the server ends the session: calls
 * already on their way (answered after the sign-out they would come back 401) and the registered
 * steps (the socket's goodbye). A dead link never keeps the person signed in longer than this.
 */
export const SIGN_OUT_WAIT_MS = 1000;

function carriesToken(init: RequestInit | undefined): boolean {
  return new Headers(init?.headers).has('Authorization');
}

/**
 * With a stored session, the page's first data is asked for now, beside the session check,
 * instead of after the signed-in layout has loaded. Not before PDPA consent: the server
 * refuses every portal call until then.
 */
function earlyRepliesFor(api: ApiClient, store: LocalStore, path: string): EarlyReplies {
  const names = EARLY_CALLS_BY_PATH[path];
  if (!names || !mayAskEarly(store)) return NO_EARLY_REPLIES;
  return startEarlyReplies(api, names);
}

export function createSessionServices(options: SessionServicesOptions) {
  const { store, base, navigate } = options;
  const now = options.now ?? Date.now;
  const location = options.location ?? (() => globalThis.location ?? { pathname: '/', search: '' });
  // The page's first script may have sent the session check and the page's first calls already.
  const head = adoptHeadRequests(options.window ?? globalThis.window, options.fetch ?? globalThis.fetch.bind(globalThis));
  const baseFetch = head.fetch;
  const unauthorizedListeners = new Set<() => void>();
  const signOutSteps = new Set<() => Promise<unknown>>();

  // The calls that carry the token and have not been answered yet (signing out waits for them).
  const callsOnTheirWay = new Set<Promise<unknown>>();
  const watchingFetch: typeof fetch = async (input, init) => {
    const withToken = carriesToken(init);
    const sent = baseFetch(input, init);
    if (withToken) {
      callsOnTheirWay.add(sent);
      void sent.catch(() => undefined).finally(() => callsOnTheirWay.delete(sent));
    }
    const response = await sent;
    if (response.status === 401 && withToken) unauthorizedListeners.forEach((listener) => listener());
    return response;
  };
  // Until none is left: a call started meanwhile (a page still mounting) is waited for too.
  const answered = async (): Promise<void> => {
    while (callsOnTheirWay.size > 0) await Promise.allSettled([...callsOnTheirWay]);
  };

  const api = createApiClient({ getToken: () => store.get('token'), fetch: watchingFetch });
  const calls = identityCalls(api);

  // What the session machine does to the browser (session-machine.ts binds it to the machine).
  const io = {
    persistSession: (reply: LoginReply) => {
      if (reply.success?.token) store.set('token', reply.success.token);
      if (reply.userLogin) store.set('userLogin', reply.userLogin as unknown as Record<string, unknown>);
      if (reply.expires_at) store.set('expires_at', reply.expires_at);
    },
    persistUser: (user: UserLogin) => store.set('userLogin', user as unknown as Record<string, unknown>),
    clearSession: () => store.clearSession(),
    // The page reloads after login, at the return path the login page carries, else at the portal root.
    afterSignIn: () => navigate(underBase(base, returnPathOf(location().search))),
    goToLogin: () => {
      if (options.onPublicPage()) return;
      const { pathname, search } = location();
      navigate(underBase(base, loginPathFor(appPathOf(base, pathname), search)));
    },
  };

  const input: SessionInput = {
    token: store.get('token'),
    userLogin: store.get('userLogin') as UserLogin | null,
    expiresAt: expiryOf(store.get('expires_at')),
    now,
  };

  // With a stored session the check is asked for now, as the entry script starts, beside the
  // signed-in page's chunks, not once the session machine's own chunk has arrived. The machine
  // takes that answer once; a retry asks again.
  let startedCheck: Promise<InfoReply> | null = input.token ? calls.getInfo() : null;
  startedCheck?.catch(() => undefined);
  const checkSession = (): Promise<InfoReply> => {
    const check = startedCheck ?? calls.getInfo();
    startedCheck = null;
    return check;
  };

  // The server ends the session once the calls on their way are answered and the registered
  // steps (the realtime socket's goodbye) have run, or after SIGN_OUT_WAIT_MS; a step that fails
  // does not keep the person signed in.
  const signOut = async (): Promise<unknown> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, SIGN_OUT_WAIT_MS)));
    await Promise.race([Promise.allSettled([answered(), ...[...signOutSteps].map((step) => step())]), cap]);
    clearTimeout(timer);
    return calls.logout();
  };

  const early = earlyRepliesFor(api, store, appPathOf(base, location().pathname));
  // The first calls are on their way (each sends its request as it is called): an answer of the
  // first script's that none of them took is not handed to a later call.
  head.drop();

  return {
    api,
    calls,
    checkSession,
    signOut,
    /** Registers a step that signing out waits for before it calls the server; returns its removal. */
    beforeSignOut(step: () => Promise<unknown>): () => void {
      signOutSteps.add(step);
      return () => signOutSteps.delete(step);
    },
    early,
    io,
    input,
    /** Registers a listener for "the server ended this session"; returns its removal. */
    onUnauthorized(listener: () => void): () => void {
      unauthorizedListeners.add(listener);
      return () => unauthorizedListeners.delete(listener);
    },
  };
}

export type SessionServices = ReturnType<typeof createSessionServices>;
