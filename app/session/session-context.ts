/**
 * What the running session offers to pages: the session actor (state + events) and the
 * identity calls made through the same API client (same token, same 401 watch).
 */
import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { ApiClient } from '../../engine/api/client';
import type { EarlyReplies } from '../../engine/api/early-replies';
import type { IdentityCalls } from '../../engine/api/identity-calls';
import type { SessionServices } from './session-services';

export type SessionActor = Actor<SessionServices['machine']>;
export type SessionSnapshot = SnapshotFrom<SessionServices['machine']>;

export interface SessionContextValue {
  actor: SessionActor;
  calls: IdentityCalls;
  /** The session's API client, for the signed-in calls (portal, documents). */
  api: ApiClient;
  /** Replies the page asked for as it started (engine/api/early-replies.ts). */
  early: EarlyReplies;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it.');
  return value;
}

/** Re-renders only when the selected part of the session snapshot changes. */
export function useSessionState<T>(select: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSession().actor, select);
}
