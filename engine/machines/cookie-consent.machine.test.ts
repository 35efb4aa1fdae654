import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { cookieConsentMachine, COOKIE_BANNER_DELAY_MS } from './cookie-consent.machine';

function start(consentStored: boolean) {
  const io = { storeConsent: vi.fn(), resetPageCounter: vi.fn(), incrementPageCounter: vi.fn() };
  const clock = new SimulatedClock();
  const machine = cookieConsentMachine.provide({
    guards: { consentStored: () => consentStored },
    actions: io,
  });
  const actor = createActor(machine, { clock });
  actor.start();
  return { actor, clock, io };
}

describe('cookie consent machine', () => {
  it('shows the banner only after the 1000 ms delay when consent is not stored', () => {
    const { actor, clock } = start(false);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(COOKIE_BANNER_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('bannerVisible');
  });

  it('accepting stores consent and sets the page counter to 1', () => {
    const { actor, clock, io } = start(false);
    clock.increment(COOKIE_BANNER_DELAY_MS);
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(io.storeConsent).toHaveBeenCalledOnce();
    expect(io.resetPageCounter).toHaveBeenCalledOnce();
    expect(io.incrementPageCounter).not.toHaveBeenCalled();
  });

  it('ignores ACCEPT before the banner is shown', () => {
    const { actor, io } = start(false);
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(io.storeConsent).not.toHaveBeenCalled();
  });

  it('with consent stored, counts the visit and never shows the banner', () => {
    const { actor, clock, io } = start(true);
    clock.increment(COOKIE_BANNER_DELAY_MS * 5);
    expect(actor.getSnapshot().value).toBe('counted');
    expect(io.incrementPageCounter).toHaveBeenCalledOnce();
    expect(io.storeConsent).not.toHaveBeenCalled();
  });
});
