/**
 * The session machine bound to the page's real I/O (session-services.ts), and the one actor
 * that runs it. A module of its own so that xstate loads with it: the public pages paint
 * first and load it afterwards (SessionProvider.tsx).
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import type { Credentials } from '../../engine/api/identity-calls';
import { sessionMachine } from '../../engine/machines/session.machine';
import type { SessionServices } from './session-services';

export function sessionMachineOf(services: SessionServices) {
  const { calls, checkSession, signOut, io } = services;
  return sessionMachine.provide({
    actors: {
      getInfo: fromPromise(() => checkSession()),
      preLogin: fromPromise(({ input }: { input: Credentials }) => calls.preLogin(input)),
      login: fromPromise(({ input }: { input: Credentials }) => (input.via === 'igLogin' ? calls.igLogin(input) : calls.login(input))),
      logout: fromPromise<unknown>(() => signOut()),
    },
    actions: {
      persistSession: (_, reply) => io.persistSession(reply),
      persistUser: (_, user) => io.persistUser(user),
      clearSession: () => io.clearSession(),
      afterSignIn: () => io.afterSignIn(),
      goToLogin: () => io.goToLogin(),
    },
  });
}

export type SessionActor = Actor<ReturnType<typeof sessionMachineOf>>;

/** Creates and starts the page's session actor. */
export function startSessionActor(services: SessionServices): SessionActor {
  return createActor(sessionMachineOf(services), { input: services.input }).start();
}
