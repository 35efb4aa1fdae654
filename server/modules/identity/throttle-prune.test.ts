/**
 * Old sign-in attempts are deleted once no throttle rule reads them, on a real database:
 * failures past the longest failure window and successes past the known-address window go;
 * everything a rule still reads stays, so the verdicts are the same before and after.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { DEFAULT_POLICY } from './policy';
import { beginAttempt, checkThrottle, pruneAttempts, PRUNE_EVERY_MS } from './throttle';

const NOW = new Date('2026-11-24T09:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(async () => {
  await test.close();
});

async function seed(rows: { username: string; ip: string; succeeded: boolean; at: Date }[]) {
  await test.db.insertInto('login_attempts').values(rows).execute();
}

const remaining = async () =>
  (await test.db.selectFrom('login_attempts').select(['username', 'ip', 'succeeded', 'at']).orderBy('at').execute()).map(
    (row) => `${row.username}@${row.ip} ${row.succeeded ? 'ok' : 'fail'} ${Math.round((NOW.getTime() - row.at.getTime()) / HOUR)}h`,
  );

describe('pruning sign-in attempts', () => {
  it('deletes failures past the longest failure window and successes past the known-address window, and keeps what the rules read', async () => {
    await seed([
      { username: 'somchai', ip: '10.0.0.1', succeeded: false, at: ago(3 * HOUR) },
      { username: 'somchai', ip: '10.0.0.2', succeeded: false, at: ago(30 * 60 * 1000) },
      { username: 'somchai', ip: '10.0.0.1', succeeded: true, at: ago(100 * DAY) },
      { username: 'somchai', ip: '10.0.0.3', succeeded: true, at: ago(10 * DAY) },
    ]);
    const input = { username: 'somchai', ip: '10.0.0.3', now: NOW, policy: DEFAULT_POLICY };
    const before = await checkThrottle(test.db, input);
    await pruneAttempts(test.db, NOW, DEFAULT_POLICY);
    expect(await remaining()).toEqual(['somchai@10.0.0.3 ok 240h', 'somchai@10.0.0.2 fail 1h']);
    expect(await checkThrottle(test.db, input)).toEqual(before);
  });

  it('prunes when an attempt is written, at most once per interval', async () => {
    await seed([{ username: 'a', ip: '10.0.0.9', succeeded: false, at: ago(5 * HOUR) }]);
    await beginAttempt(test.db, { username: 'b', ip: '10.0.0.8', now: NOW, policy: DEFAULT_POLICY });
    expect(await remaining()).toEqual(['b@10.0.0.8 fail 0h']);

    // Within the interval nothing is pruned; after it, the old rows go again.
    await seed([{ username: 'c', ip: '10.0.0.7', succeeded: false, at: ago(6 * HOUR) }]);
    await beginAttempt(test.db, { username: 'd', ip: '10.0.0.6', now: NOW, policy: DEFAULT_POLICY });
    expect(await remaining()).toHaveLength(3);
    const later = new Date(NOW.getTime() + PRUNE_EVERY_MS);
    await beginAttempt(test.db, { username: 'e', ip: '10.0.0.5', now: later, policy: DEFAULT_POLICY });
    expect((await remaining()).filter((row) => row.startsWith('c@'))).toEqual([]);
    expect(await remaining()).toHaveLength(3);
  });
});
