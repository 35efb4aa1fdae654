/**
 * The signed-in dashboard's first paint on a phone's link, with Chromium's own throttling
 * instead of Lighthouse's simulation (npm run bench:first-paint; results in docs/benchmarks.md).
 * Lighthouse loads the page unthrottled and estimates the slow link from that trace, so it cannot
 * tell when a call answers earlier; here the browser really waits 150 ms a round trip and
 * 1.6 Mbps, with its CPU slowed 4x, on a 412 px screen, with an empty cache each run.
 *
 *   npm run bench:first-paint                                 dist/client, tenant KRU, 5 runs
 *   npm run bench:first-paint -- --runs 7 /tmp/a /tmp/b       two builds, runs alternating
 *   npm run bench:first-paint -- --tenant DEV                 another tenant
 *
 * Each build gets its own portal server (scripts/portal-process.ts) and a session signed in
 * through the real API; each run is a new browser context with that session stored before the
 * page's scripts run. Reported per run: first contentful paint, largest contentful paint (the
 * browser's own entries), when the session check answered and when the first queue count showed,
 * in ms from the start of the navigation; the row shows their medians and every run.
 */
import { chromium, type Browser } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROUTES } from '../engine/api/routes';
import { CHROMIUM_FLAGS } from './chromium-process';
import { startPortalProcess } from './portal-process';
import { sessionEntries, signIn } from './portal-session';
import { PROJECT_ROOT, loadTenant } from '../server/tenants/load';

/** Lighthouse's mobile profile, applied by the browser itself. */
const LINK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

interface Run {
  fcp: number;
  lcp: number;
  sessionCheck: number;
  firstCount: number;
}

async function measure(browser: Browser, baseUrl: string, storage: [string, string][]): Promise<Run> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    // The session goes in before the page's first script reads it, on the dashboard's address only.
    await context.addInitScript((entries) => {
      if (window.location.pathname === '/') for (const [key, value] of entries) window.localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}/`);
    // Checked at each frame in the page: the time the first count is on screen, not when a poll saw it.
    const shown = await page.waitForFunction(() => (document.querySelector('[data-testid="tile-count"]') ? performance.now() : null), null, { polling: 'raf' });
    const firstCount = (await shown.jsonValue()) as number;
    // The largest paint may still change once the fonts are in: give it a moment.
    await page.waitForTimeout(1500);
    const timings = await page.evaluate(async (checkPath) => {
      // The largest paint is reported to observers only (buffered: the entries so far).
      const lcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(NaN), 1000);
      });
      const check = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === checkPath) as
        PerformanceResourceTiming | undefined;
      return { fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, lcp, sessionCheck: check?.responseEnd ?? NaN };
    }, ROUTES.getInfo.path);
    return { ...timings, firstCount };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '-');

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { tenant: { type: 'string', default: 'KRU' }, runs: { type: 'string', default: '5' }, user: { type: 'string', default: 'saraban' } },
  });
  const tenant = values.tenant.toUpperCase();
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, got "${values.runs}".`);
  const builds = positionals.length > 0 ? positionals : [path.join(PROJECT_ROOT, 'dist/client')];
  const { manifest } = await loadTenant(tenant);
  const loadAverage = os.loadavg();
  const portals = await Promise.all(builds.map((dir) => startPortalProcess(tenant, path.resolve(dir))));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const storages = await Promise.all(
      portals.map(async (portal) =>
        sessionEntries(
          tenant,
          await signIn(portal.baseUrl, { username: values.user, password: process.env.DEMO_PASSWORD ?? 'demo1234', captcha: manifest.login.captcha }),
        ),
      ),
    );
    const results: Run[][] = builds.map(() => []);
    // Round-robin, so that a burst of load on the machine spreads over the builds.
    for (let run = 0; run < runs; run++) for (const [i, portal] of portals.entries()) results[i]!.push(await measure(browser, portal.baseUrl, storages[i]!));
    console.log(
      `Command: \`npm run bench:first-paint -- --tenant ${tenant} --runs ${runs} ${positionals.join(' ')}\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
        `${os.cpus().length} cores, load average at the start ${loadAverage.map((l) => l.toFixed(2)).join(' / ')}; Chromium's throttling: 150 ms, 1.6 Mbps down, 750 Kbps up, 4x CPU, 412 px, empty cache.\n`,
    );
    console.log('| build | FCP | LCP | session check answered | first count shown | each run (FCP / LCP / check / count) |');
    console.log('|---|---|---|---|---|---|');
    for (const [i, build] of builds.entries()) {
      const rows = results[i]!;
      const column = (key: keyof Run) => ms(median(rows.map((r) => r[key])));
      const each = rows.map((r) => `${ms(r.fcp)}/${ms(r.lcp)}/${ms(r.sessionCheck)}/${ms(r.firstCount)}`).join(' ');
      console.log(`| ${build} | ${column('fcp')} | ${column('lcp')} | ${column('sessionCheck')} | ${column('firstCount')} | ${each} |`);
    }
  } finally {
    await browser.close();
    await Promise.all(portals.map((portal) => portal.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
