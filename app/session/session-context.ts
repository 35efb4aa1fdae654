/**
 * What the running session offers to pages: its state and events, and the identity calls
 * made through the same API client (same token, same 401 watch).
 *
 * The session machine (and xstate with it) loads after the first paint on the public pages
 * (SessionProvider.tsx), so until it runs `actor` is null: `send` keeps events for it, and
 * `useSessionState` answers what the caller says the page shows meanwhile.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ApiClient } from '../../engine/api/client';
import type { EarlyReplies } from '../../engine/api/early-replies';
import type { IdentityCalls } from '../../engine/api/identity-calls';
import type { SessionEvent } from '../../engine/machines/session.machine';
import type { SessionActor } from './session-machine';

export type { SessionActor };
export type SessionSnapshot = SnapshotFrom<SessionActor['logic']>;

export interface SessionContextValue {
  /** The running session actor, or null while its machine loads. */
  actor: SessionActor | null;
  /** Sends an event to the session; one sent while the machine loads is delivered once it runs. */
  send: (event: SessionEvent) => void;
  /** The page was opened with a stored session, which the machine checks first once it runs. */
  hasStoredSession: boolean;
  calls: IdentityCalls;
  /** The session's API client, for the signed-in calls (portal, documents). */
  api: ApiClient;
  /** Replies the page asked for as it started (engine/api/early-replies.ts). */
  early: EarlyReplies;
  /** A step that signing out finishes before the server ends the session; returns its removal. */
  beforeSignOut: (step: () => Promise<unknown>) => () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it.');
  return value;
}

/**
 * Re-renders only when the selected part of the session snapshot changes. `select` must answer
 * the same value for the same snapshot (a part of it, or a primitive); `whileLoading` is what
 * the page shows before the machine runs.
 */
export function useSessionState<T>(select: (snapshot: SessionSnapshot) => T, whileLoading: T): T {
  const { actor } = useSession();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => (actor ? select(actor.getSnapshot()) : whileLoading));
}
