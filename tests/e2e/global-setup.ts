/**
 * Starts ONE portal server per tenant of the run (tenants.ts), shared by the e2e and snapshot
 * suites: APP_NAME=<code>, PORT from E2E_FIRST_PORT (9100) on, a fresh DATA_DIR, the test entry
 * portal-server.ts, and the fixed clock of the snapshot matrix (tests/visual/fixed-clock.mjs) so
 * the seeded letters carry the same dates on every run. Waits until each answers /api/health and
 * publishes code -> base URL for the tests. The client must already be built.
 *
 * Every DATA_DIR starts as a copy of one migrated PGlite database made here first (the server
 * suite's template): creating a PGlite database and migrating it is most of a server's start,
 * and paying it once instead of once per tenant takes about a minute off the run.
 *
 * The servers send e-mail to a local SMTP catcher (mail-catcher.ts) whose folder the tests read,
 * and LINE messages to a local fake of the Messaging API (line-fake.ts).
 */
import { ROUTES } from '../../engine/api/routes';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { PROJECT_ROOT } from '../../server/tenants/load';
import { copyPGliteDataDir, createTemplates, dropTemplates } from '../../server/test-support/test-templates';
import { FAKE_LINE_SECRET, FAKE_LINE_TOKEN, startFakeLine } from '../../server/test-support/fake-line-api';
import { LINE_URL_ENV } from './line-fake';
import { MAIL_DIR_ENV, startMailCatcher } from './mail-catcher';
import { BASE_URLS_ENV, SERVERS_ENV, type RunningServer } from './servers';
import { tenantTiers } from './tenants';
import { WORLD_COUNT_ENV } from './worlds';

const FIRST_PORT = Number(process.env.E2E_FIRST_PORT ?? 9100);
const START_TIMEOUT_MS = 120_000;
const START_CONCURRENCY = Number(process.env.E2E_START_CONCURRENCY ?? 3);
const FIXED_CLOCK = pathToFileURL(path.join(PROJECT_ROOT, 'tests/visual/fixed-clock.mjs')).href;

async function waitForHealth(url: string, logFile: string, exited: () => number | null): Promise<void> {
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

export default async function globalSetup(config?: Pick<FullConfig, 'workers'>): Promise<() => Promise<void>> {
  const clientDir = process.env.CLIENT_DIR ? path.resolve(PROJECT_ROOT, process.env.CLIENT_DIR) : path.join(PROJECT_ROOT, 'dist/client');
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('dist/client is missing: run `npm run test:e2e` (it builds first) or `npx vite build`.');
  }
  const tiers = await tenantTiers();
  const templates = await createTemplates(null);
  // Every server mails through one catcher, so a test reads what the portal sent (mail-catcher.ts).
  const mail = await startMailCatcher();
  process.env[MAIL_DIR_ENV] = mail.dir;
  // And LINE goes to a local fake of the Messaging API (for the tenants whose manifest offers LINE).
  const line = await startFakeLine();
  process.env[LINE_URL_ENV] = line.url;
  const servers: RunningServer[] = [];
  const urls: Record<string, string> = {};
  // Published before waiting, so the teardown can stop whatever did start if one fails.
  const publish = () => {
    process.env[SERVERS_ENV] = JSON.stringify(servers);
    process.env[BASE_URLS_ENV] = JSON.stringify(urls);
  };

  const start = (code: string, port: number): Promise<void> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `saraban-e2e-${code.toLowerCase()}-`));
    copyPGliteDataDir(templates.pgliteMigrated!, dataDir);
    const logFile = path.join(dataDir, 'server.log');
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', FIXED_CLOCK, 'tests/e2e/portal-server.ts'], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        APP_NAME: code,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        // One demo world per worker, so no two workers share a person.
        [WORLD_COUNT_ENV]: String(config?.workers ?? 1),
        E2E_REAL_CAPTCHA: code === tiers.realCaptcha ? '1' : '0',
        SMTP_URL: mail.smtpUrl,
        LINE_CHANNEL_ACCESS_TOKEN: FAKE_LINE_TOKEN,
        LINE_CHANNEL_SECRET: FAKE_LINE_SECRET,
        LINE_API_URL: line.url,
        LINE_ACCOUNT_ID: '@saraban',
      },
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

  // A few at a time: ten servers compiling PGlite and seeding at once starve a 2-core machine
  // (each start then takes minutes); in small waves each is up in seconds.
  const queue = tiers.all.map((code, i) => ({ code, port: FIRST_PORT + i }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await start(next.code, next.port);
  };
  publish();
  try {
    await Promise.all(Array.from({ length: Math.min(START_CONCURRENCY, queue.length) }, worker));
  } finally {
    // Every server has its own copy by now.
    await dropTemplates(templates, null);
  }
  // Run by Playwright after the suites, beside global-teardown.ts.
  return async () => {
    await mail.close();
    await line.close();
  };
}
