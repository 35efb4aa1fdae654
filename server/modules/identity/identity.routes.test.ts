import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, findTenant, postForm, signIn, solveCaptcha, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { MSG } from './messages';
import { DEFAULT_POLICY } from './policy';
import { setPersonActive } from './sessions';

// Each describe block owns its usernames and IPs, so throttle counters never cross tests.
let plain: TestApp; // a tenant without captcha
let guarded: TestApp; // a tenant with captcha

beforeAll(async () => {
  [plain, guarded] = await Promise.all([
    createTestApp({ tenant: await findTenant((m) => !m.login.captcha), policy: { lockoutFailures: 3 } }),
    createTestApp({ tenant: await findTenant((m) => m.login.captcha) }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), guarded?.close()]);
});

const getInfo = (t: TestApp, token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/getInfo', headers: token ? { authorization: `Bearer ${token}` } : {} });

async function personId(t: TestApp, username: string): Promise<number> {
  return (await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

describe('sign-in', () => {
  it('signs in with username and password and returns the token, expiry and user-login', async () => {
    const reply = await postForm(plain.app, '/api/users/login', { username: 'officer', password: DEMO_PASSWORD }, { ip: '10.1.0.1' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.status).toBe('success');
    expect(body.success.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(body.userLogin).toMatchObject({
      F_PERSON_ID: expect.any(Number),
      userInformation: { F_IS_AGREE_PDPA: 1, F_FIRST_NAME: expect.any(String), F_LAST_NAME: expect.any(String), F_POSITION_NAME: expect.any(String) },
    });
    const info = await getInfo(plain, body.success.token);
    expect(info.statusCode).toBe(200);
    expect(info.json().userLogin.F_PERSON_ID).toBe(body.userLogin.F_PERSON_ID);
    // Only the hash of the token is stored.
    const stored = await plain.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(body.success.token);
    await postForm(plain.app, '/api/logout', {}, { token: body.success.token });
  });

  it('refuses blank fields with a Thai message naming the missing field', async () => {
    const blankUser = await postForm(plain.app, '/api/users/login', { username: '   ', password: 'x' }, { ip: '10.1.0.2' });
    expect(blankUser.statusCode).toBe(400);
    expect(blankUser.json()).toEqual({ status: 'error', message: 'กรุณากรอกชื่อผู้ใช้งาน' });
    const blankPassword = await postForm(plain.app, '/api/users/pre-login', { username: 'officer', password: '  ' }, { ip: '10.1.0.2' });
    expect(blankPassword.json()).toEqual({ status: 'error', message: 'กรุณากรอกรหัสผ่าน' });
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const wrong = await postForm(plain.app, '/api/users/login', { username: 'director', password: 'wrong-pass-1' }, { ip: '10.1.0.3' });
    const unknown = await postForm(plain.app, '/api/users/login', { username: 'nobody-here', password: 'wrong-pass-1' }, { ip: '10.1.0.3' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MSG.invalidCredentials);
  });

  it('asks to confirm a new device, and the confirmed login ends the old session', async () => {
    const first = await signIn(plain, 'director', { ip: '10.1.0.4' });
    const pre = await postForm(plain.app, '/api/users/pre-login', { username: 'director', password: DEMO_PASSWORD }, { ip: '10.1.0.5' });
    expect(pre.statusCode).toBe(200);
    const question = pre.json();
    expect(question).toMatchObject({ status: 'error', message: MSG.deviceInUse, oauth_id: expect.any(String) });
    // A login without the oauth_id is asked the same question and signs nobody in.
    const unconfirmed = await postForm(plain.app, '/api/users/login', { username: 'director', password: DEMO_PASSWORD }, { ip: '10.1.0.5' });
    expect(unconfirmed.json()).toMatchObject({ status: 'error', oauth_id: expect.any(String) });
    expect((await getInfo(plain, first)).statusCode).toBe(200);

    const confirmed = await postForm(
      plain.app,
      '/api/users/login',
      { username: 'director', password: DEMO_PASSWORD, oauth_id: question.oauth_id },
      { ip: '10.1.0.5' },
    );
    expect(confirmed.json().status).toBe('success');
    expect((await getInfo(plain, first)).statusCode).toBe(401);
    expect((await getInfo(plain, confirmed.json().success.token)).statusCode).toBe(200);
    // The oauth_id is single use.
    const again = await postForm(
      plain.app,
      '/api/users/login',
      { username: 'director', password: DEMO_PASSWORD, oauth_id: question.oauth_id },
      { ip: '10.1.0.5' },
    );
    expect(again.statusCode).toBe(409);
    expect((await getInfo(plain, confirmed.json().success.token)).statusCode).toBe(200);
    await postForm(plain.app, '/api/logout', {}, { token: confirmed.json().success.token });
  });

  it('pre-login passes when no other session is live', async () => {
    const reply = await postForm(plain.app, '/api/users/pre-login', { username: 'admin', password: DEMO_PASSWORD }, { ip: '10.1.0.6' });
    expect(reply.json()).toEqual({ status: 'success', message: MSG.preLoginOk });
  });
});

describe('session life', () => {
  it('logout revokes the token', async () => {
    const token = await signIn(plain, 'admin', { ip: '10.2.0.1' });
    expect((await postForm(plain.app, '/api/logout', {}, { token })).json().status).toBe('success');
    const after = await getInfo(plain, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe('error');
  });

  it('getInfo without a token is 401 with the envelope', async () => {
    const reply = await getInfo(plain);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ status: 'error', message: MSG.sessionMissing });
  });

  it('keeps an active session alive and ends it after 30 idle minutes', async () => {
    const token = await signIn(plain, 'admin', { ip: '10.2.0.2' });
    plain.clock.advance(20 * 60_000);
    expect((await getInfo(plain, token)).statusCode).toBe(200);
    plain.clock.advance(20 * 60_000); // 40 min since sign-in, 20 since last use
    expect((await getInfo(plain, token)).statusCode).toBe(200);
    plain.clock.advance(DEFAULT_POLICY.idleTimeoutMs + 60_000);
    const idle = await getInfo(plain, token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe(MSG.sessionExpired);
  });

  it('ends a session at expires_at however active it is', async () => {
    const token = await signIn(plain, 'admin', { ip: '10.2.0.3' });
    for (let used = 0; used < DEFAULT_POLICY.sessionLifetimeMs; used += 25 * 60_000) {
      plain.clock.advance(25 * 60_000);
      const reply = await getInfo(plain, token);
      if (used + 25 * 60_000 >= DEFAULT_POLICY.sessionLifetimeMs) expect(reply.statusCode).toBe(401);
      else expect(reply.statusCode).toBe(200);
    }
  });

  it('disabling an account ends its sessions and refuses sign-in', async () => {
    const token = await signIn(plain, 'newcomer', { ip: '10.2.0.4' });
    const id = await personId(plain, 'newcomer');
    await setPersonActive(plain.db, id, false, plain.clock.now());
    expect((await getInfo(plain, token)).statusCode).toBe(401);
    const again = await postForm(plain.app, '/api/users/login', { username: 'newcomer', password: DEMO_PASSWORD }, { ip: '10.2.0.4' });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MSG.invalidCredentials);
    await setPersonActive(plain.db, id, true, plain.clock.now());
  });
});

describe('abuse', () => {
  // The both-sides policy (the person still signs in during an attack, the slow-down across
  // addresses) is proven in sign-in-protection.test.ts; here, the answers of the sign-in calls.
  it('stops an address after repeated failures for a username, even for the right password, until the lock ends', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await postForm(plain.app, '/api/users/login', { username: 'saraban', password: `wrong-${i}-x1` }, { ip: '10.3.0.1' });
      expect(reply.statusCode).toBe(401);
    }
    const stopped = await postForm(plain.app, '/api/users/login', { username: 'saraban', password: DEMO_PASSWORD }, { ip: '10.3.0.1' });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({ status: 'error', message: MSG.lockedHere(15) });
    // Unknown usernames are stopped the same way, so the answer does not reveal which accounts exist.
    for (let i = 0; i < 3; i++) await postForm(plain.app, '/api/users/login', { username: 'ghost-user', password: `wrong-${i}-x1` }, { ip: '10.3.1.1' });
    expect((await postForm(plain.app, '/api/users/login', { username: 'ghost-user', password: 'x1234567' }, { ip: '10.3.1.1' })).json()).toEqual(
      stopped.json(),
    );
    // Only that address is stopped: the person elsewhere signs in.
    const elsewhere = await signIn(plain, 'saraban', { ip: '10.3.0.9' });
    await postForm(plain.app, '/api/logout', {}, { token: elsewhere });

    plain.clock.advance(DEFAULT_POLICY.lockMs + 1000);
    const token = await signIn(plain, 'saraban', { ip: '10.3.0.1' });
    expect((await getInfo(plain, token)).statusCode).toBe(200);
    await postForm(plain.app, '/api/logout', {}, { token });
  });

  it('rate-limits sign-in per IP with HTTP 429, whatever the username', async () => {
    const limited = await createTestApp({ tenant: plain.tenant, seed: false, policy: { perIpLimit: 4, lockoutFailures: 100, slowdownAfterFailures: 100 } });
    try {
      for (let i = 0; i < 4; i++)
        expect((await postForm(limited.app, '/api/users/login', { username: `user${i}`, password: 'abc12345' }, { ip: '10.4.0.1' })).statusCode).toBe(401);
      const byIp = await postForm(limited.app, '/api/users/login', { username: 'another', password: 'abc12345' }, { ip: '10.4.0.1' });
      expect(byIp.statusCode).toBe(429);
      expect(byIp.json()).toEqual({ status: 'error', message: MSG.rateLimited });
      // Another address is not limited by this one's attempts.
      expect((await postForm(limited.app, '/api/users/login', { username: 'another', password: 'abc12345' }, { ip: '10.4.0.2' })).statusCode).toBe(401);
      // The window passes and attempts are allowed again.
      limited.clock.advance(DEFAULT_POLICY.rateWindowMs + 1000);
      expect((await postForm(limited.app, '/api/users/login', { username: 'another', password: 'abc12345' }, { ip: '10.4.0.1' })).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('robot check on tenants that turn it on', () => {
  it('refuses sign-in without a solved challenge, so a script cannot skip it', async () => {
    const none = await postForm(guarded.app, '/api/users/login', { username: 'officer', password: DEMO_PASSWORD }, { ip: '10.5.0.1' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.captchaRequired);
    const forged = await postForm(
      guarded.app,
      '/api/users/login',
      { username: 'officer', password: DEMO_PASSWORD, altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') },
      { ip: '10.5.0.1' },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MSG.captchaInvalid);
    for (const path of ['/api/users/pre-login', '/api/users/ig-login']) {
      expect((await postForm(guarded.app, path, { username: 'officer', password: DEMO_PASSWORD }, { ip: '10.5.0.1' })).statusCode).toBe(400);
    }
  });

  it('accepts one solution for pre-login and the login after it, and never again', async () => {
    const altcha = await solveCaptcha(guarded.app);
    const pre = await postForm(guarded.app, '/api/users/pre-login', { username: 'officer', password: DEMO_PASSWORD, altcha }, { ip: '10.5.0.2' });
    expect(pre.json().status).toBe('success');
    expect((await postForm(guarded.app, '/api/users/pre-login', { username: 'officer', password: DEMO_PASSWORD, altcha }, { ip: '10.5.0.2' })).statusCode).toBe(
      400,
    );
    const login = await postForm(guarded.app, '/api/users/login', { username: 'officer', password: DEMO_PASSWORD, altcha }, { ip: '10.5.0.2' });
    expect(login.json().status).toBe('success');
    const replay = await postForm(guarded.app, '/api/users/login', { username: 'officer', password: DEMO_PASSWORD, altcha }, { ip: '10.5.0.2' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(MSG.captchaInvalid);
    await postForm(guarded.app, '/api/logout', {}, { token: login.json().success.token });
  });

  it('does not let a solution spent for one username serve another', async () => {
    const altcha = await solveCaptcha(guarded.app);
    expect(
      (await postForm(guarded.app, '/api/users/pre-login', { username: 'director', password: DEMO_PASSWORD, altcha }, { ip: '10.5.0.3' })).json().status,
    ).toBe('success');
    expect((await postForm(guarded.app, '/api/users/login', { username: 'admin', password: DEMO_PASSWORD, altcha }, { ip: '10.5.0.3' })).statusCode).toBe(400);
  });

  it('a tenant without the robot check signs in without one', async () => {
    expect(plain.tenant.manifest.login.captcha).toBe(false);
    expect(await signIn(plain, 'officer', { ip: '10.5.0.4' })).toBeTruthy();
  });
});

describe('PDPA consent', () => {
  it('records consent for a newcomer and reports it in getInfo', async () => {
    const token = await signIn(guarded, 'newcomer', { ip: '10.6.0.1' });
    expect((await getInfo(guarded, token)).json().userLogin.userInformation.F_IS_AGREE_PDPA).toBe(0);
    const partial = await postForm(guarded.app, '/api/sarabun/request-pdpa', { F_IS_AGREE_PDPA: '1' }, { token });
    expect(partial.statusCode).toBe(400);
    expect((await getInfo(guarded, token)).json().userLogin.userInformation.F_IS_AGREE_PDPA).toBe(0);
    const ok = await postForm(guarded.app, '/api/sarabun/request-pdpa', { F_IS_AGREE_PDPA: '1', F_IS_AGREE: '1' }, { token });
    expect(ok.json()).toEqual({ status: 'success', message: MSG.pdpaSaved });
    expect((await getInfo(guarded, token)).json().userLogin.userInformation.F_IS_AGREE_PDPA).toBe(1);
    const audit = await guarded.db.selectFrom('audit_log').select('action').where('action', '=', 'pdpa-consent').execute();
    expect(audit).toHaveLength(1);
  });

  it('requires a session', async () => {
    expect((await postForm(guarded.app, '/api/sarabun/request-pdpa', { F_IS_AGREE_PDPA: '1', F_IS_AGREE: '1' })).statusCode).toBe(401);
  });
});

describe('password flows', () => {
  const outbox = (t: TestApp) => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const tokenFrom = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!;

  it('answers the same whether or not the e-mail is registered, and mails only a registered one', async () => {
    const before = (await outbox(plain)).length;
    const unknown = await postForm(plain.app, '/api/users/forgot-password', { F_EMAIL: 'nobody@example.com' }, { ip: '10.7.0.1' });
    expect(unknown.json()).toEqual({ status: 'success', message: MSG.forgotSent });
    expect(await outbox(plain)).toHaveLength(before);
    const known = await postForm(plain.app, '/api/users/forgot-password', { F_EMAIL: 'OFFICER@example.com' }, { ip: '10.7.0.1' });
    expect(known.json()).toEqual(unknown.json());
    const mails = await outbox(plain);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.to_address).toBe('officer@example.com');
    expect(mails.at(-1)!.body_text).toContain('/reset-password?token=');
  });

  it('refuses a malformed e-mail', async () => {
    const reply = await postForm(plain.app, '/api/users/forgot-password', { F_EMAIL: 'not-an-email' }, { ip: '10.7.0.2' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('กรุณากรอก E-mail ให้ถูกต้อง');
  });

  it('resets with a single-use link, enforcing the password rules, and ends old sessions', async () => {
    const old = await signIn(plain, 'director', { ip: '10.7.0.3' });
    await postForm(plain.app, '/api/users/forgot-password', { F_EMAIL: 'director@example.com' }, { ip: '10.7.0.3' });
    const token = tokenFrom((await outbox(plain)).at(-1)!.body_text);

    for (const [password, confirm, message] of [
      ['short1', 'short1', MSG.passwordPolicy],
      ['onlyletters', 'onlyletters', MSG.passwordPolicy],
      ['12345678', '12345678', MSG.passwordPolicy],
      ['ไทยไทย123', 'ไทยไทย123', MSG.passwordPolicy],
      ['newpass123', 'newpass124', MSG.passwordMismatch],
    ] as const) {
      const bad = await postForm(plain.app, '/api/users/reset-password', { token, NEW_PASSWORD: password, C_NEW_PASSWORD: confirm }, { ip: '10.7.0.3' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    const ok = await postForm(plain.app, '/api/users/reset-password', { token, NEW_PASSWORD: 'newpass123', C_NEW_PASSWORD: 'newpass123' }, { ip: '10.7.0.3' });
    expect(ok.json()).toEqual({ status: 'success', message: MSG.resetDone });
    expect((await getInfo(plain, old)).statusCode).toBe(401);
    const reused = await postForm(
      plain.app,
      '/api/users/reset-password',
      { token, NEW_PASSWORD: 'other1234', C_NEW_PASSWORD: 'other1234' },
      { ip: '10.7.0.3' },
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(MSG.resetInvalid);
    expect((await postForm(plain.app, '/api/users/login', { username: 'director', password: DEMO_PASSWORD }, { ip: '10.7.0.4' })).statusCode).toBe(401);
    const token2 = await signIn(plain, 'director', { password: 'newpass123', ip: '10.7.0.4' });
    await postForm(plain.app, '/api/logout', {}, { token: token2 });
  });

  it('refuses an expired reset link', async () => {
    await postForm(plain.app, '/api/users/forgot-password', { F_EMAIL: 'admin@example.com' }, { ip: '10.7.0.5' });
    const token = tokenFrom((await outbox(plain)).at(-1)!.body_text);
    plain.clock.advance(DEFAULT_POLICY.resetTokenTtlMs + 1000);
    const reply = await postForm(
      plain.app,
      '/api/users/reset-password',
      { token, NEW_PASSWORD: 'newpass123', C_NEW_PASSWORD: 'newpass123' },
      { ip: '10.7.0.5' },
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(MSG.resetInvalid);
  });

  it('changes the password of a signed-in user, keeping this session and ending the others', async () => {
    const other = await signIn(guarded, 'admin', { ip: '10.7.1.1' });
    const pre = await postForm(
      guarded.app,
      '/api/users/login',
      { username: 'admin', password: DEMO_PASSWORD, altcha: await solveCaptcha(guarded.app) },
      { ip: '10.7.1.2' },
    );
    const current = (
      await postForm(
        guarded.app,
        '/api/users/login',
        { username: 'admin', password: DEMO_PASSWORD, altcha: await solveCaptcha(guarded.app), oauth_id: pre.json().oauth_id },
        { ip: '10.7.1.2' },
      )
    ).json().success.token as string;
    // The confirmed new device already ended `other`; sign it in again from a third device.
    expect((await getInfo(guarded, other)).statusCode).toBe(401);

    const wrongOld = await postForm(
      guarded.app,
      '/api/users/change-password',
      { OLD_PASSWORD: 'nope12345', NEW_PASSWORD: 'changed123', C_NEW_PASSWORD: 'changed123' },
      { token: current },
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe(MSG.oldPasswordWrong);
    const ok = await postForm(
      guarded.app,
      '/api/users/change-password',
      { OLD_PASSWORD: DEMO_PASSWORD, NEW_PASSWORD: 'changed123', C_NEW_PASSWORD: 'changed123' },
      { token: current },
    );
    expect(ok.json()).toEqual({ status: 'success', message: MSG.passwordChanged });
    expect((await getInfo(guarded, current)).statusCode).toBe(200);
    expect((await postForm(guarded.app, '/api/users/change-password', { OLD_PASSWORD: 'changed123', NEW_PASSWORD: 'x', C_NEW_PASSWORD: 'x' })).statusCode).toBe(
      401,
    );
  });
});

describe('avatar', () => {
  it('serves the default picture when a person has none', async () => {
    const id = await personId(plain, 'officer');
    for (const url of [`/api/users/view-file-avatar/${id}`, '/api/users/view-file-avatar/999999', '/api/users/view-file-avatar/abc']) {
      const reply = await plain.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('serves a stored picture with its type', async () => {
    const id = await personId(plain, 'admin');
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await plain.db.updateTable('people').set({ avatar: png, avatar_type: 'image/png' }).where('id', '=', id).execute();
    const reply = await plain.app.inject({ method: 'GET', url: `/api/users/view-file-avatar/${id}` });
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.rawPayload.equals(png)).toBe(true);
  });
});
