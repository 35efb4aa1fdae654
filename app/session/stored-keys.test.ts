/**
 * Signing out (or the server ending the session) clears the menu and permissions kept under
 * `_menu` and `_permission` with the session's other keys; what is not the session's
 * (cookie consent, language) stays.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLocalStore } from '../../engine/storage/local-store';
import { sessionMachineOf } from './session-machine';
import { createSessionServices } from './session-services';

const user = { F_PERSON_ID: 4, id: 4, username: 'officer', name: 'วิภาวรรณ ศรีสุข', email: null, userInformation: { F_PERSON_ID: 4, F_IS_AGREE_PDPA: 1 } };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function servicesWith(storage: Map<string, string>, routes: Record<string, () => Response>) {
  const store = createLocalStore('t_', {
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
    removeItem: (k) => void storage.delete(k),
  });
  const fetch = vi.fn(async (url: string | URL | Request) => routes[String(url)]?.() ?? json(404, { status: 'error', message: 'no route' }));
  return createSessionServices({ store, base: '/', navigate: vi.fn(), onPublicPage: () => false, fetch: fetch as unknown as typeof globalThis.fetch });
}

const signedIn = () =>
  new Map<string, string>([
    ['t_token', 'abc'],
    ['t_userLogin', JSON.stringify(user)],
    ['t_menu', JSON.stringify([{ MENU_ID: 1, MENU_ACTION: 'portal' }])],
    ['t_permission', JSON.stringify([{ page: 'role-type', canWrite: true }])],
    ['t_allow', 'true'],
    ['t_lang', 'th'],
  ]);

describe('_menu and _permission end with the session', () => {
  it('are cleared on sign-out', async () => {
    const storage = signedIn();
    const services = servicesWith(storage, {
      '/api/getInfo': () => json(200, { status: 'success', userLogin: user }),
      '/api/logout': () => json(200, { status: 'success', message: 'ok' }),
    });
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(storage.has('t_menu')).toBe(true);
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect([...storage.keys()].sort()).toEqual(['t_allow', 't_lang']);
  });

  it('are cleared when the server has ended the session', async () => {
    const storage = signedIn();
    const services = servicesWith(storage, { '/api/getInfo': () => json(401, { status: 'error', message: 'กรุณาเข้าสู่ระบบ' }) });
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect([...storage.keys()].sort()).toEqual(['t_allow', 't_lang']);
  });
});
