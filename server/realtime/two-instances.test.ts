/**
 * Two portal processes on one PostgreSQL database, as behind a load balancer on two machines
 * (each its own DATA_DIR): what happens on instance A reaches a person connected to instance B,
 * the sign-in limits and the single-use robot check hold across both, a file uploaded through
 * one is downloaded through the other, and a person whose instance was killed reconnects and
 * fetches what was written meanwhile. PostgreSQL only (PGlite is one process by construction).
 *
 * The processes are the production start (server/start.ts) through
 * server/test-support/realtime-portal.ts: cheap robot-check and password costs only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { REALTIME_EVENTS, type NewNotificationPayload } from '../../engine/realtime/events';
import { connectRealtime, RECONNECT_OPTIONS, SOCKET_STATUS, type RealtimeConnection, type SocketStatus } from '../../engine/realtime/realtime-client';
import { PROJECT_ROOT } from '../tenants/load';
import { adminQuery, TEST_DATABASE_URL, withDatabase } from '../test-support/postgres-admin';
import { DEMO_PASSWORD, findTenant } from '../test-support/test-app';

const ENTRY = path.join(PROJECT_ROOT, 'server/test-support/realtime-portal.ts');

interface Instance {
  child: ChildProcess;
  url: string;
  output: () => string;
}

let databaseUrl = '';
let databaseName = '';
let appName = '';
let rootDepartment = 0;
/** One DATA_DIR per instance, as on two machines: nothing is shared but the database. */
const dataDirs: string[] = [];
let a: Instance;
let b: Instance;
let bPort = 0;
const children: ChildProcess[] = [];
const sockets: RealtimeConnection[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

async function start(port: number, dataDir: string): Promise<Instance> {
  const { TEST_DATABASE_URL: _t, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: PROJECT_ROOT,
    env: {
      ...rest,
      DATABASE_URL: databaseUrl,
      APP_NAME: appName,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
  });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const match = /running: http:\/\/localhost:(\d+)/.exec(text);
    if (match) return { child, url: `http://127.0.0.1:${match[1]}`, output: () => text };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`instance did not start:\n${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function captcha(instance: Instance): Promise<string> {
  const challenge = (await (await fetch(`${instance.url}${ROUTES.captchaChallenge.path}`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function post(instance: Instance, url: string, body: Record<string, unknown>, token?: string) {
  const reply = await fetch(`${instance.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as { status: string; message: string; item?: any; items?: any; success?: { token: string } } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const login = async (instance: Instance, username: string, password: string, altcha?: string) =>
  post(instance, ROUTES.login.path, { username, password, altcha: altcha ?? (await captcha(instance)) });

async function signIn(instance: Instance, username: string): Promise<string> {
  const reply = await login(instance, username, DEMO_PASSWORD);
  if (reply.body.status !== 'success' || !reply.body.success) throw new Error(`sign-in as ${username} failed: ${reply.status} ${reply.body.message}`);
  return reply.body.success.token;
}

/** A letter from `token`'s person sent to the organisation's registry: notifies its clerks. */
async function sendLetter(instance: Instance, token: string, title: string): Promise<void> {
  const created = await post(instance, ROUTES.createDocument.path, { F_DOC_TYPE_ID: 2, F_DOC_TITLE: title, F_DEAR: 'ผู้อำนวยการ', F_DOC_SPEED_ID: 2 }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const sent = await post(
    instance,
    ROUTES.documentAction.path,
    { F_TRANS_ID: created.body.item.F_TRANS_ID, ACTION: 'send', TO_DEPT_IDS: String(rootDepartment) },
    token,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
}

const until = async (check: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Wrong-password attempts (fresh robot check each) until the first 429; returns how many it took. */
async function attemptsUntilRefused(instances: Instance[], username: string): Promise<number> {
  for (let n = 1; n <= 30; n++) {
    const reply = await login(instances[(n - 1) % instances.length]!, username, 'wrong-password-1');
    if (reply.status === 429) return n;
    expect(reply.status, JSON.stringify(reply.body)).toBe(401);
  }
  throw new Error(`no refusal after 30 attempts for ${username}`);
}

describe.runIf(TEST_DATABASE_URL)('two instances on one PostgreSQL', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    const tenant = await findTenant((m) => m.login.captcha === true);
    appName = tenant.manifest.code;
    rootDepartment = tenant.manifest.organization.departmentId;
    databaseName = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(TEST_DATABASE_URL!, `CREATE DATABASE ${databaseName}`);
    databaseUrl = withDatabase(TEST_DATABASE_URL!, databaseName);
    dataDirs.push(mkdtempSync(path.join(tmpdir(), 'saraban-two-a-')), mkdtempSync(path.join(tmpdir(), 'saraban-two-b-')));
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await start(0, dataDirs[0]!);
    bPort = await freePort();
    b = await start(bPort, dataDirs[1]!);
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) await adminQuery(TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('a person on B receives what an action on A caused, once; killed and restarted, B’s client reconnects and fetches what it missed', async () => {
    const clerk = await signIn(a, 'saraban');
    const officer = await signIn(a, 'officer');
    const connection = connectRealtime({ realtime: { url: b.url, path: '/socket.io' }, getToken: () => clerk });
    sockets.push(connection);
    const statuses: SocketStatus[] = [];
    const pushes: NewNotificationPayload[] = [];
    connection.onStatus((status) => statuses.push(status));
    connection.on(REALTIME_EVENTS.newNotification, (payload) => pushes.push(payload));
    await until(() => statuses.some((s) => s.message === SOCKET_STATUS.connected), 10_000, 'connected to B');

    const titles = ['สองเครื่อง หนังสือที่ 1', 'สองเครื่อง หนังสือที่ 2', 'สองเครื่อง หนังสือที่ 3'];
    for (const title of titles) await sendLetter(a, officer, title);
    await until(() => titles.every((title) => pushes.some((p) => p.NN_DATA.includes(title))), 5000, 'pushes from A reached B');
    await new Promise((r) => setTimeout(r, 1000));
    // Each notification once, though both instances drain the same outbox.
    const ids = pushes.map((p) => p.NN_RECEIVE_ID);
    expect(new Set(ids).size).toBe(ids.length);

    b.child.kill('SIGKILL');
    await until(() => statuses.some((s) => s.message === SOCKET_STATUS.reconnecting), 10_000, 'client noticed B is gone');
    const missed = 'สองเครื่อง ระหว่าง B ดับ';
    await sendLetter(a, officer, missed);
    b = await start(bPort, dataDirs[1]!);
    const connectedBefore = statuses.filter((s) => s.message === SOCKET_STATUS.connected).length;
    // The client's next try comes within its longest back-off; a try that began while B was
    // still starting may first wait out the client's connect time-out.
    const { timeout, reconnectionDelayMax, randomizationFactor } = RECONNECT_OPTIONS;
    const reconnectWithin = timeout + reconnectionDelayMax * (1 + randomizationFactor) + 5_000;
    await until(() => statuses.filter((s) => s.message === SOCKET_STATUS.connected).length > connectedBefore, reconnectWithin, 'reconnected to B');
    // What the client does on reconnecting: fetch the bell's list from the server.
    const list = await post(b, ROUTES.getNotifications.path, { MODULE: 'SARABUN' }, clerk);
    expect(list.status).toBe(200);
    const alerts = (list.body.items as { alerts: { NN_DATA: string }[] }).alerts;
    expect(alerts.some((alert) => alert.NN_DATA.includes(missed))).toBe(true);
  });

  it('a letter’s attachment uploaded through A is downloaded byte for byte through B', async () => {
    // Someone the other tests do not sign in: a new sign-in elsewhere would sign them out.
    const director = await signIn(a, 'director');
    const created = await post(
      a,
      ROUTES.createDocument.path,
      { F_DOC_TYPE_ID: 2, F_DOC_TITLE: 'สองเครื่อง ไฟล์แนบ', F_DEAR: 'ผู้อำนวยการ', F_DOC_SPEED_ID: 2 },
      director,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // A PDF of several of the store's chunks, random past its signature.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1.5 * 1024 * 1024)]);
    const query = new URLSearchParams({ F_DOC_ID: String(created.body.item.F_DOC_ID), FILE_NAME: 'สองเครื่อง.pdf' });
    const uploaded = await fetch(`${a.url}${ROUTES.uploadAttachment.path}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', accept: 'application/json', authorization: `Bearer ${director}` },
      body: pdf,
    });
    const item = ((await uploaded.json()) as { item: { ATTACH_ID: number; SHA256: string } }).item;
    expect(uploaded.status, JSON.stringify(item)).toBe(200);
    expect(item.SHA256).toBe(createHash('sha256').update(pdf).digest('hex'));

    const downloaded = await fetch(`${b.url}${ROUTES.downloadAttachment.path.replace(':id', String(item.ATTACH_ID))}`, {
      headers: { authorization: `Bearer ${director}` },
    });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(pdf)).toBe(true);
    // Through the database: neither machine keeps the file in its own folder.
    for (const dataDir of dataDirs) expect(existsSync(path.join(dataDir, 'attachments'))).toBe(false);
  });

  it('sign-in limits count attempts made on either instance', async () => {
    const suffix = randomBytes(3).toString('hex');
    const onOne = await attemptsUntilRefused([a], `nobody-one-${suffix}`);
    const onBoth = await attemptsUntilRefused([a, b], `nobody-both-${suffix}`);
    // Alternating instances does not earn more attempts: both read the same login_attempts.
    expect(onBoth).toBe(onOne);
    expect((await login(a, `nobody-both-${suffix}`, 'wrong-password-1')).status).toBe(429);
    expect((await login(b, `nobody-both-${suffix}`, 'wrong-password-1')).status).toBe(429);
  });

  it('a robot-check solution spent on A is refused on B', async () => {
    const username = `nobody-captcha-${randomBytes(3).toString('hex')}`;
    // Control: a solution from A is valid on B (the signing secret is shared through the database).
    expect((await login(b, username, 'wrong-password-1', await captcha(a))).status).toBe(401);
    const solution = await captcha(a);
    expect((await login(a, username, 'wrong-password-1', solution)).status).toBe(401);
    const again = await login(b, username, 'wrong-password-1', solution);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});
