/**
 * Realtime benchmark: BENCH_CLIENTS (default 2,000) people each connected by one real
 * socket.io client over WebSocket, BENCH_RATE (default 200) notifications a second to random
 * people for BENCH_SECONDS (default 30). Reports delivery latency (p50/p95/p99, from the
 * moment the benchmark asked for the notification to its arrival at the client), lost and
 * repeated messages, and the server processes' resident memory.
 *
 *   npm run bench:realtime
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:realtime
 *
 * Runs: one instance on PGlite; with DATABASE_URL, one instance and two instances on a
 * throw-away database made on that PostgreSQL server (dropped afterwards). With two, clients are
 * split between the instances and every notification is written on instance A, so half of
 * them reach their person through the PostgreSQL adapter.
 *
 * The servers are the production start in child processes (server/test-support/realtime-bench-portal.ts):
 * people and sessions are inserted directly (no 2,000 sign-ins), and each notification is an
 * outbox row written in a transaction followed by the after-commit nudge, as a correspondence
 * action does. The clients run in this process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS, type NewNotificationPayload } from '../engine/realtime/events';
import { adminQuery, withDatabase } from '../server/test-support/postgres-admin';
import { PROJECT_ROOT } from '../server/tenants/load';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TICK_MS = 50;
/** The PostgreSQL server for the PostgreSQL runs (a throw-away database is made on it). */
const serverUrl = process.env.DATABASE_URL?.trim() || null;
const ENTRY = path.join(PROJECT_ROOT, 'server/test-support/realtime-bench-portal.ts');

interface Instance {
  child: ChildProcess;
  url: string;
  request<T>(message: object, answer: string): Promise<T>;
  stop(): Promise<void>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    process.stderr.write(chunk);
  });
  const deadline = Date.now() + 120_000;
  let port = '';
  while (!port) {
    const match = /running: http:\/\/localhost:(\d+)/.exec(text);
    if (match) port = match[1]!;
    else if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${text}`);
    else await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    request: <T>(message: object, answer: string) =>
      new Promise<T>((resolve) => {
        const onMessage = (reply: { type: string }) => {
          if (reply.type !== answer) return;
          child.off('message', onMessage);
          resolve(reply as T);
        };
        child.on('message', onMessage);
        child.send(message);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const rss = async (instance: Instance) => (await instance.request<{ rss: number }>({ type: 'rss' }, 'rss')).rss;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function connectAll(people: { id: number; token: string; url: string }[], onPush: (payload: NewNotificationPayload) => void): Promise<Socket[]> {
  const sockets: Socket[] = [];
  const BATCH = 100;
  for (let from = 0; from < people.length; from += BATCH) {
    const batch = people.slice(from, from + BATCH).map(
      (person) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(person.url, { path: '/socket.io', transports: ['websocket'], auth: { token: person.token }, reconnection: true, timeout: 60_000 });
          socket.on(REALTIME_EVENTS.newNotification, onPush);
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', (error) => reject(error));
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

interface RunResult {
  label: string;
  sent: number;
  received: number;
  lost: number;
  repeated: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  disconnects: number;
  rssIdle: number[];
  rssPeak: number[];
}

async function run(label: string, env: Record<string, string>, instanceCount: 1 | 2): Promise<RunResult> {
  process.stdout.write(`\n[${label}] starting ${instanceCount} server(s)...\n`);
  const instances: Instance[] = [await startInstance(env)];
  if (instanceCount === 2) instances.push(await startInstance(env));
  const sockets: Socket[] = [];
  try {
    const people = (await instances[0]!.request<{ people: { id: number; token: string }[] }>({ type: 'people', count: CLIENTS }, 'people')).people;
    const rssIdle = await Promise.all(instances.map(rss));

    const sentAt = new Map<number, number>();
    const seen = new Map<number, number>();
    const latencies: number[] = [];
    let repeated = 0;
    const onPush = (payload: NewNotificationPayload) => {
      const match = /^bench:(\d+)$/.exec(payload.NN_DATA);
      if (!match) return;
      const seq = Number(match[1]);
      if (seen.has(seq)) {
        repeated++;
        return;
      }
      seen.set(seq, Date.now());
      latencies.push(Date.now() - (sentAt.get(seq) ?? Date.now()));
    };
    const t0 = Date.now();
    sockets.push(
      ...(await connectAll(
        people.map((person, i) => ({ ...person, url: instances[i % instances.length]!.url })),
        onPush,
      )),
    );
    let disconnects = 0;
    for (const socket of sockets) socket.on('disconnect', () => disconnects++);
    process.stdout.write(
      `[${label}] ${sockets.length} clients connected in ${((Date.now() - t0) / 1000).toFixed(1)} s; sending ${RATE}/s for ${SECONDS} s...\n`,
    );

    const rssPeak = await Promise.all(instances.map(rss));
    const sampler = setInterval(() => {
      void Promise.all(instances.map(rss)).then((values) => values.forEach((v, i) => (rssPeak[i] = Math.max(rssPeak[i]!, v))));
    }, 1000);

    let seq = 0;
    const perTick = (RATE * TICK_MS) / 1000;
    const start = Date.now();
    const ticks = Math.round((SECONDS * 1000) / TICK_MS);
    for (let tick = 0; tick < ticks; tick++) {
      const rows: { personId: number; html: string }[] = [];
      const now = Date.now();
      for (let k = 0; k < perTick; k++) {
        const person = people[Math.floor(Math.random() * people.length)]!;
        seq++;
        sentAt.set(seq, now);
        rows.push({ personId: person.id, html: `bench:${seq}` });
      }
      instances[0]!.child.send({ type: 'notify', rows });
      const next = start + (tick + 1) * TICK_MS;
      await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
    }
    // Wait for stragglers (at most 15 s).
    const drainEnd = Date.now() + 15_000;
    while (seen.size < seq && Date.now() < drainEnd) await new Promise((r) => setTimeout(r, 100));
    clearInterval(sampler);

    latencies.sort((x, y) => x - y);
    return {
      label,
      sent: seq,
      received: seen.size,
      lost: seq - seen.size,
      repeated,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? NaN,
      disconnects,
      rssIdle,
      rssPeak,
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    for (const instance of instances) await instance.stop();
  }
}

function report(results: RunResult[]): void {
  process.stdout.write(`\nclients ${CLIENTS}, ${RATE} notifications/s for ${SECONDS} s, WebSocket transport\n\n`);
  const rows = [
    ['run', 'sent', 'received', 'lost', 'repeated', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'disconnects', 'server RSS before clients -> peak'],
    ...results.map((r) => [
      r.label,
      String(r.sent),
      String(r.received),
      String(r.lost),
      String(r.repeated),
      String(r.p50),
      String(r.p95),
      String(r.p99),
      String(r.max),
      String(r.disconnects),
      r.rssIdle.map((v, i) => `${mb(v)} -> ${mb(r.rssPeak[i]!)}`).join(' | '),
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  for (const row of rows) process.stdout.write(`${row.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')}\n`);
}

async function main(): Promise<void> {
  const results: RunResult[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'saraban-bench-rt-'));
  try {
    const { DATABASE_URL: _d, ...withoutUrl } = process.env;
    process.env = withoutUrl;
    results.push(await run('1 instance, PGlite', { DATA_DIR: dataDir }, 1));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (!serverUrl) {
    process.stdout.write('\nNo DATABASE_URL: the PostgreSQL runs (one and two instances) are skipped. Set DATABASE_URL to a PostgreSQL server to run them.\n');
  } else {
    for (const count of [1, 2] as const) {
      const name = `bench_rt_${randomBytes(4).toString('hex')}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
      try {
        results.push(await run(`${count} instance${count === 2 ? 's' : ''}, PostgreSQL`, { DATABASE_URL: withDatabase(serverUrl, name) }, count));
      } finally {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  }
  report(results);
  const lost = results.reduce((n, r) => n + r.lost, 0);
  if (lost > 0) {
    process.stdout.write(`\n${lost} message(s) lost\n`);
    process.exitCode = 1;
  }
}

await main();
process.exit();
