/**
 * The sign-in protection from both sides: an outsider guessing a person's password is stopped,
 * at one address and across many, and cannot use that to keep the person out at their own
 * address. Each test has its own server, so clocks and counters never cross.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, findTenant, postForm, signIn, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { MSG } from './messages';
import { DEFAULT_POLICY, type IdentityPolicy } from './policy';

async function withServer(policy: Partial<IdentityPolicy>, run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp({ tenant: await findTenant((m) => !m.login.captcha), policy });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const attempt = (t: TestApp, username: string, password: string, ip: string) => postForm(t.app, '/api/users/login', { username, password }, { ip });

const SMALL = { lockoutFailures: 3, slowdownAfterFailures: 4, slowdownBaseMs: 1000, slowdownMaxMs: 8000 };

describe('sign-in protection', () => {
  it('stops the attacker while the person signs in at their own address with the right password', async () => {
    await withServer(SMALL, async (t) => {
      const desk = '10.20.0.1';
      await postForm(t.app, '/api/logout', {}, { token: await signIn(t, 'director', { ip: desk }) });

      // The attacker's address: three failures, then refused even with the right password.
      for (let i = 0; i < 3; i++) expect((await attempt(t, 'director', `guess-${i}-x1`, '198.51.100.1')).statusCode).toBe(401);
      const stopped = await attempt(t, 'director', DEMO_PASSWORD, '198.51.100.1');
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json().message).toBe(MSG.lockedHere(15));

      // Rotating addresses: past four failures of the username, every try waits 1 s, 2 s, 4 s, then at most 8 s.
      expect((await attempt(t, 'director', 'guess-3-x1', '198.51.100.2')).statusCode).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        const slowed = await attempt(t, 'director', `guess-${i}-y1`, `198.51.100.${10 + i}`);
        expect(slowed.statusCode).toBe(429);
        const seconds = Number(/(\d+) วินาที/.exec(slowed.json().message)?.[1]);
        expect(slowed.json().message).toBe(MSG.slowedDown(seconds));
        waits.push(seconds);
        t.clock.advance(seconds * 1000);
        expect((await attempt(t, 'director', `guess-${i}-z1`, `198.51.100.${20 + i}`)).statusCode).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8, 8]);

      // All the while, the person at their desk signs in at once with the right password.
      expect(await signIn(t, 'director', { ip: desk })).toBeTruthy();
      // An address becomes the person's own only by signing in: a new address waits, even with the right password.
      expect((await attempt(t, 'director', DEMO_PASSWORD, '198.51.100.99')).statusCode).toBe(429);
    });
  });

  it('counts requests sent at once against each other: a burst from one address reaches the password at most as often as the lock allows', async () => {
    await withServer(SMALL, async (t) => {
      const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(t, 'director', `burst-${i}-x1`, '198.51.100.77')));
      const statuses = replies.map((reply) => reply.statusCode);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(SMALL.lockoutFailures);
      // Turned-away attempts do not count: only those that reached the password are kept.
      const kept = await t.db.selectFrom('login_attempts').select('succeeded').where('ip', '=', '198.51.100.77').execute();
      expect(kept.length).toBe(statuses.filter((status) => status === 401).length);
      expect(kept.every((row) => !row.succeeded)).toBe(true);
    });
  });

  it('answers an unknown username exactly as a real one, so the protection does not reveal accounts', async () => {
    await withServer(SMALL, async (t) => {
      const run = async (username: string, net: string) => {
        const answers: unknown[] = [];
        for (let i = 0; i < 4; i++) answers.push((await attempt(t, username, `guess-${i}-x1`, `${net}.1`)).json());
        for (let i = 0; i < 3; i++) answers.push((await attempt(t, username, `guess-${i}-y1`, `${net}.${2 + i}`)).json());
        return answers;
      };
      // admin never signed in on this server, like the unknown name: no address is known for either.
      expect(await run('no-such-person', '203.0.113')).toEqual(await run('admin', '192.0.2'));
    });
  });

  it('holds guessing on one username to under 100 failures an hour, from any number of addresses', async () => {
    await withServer({}, async (t) => {
      const started = t.clock.now().getTime();
      let failures = 0;
      for (let n = 0; t.clock.now().getTime() - started < 60 * 60_000; n++) {
        // A new address for every try, so neither the per-address limit nor the address lock ever applies.
        const reply = await attempt(t, 'officer', `guess-${n}-x1`, `100.64.${Math.floor(n / 250)}.${(n % 250) + 1}`);
        if (reply.statusCode === 401) failures++;
        else {
          expect(reply.statusCode).toBe(429);
          t.clock.advance(Number(/(\d+) วินาที/.exec(reply.json().message)?.[1]) * 1000);
        }
      }
      expect(failures).toBeGreaterThanOrEqual(DEFAULT_POLICY.slowdownAfterFailures);
      expect(failures).toBeLessThan(100);
    });
  }, 60_000);

  it('keeps the person signing in from a known address while the username is slowed down', async () => {
    await withServer(SMALL, async (t) => {
      const home = '10.30.0.5';
      await postForm(t.app, '/api/logout', {}, { token: await signIn(t, 'officer', { ip: home }) });
      for (let i = 0; i < 6; i++) await attempt(t, 'officer', `guess-${i}-x1`, `198.51.100.${40 + i}`);
      expect((await attempt(t, 'officer', 'guess-x-x1', '198.51.100.60')).statusCode).toBe(429);
      // A typo at home is an ordinary failure, not a wait; the right password then signs in.
      expect((await attempt(t, 'officer', 'typo-x1', home)).statusCode).toBe(401);
      expect(await signIn(t, 'officer', { ip: home })).toBeTruthy();
      // An address the person last signed in from long ago is a new address again.
      t.clock.advance(DEFAULT_POLICY.knownAddressMs + 1000);
      for (let i = 0; i < 6; i++) await attempt(t, 'officer', `guess-${i}-y1`, `198.51.100.${70 + i}`);
      expect((await attempt(t, 'officer', DEMO_PASSWORD, home)).statusCode).toBe(429);
    });
  });
});
