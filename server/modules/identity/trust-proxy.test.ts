/**
 * The client address behind a reverse proxy (TRUST_PROXY): X-Forwarded-For is believed only
 * from a listed proxy, so the sign-in limits and the audit see the real client there, and a
 * client talking to the portal directly cannot pick the address it is counted and recorded as.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, findTenant, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { MSG } from './messages';

const PROXY = '10.50.0.1';
let direct: TestApp; // TRUST_PROXY unset
let proxied: TestApp; // TRUST_PROXY=10.50.0.1

beforeAll(async () => {
  const tenant = await findTenant((m) => !m.login.captcha);
  const policy = { lockoutFailures: 3, perIpLimit: 5 };
  [direct, proxied] = await Promise.all([
    createTestApp({ tenant, policy }),
    createTestApp({ tenant, policy, config: { trustProxy: [PROXY, '10.60.0.0/16'] } }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

function login(t: TestApp, username: string, password: string, peer: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: peer,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: new URLSearchParams({ username, password }).toString(),
  });
}

async function lastSignInIp(t: TestApp, username: string): Promise<string | null> {
  const row = await t.db
    .selectFrom('audit_log')
    .innerJoin('people', 'people.id', 'audit_log.person_id')
    .select('audit_log.ip')
    .where('people.username', '=', username)
    .where('audit_log.action', '=', 'sign-in')
    .orderBy('audit_log.id', 'desc')
    .executeTakeFirstOrThrow();
  return row.ip;
}

async function signOut(t: TestApp, reply: { json(): { success: { token: string } } }): Promise<void> {
  await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${reply.json().success.token}` } });
}

describe('TRUST_PROXY unset', () => {
  it('ignores X-Forwarded-For: a spoofed header changes neither the limits nor the audit', async () => {
    const peer = '192.0.2.10';
    for (let i = 0; i < 3; i++) expect((await login(direct, 'saraban', `guess-${i}-x1`, peer, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    // A fresh spoofed address does not escape the lock of the connecting address.
    const stopped = await login(direct, 'saraban', DEMO_PASSWORD, peer, '203.0.113.99');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe(MSG.lockedHere(15));
    const attempts = await direct.db.selectFrom('login_attempts').select('ip').where('username', '=', 'saraban').execute();
    expect(new Set(attempts.map((a) => a.ip))).toEqual(new Set([peer]));

    const ok = await login(direct, 'officer', DEMO_PASSWORD, '192.0.2.11', '203.0.113.50');
    expect(ok.statusCode).toBe(200);
    expect(await lastSignInIp(direct, 'officer')).toBe('192.0.2.11');
    await signOut(direct, ok);
  });
});

describe('TRUST_PROXY set to the proxies', () => {
  it('counts and records the forwarded client, one limit per client behind the proxy', async () => {
    // Six clients behind the proxy, one attempt each: more than perIpLimit from the proxy's address, none limited.
    for (let i = 0; i < 6; i++) expect((await login(proxied, `someone${i}`, 'guess-x1', PROXY, `203.0.113.${10 + i}`)).statusCode).toBe(401);

    // One client fails three times and is stopped; a colleague behind the same proxy signs in.
    for (let i = 0; i < 3; i++) await login(proxied, 'director', `guess-${i}-x1`, PROXY, '203.0.113.7');
    expect((await login(proxied, 'director', DEMO_PASSWORD, PROXY, '203.0.113.7')).statusCode).toBe(429);
    const colleague = await login(proxied, 'director', DEMO_PASSWORD, PROXY, '203.0.113.8');
    expect(colleague.statusCode).toBe(200);
    expect(await lastSignInIp(proxied, 'director')).toBe('203.0.113.8');
    const session = await proxied.db.selectFrom('sessions').select('ip').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session.ip).toBe('203.0.113.8');
    await signOut(proxied, colleague);

    // A client that writes its own X-Forwarded-For through the proxy: the proxy appends the real
    // address, and only the nearest untrusted one counts.
    const appended = await login(proxied, 'admin', DEMO_PASSWORD, PROXY, '198.51.100.1, 203.0.113.9');
    expect(appended.statusCode).toBe(200);
    expect(await lastSignInIp(proxied, 'admin')).toBe('203.0.113.9');
    await signOut(proxied, appended);
  });

  it('trusts a proxy listed by CIDR range', async () => {
    const ok = await login(proxied, 'saraban', DEMO_PASSWORD, '10.60.4.2', '203.0.113.30');
    expect(ok.statusCode).toBe(200);
    expect(await lastSignInIp(proxied, 'saraban')).toBe('203.0.113.30');
    await signOut(proxied, ok);
  });

  it('does not trust a peer that is not listed', async () => {
    const ok = await login(proxied, 'officer', DEMO_PASSWORD, '192.0.2.77', '203.0.113.40');
    expect(ok.statusCode).toBe(200);
    expect(await lastSignInIp(proxied, 'officer')).toBe('192.0.2.77');
    await signOut(proxied, ok);
  });
});
