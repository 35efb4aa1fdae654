/**
 * One portal server for a benchmark (scripts/bench-portal-server.ts) in a child process: one
 * tenant, a free port on 127.0.0.1, a throw-away DATA_DIR (fresh database, demo people) and a
 * copy of the built client in it, so a rebuild of dist/client during the run cannot change what
 * is measured. `stop()` ends the child (by its pid) and removes the folder.
 */
import { ROUTES } from '../engine/api/routes';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/tenants/load';

const START_TIMEOUT_MS = 180_000;

export interface PortalProcess {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, logFile: string, exited: () => number | null): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const code = exited();
    if (code !== null) throw new Error(`The portal server exited with code ${code} before it was healthy; see ${logFile}`);
    try {
      if ((await fetch(`${url}${ROUTES.health.path}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal server was not healthy after ${START_TIMEOUT_MS} ms; see ${logFile}`);
}

async function stopChild(pid: number, exited: () => boolean): Promise<void> {
  if (pid <= 0 || exited()) return;
  process.kill(pid, 'SIGTERM');
  // PGlite closes cleanly on SIGTERM; insist after 5 s.
  for (let i = 0; i < 50 && !exited(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!exited()) process.kill(pid, 'SIGKILL');
}

export async function startPortalProcess(tenant: string, clientDir: string): Promise<PortalProcess> {
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error(`${clientDir} has no index.html: run \`npm run build\` first.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `saraban-bench-pages-${tenant.toLowerCase()}-`));
  const client = path.join(dataDir, 'client');
  cpSync(clientDir, client, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-portal-server.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      APP_NAME: tenant,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: client,
      // Not production: the seed creates the demo people the benchmark signs in as.
      NODE_ENV: 'development',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  let exitCode: number | null = null;
  child.on('exit', (code) => (exitCode = code ?? -1));
  const stop = async () => {
    await stopChild(child.pid ?? -1, () => exitCode !== null);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, logFile, () => exitCode);
  } catch (error) {
    // Keep the folder: the log says why.
    await stopChild(child.pid ?? -1, () => exitCode !== null);
    throw error;
  }
  return { baseUrl, logFile, stop };
}
