/**
 * A session that ends closes its sockets at once (under a second), not at the periodic
 * session check: sign-out, password change (the other devices), password reset, sign-in on
 * a new device (the old device) and a disabled account. The periodic check is set to a minute here, so
 * only the immediate path can pass. Real server, real database, socket.io-client over HTTP.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { REALTIME_EVENTS, type NewNotificationPayload } from '../../engine/realtime/events';
import { SOCKET_STATUS, type RealtimeConnection, type SocketStatus } from '../../engine/realtime/realtime-client';
import { createSession, disablePerson } from '../modules/identity/sessions';
import { DEFAULT_POLICY } from '../modules/identity/policy';
import { hashToken } from '../modules/identity/tokens';
import { startRealtimeTestServer, until, type RealtimeTestServer } from '../test-support/realtime-test-server';
import { DEMO_PASSWORD, postForm, signIn, type TestApp } from '../test-support/test-app';
import type { RealtimeHandle } from './attach';

let server: RealtimeTestServer;
let t: TestApp;
let realtime: RealtimeHandle;

beforeAll(async () => {
  server = await startRealtimeTestServer();
  ({ t, realtime } = server);
}, 120_000);

afterEach(() => server.closeTabs());

afterAll(async () => {
  await server?.close();
});

interface Tab {
  connection: RealtimeConnection;
  statuses: SocketStatus[];
  pushes: NewNotificationPayload[];
}

/** Connects like the browser and collects its pushes; resolves once connected. */
async function connect(token: string): Promise<Tab> {
  const { connection, statuses } = await server.connect(token);
  const pushes: NewNotificationPayload[] = [];
  connection.on(REALTIME_EVENTS.newNotification, (payload) => pushes.push(payload));
  expect(statuses[0]).toEqual({ message: SOCKET_STATUS.connected });
  return { connection, statuses, pushes };
}

/** The tab is closed by the server within a second and receives nothing pushed afterwards. */
async function expectClosedAtOnce(tab: Tab, personId: number): Promise<void> {
  await until(() => tab.statuses.length >= 2, 1000, 'socket closed by the server');
  expect(tab.statuses[1]).toEqual({ message: SOCKET_STATUS.cannotConnect, reason: 'io server disconnect' });
  expect(tab.connection.socket.connected).toBe(false);
  await t.db.insertInto('notifications').values({ person_id: personId, module: 'SARABUN', data_html: 'หลังออกจากระบบ', created_at: t.clock.now() }).execute();
  await realtime.pushNow();
  await new Promise((r) => setTimeout(r, 200));
  expect(tab.pushes).toEqual([]);
}

const personId = async (username: string) => (await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('session end closes its sockets at once', () => {
  it('a session that ends while its socket is being let in is closed too, not left to the periodic check', async () => {
    const token = await signIn(t, 'director', { ip: '10.9.0.9' });
    const session = await t.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    // The window between the handshake's check and joining the rooms: the session ends there, and
    // its announcement finds no socket of it in any room.
    realtime.io.use((socket, next) => {
      if ((socket.data as { sessionId?: number }).sessionId !== Number(session.id)) return next();
      void t.db
        .updateTable('sessions')
        .set({ revoked_at: t.clock.now(), revoked_reason: 'logout' })
        .where('id', '=', session.id)
        .execute()
        .then(() => next());
    });
    const tab = await connect(token);
    await expectClosedAtOnce(tab, await personId('director'));
  });

  it('sign-out over HTTP closes that session’s socket only', async () => {
    const token = await signIn(t, 'admin', { ip: '10.9.0.1' });
    const tab = await connect(token);
    const other = await connect(await signIn(t, 'officer', { ip: '10.9.0.2' }));
    const started = Date.now();
    const logout = await postForm(t.app, ROUTES.logout.path, {}, { token });
    expect(logout.statusCode).toBe(200);
    await expectClosedAtOnce(tab, await personId('admin'));
    expect(Date.now() - started).toBeLessThan(2000);
    // Another person's socket is untouched and still receives its pushes.
    expect(other.connection.socket.connected).toBe(true);
    await t.db
      .insertInto('notifications')
      .values({ person_id: await personId('officer'), module: 'SARABUN', data_html: 'ยังได้รับ', created_at: t.clock.now() })
      .execute();
    await realtime.pushNow();
    await until(() => other.pushes.some((p) => p.NN_DATA === 'ยังได้รับ'), 2000, 'push to the other person');
  });

  it('a password change closes the other devices’ sockets and keeps this one', async () => {
    const id = await personId('director');
    const oldDevice = await connect(await signIn(t, 'director', { ip: '10.9.0.3' }));
    // A second live session of the same person (another device), made as sign-in makes it.
    const here = await createSession(t.db, { personId: id, now: t.clock.now(), policy: DEFAULT_POLICY, ip: '10.9.0.4', userAgent: null });
    const thisDevice = await connect(here.token);
    const changed = await postForm(
      t.app,
      ROUTES.changePassword.path,
      { OLD_PASSWORD: DEMO_PASSWORD, NEW_PASSWORD: 'Newpass1234', C_NEW_PASSWORD: 'Newpass1234' },
      { token: here.token, ip: '10.9.0.4' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expectClosedAtOnce(oldDevice, id);
    expect(thisDevice.connection.socket.connected).toBe(true);
  });

  it('a password reset by e-mailed link closes every socket of the person', async () => {
    const id = await personId('officer');
    const session = await createSession(t.db, { personId: id, now: t.clock.now(), policy: DEFAULT_POLICY, ip: '10.9.0.8', userAgent: null });
    const tab = await connect(session.token);
    // The link's token as requestPasswordReset stores it (hash only).
    const link = 'reset-link-token-for-the-socket-test';
    await t.db
      .insertInto('password_resets')
      .values({ person_id: id, token_hash: hashToken(link), expires_at: new Date(t.clock.now().getTime() + 60_000) })
      .execute();
    const reset = await postForm(t.app, ROUTES.resetPassword.path, { token: link, NEW_PASSWORD: 'Newpass1234', C_NEW_PASSWORD: 'Newpass1234' });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectClosedAtOnce(tab, id);
  });

  it('signing in on a new device closes the old device’s socket', async () => {
    const oldDevice = await connect(await signIn(t, 'saraban', { ip: '10.9.0.5' }));
    // The helper answers the "already signed in elsewhere" question by confirming, as the person would.
    const newToken = await signIn(t, 'saraban', { ip: '10.9.0.6' });
    await expectClosedAtOnce(oldDevice, await personId('saraban'));
    const newDevice = await connect(newToken);
    expect(newDevice.connection.socket.connected).toBe(true);
  });

  it('a person who has not agreed to the PDPA policy is pushed nothing until they agree', async () => {
    const id = await personId('newcomer');
    const token = await signIn(t, 'newcomer', { ip: '10.9.0.9' });
    const before = await connect(token);
    await t.db.insertInto('notifications').values({ person_id: id, module: 'SARABUN', data_html: 'ก่อนยินยอม', created_at: t.clock.now() }).execute();
    await realtime.pushNow();
    await new Promise((r) => setTimeout(r, 200));
    expect(before.pushes).toEqual([]);
    const agreed = await postForm(t.app, ROUTES.requestPdpa.path, { F_IS_AGREE_PDPA: '1', F_IS_AGREE: '1' }, { token });
    expect(agreed.statusCode, agreed.body).toBe(200);
    // Agreeing reloads the page: the new socket is the person's.
    const after = await connect(token);
    await t.db.insertInto('notifications').values({ person_id: id, module: 'SARABUN', data_html: 'หลังยินยอม', created_at: t.clock.now() }).execute();
    await realtime.pushNow();
    await until(() => after.pushes.some((p) => p.NN_DATA === 'หลังยินยอม'), 2000, 'push after agreeing');
  });

  it('disabling an account closes all its sockets', async () => {
    const id = await personId('newcomer');
    const tab = await connect(await signIn(t, 'newcomer', { ip: '10.9.0.7' }));
    await disablePerson(t.db, id, t.clock.now());
    await expectClosedAtOnce(tab, id);
    const rows = await t.db.selectFrom('sessions').select(['revoked_at', 'revoked_reason']).where('person_id', '=', id).orderBy('id').execute();
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
    expect(rows.at(-1)?.revoked_reason).toBe('disabled');
  });
});
