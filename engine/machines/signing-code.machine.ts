/**
 * The one-time code before a signature: ask for a code (sent to the person's e-mail), type its
 * 6 digits, and hold the signing grant the server answers.
 *
 *   idle → requesting → codeSent → confirming → confirmed (holds the grant)
 *                         ↑  ↓ wrong code (attempts left): back to codeSent with the message
 *                         expired (the deadline passed, or the server says so) · locked (no
 *                         attempts left) · failed (the server's message)
 *
 * The code expires at an absolute deadline (expiresAt), and a new code may be asked for from
 * resendAt; both come from the server's reply, moved onto the local clock by the difference
 * between it and the server's clock at the reply (a wrong PC clock must not end a live code). Timers are named `after` delays computed from
 * those deadlines against context.now(), because timers stall while a laptop sleeps: the page
 * sends WAKE on focus and visibilitychange and the machine re-checks the deadlines. From
 * expired, locked or failed, REQUEST asks for a new code.
 *
 * The two calls are injected with .provide() (actors requestCode and confirmCode), and so is
 * the action deliverGrant, which hands the grant to the caller on confirmed.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CodeConfirmOutcome, CodeRequestOutcome } from '../api/signing-calls';

// setTimeout cannot wait longer than this; a farther deadline is re-armed on WAKE anyway.
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface SigningCodeContext {
  now: () => number;
  expiresAt: number | null;
  resendAt: number | null;
  attemptsLeft: number | null;
  sentTo: string | null;
  /** The last message to show: the server's answer to the last call (sent, wrong code, refusal). */
  message: string | null;
  grant: string | null;
  grantExpiresAt: number | null;
}

export type SigningCodeEvent = { type: 'REQUEST' } | { type: 'RESEND' } | { type: 'CONFIRM'; code: string } | { type: 'WAKE' };

const toMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const signingCodeMachine = setup({
  types: {
    input: {} as { now?: () => number },
    context: {} as SigningCodeContext,
    events: {} as SigningCodeEvent,
  },
  actors: {
    requestCode: fromPromise<CodeRequestOutcome>(() => Promise.reject(new Error('signing code machine: requestCode was not provided'))),
    confirmCode: fromPromise<CodeConfirmOutcome, { code: string }>(() => Promise.reject(new Error('signing code machine: confirmCode was not provided'))),
  },
  actions: {
    deliverGrant: (_, _params: { grant: string; expiresAt: number }) => {},
  },
  guards: {
    codeExpired: ({ context }) => context.expiresAt !== null && context.now() >= context.expiresAt,
    mayResend: ({ context }) => context.resendAt === null || context.now() >= context.resendAt,
    hasLiveCode: ({ context }) => context.expiresAt !== null && context.now() < context.expiresAt && (context.attemptsLeft ?? 0) > 0,
  },
  delays: {
    untilExpiry: ({ context }) => (context.expiresAt === null ? MAX_DELAY_MS : Math.min(MAX_DELAY_MS, Math.max(0, context.expiresAt - context.now()))),
    untilResend: ({ context }) => (context.resendAt === null ? 0 : Math.min(MAX_DELAY_MS, Math.max(0, context.resendAt - context.now()))),
  },
}).createMachine({
  id: 'signingCode',
  context: ({ input }) => ({
    now: input.now ?? (() => Date.now()),
    expiresAt: null,
    resendAt: null,
    attemptsLeft: null,
    sentTo: null,
    message: null,
    grant: null,
    grantExpiresAt: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { REQUEST: 'requesting' } },
    requesting: {
      invoke: {
        src: 'requestCode',
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'sent',
            target: 'codeSent',
            actions: assign(({ event, context }) => {
              const sent = event.output as Extract<CodeRequestOutcome, { kind: 'sent' }>;
              // The deadlines are on the server's clock: moved onto this computer's, which may be off by hours.
              const skew = context.now() - sent.serverTime;
              return {
                expiresAt: sent.expiresAt + skew,
                resendAt: sent.resendAt + skew,
                attemptsLeft: sent.attemptsLeft,
                sentTo: sent.sentTo,
                message: sent.message,
              };
            }),
          },
          // Refused (too soon, too often): a code still live stays usable, with the refusal shown.
          { guard: 'hasLiveCode', target: 'codeSent', actions: assign({ message: ({ event }) => event.output.message }) },
          { target: 'failed', actions: assign({ message: ({ event }) => event.output.message }) },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => toMessage(event.error) }) },
      },
    },
    codeSent: {
      // Reaching the deadline here clears the last message: the page states the expiry itself.
      always: { guard: 'codeExpired', target: 'expired', actions: assign({ message: null }) },
      after: { untilExpiry: { target: 'expired', actions: assign({ message: null }) } },
      on: {
        CONFIRM: 'confirming',
        // Re-entering re-arms both timers from the deadlines and the clock as it is now.
        WAKE: { target: 'codeSent', reenter: true },
      },
      initial: 'coolingDown',
      states: {
        coolingDown: {
          always: { guard: 'mayResend', target: 'mayResend' },
          after: { untilResend: 'mayResend' },
        },
        mayResend: { on: { RESEND: '#signingCode.requesting' } },
      },
    },
    confirming: {
      invoke: {
        src: 'confirmCode',
        input: ({ event }) => ({ code: event.type === 'CONFIRM' ? event.code : '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'granted',
            target: 'confirmed',
            actions: [
              assign(({ event }) => {
                const granted = event.output as Extract<CodeConfirmOutcome, { kind: 'granted' }>;
                return { grant: granted.grant, grantExpiresAt: granted.expiresAt, message: null };
              }),
              {
                type: 'deliverGrant',
                params: ({ event }) => {
                  const granted = event.output as Extract<CodeConfirmOutcome, { kind: 'granted' }>;
                  return { grant: granted.grant, expiresAt: granted.expiresAt };
                },
              },
            ],
          },
          {
            guard: ({ event }) => event.output.kind === 'wrong',
            target: 'codeSent',
            actions: assign(({ event }) => {
              const wrong = event.output as Extract<CodeConfirmOutcome, { kind: 'wrong' }>;
              return { attemptsLeft: wrong.attemptsLeft, message: wrong.message };
            }),
          },
          {
            guard: ({ event }) => event.output.kind === 'expired',
            target: 'expired',
            actions: assign({ message: ({ event }) => ('message' in event.output ? event.output.message : null) }),
          },
          {
            guard: ({ event }) => event.output.kind === 'locked',
            target: 'locked',
            actions: assign({ attemptsLeft: 0, message: ({ event }) => ('message' in event.output ? event.output.message : null) }),
          },
          { target: 'failed', actions: assign({ message: ({ event }) => ('message' in event.output ? event.output.message : null) }) },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => toMessage(event.error) }) },
      },
    },
    confirmed: { type: 'final' },
    expired: { on: { REQUEST: 'requesting' } },
    locked: { on: { REQUEST: 'requesting' } },
    failed: { on: { REQUEST: 'requesting' } },
  },
});
