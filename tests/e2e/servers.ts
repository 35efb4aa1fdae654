/**
 * Where global-setup leaves the running tenant servers for the tests and the teardown.
 * Playwright hands environment variables set in global setup to every worker, so the map
 * travels in the environment instead of a file that parallel runs could overwrite.
 */
export const BASE_URLS_ENV = 'E2E_TENANT_BASE_URLS';
export const SERVERS_ENV = 'E2E_TENANT_SERVERS';

export interface RunningServer {
  code: string;
  pid: number;
  dataDir: string;
}

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
