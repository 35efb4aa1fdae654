/**
 * Replies asked for before the page's code has loaded. A person who opens the dashboard with a
 * stored session waits for the signed-in layout's chunks and strings; the counts and the newest
 * book rows are requested as the entry script starts, in parallel with those, instead of after
 * them. The first caller of the same call takes the reply; every later caller asks the server
 * again. A refused or failed early call is simply asked again by its caller.
 */
import { ROUTES } from '../portal/routes';
import type { ApiClient } from './client';
import { callRoute, type JsonRouteName, type ReplyOf } from './call-route';

/** The calls a page starts early: those its first paint shows, made without fields. */
export const EARLY_CALLS_BY_PATH: Record<string, readonly JsonRouteName[]> = {
  [ROUTES.portal.path]: ['getTodoLists', 'getDashboard'],
};

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
