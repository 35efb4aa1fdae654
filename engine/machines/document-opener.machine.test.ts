import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { REOPEN_AFTER_RECEIVE_MS, type DocumentTarget } from '../portal/document-target';
import { documentOpenerMachine } from './document-opener.machine';

const TARGET: DocumentTarget = { documentId: 9, transId: 71, type: 'viewDocument', role: 'unreceived' };

function start(markRead: (input: { documentId: number }) => Promise<unknown> = async () => ({ status: 'success' })) {
  const clock = new SimulatedClock();
  const io = { markRead: vi.fn(markRead) };
  const actor = createActor(documentOpenerMachine().provide({ actors: { markRead: fromPromise(({ input }) => io.markRead(input)) } }), { clock }).start();
  return { actor, clock, io };
}

async function opened(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'OPEN', target: TARGET });
  await waitFor(actor, (s) => s.matches('shown'));
}

describe('document opener machine', () => {
  it('marks the letter read, then shows it with its role', async () => {
    const { actor, io } = start();
    await opened(actor);
    expect(io.markRead).toHaveBeenCalledWith({ documentId: 9 });
    expect(actor.getSnapshot().context).toMatchObject({ target: TARGET, key: 1 });
  });

  it('still shows the letter when marking it read fails', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    await opened(actor);
    expect(actor.getSnapshot().context.target).toEqual(TARGET);
  });

  it('warns when nothing is selected, until dismissed', () => {
    const { actor, io } = start();
    actor.send({ type: 'OPEN', target: null });
    expect(actor.getSnapshot().value).toBe('nothingSelected');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(io.markRead).not.toHaveBeenCalled();
  });

  it('closing without an action closes', async () => {
    const { actor } = start();
    await opened(actor);
    actor.send({ type: 'CLOSE', outcome: { changed: false, receivedSame: false } });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  // Refreshing the counts after an action is the action mutation's (widgets/documents/use-document-action.test.tsx).
  it('closing after an action other than a receive closes', async () => {
    const { actor } = start();
    await opened(actor);
    actor.send({ type: 'CLOSE', outcome: { changed: true, receivedSame: false } });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('after a receive it reopens the same letter 500 ms later, mounted afresh', async () => {
    const { actor, clock, io } = start();
    await opened(actor);
    actor.send({ type: 'CLOSE', outcome: { changed: true, receivedSame: true } });
    clock.increment(REOPEN_AFTER_RECEIVE_MS - 1);
    expect(actor.getSnapshot().value).toBe('reopening');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context).toMatchObject({ target: TARGET, key: 2 });
    expect(io.markRead).toHaveBeenCalledOnce();
  });

  it('opening another letter drops a pending reopen', async () => {
    const { actor, clock } = start();
    await opened(actor);
    actor.send({ type: 'CLOSE', outcome: { changed: true, receivedSame: true } });
    const other = { ...TARGET, documentId: 10 };
    actor.send({ type: 'OPEN', target: other });
    await waitFor(actor, (s) => s.matches('shown'));
    clock.increment(REOPEN_AFTER_RECEIVE_MS);
    expect(actor.getSnapshot().context).toMatchObject({ target: other, key: 2 });
  });

  it('closing while the next letter is being marked read closes, and the letter never shows', async () => {
    let answer: (value: unknown) => void = () => {};
    const { actor } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'OPEN', target: TARGET });
    expect(actor.getSnapshot().value).toBe('markingRead');
    actor.send({ type: 'CLOSE', outcome: { changed: false, receivedSame: false } });
    expect(actor.getSnapshot().value).toBe('closed');
    answer({ status: 'success' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.key).toBe(0);
  });

  it('closing while a received letter waits to reopen drops the reopen', async () => {
    const { actor, clock } = start();
    await opened(actor);
    actor.send({ type: 'CLOSE', outcome: { changed: true, receivedSame: true } });
    expect(actor.getSnapshot().value).toBe('reopening');
    actor.send({ type: 'CLOSE', outcome: { changed: false, receivedSame: false } });
    clock.increment(REOPEN_AFTER_RECEIVE_MS);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.key).toBe(1);
  });
});
