/**
 * Starts ONE portal server per tenant of the run (tenants.ts), shared by the e2e and snapshot
 * suites: APP_NAME=<code>, PORT from E2E_FIRST_PORT (9100) on, a fresh DATA_DIR, the test entry
 * portal-server.ts, and the fixed clock of the snapshot matrix (tests/visual/fixed-clock.mjs) so
 * the seeded letters carry the same dates on every run. Publishes code -> base URL for the tests,
 * waits until the first tenant's server answers /api/health and starts the others while the
 * first tests run (each worker waits for its own tenant's server, servers.ts): about a minute
 * of starting that no longer holds up the first test. The client must already be built.
 *
 * Every DATA_DIR starts as a copy of one migrated PGlite database made here first (the server
 * suite's template): creating a PGlite database and migrating it is most of a server's start,
 * and paying it once instead of once per tenant takes about a minute off the run.
 *
 * The servers send e-mail to a local SMTP catcher (mail-catcher.ts) whose folder the tests read,
 * and LINE messages to a local fake of the Messaging API (line-fake.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { PROJECT_ROOT } from '../../server/tenants/load';
import { copyPGliteDataDir, createTemplates, dropTemplates } from '../../server/test-support/test-templates';
import { FAKE_LINE_SECRET, FAKE_LINE_TOKEN, startFakeLine } from '../../server/test-support/fake-line-api';
import { LINE_URL_ENV } from './line-fake';
import { MAIL_DIR_ENV, startMailCatcher } from './mail-catcher';
import { BASE_URLS_ENV, SERVERS_ENV, serverLogOf, serverReady, startFailedMarkerOf, waitForHealth, type RunningServer } from './servers';
import { tenantTiers } from './tenants';
import { WORLD_COUNT_ENV } from './worlds';

const FIRST_PORT = Number(process.env.E2E_FIRST_PORT ?? 9100);
const START_CONCURRENCY = Number(process.env.E2E_START_CONCURRENCY ?? 3);
const FIXED_CLOCK = pathToFileURL(path.join(PROJECT_ROOT, 'tests/visual/fixed-clock.mjs')).href;

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
  // Every address and data folder is fixed before the first server starts, so the workers (which
  // receive this environment when they start) know where each tenant will answer.
  const servers: RunningServer[] = tiers.all.map((code) => ({
    code,
    pid: -1,
    dataDir: mkdtempSync(path.join(tmpdir(), `saraban-e2e-${code.toLowerCase()}-`)),
  }));
  const urls = Object.fromEntries(tiers.all.map((code, i) => [code, `http://127.0.0.1:${FIRST_PORT + i}`]));
  const publish = () => (process.env[SERVERS_ENV] = JSON.stringify(servers));
  process.env[BASE_URLS_ENV] = JSON.stringify(urls);
  publish();

  let cancelled = false;
  const start = (server: RunningServer): Promise<void> => {
    const { code, dataDir } = server;
    copyPGliteDataDir(templates.pgliteMigrated!, dataDir);
    const logFile = serverLogOf(dataDir);
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', FIXED_CLOCK, 'tests/e2e/portal-server.ts'], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        APP_NAME: code,
        PORT: new URL(urls[code]!).port,
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
    server.pid = child.pid ?? -1;
    publish();
    return waitForHealth(urls[code]!, logFile, () => exitCode);
  };

  // A few at a time: ten servers compiling PGlite and seeding at once starve a 2-core machine
  // (each start then takes minutes); in small waves each is up in seconds. The projects run in
  // the order of tiers.all, so the servers start in that order.
  const queue = [...servers];
  const failures: string[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next && !cancelled; next = queue.shift()) {
      // A server that does not come up fails its own tenant's tests (serverReady names its log);
      // the other tenants still run.
      await start(next).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        failures.push(message);
        writeFileSync(startFailedMarkerOf(next.dataDir), message);
      });
    }
  };
  const allStarted = Promise.all(Array.from({ length: Math.min(START_CONCURRENCY, queue.length) }, worker)).finally(() =>
    // Every server has its own copy by now.
    dropTemplates(templates, null),
  );
  // The tests begin as soon as the first tenant's server answers (or its start failed, which
  // serverReady learns from the marker at once); the rest come up beside them.
  try {
    if (servers[0]) await serverReady(servers[0].code);
    else await allStarted;
  } catch (error) {
    // No further server starts; global-teardown.ts stops the ones that did.
    cancelled = true;
    throw error;
  }

  // Run by Playwright after the suites, beside global-teardown.ts.
  return async () => {
    // A run that ends early (a failure with --max-failures, Ctrl+C) starts no further server,
    // and the ones already started are stopped by global-teardown.ts.
    cancelled = true;
    await allStarted;
    for (const message of failures) console.error(message);
    await mail.close();
    await line.close();
  };
}
