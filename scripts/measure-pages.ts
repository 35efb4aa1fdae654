/**
 * Lighthouse-style numbers for the login page and the signed-in dashboard (npm run bench:pages;
 * results in docs/benchmarks.md). Measures the built client (npm run build first).
 *
 *   npm run bench:pages                                   tenant DEV, 5 loads per page
 *   npm run bench:pages -- --tenant IEAT --runs 9 --cpu 4  another tenant, more loads, CPU 4x slower
 *   CLIENT_DIR=dist/other npm run bench:pages             another build
 *
 * It starts one portal server for the tenant (as the e2e suite does: fresh data, demo users),
 * then loads each page in the system Chromium from an empty cache, every load in a new browser
 * context, and reads from the page itself: first contentful paint, largest contentful paint
 * (PerformanceObserver, last candidate), total blocking time (long tasks after FCP, each
 * counted above 50 ms) and the JavaScript transferred. No network throttling: the server is
 * local, so the numbers show the client's own cost (parse, execute, render) on this machine;
 * `--cpu N` slows the CPU like Lighthouse's mobile profile (N=4).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import startServers from '../tests/e2e/global-setup';
import stopServers from '../tests/e2e/global-teardown';
import { tenantBaseUrls } from '../tests/e2e/servers';
import { formatSummaries, metricsOf, summarise, type PageMetrics, type RecordedEntries } from './page-metrics';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
// After the network is quiet, keep recording a little: late long tasks and LCP candidates count.
const SETTLE_MS = 1_500;

declare global {
  interface Window {
    __perf?: RecordedEntries;
  }
}

/** Runs in the page before any of its scripts: buffered observers for paint, LCP and long tasks. */
function recordPerformance(): void {
  const perf: RecordedEntries = { fcp: null, lcp: [], longTasks: [], resources: [] };
  window.__perf = perf;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.lcp.push({ startTime: e.startTime, size: (e as PerformanceEntry & { size: number }).size });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.longTasks.push({ startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function collect(page: Page): Promise<PageMetrics> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const entries = await page.evaluate(() => {
    const perf = window.__perf as RecordedEntries;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name,
      initiatorType: r.initiatorType,
      transferSize: r.transferSize,
      encodedBodySize: r.encodedBodySize,
      decodedBodySize: r.decodedBodySize,
    }));
    return { ...perf, resources };
  });
  return metricsOf(entries);
}

async function newContext(
  browser: Browser,
  cpu: number,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'th-TH', storageState });
  await context.addInitScript(recordPerformance);
  const page = await context.newPage();
  if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page };
}

/** Signs in through the form once (solving the robot check where the tenant has one) and keeps the session. */
async function signedInState(browser: Browser, base: string, username: string) {
  const { context, page } = await newContext(browser, 1);
  await page.goto(`${base}/login`);
  await page.getByLabel('ชื่อผู้ใช้งาน').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  if ((await page.locator('altcha-widget').count()) > 0) {
    await page.locator('altcha-widget label').click();
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ state: 'attached', timeout: 120_000 });
  }
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL(`${base}/`, { timeout: 30_000 });
  await page.getByTestId('user-name').waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string', default: 'DEV' },
      runs: { type: 'string', default: '5' },
      cpu: { type: 'string', default: '1' },
      user: { type: 'string', default: 'saraban' },
      port: { type: 'string', default: '9800' },
    },
  });
  const tenant = values.tenant.toUpperCase();
  const runs = Number(values.runs);
  const cpu = Number(values.cpu);
  process.env.E2E_TENANTS = tenant;
  process.env.E2E_FIRST_PORT = values.port;
  const loadBefore = os.loadavg()[0]!.toFixed(2);
  await startServers();
  let browser: Browser | undefined;
  try {
    const base = tenantBaseUrls()[tenant];
    if (!base) throw new Error(`Unknown tenant ${tenant}`);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const login: PageMetrics[] = [];
    const dashboard: PageMetrics[] = [];
    for (let i = 0; i < runs; i++) {
      const { context, page } = await newContext(browser, cpu);
      await page.goto(`${base}/login`);
      await page.getByTestId('login-logo').waitFor();
      login.push(await collect(page));
      await context.close();
    }
    const state = await signedInState(browser, base, values.user);
    for (let i = 0; i < runs; i++) {
      const { context, page } = await newContext(browser, cpu, state);
      await page.goto(`${base}/`);
      await page.getByTestId('user-name').waitFor({ timeout: 30_000 });
      // The dashboard's tiles when it has them (a build without the dashboard shows a placeholder page).
      await page
        .locator('[data-testid^="queue-tile-"]')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => {});
      dashboard.push(await collect(page));
      await context.close();
    }
    const client = process.env.CLIENT_DIR ?? 'dist/client';
    console.log(
      `bench:pages: tenant ${tenant}, ${runs} cold loads per page, CPU ${cpu}x, client ${path.normalize(client)}, Chromium ${browser.version()}, ${os.cpus().length} cores, load average ${loadBefore} before / ${os.loadavg()[0]!.toFixed(2)} after, ${new Date().toISOString()}`,
    );
    console.log(formatSummaries([summarise('login (/login)', login), summarise(`dashboard (/, signed in as ${values.user})`, dashboard)]));
  } finally {
    await browser?.close();
    await stopServers();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:pages: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
});
