import { describe, expect, it } from 'vitest';
import { singleFlight } from './attach';
import { emitClaimed, type ClaimedNotification } from './outbox-pusher';

const NOW = new Date('2026-11-22T07:00:00Z');
const row = (id: number, personId: number, documentId: number | null, ageMs = 0): ClaimedNotification => ({
  id,
  person_id: personId,
  module: 'SARABUN',
  data_html: `n${id}`,
  document_id: documentId,
  transaction_id: null,
  created_at: new Date(NOW.getTime() - ageMs),
});

function fakeIo() {
  const sent: { room: string; event: string; payload: unknown }[] = [];
  return { sent, io: { to: (room: string) => ({ emit: (event: string, payload: unknown) => sent.push({ room, event, payload }) }) } as never };
}

describe('emitClaimed', () => {
  it("emits each row to its person's room and one to-do-list event per person with the letters", () => {
    const { io, sent } = fakeIo();
    const count = emitClaimed(io, [row(1, 10, 100), row(2, 10, 100), row(3, 10, 101), row(4, 20, null)], NOW, 60_000);
    expect(count).toBe(4);
    expect(sent.filter((s) => s.event === 'new-notification').map((s) => [s.room, (s.payload as { NN_RECEIVE_ID: number }).NN_RECEIVE_ID])).toEqual([
      ['person:10', 1],
      ['person:10', 2],
      ['person:10', 3],
      ['person:20', 4],
    ]);
    expect(sent.filter((s) => s.event === 'todo-list')).toEqual([
      { room: 'person:10', event: 'todo-list', payload: { F_DOC_IDS: [100, 101] } },
      { room: 'person:20', event: 'todo-list', payload: { F_DOC_IDS: [] } },
    ]);
  });

  it('skips rows older than the age limit', () => {
    const { io, sent } = fakeIo();
    expect(emitClaimed(io, [row(1, 10, 1, 60_001), row(2, 10, 1, 60_000)], NOW, 60_000)).toBe(1);
    expect(sent.filter((s) => s.event === 'new-notification')).toHaveLength(1);
  });
});

describe('singleFlight', () => {
  it('never overlaps runs, and a call during a run causes exactly one more run', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const run = singleFlight(async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      runs++;
      await new Promise((r) => setTimeout(r, 10));
      active--;
      return 1;
    });
    const first = run();
    void run();
    void run();
    expect(await first).toBe(2);
    await run.idle();
    expect(runs).toBe(2);
    expect(maxActive).toBe(1);
  });
});
