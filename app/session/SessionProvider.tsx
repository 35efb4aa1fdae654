/**
 * Runs the one session machine of the page with real I/O (session-services.ts) and feeds it
 * what only the browser knows: activity, waking up, and 401 answers from any call.
 *
 * The machine loads at once when there is a stored session to check or a signed-in page to
 * guard. On a public page without one (the login page, as a first visitor gets it) it is not
 * needed to paint: it loads when the browser is idle after the page, or at the first event sent
 * to it (the person's first move, a submitted form), whichever comes first.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SessionEvent } from '../../engine/machines/session.machine';
import { whenPageIdle } from '../../engine/page/after-load';
import type { LocalStore } from '../../engine/storage/local-store';
import { PUBLIC_PATH_LIST } from '../../engine/portal/routes';
import { trackActivity } from './activity-tracker';
import { SessionContext, type SessionActor } from './session-context';
import { createSessionServices } from './session-services';
import { appPathOf } from './urls';

export interface SessionProviderProps {
  store: LocalStore;
  base: string;
  children: ReactNode;
  /** Loads the session machine's module (a chunk of its own); tests give a failing one. */
  loadMachine?: () => Promise<typeof import('./session-machine')>;
}

const loadSessionMachine = () => import('./session-machine');

export function SessionProvider({ store, base, children, loadMachine = loadSessionMachine }: SessionProviderProps) {
  const onPublicPage = () => PUBLIC_PATH_LIST.includes(appPathOf(base, window.location.pathname));
  const [services] = useState(() => createSessionServices({ store, base, navigate: (url) => window.location.assign(url), onPublicPage }));
  const hasStoredSession = services.input.token !== null;
  const [actor, setActor] = useState<SessionActor | null>(null);
  const waiting = useRef<SessionEvent[]>([]);
  const loading = useRef<Promise<void> | null>(null);

  const start = useCallback(() => {
    loading.current ??= loadMachine().then(
      ({ startSessionActor }) => {
        const started = startSessionActor(services);
        for (const event of waiting.current.splice(0)) started.send(event);
        setActor(started);
      },
      // The chunk did not arrive (a dropped link): the next event sent tries again, and the
      // events waiting so far are delivered then.
      () => void (loading.current = null),
    );
  }, [services, loadMachine]);
  const send = useCallback(
    (event: SessionEvent) => {
      if (actor) return actor.send(event);
      waiting.current.push(event);
      start();
    },
    [actor, start],
  );

  useEffect(() => {
    if (hasStoredSession || !onPublicPage()) start();
    else return whenPageIdle(start);
    // Decided once, for the page as it was opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);
  useEffect(() => () => void actor?.stop(), [actor]);
  useEffect(() => services.onUnauthorized(() => send({ type: 'UNAUTHORIZED' })), [services, send]);
  useEffect(
    () =>
      trackActivity({
        win: window,
        doc: document,
        onActivity: () => send({ type: 'ACTIVITY' }),
        onWake: () => send({ type: 'WAKE' }),
      }),
    [send],
  );

  const value = useMemo(
    () => ({ actor, send, hasStoredSession, calls: services.calls, api: services.api, early: services.early, beforeSignOut: services.beforeSignOut }),
    [actor, send, hasStoredSession, services],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
