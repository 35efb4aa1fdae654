/**
 * The browser suites (e2e and the snapshot matrix) in Debian's Chromium (tests/e2e/browsers.ts);
 * browsers are never downloaded. `npm run test:e2e` builds dist/client first; global-setup
 * starts one server per tenant, shared by both suites.
 *
 * One project per tenant, named by its code: `--project=IEAT` runs one tenant, `--grep @flow`
 * the whole flows, `--grep @visual` the snapshot matrix, `--shard=1/3` a third of it all.
 * A flow tagged @one-tenant (no manifest setting changes it) runs on the first flow tenant only.
 * Every tenant runs the checks of what differs between tenants; only the flow tenants chosen
 * from the manifests (tests/e2e/tenants.ts) run @flow tests. E2E_ALL_FLOWS=1 runs the flows on
 * every tenant; E2E_TENANTS=A,B limits the run to some tenants.
 */
import { defineConfig } from '@playwright/test';
import { launchOptionsFor, SUITE_CHROMIUM } from './tests/e2e/browsers';
import { tenantTiers } from './tests/e2e/tenants';
import { scratchInMemory } from './tests/scratch-in-memory';

// The servers' databases and the browsers' profiles in memory where the machine allows.
scratchInMemory();

const tiers = await tenantTiers();

export default defineConfig<object, { tenantCode: string }>({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'visual/**/*.spec.ts'],
  outputDir: 'test-results/artifacts',
  // The snapshot matrix's baselines: tests/visual/__screenshots__/<TENANT>/<name>.png.
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  // Each worker signs in as its own demo world's people (tests/e2e/worlds.ts), so workers may
  // run tests of the same tenant side by side.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Anti-aliasing of Thai glyphs differs by a few pixels between runs on a busy machine;
      // anything larger (a colour, a moved box, a missing tile) still fails.
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
    },
  },
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    browserName: 'chromium',
    locale: 'th-TH',
    viewport: { width: 1280, height: 860 },
    screenshot: 'only-on-failure',
    // Recording a trace of every test costs CI time; a failure there still leaves
    // its screenshot and error context, and a local run keeps traces of failures.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: launchOptionsFor(SUITE_CHROMIUM),
  },
  projects: tiers.all.map((code) => ({
    name: code,
    use: { tenantCode: code },
    // Whole flows only where the capability cover put this tenant; a flow no manifest setting
    // changes (@one-tenant) only on the first of them.
    grepInvert: !tiers.flows.includes(code) ? /@flow/ : code === tiers.flows[0] ? undefined : /@one-tenant/,
  })),
});
