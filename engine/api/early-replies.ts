/**
 * Replies asked for before the page's code has loaded. A person who opens the dashboard with a
 * stored session waits for the signed-in layout's chunks and strings; the counts and the newest
 * book rows are requested as the entry script starts, in parallel with those, instead of after
 * them. The first caller of the same call takes the reply; every later caller asks the server
 * again. A refused or failed early call is simply asked again by its caller.
 */
import type { HeadRequest, HeadRequestList } from '../page/head-requests';
import { ROUTES } from '../portal/routes';
import type { ApiClient } from './client';
import { callRoute, type JsonRouteName, type ReplyOf } from './call-route';
import { routeMethod, routePath } from './route-path';
import type { RouteName } from './routes';

/** The calls a page starts early: those its first paint shows, made without fields. */
export const EARLY_CALLS_BY_PATH: Record<string, readonly JsonRouteName[]> = {
  [ROUTES.portal.path]: ['getTodoLists', 'getDashboard'],
};

/** The call that checks a stored session (the identity calls' getInfo). */
const SESSION_CHECK: RouteName = 'getInfo';

/**
 * What the page's first script sends before the entry (engine/page/head-requests.ts): the
 * session check, and each page's early calls, as the build writes them into the page.
 */
export function headRequestListOfRoutes(): HeadRequestList {
  const request = (name: RouteName): HeadRequest => [routeMethod(name), routePath(name)];
  return {
    session: [request(SESSION_CHECK)],
    pages: Object.fromEntries(Object.entries(EARLY_CALLS_BY_PATH).map(([path, names]) => [path, names.map(request)])),
  };
}

export interface EarlyReplies {
  /** The early reply of a call, once; null when there is none (any more). */
  take<N extends JsonRouteName>(name: N): Promise<ReplyOf<N>> | null;
}

export const NO_EARLY_REPLIES: EarlyReplies = { take: () => null };

export function startEarlyReplies(api: ApiClient, names: readonly JsonRouteName[]): EarlyReplies {
  const pending = new Map<JsonRouteName, Promise<unknown>>();
  for (const name of names) {
    const reply = callRoute(api, name);
    // Nobody may take it (the person leaves first): a failure must not become an unhandled rejection.
    reply.catch(() => undefined);
    pending.set(name, reply);
  }
  return {
    take<N extends JsonRouteName>(name: N) {
      const reply = pending.get(name) as Promise<ReplyOf<N>> | undefined;
      pending.delete(name);
      return reply ?? null;
    },
  };
}

/**
 * The early reply when there is one and it succeeded, otherwise a fresh call: an early call made
 * before the session was checked may have been refused (a consent not given yet, a session
 * ended elsewhere), and the caller must see what the server says now.
 */
export function earlyOr<N extends JsonRouteName>(early: EarlyReplies, name: N, call: () => Promise<ReplyOf<N>>): Promise<ReplyOf<N>> {
  const reply = early.take(name);
  if (!reply) return call();
  return reply.then(
    (answer) => ((answer as { status?: string }).status === 'success' ? answer : call()),
    () => call(),
  );
}
