/**
 * Directory sign-in through the portal's own routes, against a real OpenLDAP server: people
 * with a directory user sign in with the directory's password, everyone else with the portal's,
 * and a directory that does not answer locks no one out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LDAP_PEOPLE_PASSWORDS, startSlapd, type Slapd } from '../../test-support/slapd';
import { createTestApp, DEMO_PASSWORD, findTenant, postForm, signIn, type TestApp } from '../../test-support/test-app';
import { MSG } from './messages';

const LOCKOUT_FAILURES = 3;

let slapd: Slapd;
let t: TestApp;

beforeAll(async () => {
  slapd = await startSlapd();
  t = await createTestApp({
    tenant: await findTenant((m) => !m.login.captcha),
    policy: { lockoutFailures: LOCKOUT_FAILURES },
    config: { directory: slapd.settings() },
  });
  // director has a portal password and a directory user; saraban has only the directory user
  // (written in another case than the directory's); officer has only the portal password.
  await t.db.updateTable('people').set({ directory_user: 'somchai' }).where('username', '=', 'director').execute();
  await t.db.updateTable('people').set({ directory_user: 'MALEE.S', password_hash: null }).where('username', '=', 'saraban').execute();
  // A directory user that is filter syntax: it must match no one in the directory.
  await t.db.updateTable('people').set({ directory_user: '*' }).where('username', '=', 'admin').execute();
});
afterAll(async () => {
  await t?.close();
  await slapd?.close();
});

const login = (username: string, password: string, ip: string) => postForm(t.app, '/api/users/login', { username, password }, { ip });
const preLogin = (username: string, password: string, ip: string) => postForm(t.app, '/api/users/pre-login', { username, password }, { ip });

async function lastSignIn(username: string) {
  const person = await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const row = await t.db
    .selectFrom('audit_log')
    .select('detail')
    .where('person_id', '=', person.id)
    .where('action', '=', 'sign-in')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>;
}

const attemptsFrom = (ip: string) => t.db.selectFrom('login_attempts').select(['username', 'succeeded']).where('ip', '=', ip).orderBy('id').execute();

describe('directory sign-in', () => {
  it('signs a directory user in with the directory password, by portal username or by directory user', async () => {
    const ip = '10.70.0.1';
    expect((await preLogin('director', LDAP_PEOPLE_PASSWORDS.somchai, ip)).json()).toEqual({ status: 'success', message: MSG.preLoginOk });
    const token = await signIn(t, 'director', { password: LDAP_PEOPLE_PASSWORDS.somchai, ip });
    const info = await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: { authorization: `Bearer ${token}` } });
    expect(info.statusCode).toBe(200);
    expect(await lastSignIn('director')).toMatchObject({ password: 'directory' });

    // The directory user, in any case, names the same person (here on a second device: confirmed as usual).
    const again = await signIn(t, 'SomChai', { password: LDAP_PEOPLE_PASSWORDS.somchai, ip });
    expect(again).not.toBe(token);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);

    // A person with no portal password at all signs in through the directory alone.
    expect(await signIn(t, 'malee.s', { password: LDAP_PEOPLE_PASSWORDS['malee.s'], ip })).toBeTruthy();
    expect(await signIn(t, 'saraban', { password: LDAP_PEOPLE_PASSWORDS['malee.s'], ip })).toBeTruthy();
  });

  it('refuses a wrong directory password with the one generic message, and counts it toward the lock-out', async () => {
    const ip = '10.70.0.2';
    for (let i = 0; i < LOCKOUT_FAILURES; i++) {
      const wrong = await login('director', `guess-${i}-x1`, ip);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ status: 'error', message: MSG.invalidCredentials });
    }
    const locked = await login('director', LDAP_PEOPLE_PASSWORDS.somchai, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.lockedHere(15));
    expect(await attemptsFrom(ip)).toEqual(Array.from({ length: LOCKOUT_FAILURES }, () => ({ username: 'director', succeeded: false })));
  });

  it('does not accept the portal password of a directory user while the directory answers', async () => {
    const reply = await login('director', DEMO_PASSWORD, '10.70.0.3');
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe(MSG.invalidCredentials);
    // Nor the directory password of a person who has no directory user.
    expect((await login('officer', LDAP_PEOPLE_PASSWORDS.somchai, '10.70.0.3')).statusCode).toBe(401);
  });

  it('keeps the portal password for a person without a directory user', async () => {
    expect(await signIn(t, 'officer', { password: DEMO_PASSWORD, ip: '10.70.0.4' })).toBeTruthy();
    expect(await lastSignIn('officer')).not.toHaveProperty('password');
  });

  it('lets no username or directory user act as a filter', async () => {
    const ip = '10.70.0.5';
    for (const username of ['*', 'a)(uid=*', '*)(uid=*', 'somchai*', 'admin']) {
      const reply = await login(username, LDAP_PEOPLE_PASSWORDS.somchai, ip);
      expect({ username, status: reply.statusCode, message: reply.json().message }).toEqual({ username, status: 401, message: MSG.invalidCredentials });
    }
  });

  it('refuses an empty password before anything else', async () => {
    const ip = '10.70.0.6';
    for (const password of ['', '   ']) {
      const reply = await login('director', password, ip);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ status: 'error', message: MSG.passwordRequired });
    }
    expect(await attemptsFrom(ip)).toEqual([]);
  });

  it('tells the person the directory cannot be reached, with 503, and locks no one out', async () => {
    const ip = '10.70.0.7';
    await slapd.stop();
    try {
      const tries = LOCKOUT_FAILURES + 3;
      for (let i = 0; i < tries; i++) {
        for (const [username, password] of [
          ['saraban', LDAP_PEOPLE_PASSWORDS['malee.s']],
          ['director', LDAP_PEOPLE_PASSWORDS.somchai],
        ] as const) {
          const reply = await (i % 2 === 0 ? login : preLogin)(username, password, ip);
          expect({ username, status: reply.statusCode, body: reply.json() }).toEqual({
            username,
            status: 503,
            body: { status: 'error', message: MSG.directoryUnavailable },
          });
        }
      }
      // Those attempts count toward the address's rate only, never toward a username's lock-out or slow-down.
      expect(await attemptsFrom(ip)).toEqual(Array.from({ length: tries * 2 }, () => ({ username: '', succeeded: false })));

      // A directory user who also has a portal password may use it while the directory is down.
      expect(await signIn(t, 'director', { password: DEMO_PASSWORD, ip })).toBeTruthy();
      expect(await lastSignIn('director')).toMatchObject({ password: 'portal-while-directory-unavailable' });
      // People without a directory user are not affected at all.
      expect(await signIn(t, 'officer', { password: DEMO_PASSWORD, ip })).toBeTruthy();
    } finally {
      await slapd.start();
    }
    // Back up: the person who tried more often than the lock-out allows signs in at once, from the same address.
    expect(await signIn(t, 'saraban', { password: LDAP_PEOPLE_PASSWORDS['malee.s'], ip })).toBeTruthy();
    expect(await signIn(t, 'director', { password: LDAP_PEOPLE_PASSWORDS.somchai, ip })).toBeTruthy();
  });
});
