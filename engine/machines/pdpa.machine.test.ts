import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ERROR_POPUP_MS, PDPA_CHECK_DELAY_MS, pdpaMachine } from './pdpa.machine';

function start(agreed: boolean, reply: () => Promise<{ status: string; message?: string }> = async () => ({ status: 'success' })) {
  const clock = new SimulatedClock();
  const io = { reload: vi.fn(), clearStoredData: vi.fn(), requestPdpa: vi.fn(reply) };
  const actor = createActor(
    pdpaMachine().provide({ actions: { reload: io.reload, clearStoredData: io.clearStoredData }, actors: { requestPdpa: fromPromise(io.requestPdpa) } }),
    { clock, input: { agreed } },
  ).start();
  return { actor, clock, io };
}

describe('pdpa machine', () => {
  it('shows the modal 2 s after load for someone who has not agreed', () => {
    const { actor, clock } = start(false);
    clock.increment(PDPA_CHECK_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().matches('asking')).toBe(true);
  });

  it('never shows it to someone who agreed', () => {
    const { actor, clock } = start(true);
    clock.increment(PDPA_CHECK_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('agreed');
  });

  it('consent posts and reloads on success', async () => {
    const { actor, clock, io } = start(false);
    clock.increment(PDPA_CHECK_DELAY_MS);
    actor.send({ type: 'CONSENT' });
    await waitFor(actor, (s) => s.value === 'consented');
    expect(io.requestPdpa).toHaveBeenCalledOnce();
    expect(io.reload).toHaveBeenCalledOnce();
  });

  it('a failed consent shows the message for 2.5 s and keeps the modal', async () => {
    const { actor, clock, io } = start(false, async () => ({ status: 'error', message: 'บันทึกไม่สำเร็จ' }));
    clock.increment(PDPA_CHECK_DELAY_MS);
    actor.send({ type: 'CONSENT' });
    await waitFor(actor, (s) => s.matches({ asking: 'showingError' }));
    expect(actor.getSnapshot().context.error).toBe('บันทึกไม่สำเร็จ');
    clock.increment(ERROR_POPUP_MS);
    expect(actor.getSnapshot().matches({ asking: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(io.reload).not.toHaveBeenCalled();
  });

  it('refusal clears stored data and reloads (signing out)', () => {
    const { actor, clock, io } = start(false);
    clock.increment(PDPA_CHECK_DELAY_MS);
    actor.send({ type: 'REFUSE' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(io.clearStoredData).toHaveBeenCalledOnce();
    expect(io.reload).toHaveBeenCalledOnce();
    expect(io.requestPdpa).not.toHaveBeenCalled();
  });
});
