// @vitest-environment jsdom
/**
 * The session provider before and after its machine has loaded: pages read what they show
 * meanwhile, and an event sent before the machine runs (a form submitted at once) is delivered
 * to it once it does, not lost.
 */
import { useEffect } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStore } from '../../engine/storage/local-store';
import type { SessionEvent } from '../../engine/machines/session.machine';
import { useSession, useSessionState } from './session-context';
import { SessionProvider } from './SessionProvider';

const REFUSED = 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง';

function memoryStore(entries: Record<string, string> = {}) {
  const storage = new Map(Object.entries(entries));
  return createLocalStore('t_', {
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
    removeItem: (k) => void storage.delete(k),
  });
}

/** Shows the session's state and message; with `submitAtOnce`, signs in as it mounts. */
function Probe({ submitAtOnce, sentBefore }: { submitAtOnce: boolean; sentBefore?: (loaded: boolean) => void }) {
  const { actor, send } = useSession();
  const state = useSessionState((s) => String(s.value), 'loading');
  const message = useSessionState((s) => s.context.message, null);
  useEffect(() => {
    if (!submitAtOnce) return;
    sentBefore?.(actor !== null);
    send({ type: 'SUBMIT', credentials: { username: 'officer', password: 'wrong-password' } });
    // Once, as the page mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <p>
      <span data-testid="state">{state}</span>
      <span data-testid="message">{message ?? ''}</span>
    </p>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('SessionProvider', () => {
  it('shows what the page gave for the time before the machine runs, then the machine’s state', async () => {
    window.history.replaceState(null, '', '/login');
    render(
      <SessionProvider store={memoryStore()} base="/">
        <Probe submitAtOnce={false} />
      </SessionProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('anonymous'));
  });

  it('delivers an event sent before the machine runs: the submitted sign-in is answered', async () => {
    window.history.replaceState(null, '', '/login');
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ status: 'error', message: REFUSED }), { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const loadedWhenSent: boolean[] = [];
    await act(async () => {
      render(
        <SessionProvider store={memoryStore()} base="/">
          <Probe submitAtOnce sentBefore={(loaded) => loadedWhenSent.push(loaded)} />
        </SessionProvider>,
      );
    });
    expect(loadedWhenSent).toEqual([false]);
    await waitFor(() => expect(screen.getByTestId('message').textContent).toBe(REFUSED));
    expect(screen.getByTestId('state').textContent).toBe('anonymous');
    expect(fetch).toHaveBeenCalled();
  });

  it('tries the machine again at the next event when its chunk did not arrive, and delivers what waited', async () => {
    window.history.replaceState(null, '', '/login');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'error', message: REFUSED }), { status: 401, headers: { 'content-type': 'application/json' } })),
    );
    let attempts = 0;
    const flakyLink = () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./session-machine'));
    const sender: { send?: (event: SessionEvent) => void } = {};
    function Sender() {
      sender.send = useSession().send;
      return null;
    }
    render(
      <SessionProvider store={memoryStore()} base="/" loadMachine={flakyLink}>
        <Probe submitAtOnce={false} />
        <Sender />
      </SessionProvider>,
    );
    // The page's own attempt (once it is idle) fails: the page still waits for its session.
    await waitFor(() => expect(attempts).toBe(1));
    expect(screen.getByTestId('state').textContent).toBe('loading');
    // The person signs in: the machine is fetched again, runs, and answers the sign-in.
    await act(async () => sender.send!({ type: 'SUBMIT', credentials: { username: 'officer', password: 'wrong-password' } }));
    await waitFor(() => expect(screen.getByTestId('message').textContent).toBe(REFUSED));
    expect(attempts).toBe(2);
  });
});
