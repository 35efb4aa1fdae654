import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CodeConfirmOutcome, CodeRequestOutcome } from '../api/signing-calls';
import { signingCodeMachine } from './signing-code.machine';

const TTL = 300_000;
const COOL_DOWN = 30_000;

/** A machine on a simulated clock; the fake server answers from the clock's time. */
function start(options: { request?: (now: number) => CodeRequestOutcome; confirm?: (code: string) => CodeConfirmOutcome } = {}) {
  const clock = new SimulatedClock();
  const now = () => clock.now();
  const sent = (at: number): CodeRequestOutcome => ({
    kind: 'sent',
    message: 'ส่งรหัสแล้ว',
    expiresAt: at + TTL,
    resendAt: at + COOL_DOWN,
    serverTime: at,
    attemptsLeft: 5,
    sentTo: 'o***@example.com',
  });
  const io = {
    requestCode: vi.fn(async () => (options.request ?? sent)(now())),
    confirmCode: vi.fn(async ({ input }: { input: { code: string } }) =>
      (
        options.confirm ??
        ((code: string): CodeConfirmOutcome =>
          code === '123456' ? { kind: 'granted', grant: 'g-1', expiresAt: now() + 120_000 } : { kind: 'wrong', message: 'ผิด', attemptsLeft: 4 })
      )(input.code),
    ),
    deliverGrant: vi.fn(),
  };
  const actor = createActor(
    signingCodeMachine.provide({
      actors: { requestCode: fromPromise(io.requestCode), confirmCode: fromPromise(io.confirmCode) },
      actions: { deliverGrant: (_, params) => io.deliverGrant(params) },
    }),
    { clock, input: { now } },
  ).start();
  return { actor, clock, io };
}

const sentState = async (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'REQUEST' });
  await waitFor(actor, (s) => s.matches('codeSent'));
};

describe('signing code machine', () => {
  it('asks for a code, confirms it and hands the grant to the caller', async () => {
    const { actor, io } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    await sentState(actor);
    expect(actor.getSnapshot().context).toMatchObject({ sentTo: 'o***@example.com', attemptsLeft: 5, message: 'ส่งรหัสแล้ว' });
    actor.send({ type: 'CONFIRM', code: '123456' });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(actor.getSnapshot().context.grant).toBe('g-1');
    expect(io.deliverGrant).toHaveBeenCalledWith(expect.objectContaining({ grant: 'g-1' }));
    expect(io.confirmCode).toHaveBeenCalledOnce();
  });

  it('a wrong code goes back to the code with the attempts left and the message', async () => {
    const { actor } = start();
    await sentState(actor);
    actor.send({ type: 'CONFIRM', code: '000000' });
    await waitFor(actor, (s) => s.matches('codeSent') && s.context.attemptsLeft === 4);
    expect(actor.getSnapshot().context.message).toBe('ผิด');
  });

  it('locks when the server says no attempts are left', async () => {
    const { actor } = start({ confirm: () => ({ kind: 'locked', message: 'ครบ 5 ครั้ง' }) });
    await sentState(actor);
    actor.send({ type: 'CONFIRM', code: '000000' });
    await waitFor(actor, (s) => s.matches('locked'));
    expect(actor.getSnapshot().context).toMatchObject({ attemptsLeft: 0, message: 'ครบ 5 ครั้ง' });
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('codeSent'));
  });

  it('expires at the deadline, and resend is allowed only after the cool-down', async () => {
    const { actor, clock, io } = start();
    await sentState(actor);
    expect(actor.getSnapshot().matches({ codeSent: 'coolingDown' })).toBe(true);
    actor.send({ type: 'RESEND' });
    expect(io.requestCode).toHaveBeenCalledOnce();
    clock.increment(COOL_DOWN - 1);
    expect(actor.getSnapshot().matches({ codeSent: 'coolingDown' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ codeSent: 'mayResend' })).toBe(true);
    clock.increment(TTL - COOL_DOWN - 1);
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('re-checks the deadline on WAKE when the timers stalled (a sleeping laptop)', async () => {
    let wall = 1_000_000;
    const clock = new SimulatedClock();
    const actor = createActor(
      signingCodeMachine.provide({
        actors: {
          requestCode: fromPromise(async (): Promise<CodeRequestOutcome> => ({
            kind: 'sent',
            message: '',
            expiresAt: wall + TTL,
            resendAt: wall + COOL_DOWN,
            serverTime: wall,
            attemptsLeft: 5,
            sentTo: 'x',
          })),
        },
      }),
      // The wall clock moves without the timers' clock: what happens while a laptop sleeps.
      { clock, input: { now: () => wall } },
    ).start();
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    wall += TTL + 1;
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    actor.send({ type: 'WAKE' });
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('counts down on the local clock when the computer clock is hours off the server clock', async () => {
    const wall = 1_000_000;
    // The server is three hours ahead of this computer; its deadlines are three hours ahead too.
    const server = wall + 3 * 3_600_000;
    const actor = createActor(
      signingCodeMachine.provide({
        actors: {
          requestCode: fromPromise(async (): Promise<CodeRequestOutcome> => ({
            kind: 'sent',
            message: '',
            expiresAt: server + TTL,
            resendAt: server + COOL_DOWN,
            serverTime: server,
            attemptsLeft: 5,
            sentTo: 'x',
          })),
        },
      }),
      { clock: new SimulatedClock(), input: { now: () => wall } },
    ).start();
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect([actor.getSnapshot().context.expiresAt, actor.getSnapshot().context.resendAt]).toEqual([wall + TTL, wall + COOL_DOWN]);
  });

  it('the server saying the code expired leads to expired; a new request is possible', async () => {
    const { actor } = start({ confirm: () => ({ kind: 'expired', message: 'หมดอายุ' }) });
    await sentState(actor);
    actor.send({ type: 'CONFIRM', code: '123456' });
    await waitFor(actor, (s) => s.matches('expired'));
    expect(actor.getSnapshot().context.message).toBe('หมดอายุ');
  });

  it('a refused request without a live code fails with the server message; with a live code it stays', async () => {
    let refuse = true;
    const { actor, clock } = start({
      request: (at) =>
        refuse
          ? { kind: 'refused', message: 'รอ 30 วินาที' }
          : { kind: 'sent', message: 'ส่งแล้ว', expiresAt: at + TTL, resendAt: at + COOL_DOWN, serverTime: at, attemptsLeft: 5, sentTo: 'x' },
    });
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('รอ 30 วินาที');
    refuse = false;
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    clock.increment(COOL_DOWN);
    refuse = true;
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches('codeSent') && s.context.message === 'รอ 30 วินาที');
  });

  it('a network failure fails with its message', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(signingCodeMachine.provide({ actors: { requestCode: fromPromise(() => Promise.reject(new Error('เครือข่ายขัดข้อง'))) } }), {
      clock,
      input: { now: () => clock.now() },
    }).start();
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('เครือข่ายขัดข้อง');
  });
});
