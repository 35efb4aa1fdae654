/**
 * The portal as a child process (portal-process-entry.ts) on a database the test chooses:
 * a PGlite DATA_DIR or a PostgreSQL DATABASE_URL. Tests start it, talk HTTP to it, kill it
 * (SIGKILL: no shut-down code runs) and start it again on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ROUTES } from '../../engine/api/routes';
import { PROJECT_ROOT } from '../tenants/load';
import { DEMO_PASSWORD } from './test-app';
import type { Call, CallAnswer } from './write-burst';

const ENTRY = path.join(PROJECT_ROOT, 'server/test-support/portal-process-entry.ts');

export interface PortalProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (for failure messages). */
  output(): string;
  exited: Promise<number | null>;
  /** SIGKILL, as a crash or the OOM killer would end it; resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the normal shut-down (closes the database); resolves with the exit code. */
  stop(): Promise<number | null>;
}

export async function startPortalProcess(options: {
  tenant: string;
  dataDir: string;
  databaseUrl?: string | null;
  startWithinMs?: number;
  /** The process's entry file (default portal-process-entry.ts); a benchmark passes its own start. */
  entry?: string;
}): Promise<PortalProcess> {
  // The test run's own database settings must not leak into the child: it uses what it is given.
  const { DATABASE_URL: _a, TEST_DATABASE_URL: _b, ...rest } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...rest,
    APP_NAME: options.tenant,
    DATA_DIR: options.dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? ENTRY], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      resolve(exitCode);
    }),
  );
  const deadline = Date.now() + (options.startWithinMs ?? 120_000);
  let url: string | null = null;
  while (url === null) {
    const match = /running: http:\/\/localhost:(\d+)/.exec(text);
    if (match) url = `http://127.0.0.1:${match[1]}`;
    else if (exitCode !== undefined || Date.now() > deadline) {
      if (exitCode === undefined) child.kill('SIGKILL');
      throw new Error(`portal process did not start:\n${text}`);
    } else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => text,
    exited,
    async kill() {
      if (exitCode === undefined) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (exitCode === undefined) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function answerOf(response: Response): Promise<CallAnswer> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as CallAnswer['body'] };
  } catch {
    return { status: response.status, body: null };
  }
}

/** POSTs form fields like the portal client; status 0 when no answer came (process gone, time-out). */
export function httpCall(url: string, token: string | null, timeoutMs = 20_000): Call {
  return async (route, fields) => {
    try {
      const response = await fetch(url + route, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return await answerOf(response);
    } catch {
      return { status: 0, body: null };
    }
  };
}

async function solvedCaptcha(url: string): Promise<string> {
  const challenge = (await (await fetch(url + ROUTES.captchaChallenge.path)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Signs a demo person in over HTTP as the client does (captcha when the tenant asks, device confirm); returns the bearer token. */
export async function signInOverHttp(url: string, username: string, options: { captcha: boolean }): Promise<string> {
  const call = httpCall(url, null);
  const fields = async (): Promise<Record<string, string>> => ({
    username,
    password: DEMO_PASSWORD,
    ...(options.captcha ? { altcha: await solvedCaptcha(url) } : {}),
  });
  let answer = await call(ROUTES.login.path, await fields());
  const oauthId = (answer.body as { oauth_id?: string } | null)?.oauth_id;
  if (answer.body?.status === 'error' && oauthId) answer = await call(ROUTES.login.path, { ...(await fields()), oauth_id: oauthId });
  const token = (answer.body as { success?: { token?: string } } | null)?.success?.token;
  if (answer.body?.status !== 'success' || !token) throw new Error(`sign-in as ${username} failed: ${answer.status} ${answer.body?.message ?? ''}`);
  return token;
}
