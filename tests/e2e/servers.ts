/**
 * Where global-setup leaves the tenant servers for the tests and the teardown, and how a test
 * waits for its tenant's server. Playwright hands environment variables set in global setup to
 * every worker, so the map travels in the environment instead of a file that parallel runs could
 * overwrite.
 *
 * Global setup waits only for the first tenant's server and starts the others while the first
 * tests run, so every address and data folder is fixed before any server is up; a worker waits
 * for its own tenant's server when it first needs it (serverReady).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../../engine/api/routes';

export const BASE_URLS_ENV = 'E2E_TENANT_BASE_URLS';
export const SERVERS_ENV = 'E2E_TENANT_SERVERS';

/** How long one server may take to answer its health check, on a machine busy with tests. */
export const START_TIMEOUT_MS = 180_000;

export interface RunningServer {
  code: string;
  /** -1 until the server's process has been started. */
  pid: number;
  dataDir: string;
}

/** Where a server writes its log: in its data folder, which the teardown removes. */
export const serverLogOf = (dataDir: string) => path.join(dataDir, 'server.log');

/** Written by global setup into a server's data folder when it did not start, so no test waits for it. */
export const startFailedMarkerOf = (dataDir: string) => path.join(dataDir, 'start-failed');

/** Tenant code -> base URL of its server. */
export function tenantBaseUrls(): Record<string, string> {
  const raw = process.env[BASE_URLS_ENV];
  if (!raw) throw new Error(`${BASE_URLS_ENV} is not set: run the suite with \`npx playwright test\` so global-setup starts the servers.`);
  return JSON.parse(raw) as Record<string, string>;
}

/** Base URL of one tenant's server; a clear error when global-setup did not start it. */
export function baseUrlOf(code: string): string {
  const url = tenantBaseUrls()[code];
  if (!url) throw new Error(`No server was started for tenant ${code}.`);
  return url;
}

/**
 * Waits until the server at `url` answers its health check; fails when `exited` reports the
 * process gone, or after START_TIMEOUT_MS, naming the log to read.
 */
export async function waitForHealth(url: string, logFile: string, exited: () => number | null = () => null): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const code = exited();
    if (code !== null) throw new Error(`Server for ${url} exited with code ${code} before it was healthy; see ${logFile}`);
    try {
      const response = await fetch(`${url}${ROUTES.health.path}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server for ${url} was not healthy after ${START_TIMEOUT_MS} ms; see ${logFile}`);
}

/** Base URL of a tenant's server once it answers (global setup may still be starting it). */
export async function serverReady(code: string): Promise<string> {
  const url = baseUrlOf(code);
  const servers = JSON.parse(process.env[SERVERS_ENV] ?? '[]') as RunningServer[];
  const dataDir = servers.find((server) => server.code === code)?.dataDir ?? '(unknown data folder)';
  const failed = startFailedMarkerOf(dataDir);
  await waitForHealth(url, serverLogOf(dataDir), () => (existsSync(failed) ? 1 : null));
  return url;
}
