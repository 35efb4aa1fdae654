/**
 * Starts ONE portal server per tenant (APP_NAME=<code>, PORT 9100+i, a fresh DATA_DIR),
 * waits until each answers /api/health, and publishes code -> base URL for the tests.
 * The client must already be built (`npm run test:e2e` runs `npm run build` first).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../engine/tenant/load';
import { BASE_URLS_ENV, e2eTenantCodes, SERVERS_ENV, type RunningServer } from './servers';

// E2E_FIRST_PORT lets two suites (e2e and visual) run side by side without port clashes.
const FIRST_PORT = Number(process.env.E2E_FIRST_PORT ?? 9100);
const START_TIMEOUT_MS = 120_000;
const START_CONCURRENCY = Number(process.env.E2E_START_CONCURRENCY ?? 3);

async function waitForHealth(url: string, logFile: string, exited: () => number | null): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const code = exited();
    if (code !== null) throw new Error(`Server for ${url} exited with code ${code} before it was healthy; see ${logFile}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server for ${url} was not healthy after ${START_TIMEOUT_MS} ms; see ${logFile}`);
}

export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.join(process.env.CLIENT_DIR ? path.resolve(PROJECT_ROOT, process.env.CLIENT_DIR) : path.join(PROJECT_ROOT, 'dist/client'), 'index.html'))) {
    throw new Error('dist/client is missing: run `npm run test:e2e` (it builds first) or `npx vite build`.');
  }
  const codes = await e2eTenantCodes();
  const servers: RunningServer[] = [];
  const urls: Record<string, string> = {};
  // Published before waiting, so the teardown can stop whatever did start if one fails.
  const publish = () => {
    process.env[SERVERS_ENV] = JSON.stringify(servers);
    process.env[BASE_URLS_ENV] = JSON.stringify(urls);
  };

  const start = (code: string, port: number): Promise<void> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `saraban-e2e-${code.toLowerCase()}-`));
    const logFile = path.join(dataDir, 'server.log');
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, APP_NAME: code, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' },
      stdio: ['ignore', log, log],
    });
    let exitCode: number | null = null;
    child.on('exit', (c) => (exitCode = c ?? -1));
    servers.push({ code, pid: child.pid ?? -1, dataDir });
    const url = `http://127.0.0.1:${port}`;
    urls[code] = url;
    publish();
    return waitForHealth(url, logFile, () => exitCode);
  };

  // A few at a time: ten servers compiling PGlite and hashing demo passwords at once starve
  // a 2-core machine (each start then takes minutes); in small waves each is up in seconds.
  const queue = codes.map((code, i) => ({ code, port: FIRST_PORT + i }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await start(next.code, next.port);
  };
  publish();
  await Promise.all(Array.from({ length: Math.min(START_CONCURRENCY, queue.length) }, worker));
}
