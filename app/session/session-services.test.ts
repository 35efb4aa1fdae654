import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { headRequestListOfRoutes } from '../../engine/api/early-replies';
import { sendHeadRequests } from '../../engine/page/head-requests';
import { createLocalStore } from '../../engine/storage/local-store';
import { sessionMachineOf } from './session-machine';
import { createSessionServices, expiryOf, SIGN_OUT_WAIT_MS } from './session-services';
import { appPathOf, underBase } from './urls';

const user = {
  F_PERSON_ID: 4,
  id: 4,
  username: 'officer',
  name: 'วิภาวรรณ ศรีสุข',
  email: null,
  userInformation: {
    F_PERSON_ID: 4,
    F_FIRST_NAME: 'วิภาวรรณ',
    F_LAST_NAME: 'ศรีสุข',
    F_POSITION_NAME: 'นักวิเคราะห์',
    F_EMAIL: null,
    F_DEPT_ID: 1,
    F_DEPT_NAME: 'กอง',
    F_IS_AGREE_PDPA: 1,
  },
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (init: RequestInit) => Response;

interface SetUpOptions {
  stored?: Record<string, string>;
  publicPage?: boolean;
  base?: string;
  location?: { pathname: string; search: string };
  window?: Window;
}

function setUp(routes: Record<string, Route>, options: SetUpOptions = {}) {
  const storage = new Map<string, string>(Object.entries(options.stored ?? {}));
  const store = createLocalStore('t_', {
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
    removeItem: (k) => void storage.delete(k),
  });
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    const route = routes[String(url)];
    return route ? route(init ?? {}) : json(404, { status: 'error', message: 'no route' });
  }) as unknown as typeof globalThis.fetch;
  const navigate = vi.fn();
  const where = options.location;
  const services = createSessionServices({
    store,
    base: options.base ?? '/',
    navigate,
    onPublicPage: () => options.publicPage ?? false,
    fetch,
    ...(where ? { location: () => where } : {}),
    ...(options.window ? { window: options.window } : {}),
  });
  return { storage, store, services, navigate, requests };
}

describe('session services', () => {
  it('signing in stores _token, _userLogin and _expires_at and reloads at the portal root', async () => {
    const { services, storage, navigate } = setUp({
      '/api/users/pre-login': () => json(200, { status: 'success', message: 'ok' }),
      '/api/users/login': () => json(200, { status: 'success', success: { token: 'tok' }, userLogin: user, expires_at: '2030-01-01T00:00:00.000Z' }),
    });
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    actor.send({ type: 'SUBMIT', credentials: { username: 'officer', password: 'demo1234', altcha: 'p' } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(storage.get('t_token')).toBe('tok');
    expect(JSON.parse(storage.get('t_userLogin') ?? '{}')).toEqual(user);
    expect(storage.get('t_expires_at')).toBe('2030-01-01T00:00:00.000Z');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('the alternative sign-in page logs in through users/ig-login after the same pre-login check', async () => {
    const { services, requests } = setUp({
      '/api/users/pre-login': () => json(200, { status: 'success', message: 'ok' }),
      '/api/users/ig-login': () => json(200, { status: 'success', success: { token: 'tok' }, userLogin: user }),
    });
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    actor.send({ type: 'SUBMIT', credentials: { username: 'officer', password: 'demo1234', via: 'igLogin' } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(requests.map((r) => r.url)).toEqual(['/api/users/pre-login', '/api/users/ig-login']);
    expect(String(requests[1]?.init.body)).not.toContain('via');
  });

  it('a wrong password (401 without a token) is an answer, not a lost session', async () => {
    const { services, navigate } = setUp({ '/api/users/pre-login': () => json(401, { status: 'error', message: 'ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง' }) });
    const heard = vi.fn();
    services.onUnauthorized(heard);
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    actor.send({ type: 'SUBMIT', credentials: { username: 'officer', password: 'bad' } });
    await waitFor(actor, (s) => s.matches('anonymous') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toBe('ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง');
    expect(heard).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('starts from the stored session, sends the bearer token and reports a later 401', async () => {
    let live = true;
    const { services, requests } = setUp(
      { '/api/getInfo': () => (live ? json(200, { status: 'success', userLogin: user }) : json(401, { status: 'error', message: 'หมดเวลา' })) },
      { stored: { t_token: 'abc', t_expires_at: '2030-01-01T00:00:00.000Z' } },
    );
    expect(services.input).toMatchObject({ token: 'abc', expiresAt: Date.parse('2030-01-01T00:00:00.000Z') });
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(new Headers(requests[0]?.init.headers).get('Authorization')).toBe('Bearer abc');
    const heard = vi.fn();
    services.onUnauthorized(heard);
    live = false;
    await expect(services.calls.getInfo()).rejects.toThrow();
    expect(heard).toHaveBeenCalledOnce();
  });

  it('takes the session check and the dashboard’s calls the page’s first script sent, instead of sending them again', async () => {
    const page = {} as Window;
    const firstScript: string[] = [];
    const sent = async (url: string | URL | Request) => {
      firstScript.push(String(url));
      return json(200, { status: 'success', userLogin: user, items: [] });
    };
    const list = headRequestListOfRoutes();
    sendHeadRequests(page, [...list.session, ...(list.pages['/'] ?? [])], 'abc', sent as typeof fetch);
    const stored = { t_token: 'abc', t_userLogin: JSON.stringify(user) };
    const { services, requests } = setUp({}, { stored, window: page, location: { pathname: '/', search: '' } });
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(services.early.take('getTodoLists')).not.toBeNull();
    expect(firstScript).toEqual(['/api/getInfo', '/api/get-todo-lists', '/api/get-dashboard']);
    expect(requests).toEqual([]);
    // Taken once: a later check asks the server.
    await services.checkSession().catch(() => undefined);
    expect(requests.map((r) => r.url)).toEqual(['/api/getInfo']);
  });

  it('checks a stored session as soon as the services start, and gives that answer to the machine once', async () => {
    const { services, requests } = setUp({ '/api/getInfo': () => json(200, { status: 'success', userLogin: user }) }, { stored: { t_token: 'abc' } });
    // Before any machine runs: the check is already on its way.
    expect(requests.map((r) => r.url)).toEqual(['/api/getInfo']);
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(requests).toHaveLength(1);
    // A later check (a retry after the server did not answer) asks the server again.
    await services.checkSession();
    expect(requests).toHaveLength(2);
    // Nobody stored: nothing is asked.
    expect(setUp({}).requests).toEqual([]);
  });

  it('a 401 at start-up clears the session keys and goes to {base}login, except on a public page', async () => {
    for (const publicPage of [false, true]) {
      const { services, storage, navigate } = setUp(
        { '/api/getInfo': () => json(401, { status: 'error', message: 'กรุณาเข้าสู่ระบบ' }) },
        { stored: { t_token: 'old', t_userLogin: JSON.stringify(user), t_expires_at: 'x', t_allow: 'true' }, publicPage },
      );
      const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
      await waitFor(actor, (s) => s.matches('anonymous'));
      expect([...storage.keys()]).toEqual(['t_allow']);
      expect(navigate.mock.calls).toEqual(publicPage ? [] : [['/login']]);
    }
  });

  it('logout posts with the token, then clears and goes to the login page', async () => {
    const { services, storage, navigate, requests } = setUp(
      { '/api/getInfo': () => json(200, { status: 'success', userLogin: user }), '/api/logout': () => json(200, { status: 'success' }) },
      { stored: { t_token: 'abc' } },
    );
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(requests.at(-1)?.url).toBe('/api/logout');
    expect(storage.has('t_token')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('what signing out waits for', () => {
  const sessionRoutes = { '/api/getInfo': () => json(200, { status: 'success', userLogin: user }), '/api/logout': () => json(200, { status: 'success' }) };

  it('logout waits for the steps registered before it (the socket goodbye), even a failing one; a removed step does not run', async () => {
    const { services, requests } = setUp(sessionRoutes, { stored: { t_token: 'abc' } });
    let finish = () => {};
    const goodbye = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const failing = vi.fn(async () => Promise.reject(new Error('socket already gone')));
    const removed = vi.fn(async () => undefined);
    services.beforeSignOut(goodbye);
    services.beforeSignOut(failing);
    services.beforeSignOut(removed)();
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'LOGOUT' });
    await vi.waitFor(() => expect(goodbye).toHaveBeenCalledOnce());
    await new Promise((r) => setTimeout(r, 20));
    expect(requests.map((r) => r.url)).not.toContain('/api/logout');
    finish();
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(requests.at(-1)?.url).toBe('/api/logout');
    expect(failing).toHaveBeenCalledOnce();
    expect(removed).not.toHaveBeenCalled();
  });

  it('a call already on its way is answered before the server ends the session (else it would come back 401)', async () => {
    let answer = () => {};
    const slow = (() => new Promise<Response>((resolve) => (answer = () => resolve(json(200, { status: 'success' }))))) as unknown as Route;
    const { services, requests } = setUp({ ...sessionRoutes, '/api/get-notifications': slow }, { stored: { t_token: 'abc' } });
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('authenticated'));
    const call = services.api.send('POST', '/api/get-notifications').catch(() => undefined);
    actor.send({ type: 'LOGOUT' });
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.map((r) => r.url)).not.toContain('/api/logout');
    answer();
    await call;
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(requests.at(-1)?.url).toBe('/api/logout');
  });

  it('a step that never ends holds the sign-out for SIGN_OUT_WAIT_MS at most', async () => {
    const { services, requests } = setUp(sessionRoutes, { stored: { t_token: 'abc' } });
    services.beforeSignOut(() => new Promise(() => {}));
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('authenticated'));
    const started = Date.now();
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('anonymous'), { timeout: SIGN_OUT_WAIT_MS * 3 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIGN_OUT_WAIT_MS - 20);
    expect(requests.at(-1)?.url).toBe('/api/logout');
  });
});

describe('coming back after sign-in', () => {
  const signInRoutes = {
    '/api/users/pre-login': () => json(200, { status: 'success', message: 'ok' }),
    '/api/users/login': () => json(200, { status: 'success', success: { token: 'tok' }, userLogin: user, expires_at: '2030-01-01T00:00:00.000Z' }),
  };
  const link = '/sarabun?api=email&view=document&docId=42&enc=n';

  async function signInAt(location: { pathname: string; search: string }, base = '/') {
    const { services, navigate } = setUp(signInRoutes, { location, base, publicPage: true });
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    actor.send({ type: 'SUBMIT', credentials: { username: 'officer', password: 'demo1234', altcha: 'p' } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    return navigate;
  }

  it("goes to the login page's next after signing in, under the base", async () => {
    const search = `?${new URLSearchParams({ next: link })}`;
    expect(await signInAt({ pathname: '/login', search })).toHaveBeenCalledWith(link);
    expect(await signInAt({ pathname: '/portal/login', search }, '/portal/')).toHaveBeenCalledWith(`/portal${link}`);
  });

  it('goes to the portal root when next is missing or leads elsewhere', async () => {
    expect(await signInAt({ pathname: '/login', search: '' })).toHaveBeenCalledWith('/');
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/login']) {
      expect(await signInAt({ pathname: '/login', search: `?${new URLSearchParams({ next })}` })).toHaveBeenCalledWith('/');
    }
  });

  it('a session that ends on a link to a letter sends to /login with that link as next', async () => {
    const { services, navigate } = setUp(
      { '/api/getInfo': () => json(401, { status: 'error', message: 'กรุณาเข้าสู่ระบบ' }) },
      { stored: { t_token: 'old' }, base: '/portal/', location: { pathname: '/portal/sarabun', search: '?api=email&view=document&docId=42&enc=n' } },
    );
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(navigate.mock.calls).toEqual([[`/portal/login?${new URLSearchParams({ next: link })}`]]);
  });

  it('a session that ends elsewhere sends to the bare login page', async () => {
    const { services, navigate } = setUp(
      { '/api/getInfo': () => json(401, { status: 'error', message: 'กรุณาเข้าสู่ระบบ' }) },
      { stored: { t_token: 'old' }, location: { pathname: '/change-password', search: '' } },
    );
    const actor = createActor(sessionMachineOf(services), { input: services.input }).start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(navigate.mock.calls).toEqual([['/login']]);
  });
});

describe('portal URLs', () => {
  it('joins paths under the base with or without a trailing slash', () => {
    expect(underBase('/', 'login')).toBe('/login');
    expect(underBase('/portal', 'login')).toBe('/portal/login');
    expect(underBase('/portal/', '')).toBe('/portal/');
    expect(appPathOf('/portal/', '/portal/forgot-password')).toBe('/forgot-password');
    expect(appPathOf('/', '/login')).toBe('/login');
  });
  it('reads a stored expiry', () => {
    expect(expiryOf('2030-01-01T00:00:00.000Z')).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
    expect(expiryOf('nonsense')).toBeNull();
    expect(expiryOf(null)).toBeNull();
  });
});
