import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, listTenantCodes } from './tenants/load';
import { pgliteLockFile } from './db/database';
import { TEST_DATABASE_URL } from './test-support/postgres-admin';

const MAIN = path.join(PROJECT_ROOT, 'server/main.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function env(extra: Record<string, string>): NodeJS.ProcessEnv {
  // DATABASE_URL/TEST_DATABASE_URL of the test run must not leak into the child: it uses PGlite.
  const { DATABASE_URL: _a, TEST_DATABASE_URL: _b, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', ...extra };
}

function start(extra: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: PROJECT_ROOT, env: env(extra) });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(output: () => string, pattern: RegExp, exited: Promise<number | null>, ms = 90_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + ms;
  let done = false;
  void exited.then(() => (done = true));
  for (;;) {
    const match = pattern.exec(output());
    if (match) return match;
    if (done || Date.now() > deadline) throw new Error(`did not see ${pattern} in:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Real databases (and scrypt, child processes) on a shared 2-core machine: allow for load.
// The processes started here always run on PGlite (their environment drops the test run's
// database address), so a run of the server suite against PostgreSQL would only repeat them.
describe.skipIf(TEST_DATABASE_URL)('server/main.ts', { timeout: 120_000 }, () => {
  it('stops with the list of known tenant codes on an unknown APP_NAME, without a stack trace', async () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: PROJECT_ROOT,
      env: env({ APP_NAME: 'NO-SUCH-TENANT', DATA_DIR: path.join(tmpdir(), 'unused') }),
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('NO-SUCH-TENANT');
    for (const code of await listTenantCodes()) expect(result.stderr).toContain(code);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('stops on a bad setting with a clear message', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], { cwd: PROJECT_ROOT, env: env({ PORT: 'eighty' }), encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('starts, serves health, refuses a second process on the same DATA_DIR, and closes cleanly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'saraban-main-'));
    dirs.push(dataDir);
    const code = (await listTenantCodes())[0] as string;
    const first = start({ APP_NAME: code, DATA_DIR: dataDir });
    const [, url] = await waitFor(first.output, /running: (http:\/\/localhost:\d+)/, first.exited);
    expect(first.output()).toContain(`Tenant:   ${code}`);
    expect(first.output()).toMatch(/Database: PGlite/);
    expect(first.output()).toMatch(/officer .*\n[\s\S]*newcomer/);
    expect(first.output()).toContain('demo1234');

    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'success', item: { database: 'up', engine: 'pglite', tenant: code } });

    const second = start({ APP_NAME: code, DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`pid ${first.child.pid}`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(pgliteLockFile(dataDir))).toBe(false);
  });
});
