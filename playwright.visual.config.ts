/**
 * Tenant snapshot matrix (issue 5): every tenant's login page, dashboard, open queue modal and
 * open notification dropdown compared with the committed images in tests/visual/__screenshots__/
 * <TENANT>/. `npm run test:visual` (after a build); a new tenant's baselines:
 * `npm run visual:baseline -- ACME` (docs/tenants.md).
 *
 * Stable images: fixed viewport and device scale, animations off, caret hidden, the Sarabun
 * web font loaded before each shot, servers on a fixed clock (tests/visual/fixed-clock.mjs)
 * and the browser clock fixed after sign-in.
 */
import { defineConfig } from '@playwright/test';

// Its own ports (default 9700-), so the visual and e2e suites can run at the same time.
process.env.E2E_FIRST_PORT = process.env.VISUAL_FIRST_PORT ?? '9700';

export default defineConfig({
  testDir: 'tests/visual',
  outputDir: 'test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: {
    timeout: 15_000,
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
  globalSetup: './tests/visual/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    browserName: 'chromium',
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 1280, height: 860 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none', '--disable-lcd-text'],
    },
  },
});
