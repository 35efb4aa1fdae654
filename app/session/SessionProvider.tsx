/**
 * Runs the one session machine of the page with real I/O (session-services.ts) and feeds it
 * what only the browser knows: activity, waking up, and 401 answers from any call.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { LocalStore } from '../../engine/storage/local-store';
import { PUBLIC_PATH_LIST } from '../../engine/portal/routes';
import { trackActivity } from './activity-tracker';
import { SessionContext } from './session-context';
import { createSessionServices } from './session-services';
import { appPathOf } from './urls';

export interface SessionProviderProps {
  store: LocalStore;
  base: string;
  children: ReactNode;
}

export function SessionProvider({ store, base, children }: SessionProviderProps) {
  const [services] = useState(() =>
    createSessionServices({
      store,
      base,
      navigate: (url) => window.location.assign(url),
      onPublicPage: () => PUBLIC_PATH_LIST.includes(appPathOf(base, window.location.pathname)),
    }),
  );
  const actor = useActorRef(services.machine, { input: services.input });

  useEffect(() => services.onUnauthorized(() => actor.send({ type: 'UNAUTHORIZED' })), [services, actor]);
  useEffect(
    () =>
      trackActivity({
        win: window,
        doc: document,
        onActivity: () => actor.send({ type: 'ACTIVITY' }),
        onWake: () => actor.send({ type: 'WAKE' }),
      }),
    [actor],
  );

  const value = useMemo(() => ({ actor, calls: services.calls, api: services.api, early: services.early }), [actor, services]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
