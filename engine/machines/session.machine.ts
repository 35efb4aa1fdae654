/**
 * The session: anonymous -> pre-login check -> (confirm device) -> login
 * -> authenticated -> signed out, with the start-up check, the expiry timer and idle logout.
 *
 * Timers are absolute deadlines (expiresAt, lastActivityAt + limits) turned into delays when a
 * state is entered, because browser timers stall while a laptop sleeps: the widget sends WAKE
 * on focus/visibilitychange and the machine re-checks the deadlines against the clock.
 *
 * All I/O (HTTP calls, storage, navigation) is injected with .provide(); the defaults throw so
 * a missing injection is loud.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Credentials, InfoReply, LoginReply, PreLoginReply, UserLogin } from '../api/identity-calls';

/** Logout 5 s after the user becomes idle. */
export const IDLE_LOGOUT_DELAY_MS = 5000;
/** Session idle time-out of 30 minutes (the server enforces it too). */
export const SESSION_IDLE_TIMEOUT_MS = 1_800_000;
/** Inactivity after which the idle overlay dims the screen (the idle overlay plugin's default). */
export const IDLE_OVERLAY_AFTER_MS = 60_000;
// setTimeout cannot wait longer than this; a farther deadline is re-armed on WAKE anyway.
const MAX_DELAY_MS = 2_147_483_647;

export interface SessionInput {
  token: string | null;
  userLogin: UserLogin | null;
  /** Epoch ms of the stored expiry, or null. */
  expiresAt: number | null;
  now: () => number;
}

export interface SessionContext {
  userLogin: UserLogin | null;
  expiresAt: number | null;
  lastActivityAt: number;
  credentials: Credentials | null;
  oauthId: string | null;
  /** Message for the error dialog ('เกิดข้อผิดพลาด !'), or for the device question. */
  message: string | null;
  hasToken: boolean;
  now: () => number;
}

export type SessionEvent =
  | { type: 'SUBMIT'; credentials: Credentials }
  | { type: 'CONFIRM_DEVICE' }
  | { type: 'CANCEL_DEVICE' }
  | { type: 'DISMISS_ERROR' }
  | { type: 'LOGOUT' }
  | { type: 'ACTIVITY' }
  | { type: 'WAKE' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'RETRY' };

const notProvided = (name: string) => () => {
  throw new Error(`session machine: ${name} was not provided`);
};

function errorMessage(error: unknown): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (typeof body?.message === 'string') return body.message;
  return error instanceof Error ? error.message : String(error);
}

const isUnauthorized = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

/** The person a getInfo answer names, or null when it names none. */
const userOf = (reply: InfoReply): UserLogin | null => (reply.status === 'success' ? reply.userLogin : null);

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    getInfo: fromPromise<InfoReply>(notProvided('getInfo')),
    preLogin: fromPromise<PreLoginReply, Credentials>(notProvided('preLogin')),
    login: fromPromise<LoginReply, Credentials>(notProvided('login')),
    logout: fromPromise<unknown>(notProvided('logout')),
  },
  actions: {
    /** Stores token, user and expiry (the `_token`, `_userLogin`, `_expires_at` keys). */
    persistSession: (_, _reply: LoginReply) => {},
    persistUser: (_, _user: UserLogin) => {},
    clearSession: () => {},
    /** After a successful login the page reloads. */
    afterSignIn: () => {},
    /** Full-page navigation to {base}login. */
    goToLogin: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    expired: ({ context }) => context.expiresAt !== null && context.now() >= context.expiresAt,
    idleTooLong: ({ context }) => context.now() >= context.lastActivityAt + SESSION_IDLE_TIMEOUT_MS + IDLE_LOGOUT_DELAY_MS,
  },
  delays: {
    untilExpiry: ({ context }) => (context.expiresAt === null ? MAX_DELAY_MS : Math.min(MAX_DELAY_MS, Math.max(0, context.expiresAt - context.now()))),
    untilOverlay: ({ context }) => Math.max(0, context.lastActivityAt + IDLE_OVERLAY_AFTER_MS - context.now()),
    untilIdle: ({ context }) => Math.max(0, context.lastActivityAt + SESSION_IDLE_TIMEOUT_MS - context.now()),
    idleLogout: IDLE_LOGOUT_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    userLogin: input.userLogin,
    expiresAt: input.expiresAt,
    lastActivityAt: input.now(),
    credentials: null,
    oauthId: null,
    message: null,
    hasToken: input.token !== null,
    now: input.now,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'checking' }, { target: 'anonymous' }],
    },
    checking: {
      invoke: {
        src: 'getInfo',
        onDone: [
          {
            guard: ({ event }) => userOf(event.output) !== null,
            target: 'authenticated',
            actions: [
              assign({ userLogin: ({ event }) => userOf(event.output), lastActivityAt: ({ context }) => context.now() }),
              { type: 'persistUser', params: ({ event }) => userOf(event.output)! },
            ],
          },
          { target: 'signedOut' },
        ],
        onError: [
          { guard: ({ event }) => isUnauthorized(event.error), target: 'signedOut' },
          { target: 'unreachable', actions: assign({ message: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    // The server did not answer (network, 5xx after retries): keep the stored session and let the user retry.
    unreachable: {
      on: { RETRY: 'checking', LOGOUT: 'loggingOut' },
    },
    anonymous: {
      on: {
        SUBMIT: { target: 'preLogin', actions: assign({ credentials: ({ event }) => event.credentials, message: null, oauthId: null }) },
        DISMISS_ERROR: { actions: assign({ message: null }) },
      },
    },
    preLogin: {
      invoke: {
        src: 'preLogin',
        input: ({ context }) => context.credentials as Credentials,
        onDone: [
          { guard: ({ event }) => event.output.status === 'success', target: 'loggingIn' },
          {
            guard: ({ event }) => Boolean(event.output.oauth_id),
            target: 'confirmDevice',
            actions: assign({ oauthId: ({ event }) => event.output.oauth_id ?? null, message: ({ event }) => event.output.message ?? null }),
          },
          { target: 'anonymous', actions: assign({ message: ({ event }) => event.output.message ?? '', credentials: null }) },
        ],
        onError: { target: 'anonymous', actions: assign({ message: ({ event }) => errorMessage(event.error), credentials: null }) },
      },
    },
    confirmDevice: {
      on: {
        CONFIRM_DEVICE: 'loggingIn',
        CANCEL_DEVICE: { target: 'anonymous', actions: assign({ credentials: null, oauthId: null, message: null }) },
      },
    },
    loggingIn: {
      invoke: {
        src: 'login',
        input: ({ context }) => ({ ...(context.credentials as Credentials), oauth_id: context.oauthId ?? undefined }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'success' && Boolean(event.output.success?.token),
            target: 'authenticated',
            actions: [
              { type: 'persistSession', params: ({ event }) => event.output },
              assign({
                userLogin: ({ event }) => event.output.userLogin ?? null,
                expiresAt: ({ event }) => (event.output.expires_at ? Date.parse(event.output.expires_at) : null),
                lastActivityAt: ({ context }) => context.now(),
                credentials: null,
                oauthId: null,
                message: null,
                hasToken: true,
              }),
              'afterSignIn',
            ],
          },
          {
            guard: ({ event }) => Boolean(event.output.oauth_id),
            target: 'confirmDevice',
            actions: assign({ oauthId: ({ event }) => event.output.oauth_id ?? null, message: ({ event }) => event.output.message ?? null }),
          },
          { target: 'anonymous', actions: assign({ message: ({ event }) => event.output.message ?? '', credentials: null, oauthId: null }) },
        ],
        onError: { target: 'anonymous', actions: assign({ message: ({ event }) => errorMessage(event.error), credentials: null, oauthId: null }) },
      },
    },
    authenticated: {
      after: { untilExpiry: { guard: 'expired', target: 'loggingOut' } },
      on: {
        LOGOUT: 'loggingOut',
        UNAUTHORIZED: 'signedOut',
        WAKE: [
          { guard: 'expired', target: 'loggingOut' },
          { guard: 'idleTooLong', target: 'loggingOut' },
          { target: 'authenticated', reenter: true },
        ],
      },
      initial: 'active',
      states: {
        active: {
          after: { untilOverlay: 'dimmed' },
          on: { ACTIVITY: { target: 'active', reenter: true, actions: assign({ lastActivityAt: ({ context }) => context.now() }) } },
        },
        // The idle overlay is shown; any activity hides it.
        dimmed: {
          after: { untilIdle: 'idle' },
          on: { ACTIVITY: { target: 'active', actions: assign({ lastActivityAt: ({ context }) => context.now() }) } },
        },
        // Idle past the session idle time-out: logout follows in 5 s unless the user comes back.
        idle: {
          after: { idleLogout: '#session.loggingOut' },
          on: { ACTIVITY: { target: 'active', actions: assign({ lastActivityAt: ({ context }) => context.now() }) } },
        },
      },
    },
    loggingOut: {
      // A failed logout is ignored; the local session ends either way.
      invoke: { src: 'logout', onDone: 'signedOut', onError: 'signedOut' },
    },
    signedOut: {
      entry: ['clearSession', assign({ userLogin: null, expiresAt: null, hasToken: false }), 'goToLogin'],
      always: 'anonymous',
    },
  },
});
