/**
 * One Lighthouse run (npm `lighthouse`, the pinned version) of one page in a Chromium that is
 * already running (scripts/chromium-process.ts): categories performance and accessibility, with
 * Lighthouse's mobile profile (its default: simulated slow 4G, 150 ms RTT, 1.6 Mbps, 4x CPU) or
 * its desktop profile (core/config/desktop-config.js).
 *
 * A signed-in page needs its session in localStorage before Lighthouse loads it: the entries are
 * put in through a page of the same browser (Playwright over CDP, on the portal's health address
 * so none of the client is loaded or cached), the browser cache is emptied, and Lighthouse runs
 * with `disableStorageReset` so it keeps them. Otherwise Lighthouse resets the origin's storage
 * and cache itself, as it always does.
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ROUTES } from '../engine/api/routes';
import type { Profile, RunScores } from './page-scores';

export interface AuditResult {
  /** The whole Lighthouse result (JSON), for --reports. */
  json: string;
  scores: RunScores;
  lighthouseVersion: string;
  userAgent: string;
  benchmarkIndex: number | null;
  warnings: string[];
  /** Audits that failed to run (Lighthouse reports their error instead of a score), and whether any counts in a category score. */
  erroredAudits: { id: string; weighted: boolean }[];
}

/** Puts localStorage entries into `origin` of the browser at `port`, then empties the browser cache. */
async function presetStorage(port: number, origin: string, entries: [string, string][]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context.');
    const page = await context.newPage();
    await page.goto(`${origin}${ROUTES.health.path}`);
    await page.evaluate((pairs) => pairs.forEach(([key, value]) => localStorage.setItem(key, value)), entries);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser stays up for Lighthouse.
    await browser.close();
  }
}

const percent = (score: number | null | undefined) => (typeof score === 'number' ? score * 100 : null);

export async function runLighthouse(options: { port: number; url: string; profile: Profile; storage?: [string, string][] }): Promise<AuditResult> {
  const keepStorage = options.storage !== undefined;
  if (options.storage) await presetStorage(options.port, new URL(options.url).origin, options.storage);
  const result = await lighthouse(
    options.url,
    {
      port: options.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepStorage,
    },
    options.profile === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${options.url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${options.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A session the portal refused would measure the sign-in page under the dashboard's name.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(options.url).pathname) throw new Error(`Lighthouse asked for ${options.url} but the page ended at ${lhr.finalDisplayedUrl}.`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const weighted = new Set(Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)));
  const accessibilityAudits = lhr.categories.accessibility?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [];
  return {
    json: JSON.stringify(lhr),
    scores: {
      performance: percent(lhr.categories.performance?.score),
      accessibility: percent(lhr.categories.accessibility?.score),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failedAccessibilityAudits: accessibilityAudits.filter((id) => {
        const score = lhr.audits[id]?.score;
        return typeof score === 'number' && score < 1;
      }),
    },
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    warnings: lhr.runWarnings,
    erroredAudits: Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'error')
      .map((a) => ({ id: a.id, weighted: weighted.has(a.id) })),
  };
}
