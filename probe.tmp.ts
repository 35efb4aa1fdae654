import { chromium } from '@playwright/test';
import { startPortalProcess } from './scripts/portal-process';
import { sessionEntries, signIn } from './scripts/portal-session';

const dirs = process.argv.slice(2);
const portals = await Promise.all(dirs.map((dir) => startPortalProcess('KRU', dir)));
const sessions = await Promise.all(portals.map((p) => signIn(p.baseUrl, { username: 'saraban', password: 'demo1234', captcha: false })));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const results: Record<string, number[][]> = {};
for (let round = 0; round < 5; round++) {
  for (const [i, dir] of dirs.entries()) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const entries = sessionEntries('KRU', sessions[i]!);
    await context.addInitScript((pairs) => { if (location.pathname === '/') for (const [k, v] of pairs) localStorage.setItem(k, v); }, entries);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let infoAt = 0;
    const t0 = Date.now();
    page.on('response', (r) => { if (r.url().endsWith('/api/getInfo')) infoAt = Date.now() - t0; });
    await page.goto(portals[i]!.baseUrl + '/');
    await page.getByTestId('tile-count').first().waitFor();
    await page.waitForTimeout(1500);
    const [fcp, lcp] = await page.evaluate(() => new Promise<number[]>((resolve) => {
      let lcp = 0;
      new PerformanceObserver((l) => { for (const e of l.getEntries()) lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      setTimeout(() => resolve([fcp, lcp]), 100);
    }));
    (results[dir] ??= []).push([Math.round(fcp!), Math.round(lcp!), infoAt]);
    await context.close();
  }
}
for (const [dir, rows] of Object.entries(results)) {
  const med = (k: number) => rows.map((r) => r[k]!).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  console.log(dir, 'FCP/LCP/getInfo response each:', rows.map((r) => r.join('/')).join('  '), ' medians', med(0), med(1), med(2));
}
await browser.close();
for (const p of portals) await p.stop();
process.exit(0);
