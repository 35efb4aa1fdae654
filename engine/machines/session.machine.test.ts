import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { Credentials, InfoReply, LoginReply, PreLoginReply, UserLogin } from '../api/identity-calls';
import { IDLE_LOGOUT_DELAY_MS, IDLE_OVERLAY_AFTER_MS, SESSION_IDLE_TIMEOUT_MS, sessionMachine } from './session.machine';

const user: UserLogin = {
  F_PERSON_ID: 7,
  id: 7,
  username: 'officer',
  name: 'วิภาวรรณ ศรีสุข',
  email: null,
  userInformation: {
    F_PERSON_ID: 7,
    F_FIRST_NAME: 'วิภาวรรณ',
    F_LAST_NAME: 'ศรีสุข',
    F_POSITION_NAME: 'นักวิเคราะห์',
    F_EMAIL: null,
    F_DEPT_ID: 1,
    F_DEPT_NAME: 'กอง',
    F_IS_AGREE_PDPA: 1,
  },
};
const credentials: Credentials = { username: 'officer', password: 'demo1234' };
const httpError = (status: number, message: string) => Object.assign(new Error(message), { status, body: { status: 'error', message } });

interface Io {
  getInfo?: () => Promise<InfoReply>;
  preLogin?: (c: Credentials) => Promise<PreLoginReply>;
  login?: (c: Credentials) => Promise<LoginReply>;
  logout?: () => Promise<unknown>;
}

function start(options: { token?: string | null; expiresAt?: number | null; io?: Io } = {}) {
  const clock = new SimulatedClock();
  clock.set(1_000_000);
  // Wall time can run ahead of the timers, as when a laptop sleeps and its timers stall.
  let slept = 0;
  const now = () => clock.now() + slept;
  const spies = {
    persistSession: vi.fn(),
    persistUser: vi.fn(),
    clearSession: vi.fn(),
    afterSignIn: vi.fn(),
    goToLogin: vi.fn(),
    logout: vi.fn(async () => ({ status: 'success' })),
    login: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      getInfo: fromPromise(
        options.io?.getInfo ?? (async () => ({ status: 'success' as const, userLogin: user, expires_at: new Date(now() + 3_600_000).toISOString() })),
      ),
      preLogin: fromPromise(({ input }: { input: Credentials }) =>
        (options.io?.preLogin ?? (async (): Promise<PreLoginReply> => ({ status: 'success', message: 'ok' })))(input),
      ),
      login: fromPromise(({ input }: { input: Credentials }) => {
        spies.login(input);
        return (
          options.io?.login ??
          (async (): Promise<LoginReply> => ({
            status: 'success',
            message: 'ok',
            success: { token: 't' },
            userLogin: user,
            expires_at: new Date(now() + 3_600_000).toISOString(),
          }))
        )(input);
      }),
      logout: fromPromise(options.io?.logout ?? spies.logout),
    },
    actions: {
      persistSession: (_, reply) => spies.persistSession(reply),
      persistUser: (_, u) => spies.persistUser(u),
      clearSession: spies.clearSession,
      afterSignIn: spies.afterSignIn,
      goToLogin: spies.goToLogin,
    },
  });
  const actor = createActor(machine, { clock, input: { token: options.token ?? null, userLogin: null, expiresAt: options.expiresAt ?? null, now } }).start();
  return { actor, clock, spies, sleep: (ms: number) => (slept += ms), now };
}

const stateOf = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

describe('session machine: start-up', () => {
  it('without a stored token is anonymous and calls nothing', () => {
    const { actor } = start();
    expect(stateOf(actor)).toBe('anonymous');
  });

  it('with a token fetches the current user and becomes authenticated', async () => {
    const { actor, spies } = start({ token: 'abc' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(actor.getSnapshot().context.userLogin).toEqual(user);
    expect(spies.persistUser).toHaveBeenCalledWith(user);
  });

  it('a 401 from getInfo clears the session and goes to /login', async () => {
    const { actor, spies } = start({ token: 'old', io: { getInfo: async () => Promise.reject(httpError(401, 'กรุณาเข้าสู่ระบบ')) } });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(spies.clearSession).toHaveBeenCalledOnce();
    expect(spies.goToLogin).toHaveBeenCalledOnce();
  });

  it('a non-success status from getInfo signs out too', async () => {
    const { actor, spies } = start({ token: 'old', io: { getInfo: async () => ({ status: 'error', message: 'x' }) } });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(spies.clearSession).toHaveBeenCalledOnce();
  });

  it('an unreachable server keeps the stored session and can be retried', async () => {
    let calls = 0;
    const { actor, spies } = start({
      token: 'abc',
      io: {
        getInfo: async () =>
          ++calls === 1
            ? Promise.reject(new Error('Failed to fetch'))
            : { status: 'success' as const, userLogin: user, expires_at: '2030-01-01T00:00:00.000Z' },
      },
    });
    await waitFor(actor, (s) => s.matches('unreachable'));
    expect(spies.clearSession).not.toHaveBeenCalled();
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('authenticated'));
  });
});

describe('session machine: sign-in', () => {
  it('pre-login then login stores the session and reloads', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(spies.persistSession).toHaveBeenCalledWith(expect.objectContaining({ success: { token: 't' } }));
    expect(spies.afterSignIn).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.credentials).toBeNull(); // the password is not kept
  });

  it('asks to confirm the device when pre-login returns an oauth_id, and logs in with it on confirm', async () => {
    const { actor, spies } = start({ io: { preLogin: async () => ({ status: 'error', message: 'ใช้งานอยู่บนอุปกรณ์อื่น', oauth_id: 'dev-1' }) } });
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('confirmDevice'));
    expect(actor.getSnapshot().context.message).toBe('ใช้งานอยู่บนอุปกรณ์อื่น');
    actor.send({ type: 'CONFIRM_DEVICE' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(spies.login).toHaveBeenCalledWith({ ...credentials, oauth_id: 'dev-1' });
  });

  it('cancelling the device question returns to the form without signing in', async () => {
    const { actor, spies } = start({ io: { preLogin: async () => ({ status: 'error', message: 'm', oauth_id: 'dev-1' }) } });
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('confirmDevice'));
    actor.send({ type: 'CANCEL_DEVICE' });
    expect(stateOf(actor)).toBe('anonymous');
    expect(spies.login).not.toHaveBeenCalled();
  });

  it('shows the server message when pre-login or login fails, or the network does', async () => {
    for (const io of [
      { preLogin: async () => ({ status: 'error' as const, message: 'ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง' }) },
      { login: async () => ({ status: 'error' as const, message: 'ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง' }) },
      { preLogin: async () => Promise.reject(httpError(429, 'ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง')) },
    ]) {
      const { actor, spies } = start({ io });
      actor.send({ type: 'SUBMIT', credentials });
      await waitFor(actor, (s) => s.matches('anonymous') && s.context.message !== null);
      expect(actor.getSnapshot().context.message).toBe('ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง');
      expect(spies.persistSession).not.toHaveBeenCalled();
      actor.send({ type: 'DISMISS_ERROR' });
      expect(actor.getSnapshot().context.message).toBeNull();
    }
  });
});

describe('session machine: ending a session', () => {
  it('logout calls the server, clears and goes to login; a failed logout is ignored', async () => {
    for (const logout of [undefined, async () => Promise.reject(new Error('down'))]) {
      const { actor, spies } = start({ token: 'abc', io: logout ? { logout } : {} });
      await waitFor(actor, (s) => s.matches('authenticated'));
      actor.send({ type: 'LOGOUT' });
      await waitFor(actor, (s) => s.matches('anonymous'));
      expect(spies.clearSession).toHaveBeenCalledOnce();
      expect(spies.goToLogin).toHaveBeenCalledOnce();
    }
  });

  it('logs out when the stored expiry time arrives', async () => {
    const { actor, clock, spies } = start({ token: 'abc', expiresAt: 1_000_000 + 600_000 });
    await waitFor(actor, (s) => s.matches('authenticated'));
    for (let t = 0; t < 9; t++) {
      clock.increment(50_000);
      actor.send({ type: 'ACTIVITY' });
    }
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    clock.increment(150_000);
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(spies.logout).toHaveBeenCalledOnce();
  });

  it('dims after a minute, goes idle after 30 minutes and logs out 5 s later', async () => {
    const { actor, clock, spies } = start({ token: 'abc' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    clock.increment(IDLE_OVERLAY_AFTER_MS);
    expect(actor.getSnapshot().matches({ authenticated: 'dimmed' })).toBe(true);
    actor.send({ type: 'ACTIVITY' });
    expect(actor.getSnapshot().matches({ authenticated: 'active' })).toBe(true);
    clock.increment(SESSION_IDLE_TIMEOUT_MS);
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    clock.increment(IDLE_LOGOUT_DELAY_MS - 1);
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(spies.logout).toHaveBeenCalledOnce();
  });

  it('activity while idle keeps the session', async () => {
    const { actor, clock } = start({ token: 'abc' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    clock.increment(SESSION_IDLE_TIMEOUT_MS + 1000);
    actor.send({ type: 'ACTIVITY' });
    clock.increment(IDLE_LOGOUT_DELAY_MS * 2);
    expect(actor.getSnapshot().matches({ authenticated: 'active' })).toBe(true);
  });

  it('re-checks deadlines on wake: a laptop that slept past the idle time-out is logged out at once', async () => {
    const { actor, sleep, spies } = start({ token: 'abc' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    sleep(2 * 60 * 60 * 1000); // timers stalled, wall clock moved on
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    actor.send({ type: 'WAKE' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(spies.logout).toHaveBeenCalledOnce();
  });

  it('re-arms timers on wake from the absolute deadlines when still within them', async () => {
    const { actor, clock, sleep } = start({ token: 'abc', expiresAt: 1_000_000 + 3_600_000 });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'ACTIVITY' });
    sleep(10 * 60_000);
    actor.send({ type: 'WAKE' });
    // 10 minutes passed since the last activity: the overlay is due at once.
    clock.increment(0);
    expect(actor.getSnapshot().matches({ authenticated: 'dimmed' })).toBe(true);
  });

  it('an API 401 while signed in signs out without calling logout', async () => {
    const { actor, spies } = start({ token: 'abc' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'UNAUTHORIZED' });
    expect(stateOf(actor)).toBe('anonymous');
    expect(spies.logout).not.toHaveBeenCalled();
    expect(spies.goToLogin).toHaveBeenCalledOnce();
  });
});
